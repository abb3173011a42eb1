import type { PGlite, Results } from '@electric-sql/pglite';
import { isNamedStatement } from './named-statements';
import { mustPrepareAgain, type PglitePreparedStatements } from './pglite-prepared';
import { ThreadPGlite } from './pglite-thread';

/**
 * The embedded mode's single connection, shared by every request (docs/benchmarks.md, embedded
 * database). PGlite runs one statement at a time; this queue decides who goes next and how many may wait:
 *  - strict FIFO: statements (and whole transactions) run in the order they were asked for, so a
 *    request is never overtaken indefinitely by later ones (no starvation);
 *  - bounded: beyond `maxWaiting` waiting statements a new one is refused at once with SQLSTATE
 *    57P03 ("cannot connect now"), which the error plugin answers as 503 + Retry-After, instead of
 *    piling up work whose clients will have given up long before it runs;
 *  - a transaction holds its place for its whole duration: the statements of its callback go to
 *    PGlite directly through the transaction object, so they never queue behind later requests.
 *    As before, a statement sent on the outer database from inside a transaction callback waits for
 *    the transaction to end, i.e. forever: use `tx`.
 */
export class DatabaseBusyError extends Error {
  readonly code = '57P03';
  constructor(waiting: number) {
    super(`Base embarquée saturée : ${waiting} requêtes en attente.`);
    this.name = 'DatabaseBusyError';
  }
}

export interface SerialQueueStats {
  /** Statements waiting for their turn (the running one not included). */
  waiting: number;
  running: boolean;
  /** Largest `waiting` seen since the queue was created. */
  maxSeen: number;
  refused: number;
}

export class SerialQueue {
  readonly #maxWaiting: number;
  readonly #waiting: (() => void)[] = [];
  #running = false;
  #maxSeen = 0;
  #refused = 0;

  constructor(maxWaiting: number) {
    this.#maxWaiting = maxWaiting;
  }

  get stats(): SerialQueueStats {
    return {
      waiting: this.#waiting.length,
      running: this.#running,
      maxSeen: this.#maxSeen,
      refused: this.#refused,
    };
  }

  /** Runs `task` once every task asked for before it has finished; refuses when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T> {
    if (!this.#running) {
      this.#running = true;
      return this.#execute(task);
    }
    if (this.#waiting.length >= this.#maxWaiting) {
      this.#refused++;
      return Promise.reject(new DatabaseBusyError(this.#waiting.length));
    }
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push(() => {
        this.#execute(task).then(resolve, reject);
      });
      this.#maxSeen = Math.max(this.#maxSeen, this.#waiting.length);
    });
  }

  async #execute<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running = false;
    }
  }
}

/** Waiting statements beyond which the embedded database answers 503 (≈ seconds of work queued). */
export const PGLITE_MAX_WAITING = 256;

/**
 * The PGlite client as drizzle sees it (`query`, `exec`, `transaction`), every call going through
 * `queue`. Everything else is PGlite's own. With `prepared`, the texts of named statements
 * (db/named-statements.ts) run as server-side prepared statements instead of being planned anew.
 */
export function queuedPglite(
  client: PGlite,
  queue: SerialQueue,
  prepared?: PglitePreparedStatements,
): PGlite {
  const thread = client instanceof ThreadPGlite ? client : undefined;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query' && thread) return pipelinedQuery(thread, queue, prepared);
      if (property === 'query') {
        return (...args: Parameters<PGlite['query']>) =>
          queue.run(() =>
            prepared && isNamedStatement(args[0]) ? prepared.query(...args) : target.query(...args),
          );
      }
      if (property === 'exec') {
        return (...args: Parameters<PGlite['exec']>) => queue.run(() => target.exec(...args));
      }
      if (property === 'transaction') {
        return (callback: Parameters<PGlite['transaction']>[0]) =>
          queue.run(() => target.transaction(callback));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * `query` on PGlite in a worker thread: the queue's turn ends once the statement has been sent, not
 * answered (ThreadPGlite.startQuery), so the next statement is already waiting in the worker when it
 * finishes this one. The order is the queue's all the same: the worker runs what it receives in
 * order, and a transaction, holding its turn until it ends, is never interleaved.
 */
function pipelinedQuery(thread: ThreadPGlite, queue: SerialQueue, prepared?: PglitePreparedStatements) {
  return async <T>(...[text, params, options]: Parameters<PGlite['query']>): Promise<Results<T>> => {
    const named = prepared !== undefined && isNamedStatement(text);
    const send = () =>
      queue.run(() =>
        named ? prepared.start<T>(text, params, options) : thread.startQuery<T>(text, params, options),
      );
    try {
      return await (await send()).result;
    } catch (error) {
      // As PglitePreparedStatements.query: a statement the server forgot, or whose tables changed
      // shape, is prepared again once.
      if (!named || !mustPrepareAgain(error)) throw error;
      prepared.forget(text);
      return (await send()).result;
    }
  };
}
