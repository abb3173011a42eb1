import { Worker } from 'node:worker_threads';
import {
  Mutex,
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite on a thread of its own (docs/decisions/0019-embedded-database-thread.md). PGlite runs
 * PostgreSQL as WebAssembly in the thread that calls it, synchronously: in the API's thread, every
 * statement stopped the event loop for its whole execution (up to ~20 ms for a category page), so while
 * one request's statement ran no other request was parsed, hydrated or answered, and the machine's
 * second core sat idle. Here the database lives in a worker thread (pglite-worker.mjs) and this object,
 * in the API's thread, is a PGlite for everyone else: it inherits PGlite's own `query`, `exec`,
 * `transaction`, `describeQuery` and `runExclusive` (its base class), which speak the wire protocol
 * through `execProtocol*`, and only those exchanges cross to the worker: the messages' bytes there, the
 * reply's bytes back (moved, not copied), parsed here as PGlite parses them.
 *
 * PGlite's own mutexes (query, transaction) are kept on this side. Outside transactions, a statement
 * is one self-contained exchange (ending with Sync) that may be sent while the previous one still
 * runs (`startQuery`, used by pglite-queue.ts): the worker runs what it receives in order, so the next
 * statement is waiting when it finishes one instead of waiting for this thread to ask. A database
 * error comes back as PGlite's `DatabaseError`, with its SQLSTATE and fields, so callers see what they
 * saw in-process. Not supported (never used by the API): COPY to or from a blob, LISTEN.
 */

/** PGlite's base class: the protocol-level methods above, built on the abstract `execProtocol*`. */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => PGlite;

type Operation = 'raw' | 'dumpDataDir' | 'close';
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type ExecOptions = Parameters<PGlite['execProtocol']>[1];

interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string; name?: string; length?: number };
}

/** The worker's error as the error PGlite would have thrown in this thread. */
function rebuildError(data: NonNullable<Reply['error']>): Error {
  const { message, name, length, stack, ...fields } = data;
  const error =
    name === 'error'
      ? new protocol.messages.DatabaseError(message, length ?? 0, 'error')
      : Object.assign(new Error(message), { name });
  Object.assign(error, fields);
  if (typeof stack === 'string') error.stack = stack;
  return error;
}

/**
 * Pipelined statements sent to the worker at most at once (startQuery): enough that the worker finds
 * the next statement waiting when it finishes one, few enough that the backlog stays in the API's
 * queue, where load shedding counts it.
 */
export const PIPELINE_DEPTH = 3;
const MAX_KEPT_TYPES = 1000;
/** Command tags after which the kept parameter types are forgotten. */
const SCHEMA_CHANGE = /^(CREATE|ALTER|DROP)\b/;

/** PGlite's reply messages as its `execProtocolStream` returns them (see ThreadPGlite.exchange). */
function readReply(reply: Uint8Array, options: ExecOptions = {}): BackendMessage[] {
  const throwOnError = options.throwOnError ?? true;
  const messages: BackendMessage[] = [];
  let failure: Error | undefined;
  new protocol.Parser().parse(reply, (received) => {
    if (failure) return;
    if (received instanceof protocol.messages.DatabaseError) {
      if (throwOnError) failure = received;
    } else if (received instanceof protocol.messages.NoticeMessage) options.onNotice?.(received);
    messages.push(received);
  });
  if (failure) throw failure;
  return messages;
}

/** What PGlite's `query` adds to a database error: the statement and its values. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof protocol.messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}

/** Front-end message types whose replies PGlite's query methods never read before the next exchange. */
const PARSE = 0x50;
const BIND = 0x42;
const EXECUTE = 0x45;
const DESCRIBE = 0x44;
const PORTAL = 0x50;

/** Whether every message of `buffer` may wait for the next exchange (see execProtocolStream). */
function deferrable(buffer: Uint8Array): boolean {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let at = 0;
  while (at < buffer.length) {
    const type = buffer[at];
    // Describe of a portal ('P') waits; of a statement ('S') its reply is read at once.
    const waits =
      type === PARSE || type === BIND || type === EXECUTE || (type === DESCRIBE && buffer[at + 5] === PORTAL);
    if (!waits) return false;
    at += 1 + view.getInt32(at + 1);
  }
  return buffer.length > 0;
}

/** Protocol messages joined into one buffer, sent as one exchange. */
export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Values as PGlite's `query` encodes them for the described parameter types. */
export function encodeValues(
  client: Pick<PGlite, 'serializers'>,
  params: unknown[],
  types: number[],
  options?: QueryOptions,
): (string | null)[] {
  return params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const type = types[i] as number;
    const serialize = options?.serializers?.[type] ?? client.serializers[type];
    return serialize ? serialize(value) : String(value);
  });
}

export interface ThreadPgliteOptions {
  dataDir?: string;
  /** A data directory dumped by `dumpDataDir` (tests' snapshots, restores). */
  loadDataDir?: Blob;
  /** SQL run once on the connection before anything else (planner settings). */
  settings?: string;
}

export class ThreadPGlite extends BasePGlite {
  override readonly debug = 0;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  #nextId = 0;
  /** Messages sent ahead of an exchange that needs their replies (execProtocolStream). */
  #deferred: Uint8Array[] = [];
  /** Pipelined callers waiting for room (startQuery). */
  readonly #roomWaiters: (() => void)[] = [];
  /** Parameter types by statement text (startQuery). */
  readonly #types = new Map<string, number[]>();
  #closed = false;
  /** Why the worker can no longer answer (crash, exit), once it cannot. */
  #failure?: Error;
  #markLost!: (error: Error) => void;
  /**
   * Settles when the worker stopped (crash, exit) other than by `close()`: every statement fails from
   * then on, so the server ends the process and its supervisor starts it again (as it would have
   * after a crash of an in-process PGlite).
   */
  readonly lost: Promise<Error> = new Promise((resolve) => {
    this.#markLost = resolve;
  });
  override readonly waitReady: Promise<void>;

  private constructor(worker: Worker, ready: Promise<void>) {
    super();
    this.#worker = worker;
    this.waitReady = ready;
    worker.on('message', (reply: Reply & { ready?: boolean }) => {
      if (reply.ready !== undefined) return;
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      this.#roomWaiters.shift()?.();
      if (reply.error) waiting.reject(rebuildError(reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      if (!this.#closed) this.#markLost(error);
      this.#failure ??= error;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
      for (const wake of this.#roomWaiters.splice(0)) wake();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PGlite worker exited with code ${code}`)));
  }

  /** Starts the worker, opens the database there and loads the array types, like `PGlite.create`. */
  static async create(options: ThreadPgliteOptions = {}): Promise<ThreadPGlite> {
    const loadDataDir = options.loadDataDir
      ? new Uint8Array(await options.loadDataDir.arrayBuffer())
      : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir, settings: options.settings },
      // The worker needs no TypeScript loader; the parent's (tsx) flags would only slow its start.
      execArgv: [],
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; error?: Reply['error'] }) => {
        if (message.ready === undefined) return;
        worker.off('message', onMessage);
        if (message.ready) resolve();
        else reject(rebuildError(message.error ?? { message: 'PGlite did not start' }));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite worker exited with code ${code}`)));
    });
    const db = new ThreadPGlite(worker, ready);
    try {
      await ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    await (db as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
    return db;
  }

  #call<T>(op: Operation, ...args: unknown[]): Promise<T> {
    if (this.#closed && op !== 'close') return Promise.reject(new Error('PGlite is closed'));
    if (this.#failure) return Promise.reject(this.#failure);
    const id = ++this.#nextId;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, op, args });
    });
  }

  // The abstract members of PGlite's base class.

  /**
   * One exchange of wire-protocol messages, as PGlite's own `execProtocolStream`: the reply's
   * messages, the first error thrown (with `throwOnError`, the default) once the reply is read, and
   * the messages after an error dropped, as PGlite does.
   *
   * Pipelined: PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync one call at a
   * time, but needs an answer only for the statement's Describe (the parameter types) and the Sync.
   * The messages whose replies nobody reads before the next such point (Parse, Bind, Execute, a
   * portal's Describe) are kept here and go with it, and their replies come back in that exchange, in
   * order (the protocol's own pipelining: after an error the server skips to the Sync). So a query is
   * two crossings to the worker instead of six, a prepared statement's execution one.
   */
  override async execProtocolStream(message: Uint8Array, options: ExecOptions = {}) {
    if (deferrable(message)) {
      this.#deferred.push(message);
      return [];
    }
    const batch = this.#deferred.length ? concat(...this.#deferred, message) : message;
    this.#deferred = [];
    return this.exchange(batch, options);
  }

  /** Sends messages now and reads the reply, as execProtocolStream does (no pipelining). */
  async exchange(batch: Uint8Array, options: ExecOptions = {}): Promise<BackendMessage[]> {
    const messages = readReply(await this.#call<Uint8Array>('raw', batch), options);
    // A schema change may change the parameter types of a known text: describe them again.
    if (
      messages.some(
        (m) => m instanceof protocol.messages.CommandCompleteMessage && SCHEMA_CHANGE.test(m.text),
      )
    ) {
      this.#types.clear();
    }
    return messages;
  }

  /** Exchanges sent to the worker and not answered yet. */
  get inFlight(): number {
    return this.#pending.size;
  }

  /**
   * A query outside any transaction, pipelined: the whole extended-protocol exchange (Parse, Bind,
   * Describe, Execute, Sync) leaves in one message, and this resolves as soon as it has left — its
   * place in the database's order is then taken — with the promise of its rows. The caller (the queue
   * of pglite-queue.ts) may then send the next statement while the worker still runs this one, so the
   * worker does not wait for the API's thread between two statements. Rows, errors and parsing are
   * those of PGlite's `query`. The parameter types of a text are asked once (Describe) and kept.
   */
  async startQuery<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<{ result: Promise<Results<T>> }> {
    await this.#room();
    const types = await this.#parameterTypes(text, params, options);
    const batch = concat(
      protocol.serialize.parse({ text, types: options?.paramTypes }),
      protocol.serialize.bind({ values: encodeValues(this, params, types, options) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    return { result: this.resultOf<T>(batch, text, params, options) };
  }

  /** The rows of a sent batch, or its error carrying the query as PGlite's errors do. */
  async resultOf<T>(batch: Uint8Array, text: string, params: unknown[], options?: QueryOptions) {
    try {
      return parse.parseResults(await this.exchange(batch), this.parsers, options)[0] as Results<T>;
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  }

  /** Waits while the pipeline is full, so that statements queue in the API's queue, bounded, not here. */
  async #room() {
    while (this.#pending.size >= PIPELINE_DEPTH) {
      await new Promise<void>((resolve) => this.#roomWaiters.push(resolve));
    }
  }

  async #parameterTypes(text: string, params: unknown[], options?: QueryOptions): Promise<number[]> {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}\n${text}` : text;
    const known = this.#types.get(key);
    if (known) return known;
    const batch = concat(
      protocol.serialize.parse({ text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S' }),
      protocol.serialize.sync(),
    );
    let types: number[];
    try {
      types = parse.parseDescribeStatementResults(await this.exchange(batch));
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
    if (this.#types.size >= MAX_KEPT_TYPES) this.#types.delete(this.#types.keys().next().value as string);
    this.#types.set(key, types);
    return types;
  }

  override async execProtocol(message: Uint8Array, options: ExecOptions = {}) {
    return { messages: await this.execProtocolStream(message, options), data: new Uint8Array(0) };
  }

  override async execProtocolRaw(message: Uint8Array) {
    if (this.#deferred.length) throw new Error('ThreadPGlite: raw exchange inside a pipelined query');
    return this.#call<Uint8Array>('raw', message);
  }

  override async execProtocolRawStream(
    message: Uint8Array,
    { onRawData }: Parameters<PGlite['execProtocolRawStream']>[1],
  ) {
    onRawData(await this.execProtocolRaw(message));
  }

  /** A no-op in PGlite for Node's file system and for memory, the only ones a worker can have. */
  override async syncToFs() {}

  /** COPY … '/dev/blob' is not supported across the thread: nothing to do without a blob. */
  override async _handleBlob(blob?: Blob) {
    if (blob) throw new Error('ThreadPGlite: COPY with a blob is not supported');
  }
  override async _getWrittenBlob() {
    return undefined;
  }
  override async _cleanupBlob() {}

  override async _checkReady() {
    await this.waitReady;
  }

  override _runExclusiveQuery<T>(fn: () => Promise<T>) {
    return this.#queryMutex.runExclusive(fn);
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>) {
    return this.#transactionMutex.runExclusive(fn);
  }

  override async listen(): Promise<(tx?: Transaction) => Promise<void>> {
    throw new Error('ThreadPGlite: LISTEN is not supported');
  }

  override async dumpDataDir(compression?: 'none' | 'gzip' | 'auto') {
    const { bytes, type } = await this.#queryMutex.runExclusive(() =>
      this.#call<{ bytes: Uint8Array<ArrayBuffer>; type: string }>('dumpDataDir', compression),
    );
    return new File([bytes], 'pgdata.tar.gz', { type });
  }

  override get closed() {
    return this.#closed;
  }

  override async close() {
    if (this.#closed) return;
    // After the statements already asked for: nothing is cut off in the middle. A query waits a turn
    // (for readiness) before it queues on the mutexes; one turn lets those asked for before close queue.
    await new Promise((resolve) => setImmediate(resolve));
    await this.#transactionMutex.runExclusive(() =>
      this.#queryMutex.runExclusive(async () => {
        this.#closed = true;
        if (!this.#failure) await this.#call('close').catch(() => {});
      }),
    );
    await this.#worker.terminate();
  }
}
