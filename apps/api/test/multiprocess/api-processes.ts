import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from '../../src/config';

/**
 * Real API processes for multi-process tests: `src/server.ts` started with tsx, as `npm start`
 * does, on a PostgreSQL database of its own, listening on a free port of 127.0.0.1.
 */

const SERVER = path.join(ROOT_DIR, 'apps/api/src/server.ts');
const READY = /Souk is running on http:\/\/localhost:(\d+)/;

export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  pid: number;
  /** Everything the process printed (stdout and stderr), for failure reports and log checks. */
  output(): string;
  stop(): Promise<void>;
}

/** A new, EMPTY database (no template: the processes migrate it themselves, at the same time). */
export async function createEmptyDatabase(
  adminUrl: string,
  prefix = 'souk_mp',
): Promise<{
  url: string;
  name: string;
  drop(): Promise<void>;
}> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts one API process; resolves once it listens (or rejects with what it printed). */
export function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-mp-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      // Production settings (the unpaid-order sweep runs, as it would), nothing external.
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      REDIS_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      CHARGILY_API_KEY: '',
      // Card payments through the sandbox, as a staging server would (decision 0009).
      PAYMENTS_SANDBOX: '1',
      TRUST_PROXY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    printed += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`API process did not start in ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = () => {
      const match = READY.exec(printed);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        pid: child.pid ?? 0,
        output: () => printed,
        stop,
      });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code ?? signal}) before listening:\n${printed}`));
    });
  });
}

/** Pino lines at error (50) or fatal (60): a 500, an unhandled deadlock, a crash. */
export function errorLogLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(50|60)\b/.test(line));
}

export interface Reply {
  status: number;
  body: { message?: string; errors?: Record<string, string[]>; data?: unknown } & Record<string, unknown>;
  ms: number;
}

/** One JSON call over real HTTP. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(base + url, {
    method,
    headers: {
      accept: 'application/json',
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let body: Reply['body'] = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { message: text };
  }
  return { status: res.status, body, ms: performance.now() - started };
}
