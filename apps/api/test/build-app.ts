import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createMemoryMailer, type MemoryMailer } from '../src/lib/mailer';
import { createMemoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { openTestDatabase, truncateAll } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailer: MemoryMailer;
  config: Config;
  /** The throttling counters when they live in the process (PGlite without Redis), else undefined. */
  memoryLimiter?: RateLimiter;
}

/**
 * `shared.database`: the database of another test app (two API instances on one database, each with
 * its own DATA_DIR); it is left open on close, for its owner to close.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  build: Pick<BuildAppOptions, 'onRoute' | 'logStream'> = {},
  shared: { database?: TestApp['database'] } = {},
): Promise<TestApp & { close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...overrides },
  );
  const own = shared.database ? undefined : await openTestDatabase();
  const database = shared.database ?? (own as Database);
  const mailer = createMemoryMailer();
  const memoryLimiter =
    database.kind === 'pglite' && !config.REDIS_URL ? createMemoryRateLimiter() : undefined;
  const app = await buildApp({
    config,
    database,
    mailer,
    rateLimiter: memoryLimiter,
    logger: overrides.LOG_LEVEL ? undefined : false,
    ...build,
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    memoryLimiter,
    async close() {
      await app.close();
      await own?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app per test file, every table emptied before each test:
 *   const t = useTestApp();  …  t.app.inject(…)
 */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const holder = {} as TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides));
  });
  beforeEach(async () => {
    await truncateAll(holder.database);
    // The throttling counters go with the tables they count (ids restart with them): in the database
    // on PostgreSQL (emptied above), in the process on PGlite (close() only forgets the windows).
    await holder.memoryLimiter?.close();
    holder.mailer.sent.length = 0;
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
