import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { isRetryableTxError, MAX_TX_ATTEMPTS, withTxRetry } from './tx-retry';

/** A stand-in database whose transactions fail with `errors` first, then run the work. */
function flakyDb(errors: unknown[]) {
  const calls = { n: 0 };
  const db = {
    async transaction<T>(work: (tx: unknown) => Promise<T>) {
      calls.n++;
      const error = errors.shift();
      if (error) throw error;
      return work({});
    },
  } as unknown as Db;
  return { db, calls };
}

// Drivers wrap the PostgreSQL error: drizzle puts it in `cause`.
const pgError = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('withTxRetry', () => {
  it('recognises deadlocks and serialization failures, wrapped or not', () => {
    expect(isRetryableTxError(pgError('40P01'))).toBe(true);
    expect(isRetryableTxError(pgError('40001'))).toBe(true);
    expect(isRetryableTxError({ code: '40P01' })).toBe(true);
    expect(isRetryableTxError(pgError('23505'))).toBe(false);
    expect(isRetryableTxError(new Error('boom'))).toBe(false);
    expect(isRetryableTxError(undefined)).toBe(false);
  });

  it('runs the transaction again after a deadlock, then succeeds', async () => {
    const { db, calls } = flakyDb([pgError('40P01'), pgError('40001')]);
    expect(await withTxRetry(db, async () => 'ok')).toBe('ok');
    expect(calls.n).toBe(3);
  });

  it('gives up after a bounded number of attempts', async () => {
    const { db, calls } = flakyDb(Array.from({ length: 10 }, () => pgError('40P01')));
    await expect(withTxRetry(db, async () => 'never')).rejects.toThrow('Failed query');
    expect(calls.n).toBe(MAX_TX_ATTEMPTS);
  });

  it('never retries other errors (a 422 is an answer, not an accident)', async () => {
    const refusal = Object.assign(new Error('Stock insuffisant'), { statusCode: 422 });
    const { db, calls } = flakyDb([refusal]);
    await expect(withTxRetry(db, async () => 'never')).rejects.toBe(refusal);
    expect(calls.n).toBe(1);
  });
});
