import type { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { ThreadPGlite } from './pglite-thread';

/** Every worker thread the module starts, to stop one from outside as a crash would. */
const started = vi.hoisted(() => [] as Worker[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>();
  class RecordedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  return { ...actual, Worker: RecordedWorker };
});

const settledSoon = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 200))]);

describe('ThreadPGlite when its worker thread stops', () => {
  it('settles `lost` and fails every statement when the thread dies under it', async () => {
    const db = await ThreadPGlite.create();
    expect((await db.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    expect(await settledSoon(db.lost)).toBe(false);

    await started.at(-1)?.terminate();
    const error = await db.lost;
    expect(error.message).toMatch(/exited with code/);
    await expect(db.query('select 1')).rejects.toThrow(/exited with code/);
    await db.close();
  });

  it('does not settle `lost` on close', async () => {
    const db = await ThreadPGlite.create();
    await db.query('select 1');
    await db.close();
    expect(await settledSoon(db.lost)).toBe(false);
  });
});
