import { AsyncLocalStorage } from 'node:async_hooks';
import type { EtatRetour } from '@souk/domain/returns/states';
import type { Db, Tx } from '../../db/client';
import type { OrderStateChange } from './order-state.service';

/**
 * What happened to orders, told to the rest of the app (mails, live feeds, card refunds) in the
 * transaction that did it. Writers record events while they work (`recordOrderEvent` in the checkout
 * and in `applyTransition`); `withTxRetry` collects them per attempt and, at the end of the attempt's
 * transaction, before COMMIT, hands them to the listeners of its database, which insert their durable
 * jobs with that transaction (modules/jobs, decision 0049): the jobs commit with the change or not at
 * all. A refused or rolled-back transaction, or a failed savepoint, hands over nothing; a retried
 * attempt starts from an empty list. After COMMIT the commit hooks wake the job workers.
 */

export type OrderEvent =
  | { kind: 'placed'; clientId: number; commandeIds: number[] }
  /** A return of the order changed state (modules/returns): told to the client and the seller's feed. */
  | {
      kind: 'retour';
      retourId: number;
      commandeId: number;
      marchandId: number | null;
      from: EtatRetour | null;
      to: EtatRetour;
    }
  /**
   * A successful payment of a cancelled order was recorded (a payment that arrived after the
   * cancellation): its refund is due (modules/returns card-refunds, which also acts on cancellations).
   */
  | { kind: 'refund_due'; commandeId: number }
  /** A cancelled order's card payment was given back by the provider: told to the client. */
  | { kind: 'refunded'; commandeId: number; paiementId: number }
  | ({ kind: 'state' } & Pick<
      OrderStateChange,
      'id' | 'ref' | 'clientId' | 'marchandId' | 'from' | 'to' | 'rewardCouponId'
    >);

/** Inserts the listener's jobs for the events with the transaction that recorded them. */
export type OrderEventListener = (tx: Tx, events: readonly OrderEvent[]) => Promise<void>;

const collector = new AsyncLocalStorage<OrderEvent[]>();
const listeners = new WeakMap<Db, Set<OrderEventListener>>();
const commitHooks = new WeakMap<Db, Set<() => void>>();

/** Called by writers inside their transaction; outside a `withTxRetry` the event has no commit to wait for and is dropped. */
export function recordOrderEvent(event: OrderEvent): void {
  collector.getStore()?.push(event);
}

/** Runs one outermost transaction attempt with a fresh event list; returns the list with the result. */
export async function collectOrderEvents<T>(
  work: () => Promise<T>,
): Promise<{ result: T; events: OrderEvent[] }> {
  const events: OrderEvent[] = [];
  const result = await collector.run(events, work);
  return { result, events };
}

/** A savepoint: events it recorded are forgotten when it fails (the outer transaction may go on). */
export async function inSavepoint<T>(work: () => Promise<T>): Promise<T> {
  const events = collector.getStore();
  const mark = events?.length ?? 0;
  try {
    return await work();
  } catch (error) {
    if (events) events.length = mark;
    throw error;
  }
}

/**
 * Before COMMIT, in the transaction: gives the events recorded so far to the database's listeners,
 * and forgets them. A listener's failure fails the transaction: a change whose mails could not be
 * queued is not made (the writer's caller sees the error, nothing is half done).
 */
export async function writeOrderEvents(db: Db, tx: Tx): Promise<boolean> {
  const events = collector.getStore();
  if (!events || events.length === 0) return false;
  const batch = events.splice(0);
  for (const listener of listeners.get(db) ?? []) await listener(tx, batch);
  return true;
}

/** After COMMIT of a transaction that wrote events: the database's commit hooks (the workers' wake-up). */
export function publishCommitted(db: Db): void {
  for (const hook of commitHooks.get(db) ?? []) hook();
}

function subscribe<T>(map: WeakMap<Db, Set<T>>, db: Db, item: T): () => void {
  let set = map.get(db);
  if (!set) {
    set = new Set();
    map.set(db, set);
  }
  set.add(item);
  return () => set.delete(item);
}

/** Subscribes to the order events of one database, in their transaction; returns the unsubscribe function. */
export function onOrderEvents(db: Db, listener: OrderEventListener): () => void {
  return subscribe(listeners, db, listener);
}

/** Called after the COMMIT of every transaction that wrote order events. */
export function onOrderEventsCommitted(db: Db, hook: () => void): () => void {
  return subscribe(commitHooks, db, hook);
}
