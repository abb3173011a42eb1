/**
 * Starts the real API (apps/api/src/server.ts) in its own process for a benchmark, and waits for it.
 * `databaseUrl` undefined: embedded PGlite mode in `dataDir`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT = path.join(ROOT, 'bench/.out');

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startApi(opts: {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  env?: Record<string, string>;
  /** Another checkout's apps/api/src/server.ts (before/after figures); this one's by default. */
  server?: string;
}): Promise<ApiProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    DATABASE_POOL_SIZE: String(opts.poolSize ?? 10),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    WEB_DIST: path.join(OUT, 'web-dist'),
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const server = path.resolve(opts.server ?? path.join(ROOT, 'apps/api/src/server.ts'));
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    cwd: path.resolve(server, '../../../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('api: not ready in 600 s')), 600_000);
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (/Souk is running/.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (c: Buffer) => process.stderr.write(`[api:${opts.port}] ${c}`));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api exited (${code}): ${seen}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    base: `http://127.0.0.1:${opts.port}/api`,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
