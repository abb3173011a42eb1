/**
 * `npm run bench` — goals 1 and 2 of docs/benchmarks.md (storefront lists, product modal), side by
 * side in one run:
 * the API on PostgreSQL against (a) bare Fastify serving the same bytes from memory, (b) a
 * hand-written node-postgres route running the identical SQL, (pk) a bare Fastify + node-postgres
 * primary-key route, and (c) pgbench's select-only primary-key lookup.
 * autocannon -c64 (--connections), a warm-up round, targets alternated (A B C, C B A, …), median of
 * three rounds. Also counts SQL statements per request (query recorder in the API process, and
 * pg_stat_statements when the server has it preloaded).
 *
 * PostgreSQL: BENCH_DATABASE_URL (a server you own; the database is used as is), else a private
 * cluster under bench/.out/pg on port 5544 (initdb + pg_stat_statements), stopped at the end.
 * Options: --duration S (10), --warmup S (3), --rounds N (3), --connections N (64), --only name,...
 * Also reports the CPU time per request of the serving process (api, and the baselines' process),
 * which unlike req/s does not depend on what else the machine runs. BENCH_API_SERVER=path/server.ts
 * benchmarks another copy of the API (e.g. `git archive HEAD~1 apps/api/src` unpacked under bench/.out).
 */
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench/.out');
const API_PORT = 3901;
const BASE_PORT = 3902;
const PG_PORT = 5544;
const PG_BIN = '/usr/lib/postgresql/15/bin';

const argv = process.argv.slice(2);
const opt = (flag: string, fallback: number) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const DURATION = opt('--duration', 10);
const WARMUP = opt('--warmup', 3);
const ROUNDS = opt('--rounds', 3);
const CONNECTIONS = opt('--connections', 64);
const onlyIndex = argv.indexOf('--only');
const ONLY = onlyIndex >= 0 ? argv[onlyIndex + 1].split(',') : undefined;

const children: ChildProcess[] = [];
let stopCluster: (() => void) | undefined;
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  stopCluster?.();
  stopCluster = undefined;
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

// --- PostgreSQL --------------------------------------------------------------------------------
const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args])
    : execFileSync(cmd, args);

function privateCluster(): string {
  const dir = path.join(OUT, 'pg');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
    asPostgres(`${PG_BIN}/initdb`, ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  }
  const opts = [
    `-p ${PG_PORT}`,
    '-c listen_addresses=127.0.0.1',
    '-c unix_socket_directories=/tmp',
    '-c shared_preload_libraries=pg_stat_statements',
    '-c pg_stat_statements.track=all',
    '-c max_connections=200',
    '-c shared_buffers=256MB',
    '-c fsync=off',
    '-c synchronous_commit=off',
  ].join(' ');
  asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  stopCluster = () => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dir, '-m', 'fast', '-w', 'stop']);
  return `postgres://postgres@127.0.0.1:${PG_PORT}`;
}

async function ensureDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  return `${serverUrl}/${name}`;
}

// --- processes ---------------------------------------------------------------------------------
function waitForLine(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 600_000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: not ready in ${timeoutMs} ms`)), timeoutMs);
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => process.stderr.write(`[${what}] ${c}`));
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${seen}`)));
  });
}

function ipc<T>(child: ChildProcess, cmd: string, answer: string) {
  return new Promise<T>((resolve) => {
    const onMessage = (m: { cmd: string }) => {
      if (m.cmd !== answer) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.send({ cmd });
  });
}

// --- load --------------------------------------------------------------------------------------
/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat (Linux, 100 ticks a
 * second). Per request it does not depend on how busy the rest of the machine is, unlike req/s.
 */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

interface Run {
  /** CPU ms the serving process spent per answered request. */
  cpuPerRequest: number;
  rps: number;
  p50: number;
  p90: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
}
async function load(url: string, duration: number, pid?: number, connections = CONNECTIONS): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, r.requests.total),
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Warm-up, then ROUNDS rounds with the order reversed every other round; median per target. */
async function compare(targets: Record<string, string>, pids: Record<string, number | undefined>) {
  const names = Object.keys(targets);
  for (const name of names) await load(targets[name], WARMUP, pids[name]);
  const runs: Record<string, Run[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...names].reverse() : names;
    for (const name of order) runs[name].push(await load(targets[name], DURATION, pids[name]));
  }
  return Object.fromEntries(
    names.map((n) => {
      const rs = runs[n];
      const pick = (k: keyof Run) => median(rs.map((r) => r[k]));
      return [
        n,
        {
          rps: pick('rps'),
          cpuPerRequest: pick('cpuPerRequest'),
          p50: pick('p50'),
          p90: pick('p90'),
          p975: pick('p975'),
          p99: pick('p99'),
          errors: rs.reduce((a, r) => a + r.errors + r.non2xx, 0),
          rounds: rs.map((r) => Math.round(r.rps)),
        },
      ];
    }),
  ) as Record<
    string,
    {
      rps: number;
      cpuPerRequest: number;
      p50: number;
      p90: number;
      p975: number;
      p99: number;
      errors: number;
      rounds: number[];
    }
  >;
}

// --- main --------------------------------------------------------------------------------------
async function main() {
  mkdirSync(OUT, { recursive: true });
  const serverUrl = process.env.BENCH_DATABASE_URL?.replace(/\/[^/]*$/, '') ?? privateCluster();
  const dbUrl = process.env.BENCH_DATABASE_URL ?? (await ensureDatabase(serverUrl, 'souk_bench'));
  const sql = new pg.Pool({ connectionString: dbUrl, max: 2 });
  sql.on('error', () => {}); // the cluster stopping at the end must not crash the report
  let hasPgss = false;
  try {
    await sql.query('create extension if not exists pg_stat_statements');
    await sql.query('select pg_stat_statements_reset()');
    hasPgss = true;
  } catch {
    console.log('pg_stat_statements unavailable (not in shared_preload_libraries): recorder counts only');
  }

  console.log('Starting the API (migrations + demo seed on first run)…');
  const api = fork(path.join(ROOT, 'bench/api-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(API_PORT),
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: '10',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATA_DIR: path.join(OUT, 'data'),
      WEB_DIST: path.join(OUT, 'web-dist'),
    },
  });
  children.push(api);
  await waitForLine(api, /Souk is running/, 'api');
  // Planner statistics, as autovacuum would have them on a live database: a freshly seeded one has
  // none for its first minute, and the planner then walks the valide index to find a primary key.
  await sql.query('analyze');

  // Targets picked from the data: the biggest category and store, one visible article.
  const { rows: cat } = await sql.query(
    `select c.slug from categories c join sous_categories sc on sc.categorie_id = c.id
     join articles a on a.sous_categorie_id = sc.id where a.valide = 1
     group by c.slug order by count(*) desc limit 1`,
  );
  const { rows: shop } = await sql.query(
    `select marchand_id as id from articles where valide = 1 and marchand_id is not null
     group by marchand_id order by count(*) desc limit 1`,
  );
  const { rows: art } = await sql.query(
    'select id from articles where valide = 1 and marchand_id = $1 order by id limit 1',
    [shop[0].id],
  );
  const { rows: size } = await sql.query('select count(*)::int as n from articles');
  const base = `http://127.0.0.1:${API_PORT}/api`;
  const endpoints: Record<string, string> = {
    articleShow: `/v1/articleShow/${art[0].id}`,
    categorieShow: `/v1/categorieShow/${cat[0].slug}?prixMin=100&etoil=0&page=1`,
    articlesMarchand: `/v1/articlesMarchand/${shop[0].id}`,
    allArticles: '/v1/accueil/allArticles',
  };
  for (const name of Object.keys(endpoints)) if (ONLY && !ONLY.includes(name)) delete endpoints[name];

  // One recorded request per endpoint: reply bytes (baseline a), statements (baseline b, counts).
  const recorded: Record<
    string,
    { contentType: string; body: string; queries: { text: string; values: unknown[] }[] }
  > = {};
  const counts: Record<
    string,
    { recorder: number; pgss?: number; cacheControl: string | null; etag: string | null }
  > = {};
  for (const [name, p] of Object.entries(endpoints)) {
    await fetch(base + p); // prime caches
    await ipc(api, 'record', 'recording');
    const res = await fetch(base + p);
    const body = await res.text();
    const { queries } = await ipc<{ queries: { text: string; values: unknown[] }[] }>(api, 'dump', 'dump');
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body.slice(0, 200)}`);
    recorded[name] = { contentType: res.headers.get('content-type') ?? 'application/json', body, queries };
    counts[name] = {
      recorder: queries.length,
      cacheControl: res.headers.get('cache-control'),
      etag: res.headers.get('etag'),
    };
    if (hasPgss) {
      const n = 10;
      await sql.query('select pg_stat_statements_reset()');
      for (let i = 0; i < n; i++) await fetch(base + p);
      const { rows } = await sql.query(
        `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements s
         join pg_database d on d.oid = s.dbid where d.datname = current_database()
         and s.query not ilike '%pg_stat_statements%'`,
      );
      counts[name].pgss = rows[0].calls / n;
    }
  }
  const dataFile = path.join(OUT, 'baseline-data.json');
  writeFileSync(dataFile, JSON.stringify(recorded));

  const baselines = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/baselines.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: dbUrl, BASELINE_DATA: dataFile, BASELINE_PORT: String(BASE_PORT) },
  });
  children.push(baselines);
  await waitForLine(baselines, /baselines ready/, 'baselines');

  const results: Record<string, unknown> = {};
  const lines: string[] = [];
  const baseUrl = `http://127.0.0.1:${BASE_PORT}`;
  for (const [name, p] of Object.entries(endpoints)) {
    console.log(`Measuring ${name} (${p})…`);
    const targets: Record<string, string> = {
      api: base + p,
      'a:bare-fastify': `${baseUrl}/a/${name}`,
      'b:node-postgres': `${baseUrl}/b/${name}`,
    };
    if (name === 'articleShow') targets['pk:fastify+pg'] = `${baseUrl}/pk/${art[0].id}`;
    const pids = Object.fromEntries(
      Object.keys(targets).map((t) => [t, t === 'api' ? api.pid : baselines.pid]),
    );
    const r = await compare(targets, pids);
    results[name] = { path: p, bytes: Buffer.byteLength(recorded[name].body), ...counts[name], runs: r };
    const pct = (other: string) => `${Math.round((100 * r.api.rps) / r[other].rps)} %`;
    lines.push(
      `${name.padEnd(16)} api ${Math.round(r.api.rps)} req/s (p97.5 ${r.api.p975} ms) | ` +
        `a ${Math.round(r['a:bare-fastify'].rps)} → ${pct('a:bare-fastify')} | ` +
        `b ${Math.round(r['b:node-postgres'].rps)} → ${pct('b:node-postgres')}` +
        (r['pk:fastify+pg'] ? ` | pk ${Math.round(r['pk:fastify+pg'].rps)} → ${pct('pk:fastify+pg')}` : '') +
        ` | CPU ms/request api ${r.api.cpuPerRequest.toFixed(2)} b ${r['b:node-postgres'].cpuPerRequest.toFixed(2)}` +
        ` | SQL/request ${counts[name].recorder}${counts[name].pgss !== undefined ? ` (pgss ${counts[name].pgss})` : ''}`,
    );
    console.log(lines.at(-1));
  }

  // (c) pgbench select-only primary-key lookup, same connection count.
  let pgbenchTps: number | undefined;
  try {
    const pgbDb = await ensureDatabase(serverUrl, 'souk_pgbench');
    const env = { ...process.env, PGPASSWORD: process.env.PGPASSWORD ?? '' };
    execFileSync('pgbench', ['-i', '-q', '-s', '1', pgbDb], { env, stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-n', '-S', '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION), pgbDb],
      {
        env,
      },
    ).toString();
    pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    lines.push(`pgbench -S -c${CONNECTIONS}: ${Math.round(pgbenchTps)} tps (PK lookups, no HTTP)`);
    console.log(lines.at(-1));
  } catch (error) {
    console.log(`pgbench skipped: ${(error as Error).message.split('\n')[0]}`);
  }

  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGb: Math.round(os.totalmem() / 2 ** 30),
    loadavg: os.loadavg().map((l) => l.toFixed(2)),
    node: process.version,
    postgres: (await sql.query('show server_version')).rows[0].server_version,
  };
  await sql.end();
  const report = {
    date: new Date().toISOString(),
    machine,
    articles: size[0].n,
    options: { DURATION, WARMUP, ROUNDS, CONNECTIONS },
    results,
    pgbenchTps,
  };
  writeFileSync(path.join(OUT, 'http-results.json'), JSON.stringify(report, null, 2));
  console.log(`\n${JSON.stringify(machine)} — ${size[0].n} articles`);
  console.log(lines.join('\n'));
  console.log(`Full results: ${path.relative(ROOT, path.join(OUT, 'http-results.json'))}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
