import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A PRIVATE PostgreSQL cluster (initdb in a directory of its own, its own port on 127.0.0.1), for
 * the fault tests that stop and restart the server and for bench/load.ts. The shared server other
 * suites run on (5432) is never touched. Run as root, the server runs as the `postgres` user (as
 * bench/http.ts does); otherwise as the current user.
 */

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

function asPostgres(cmd: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/** A free TCP port on 127.0.0.1 at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PrivateCluster {
  port: number;
  dir: string;
  /** postgres://postgres@127.0.0.1:<port> (no database: append `/<name>`). */
  serverUrl: string;
  start(): Promise<void>;
  /** `pg_ctl stop`: `fast` (default) ends sessions and aborts open transactions; `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  isRunning(): boolean;
  createDatabase(name: string): Promise<string>;
  /** Stops the server (if running) and deletes its directory (unless kept). */
  destroy(): Promise<void>;
}

export interface ClusterOptions {
  /** Default: a free port. */
  port?: number;
  /** Default: a new temporary directory, deleted by destroy(). A given directory is kept. */
  dir?: string;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string | number>;
}

export async function createPrivateCluster(opts: ClusterOptions = {}): Promise<PrivateCluster> {
  const port = opts.port ?? (await freePort());
  const owned = !opts.dir;
  const dir = opts.dir ?? mkdtempSync(path.join(tmpdir(), 'souk-pg-'));
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
    const [cmd, args] = asPostgres(`${PG_BIN}/initdb`, [
      '-D',
      dir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await run(cmd, args);
  }
  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: 100,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    ...opts.settings,
  };
  const o = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  let running = false;

  const ctl = async (args: string[]) => {
    const [cmd, full] = asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dir, ...args]);
    await run(cmd, full);
  };
  const cluster: PrivateCluster = {
    port,
    dir,
    serverUrl: `postgres://postgres@127.0.0.1:${port}`,
    async start() {
      await ctl(['-o', o, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await ctl(['-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async restart(mode = 'fast') {
      await cluster.stop(mode);
      await cluster.start();
    },
    isRunning: () => running,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `${cluster.serverUrl}/${name}`;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      if (owned) rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
