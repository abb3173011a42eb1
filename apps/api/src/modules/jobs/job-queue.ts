import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { JOB_SUBJECT_TYPES, JobKind } from '@souk/domain/job-schemas';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client';

/**
 * Durable jobs (docs/decisions/0049-durable-jobs.md): every side effect that leaves a request (mails,
 * live-feed events, card refunds, sweeps) is a job of pg-boss, in the database itself — on PostgreSQL
 * through a connection pool of its own, on PGlite through the embedded connection. A job caused by a
 * change is inserted in the change's transaction (`send(tx, …)`): it exists if and only if the change
 * committed, and survives a crash of the process. Workers take due jobs (FOR UPDATE SKIP LOCKED: one
 * process each), retry a failed one with exponential backoff, and after the last attempt copy it to
 * the `dead-letters` queue that the administrators see (/admin/taches).
 */

/** What a job is about, for the dead letters' screen (kind and id of the row it concerns). */

/** Completed jobs move to pg-boss's archive after this long; no sweep may be spaced further apart. */
export const ARCHIVE_SECONDS = 12 * 3600;
export interface JobSubject {
  type: (typeof JOB_SUBJECT_TYPES)[number];
  id: string | number;
}

/** Every job's data: its own payload, plus the request that caused it and what it concerns. */
export interface JobEnvelope<P> {
  queue: string;
  /** The idempotency key: the ledger of what was done (`once`) is kept under it. */
  key: string;
  payload: P;
  sentAt: string;
  concerne: JobSubject;
  requestId: string | null;
}

export interface JobContext {
  id: string;
  /** A logger whose lines carry `job`, `jobId` and `requestId`. */
  log: FastifyBaseLogger;
  /** Runs `send` once per key for good (lib: the `taches_faites` ledger): see decision 0049. */
  once(key: string, send: () => Promise<void>): Promise<void>;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export interface DeadLetter {
  id: string;
  queue: string;
  concerne: JobSubject;
  requestId: string | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  failedAt: string;
}

export const DEAD_LETTERS = 'dead-letters';
/** pg-boss's schema in the database (both engines). */
export const JOBS_SCHEMA = 'pgboss';

/** Retries of a failed job: 1 s, then doubling (pg-boss: retryDelay × 2^n with jitter), 10 tries ≈ 17 min. */
export const JOB_RETRY = { retryLimit: 10, retryDelay: 1, retryBackoff: true } as const;

/** The request a job is sent from (set per request by the jobs plugin), kept in the job's data. */
export const requestScope = new AsyncLocalStorage<string>();

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/** The driver's client under a drizzle database or transaction (node-postgres pool/client, PGlite). */
function driverOf(db: DbOrTx): SqlClient {
  return (db as unknown as { session: { client: SqlClient } }).session.client;
}

/** pg-boss's `db` interface over a driver client: PGlite's extended protocol takes one statement per query. */
function executorOf(client: SqlClient) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if ((!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

let lastMs = 0;
let sequence = 0;
/**
 * A time-ordered job id (UUID version 7, with a counter within the millisecond): pg-boss takes due
 * jobs by creation time, then by id, so two jobs inserted in the same millisecond — a payout's
 * "received" then "rejected" mails — still run in the order they were sent.
 */
export function timeOrderedId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else {
    sequence = (sequence + 1) & 0xfff;
  }
  const hex = lastMs.toString(16).padStart(12, '0').slice(-12);
  const rand = randomBytes(8).toString('hex');
  const variant = ((Number.parseInt(rand[0], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${sequence.toString(16).padStart(3, '0')}-${variant}${rand.slice(1, 4)}-${rand.slice(4, 16)}`;
}

interface Definition {
  name: string;
  handler: JobHandler<unknown>;
  /** Sweeps are not retried nor dead-lettered: their next tick is the retry. */
  sweep?: { intervalMs: number };
}

export interface JobQueueDeps {
  database: Database;
  log: FastifyBaseLogger;
  /** Workers poll and sweeps tick only when true (off in tests: `drain()` runs the due jobs). */
  work: boolean;
  pollingIntervalSeconds: number;
  /**
   * JOB_TIMEOUT_SECONDS: a job active longer than this is taken for dead (its process was killed) and
   * retried; pg-boss's maintenance, which finds them, runs at least that often.
   */
  jobTimeoutSeconds: number;
  /** The run and failure counters of a queue's jobs (plugins/metrics.ts). */
  metrics?: (queue: string) => { succeeded(): void; failed(): void };
}

export interface JobQueue {
  /** Declares a queue and its handler (before `start`); its name is one of JOB_KINDS (the screen names each). */
  define<P>(name: JobKind, handler: JobHandler<P>): void;
  /** A sweep: one run every `intervalMs` across all processes (a throttled singleton job). */
  every(name: JobKind, intervalMs: number, run: (log: FastifyBaseLogger) => Promise<void>): void;
  /**
   * Inserts a job with `db` — a transaction to tie it to a change, the database for a job of its own.
   * `key`: the idempotency key, under which the job records what it did (`once`).
   */
  send<P>(db: DbOrTx, name: JobKind, payload: P, about: { key: string; concerne: JobSubject }): Promise<void>;
  /** Tells this process's workers that jobs were committed (they would find them at the next poll). */
  wake(): void;
  /** Runs every due job of every queue until none is left (tests; the workers need not be started). */
  drain(): Promise<void>;
  /** Jobs waiting (created or to retry) per queue, the dead letters included. */
  depths(): Promise<Map<string, number>>;
  /** The dead letters, newest first (a page of them), and how many there are. */
  deadLetters(limit: number, offset: number): Promise<DeadLetter[]>;
  deadLetterCount(): Promise<number>;
  /** Deletes the ledger's rows written before `before`; returns how many. */
  pruneLedger(before: Date): Promise<number>;
  /** Sends a dead letter's job again, with all its attempts, and removes it from the list. */
  retryDeadLetter(id: string): Promise<boolean>;
  deleteDeadLetter(id: string): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const { database } = deps;
  const own = driverOf(database.db);
  const maintenanceSeconds = Math.min(120, deps.jobTimeoutSeconds);
  const boss =
    database.kind === 'postgres' && database.url
      ? new PgBoss({
          connectionString: database.url,
          schema: JOBS_SCHEMA,
          max: 3,
          application_name: 'souk-jobs',
          supervise: deps.work,
          maintenanceIntervalSeconds: maintenanceSeconds,
          archiveCompletedAfterSeconds: ARCHIVE_SECONDS,
          schedule: false,
        })
      : new PgBoss({
          db: executorOf(own),
          schema: JOBS_SCHEMA,
          supervise: deps.work,
          maintenanceIntervalSeconds: maintenanceSeconds,
          archiveCompletedAfterSeconds: ARCHIVE_SECONDS,
          schedule: false,
        } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));

  const definitions = new Map<string, Definition>();
  /** Drains run one after another (a job's mails in the order its events committed). */
  let draining: Promise<void> = Promise.resolve();
  /** The queues this process sent to since its last background drain (tests: only those are fetched). */
  let sentTo = new Set<string>();
  /** This process's workers: each one's loop, and how to wake it before its next poll. */
  const workers: { loop: Promise<void>; wake(): void }[] = [];
  let working = false;
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  const sql = async <T>(text: string, values: unknown[] = []) =>
    (await executorOf(own).executeSql(text, values)).rows as T[];

  const ledger =
    (jobKey: string, jobLog: FastifyBaseLogger) => async (what: string, send: () => Promise<void>) => {
      const key = `${jobKey}|${what}`;
      const done = await sql('SELECT 1 FROM taches_faites WHERE cle = $1', [key]);
      if (done.length > 0) {
        jobLog.info({ key }, 'already done, not repeated');
        return;
      }
      await send();
      await sql('INSERT INTO taches_faites (cle) VALUES ($1) ON CONFLICT DO NOTHING', [key]);
    };

  async function runOne(def: Definition, job: PgBoss.Job<JobEnvelope<unknown>>): Promise<void> {
    const log = deps.log.child({ job: def.name, jobId: job.id, requestId: job.data.requestId });
    const counted = deps.metrics?.(def.name);
    try {
      await def.handler(job.data.payload, { id: job.id, log, once: ledger(job.data.key, log) });
      counted?.succeeded();
    } catch (err) {
      counted?.failed();
      log.error({ err, concerne: job.data.concerne }, `${def.name} failed`);
      throw err;
    }
  }

  /**
   * A queue's worker: runs its due jobs one at a time, then waits for the next poll or a wake. Not
   * pg-boss's `work()`: pg-boss 10 does not await the `complete` or `fail` of a job its worker ran, so
   * with the database restarting that rejection went unhandled and stopped the process. Here a
   * failure to record either is logged; the job stays active and runs again after
   * JOB_TIMEOUT_SECONDS, its mails and events kept from a second sending by the ledger (decision 0049).
   */
  function startWorker(def: Definition): { loop: Promise<void>; wake(): void } {
    let wake = () => {};
    const pause = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deps.pollingIntervalSeconds * 1000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const loop = (async () => {
      while (working) {
        try {
          const [job] = (await boss.fetch<JobEnvelope<unknown>>(def.name, { batchSize: 1 })) ?? [];
          if (job) {
            try {
              await runOne(def, job);
              await boss.complete(def.name, job.id);
            } catch (err) {
              await boss.fail(def.name, job.id, { message: String((err as Error).message ?? err) });
            }
            continue;
          }
        } catch (err) {
          deps.log.error({ err, job: def.name }, 'job queue unreachable');
        }
        await pause();
      }
    })();
    return { loop, wake: () => wake() };
  }

  /** Every due job of the queues (all of them by default), one at a time, until none is left. */
  async function drainOnce(queues?: ReadonlySet<string>): Promise<void> {
    for (let found = true; found; ) {
      found = false;
      for (const def of definitions.values()) {
        if (queues && !queues.has(def.name)) continue;
        const jobs = await boss.fetch<JobEnvelope<unknown>>(def.name, { batchSize: 20 });
        for (const job of jobs ?? []) {
          found = true;
          try {
            await runOne(def, job);
            await boss.complete(def.name, job.id);
          } catch (err) {
            await boss.fail(def.name, job.id, { message: String((err as Error).message ?? err) });
          }
        }
      }
    }
  }

  async function queueOptions(def: Definition): Promise<PgBoss.Queue> {
    const expireInSeconds = deps.jobTimeoutSeconds;
    if (def.sweep) return { name: def.name, policy: 'singleton', retryLimit: 0, expireInSeconds };
    return { name: def.name, ...JOB_RETRY, expireInSeconds, deadLetter: DEAD_LETTERS, retentionDays: 30 };
  }

  const tick = (def: Definition) => () => {
    const seconds = Math.max(1, Math.round((def.sweep?.intervalMs ?? 60_000) / 1000));
    // One job per interval window whatever the number of processes (pg-boss throttling).
    boss
      .send(
        def.name,
        {
          queue: def.name,
          key: def.name,
          payload: {},
          sentAt: new Date().toISOString(),
          concerne: { type: 'tache', id: def.name },
          requestId: null,
        },
        { singletonKey: def.name, singletonSeconds: seconds },
      )
      .catch((err) => deps.log.error({ err, job: def.name }, 'sweep not queued'));
  };

  return {
    define(name, handler) {
      definitions.set(name, { name, handler: handler as JobHandler<unknown> });
    },
    every(name, intervalMs, run) {
      // A sweep's window is a throttled job kept until it is archived: pg-boss refuses a longer one
      // at every send, which would silently stop the sweep in production (workers off in tests).
      if (intervalMs > ARCHIVE_SECONDS * 1000)
        throw new Error(
          `sweep ${name}: every ${intervalMs} ms exceeds the ${ARCHIVE_SECONDS} s archive interval`,
        );
      definitions.set(name, { name, handler: (_p, ctx) => run(ctx.log), sweep: { intervalMs } });
    },
    async send(db, name, payload, about) {
      const data: JobEnvelope<unknown> = {
        queue: name,
        key: about.key,
        payload,
        sentAt: new Date().toISOString(),
        concerne: about.concerne,
        requestId: requestScope.getStore() ?? null,
      };
      // A transaction's own client: the job commits (or rolls back) with it.
      const executor =
        db === database.db && database.kind === 'postgres' ? undefined : executorOf(driverOf(db));
      await boss.send(name, data, { id: timeOrderedId(), ...(executor ? { db: executor } : {}) });
      sentTo.add(name);
    },
    wake() {
      for (const worker of workers) worker.wake();
      // Without workers (tests), the committed jobs run at once, off the caller's path, as they would;
      // only the queues sent to are looked at (a drain of every queue costs a fetch per queue).
      if (deps.work || !started || sentTo.size === 0) return;
      const queues = sentTo;
      sentTo = new Set();
      draining = draining.catch(() => {}).then(() => drainOnce(queues));
      draining.catch((err) => deps.log.error({ err }, 'jobs drain failed'));
    },
    drain() {
      draining = draining.catch(() => {}).then(() => drainOnce());
      return draining;
    },
    async depths() {
      const rows = await sql<{ name: string; n: number }>(
        `SELECT name, count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE state IN ('created', 'retry') GROUP BY name`,
      );
      const depths = new Map<string, number>([...definitions.keys(), DEAD_LETTERS].map((n) => [n, 0]));
      for (const r of rows) depths.set(r.name, r.n);
      return depths;
    },
    async deadLetterCount() {
      const [row] = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state = 'created'`,
        [DEAD_LETTERS],
      );
      return row?.n ?? 0;
    },
    async deadLetters(limit, offset) {
      const rows = await sql<{
        id: string;
        data: JobEnvelope<unknown>;
        output: { message?: string } | null;
        retry_limit: number;
        created_on: Date | string;
      }>(
        `SELECT id, data, output, retry_limit, created_on FROM ${JOBS_SCHEMA}.job
          WHERE name = $1 AND state = 'created' ORDER BY created_on DESC, id LIMIT $2 OFFSET $3`,
        [DEAD_LETTERS, limit, offset],
      );
      return rows.map((r) => ({
        id: r.id,
        queue: r.data.queue,
        concerne: r.data.concerne,
        requestId: r.data.requestId,
        error: r.output?.message ?? null,
        attempts: r.retry_limit + 1,
        createdAt: new Date(r.data.sentAt).toISOString(),
        failedAt: new Date(r.created_on).toISOString(),
      }));
    },
    async pruneLedger(before) {
      const rows = await sql('DELETE FROM taches_faites WHERE faite_le < $1 RETURNING 1', [before]);
      return rows.length;
    },
    async retryDeadLetter(id) {
      // One transaction: the dead letter leaves the list if and only if its new job exists.
      const sent = await database.db.transaction(async (tx) => {
        const client = executorOf(driverOf(tx));
        const { rows } = (await client.executeSql(
          `DELETE FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2 AND state = 'created' RETURNING data`,
          [DEAD_LETTERS, id],
        )) as { rows: { data: JobEnvelope<unknown> }[] };
        const [row] = rows;
        if (!row) return false;
        // A new job (new id), same key: what its first attempts already did stays recorded in taches_faites.
        await boss.send(row.data.queue, row.data, { id: timeOrderedId(), db: client });
        return true;
      });
      if (sent) this.wake();
      return sent;
    },
    async deleteDeadLetter(id) {
      const rows = await sql(`DELETE FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2 RETURNING id`, [
        DEAD_LETTERS,
        id,
      ]);
      return rows.length > 0;
    },
    async start() {
      await boss.start();
      // The dead letters' queue has no worker: its jobs wait for an administrator.
      await boss.createQueue(DEAD_LETTERS, { name: DEAD_LETTERS, retentionDays: 90 });
      for (const def of definitions.values()) {
        deps.metrics?.(def.name); // its series exist at 0 from now on
        const options = await queueOptions(def);
        if (await boss.getQueue(def.name)) await boss.updateQueue(def.name, options);
        else await boss.createQueue(def.name, options);
      }
      started = true;
      if (!deps.work) return;
      working = true;
      for (const def of definitions.values()) {
        workers.push(startWorker(def));
        if (def.sweep) {
          const timer = setInterval(tick(def), def.sweep.intervalMs);
          timer.unref();
          timers.push(timer);
          tick(def)();
        }
      }
    },
    async stop() {
      for (const t of timers) clearInterval(t);
      if (!started) return;
      working = false;
      for (const worker of workers) worker.wake();
      await Promise.all(workers.map((worker) => worker.loop));
      await draining.catch(() => {});
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
