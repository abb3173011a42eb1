import type { Db, DbOrTx, Tx } from '../../db/client';

/**
 * A payout's steps (asked, paid, refused), told to the rest of the app (the partner's mail) in the
 * transaction that made them, like the order events (orders/order-events.ts): the listeners insert
 * their durable jobs with that transaction (modules/jobs, decision 0049).
 */
/** A payout's step, as its partner is told of it. */
export type PayoutStep = 'requested' | 'paid' | 'rejected';

export type PayoutStepListener = (tx: Tx, step: PayoutStep, versementId: number) => Promise<void>;

const listeners = new WeakMap<Db, Set<PayoutStepListener>>();

/** Called by the payouts service inside its transaction (`db`: the database it was opened on); a listener's failure fails it. */
export async function recordPayoutStep(
  db: DbOrTx,
  tx: Tx,
  step: PayoutStep,
  versementId: number,
): Promise<void> {
  for (const listener of listeners.get(db as Db) ?? []) await listener(tx, step, versementId);
}

/** Subscribes to one database's payout steps; returns the unsubscribe function. */
export function onPayoutSteps(db: Db, listener: PayoutStepListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}
