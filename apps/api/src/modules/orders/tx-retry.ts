import type { DbOrTx, Tx } from '../../db/client';
import { collectOrderEvents, inSavepoint, publishCommitted, writeOrderEvents } from './order-events';

/**
 * Runs `work` in a transaction, again (a bounded number of times) when PostgreSQL aborted it as a
 * deadlock victim or a serialization failure. Locks are taken in a fixed order, so a retry should
 * be rare; it is the safety net that keeps such an error from ever reaching a shopper as a 500.
 * Inside an outer transaction it runs once, as a savepoint: only the outer one can be retried.
 * The order events recorded by an attempt are written as jobs at the end of its transaction, before
 * COMMIT (order-events.ts, decision 0049); the workers are woken after COMMIT.
 */

const RETRYABLE = new Set(['40001', '40P01']);
export const MAX_TX_ATTEMPTS = 5;

export function isRetryableTxError(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

const isTransaction = (db: DbOrTx): db is Tx => 'rollback' in db;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.random() * 20));

export async function withTxRetry<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return inSavepoint(() => db.transaction(work));
  for (let attempt = 1; ; attempt++) {
    try {
      const { result } = await collectOrderEvents(() =>
        db.transaction(async (tx) => ({ value: await work(tx), wrote: await writeOrderEvents(db, tx) })),
      );
      if (result.wrote) publishCommitted(db);
      return result.value;
    } catch (error) {
      if (attempt >= MAX_TX_ATTEMPTS || !isRetryableTxError(error)) throw error;
      await pause(attempt);
    }
  }
}
