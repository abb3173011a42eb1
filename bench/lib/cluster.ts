/**
 * A private PostgreSQL 15 cluster for a benchmark (initdb on first use, started, stopped at exit),
 * and helpers to create databases in it. Used by the scale, search and PGlite-mode benchmarks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args])
    : execFileSync(cmd, args);

export interface Cluster {
  serverUrl: string;
  stop(): void;
}

/**
 * Starts (initialising it first if needed) the cluster in `dir` on `port`; when it already runs
 * (a previous run left it up, or a build is using it), it is reused and left running.
 */
export function startCluster(dir: string, port: number, extra: string[] = []): Cluster {
  const serverUrl = `postgres://postgres@127.0.0.1:${port}`;
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
    asPostgres(`${PG_BIN}/initdb`, ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  }
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    return { serverUrl, stop: () => {} };
  }
  const opts = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    '-c unix_socket_directories=/tmp',
    '-c max_connections=100',
    '-c shared_buffers=1GB',
    '-c work_mem=16MB',
    '-c maintenance_work_mem=512MB',
    '-c max_wal_size=8GB',
    '-c effective_cache_size=8GB',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    ...extra.map((e) => `-c ${e}`),
  ].join(' ');
  asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  let stopped = false;
  return {
    serverUrl,
    stop: () => {
      if (stopped) return;
      stopped = true;
      asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dir, '-m', 'fast', '-w', 'stop']);
    },
  };
}

/** Creates database `name` when missing; returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

/** Articles in the database, 0 when it is not migrated yet. */
export async function articleCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select case when to_regclass('public.articles') is null then 0
              else (select count(*) from articles) end::int as n`,
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}
