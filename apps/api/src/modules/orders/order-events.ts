import { AsyncLocalStorage } from 'node:async_hooks';
import type { EtatRetour } from '@souk/domain/returns/states';
import type { Db } from '../../db/client';
import type { OrderStateChange } from './order-state.service';

/**
 * What happened to orders, told to the rest of the app (mails, live feeds) only once the
 * transaction that did it has committed. Writers record events while they work (`recordOrderEvent`
 * in the checkout and in `applyTransition`); `withTxRetry` collects them per attempt and hands them
 * to the listeners of its database after COMMIT. A refused or rolled-back transaction, or a failed
 * savepoint, hands over nothing; a retried attempt starts from an empty list.
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

export type OrderEventListener = (events: readonly OrderEvent[]) => void;

const collector = new AsyncLocalStorage<OrderEvent[]>();
const listeners = new WeakMap<Db, Set<OrderEventListener>>();

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

/** After COMMIT: gives the events to the database's listeners; a listener's failure never reaches the writer. */
export function publishCommitted(db: Db, events: readonly OrderEvent[]): void {
  if (events.length === 0) return;
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener(events);
    } catch {
      // Listeners queue their own work and log their own failures; the order is committed whatever happens.
    }
  }
}

/** Subscribes to the committed order events of one database; returns the unsubscribe function. */
export function onOrderEvents(db: Db, listener: OrderEventListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}
