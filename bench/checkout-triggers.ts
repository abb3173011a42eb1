/**
 * `npx tsx bench/checkout-triggers.ts` — what migration 0018's triggers (the quantity ordered kept per
 * article in `article_commandes`) cost a checkout.
 *
 * A fresh database on the PostgreSQL server at --pg (default postgres://postgres@127.0.0.1:5432),
 * named --db (bench_trig; dropped at the end), `track_functions = 'all'` on it; the real API on it
 * (`startApi` of bench/lib/api.ts, demo data seeded), every sellable variant's stock topped up to
 * 10^6 units. Then the flow of bench/load.ts, over HTTP: a client adds 1–3 variants (1–2 units each)
 * to its cart (`panierAdd`) and checks them out cash on delivery (`commandeAdd`).
 *
 * Rounds A (triggers enabled) and B (the five triggers of 0018 disabled by `ALTER TABLE … DISABLE
 * TRIGGER`), alternated A B / B A, --rounds of each; each round --n checkouts one at a time, then --n
 * more with --concurrency in flight (one client each). Round r of A and of B draw the same lines
 * (seeded). Reported per mode: the median over rounds of the round's median (and p95) `commandeAdd`
 * latency, and of its throughput (whole flows — cart adds and checkout — completed per second).
 *
 * At SQL level: the trigger functions' calls and mean time a call over all A rounds
 * (`pg_stat_user_functions`; B rounds call none of them), and `EXPLAIN (ANALYZE, BUFFERS)` of
 * inserting an order's lines again (in a transaction rolled back), triggers on and off.
 *
 * The triggers are enabled again and the database dropped at the end, whatever happens.
 * Options: --rounds 6 --n 200 --concurrency 8 --port 3971 --db bench_trig --pg URL --explain 200
 * Results: printed (markdown), and written to bench/.out/checkout-triggers-<date>.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type ApiProcess, OUT, startApi } from './lib/api';
import { clientRegisterBody, DELIVERY_PLACE, percentile, seededRandom } from './lib/load';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    n: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    port: { type: 'string', default: '3971' },
    db: { type: 'string', default: 'bench_trig' },
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    explain: { type: 'string', default: '200' },
  },
});
const ROUNDS = Number(args.rounds);
const N = Number(args.n);
const CONCURRENCY = Number(args.concurrency);
const DB = args.db;
if (!/^[a-z_][a-z0-9_]*$/.test(DB) || DB === 'test' || DB === 'postgres')
  throw new Error(`refusing --db ${DB}`);
const DB_URL = `${args.pg}/${DB}`;

/** The five triggers of migration 0018, and their functions. */
const TRIGGERS = [
  ['commande_lignes', 'commande_lignes_added'],
  ['commande_lignes', 'commande_lignes_removed'],
  ['commande_lignes', 'commande_lignes_moved'],
  ['commandes', 'commandes_etat_moved'],
  ['commandes', 'commande_removed'],
] as const;
const FUNCTIONS = [
  'souk_lignes_added',
  'souk_lignes_removed',
  'souk_lignes_moved',
  'souk_commandes_etat_moved',
  'souk_commande_removed',
  'souk_article_commandes_add',
];

type Mode = 'A' | 'B';
type Line = { stock_article_id: number; quantite: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

function plans(seed: number, count: number, stockIds: number[]): Line[][] {
  // The same lines for round r of A and of B.
  const rand = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const k = 1 + Math.floor(rand() * 3);
    const ids = new Set<number>();
    while (ids.size < Math.min(k, stockIds.length)) ids.add(stockIds[Math.floor(rand() * stockIds.length)]);
    return [...ids].map((id) => ({ stock_article_id: id, quantite: 1 + Math.floor(rand() * 2) }));
  });
}

let base = '';
async function call(method: string, url: string, token: string | undefined, body: unknown, expect: number) {
  const res = await fetch(base + url, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== expect) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
async function register(): Promise<string> {
  const body = await call('POST', '/v1/client/register', undefined, clientRegisterBody(), 201);
  return String(body.token);
}

/** One flow: the lines into the cart, then checkout cash on delivery. Returns commandeAdd's ms. */
async function checkoutFlow(token: string, lines: Line[]): Promise<number> {
  for (const l of lines) await call('POST', '/v1/client/panierAdd', token, l, 200);
  const t0 = performance.now();
  await call(
    'POST',
    '/v1/client/commandeAdd',
    token,
    { ...DELIVERY_PLACE, type_paiement: 'livraison', stock_articles: lines },
    201,
  );
  return performance.now() - t0;
}

interface Run {
  latencies: number[];
  seconds: number;
}
async function runFlows(tokens: string[], work: Line[][], inFlight: number): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async (_, w) => {
      while (next < work.length) {
        const lines = work[next++];
        latencies.push(await checkoutFlow(tokens[w], lines));
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

let sql: pg.Client | undefined;
let api: ApiProcess | undefined;
let dataDir = '';
let created = false;

async function setMode(mode: Mode) {
  if (!sql) return;
  for (const [table, trigger] of TRIGGERS) {
    await sql.query(`ALTER TABLE ${table} ${mode === 'A' ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  }
  const { rows } = await sql.query<{ tgname: string; tgenabled: string }>(
    'select tgname, tgenabled from pg_trigger where tgname = any($1)',
    [TRIGGERS.map(([, t]) => t)],
  );
  const want = mode === 'A' ? 'O' : 'D';
  if (rows.length !== TRIGGERS.length || rows.some((r) => r.tgenabled !== want)) {
    throw new Error(`triggers not in mode ${mode}: ${JSON.stringify(rows)}`);
  }
}

type FnStats = Map<string, { calls: number; total: number; self: number }>;
async function functionStats(): Promise<FnStats> {
  // Backends flush their function counters when idle, at most every 10 s (PostgreSQL 15).
  await new Promise((r) => setTimeout(r, 11_000));
  await sql!.query('select pg_stat_clear_snapshot()');
  const { rows } = await sql!.query<{
    funcname: string;
    calls: string;
    total_time: number;
    self_time: number;
  }>('select funcname, calls, total_time, self_time from pg_stat_user_functions where funcname = any($1)', [
    FUNCTIONS,
  ]);
  return new Map(
    rows.map((r) => [r.funcname, { calls: Number(r.calls), total: r.total_time, self: r.self_time }]),
  );
}

interface PlanTrigger {
  'Trigger Name': string;
  Time: number;
  Calls: number;
}
/** EXPLAIN ANALYZE of inserting a recent order's lines again, rolled back: statement and trigger ms. */
async function explainInserts(commandeIds: number[], count: number) {
  const exec: number[] = [];
  const trig: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = commandeIds[i % commandeIds.length];
    await sql!.query('BEGIN');
    try {
      const { rows } = await sql!.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)
         INSERT INTO commande_lignes (commande_id, stock_article_id, article_id, quantite, prix, pourcentage,
                                      promotion_id, designation, url_image, sous_options)
         SELECT commande_id, stock_article_id, article_id, quantite, prix, pourcentage, promotion_id,
                designation, url_image, sous_options FROM commande_lignes WHERE commande_id = ${Number(id)}`,
      );
      const plan = (rows[0]['QUERY PLAN'] as { 'Execution Time': number; Triggers?: PlanTrigger[] }[])[0];
      exec.push(plan['Execution Time']);
      trig.push(
        (plan.Triggers ?? [])
          .filter((t) => t['Trigger Name'] === 'commande_lignes_added')
          .reduce((s, t) => s + t.Time, 0),
      );
    } finally {
      await sql!.query('ROLLBACK');
    }
  }
  return { exec: median(exec.slice(10)), trig: median(trig.slice(10)) };
}

async function cleanup() {
  try {
    await setMode('A');
  } catch (error) {
    console.error('[trig] could not re-enable the triggers:', error);
  }
  await api?.stop();
  api = undefined;
  await sql?.end().catch(() => {});
  sql = undefined;
  if (created) {
    const admin = new pg.Client({ connectionString: `${args.pg}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
    created = false;
    console.log(`[trig] database ${DB} dropped`);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  void cleanup().finally(() => process.exit(130));
});

async function main() {
  const startedAt = new Date();
  mkdirSync(OUT, { recursive: true });
  const admin = new pg.Client({ connectionString: `${args.pg}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB]);
  if (rowCount) throw new Error(`database ${DB} already exists: drop it first (or pass --db)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  created = true;
  await admin.query(`ALTER DATABASE ${DB} SET track_functions = 'all'`);
  const [{ version }] = (await admin.query('select version()')).rows;
  const settings = Object.fromEntries(
    (
      await admin.query(
        `select name, setting from pg_settings where name in ('fsync','synchronous_commit','shared_buffers')`,
      )
    ).rows.map((r) => [r.name, r.setting]),
  );
  await admin.end();

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-trig-'));
  const t0 = performance.now();
  api = await startApi({
    port: Number(args.port),
    databaseUrl: DB_URL,
    dataDir,
    env: { REDIS_URL: '', SMTP_URL: '', STRIPE_SECRET_KEY: '', CHARGILY_API_KEY: '', TRUST_PROXY: '' },
  });
  base = api.base;
  console.log(`[trig] API on ${DB} (demo data) up in ${Math.round(performance.now() - t0)} ms`);
  sql = new pg.Client({ connectionString: DB_URL });
  sql.on('error', () => {});
  await sql.connect();
  await setMode('A');

  // Sellable variants (as bench/load.ts finds them): one trial order each, stock topped up first.
  const candidates = (
    await sql.query<{ id: number }>(
      'select sa.id from stock_articles sa join articles a on a.id = sa.article_id where a.valide = 1 order by sa.id',
    )
  ).rows.map((r) => r.id);
  await sql.query('update stock_articles set quantite = greatest(quantite, 1000000)');
  const trialToken = await register();
  const stockIds: number[] = [];
  for (const id of candidates) {
    try {
      await call(
        'POST',
        '/v1/client/commandeAdd',
        trialToken,
        {
          ...DELIVERY_PLACE,
          type_paiement: 'livraison',
          stock_articles: [{ stock_article_id: id, quantite: 1 }],
        },
        201,
      );
      stockIds.push(id);
    } catch {
      // Not sellable (a blocked shop, …).
    }
  }
  const articles = (
    await sql.query<{ n: number }>(
      'select count(distinct article_id)::int as n from stock_articles where id = any($1)',
      [stockIds],
    )
  ).rows[0].n;
  const tokens: string[] = [];
  for (let i = 0; i < Math.max(1, CONCURRENCY); i++) tokens.push(await register());
  console.log(
    `[trig] ${stockIds.length}/${candidates.length} sellable variants (${articles} articles), ${tokens.length} clients`,
  );

  // Warm-up, not measured: both modes.
  for (const mode of ['A', 'B'] as Mode[]) {
    await setMode(mode);
    await runFlows(tokens, plans(999, 60, stockIds), 1);
    await runFlows(tokens, plans(998, 60, stockIds), CONCURRENCY);
  }
  await setMode('A');

  const results: Record<Mode, { seq: Run[]; conc: Run[] }> = {
    A: { seq: [], conc: [] },
    B: { seq: [], conc: [] },
  };
  const before = await functionStats();
  for (let round = 0; round < ROUNDS; round++) {
    const order: Mode[] = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const mode of order) {
      await setMode(mode);
      // Statements planned again after the ALTER TABLE: a few flows first, not counted.
      await runFlows(tokens, plans(500 + round, 16, stockIds), CONCURRENCY);
      const seq = await runFlows(tokens, plans(2 * round, N, stockIds), 1);
      const conc = await runFlows(tokens, plans(2 * round + 1, N, stockIds), CONCURRENCY);
      results[mode].seq.push(seq);
      results[mode].conc.push(conc);
      console.log(
        `[trig] round ${round + 1} ${mode}: sequential p50 ${r1(median(seq.latencies))} ms, ` +
          `${r1(N / seq.seconds)} checkouts/s; ${CONCURRENCY} in flight p50 ${r1(median(conc.latencies))} ms, ` +
          `${r1(N / conc.seconds)} checkouts/s`,
      );
    }
  }
  await setMode('A');
  const after = await functionStats();

  // Trigger functions over the A rounds (plus their warm-up flows).
  const aCheckouts = ROUNDS * (2 * N + 16);
  const fnRows = FUNCTIONS.map((f) => {
    const a = after.get(f) ?? { calls: 0, total: 0, self: 0 };
    const b = before.get(f) ?? { calls: 0, total: 0, self: 0 };
    const calls = a.calls - b.calls;
    return { f, calls, total: a.total - b.total, self: a.self - b.self };
  }).filter((r) => r.calls > 0);

  // EXPLAIN ANALYZE, triggers on then off, on recent orders not cancelled.
  const recent = (
    await sql.query<{ id: number }>(
      `select id from commandes where etat <> 'annulee' order by id desc limit 50`,
    )
  ).rows.map((r) => r.id);
  const explainOn = await explainInserts(recent, Number(args.explain));
  await setMode('B');
  const explainOff = await explainInserts(recent, Number(args.explain));
  await setMode('A');
  const linesPerOrder = (
    await sql.query<{ n: number }>(
      'select avg(c)::float as n from (select count(*) c from commande_lignes where commande_id = any($1) group by commande_id) x',
      [recent],
    )
  ).rows[0].n;

  // --- report --------------------------------------------------------------------------------------
  const summary = (mode: Mode) => {
    const { seq, conc } = results[mode];
    return {
      seqP50: median(seq.map((r) => median(r.latencies))),
      seqP95: median(
        seq.map((r) =>
          percentile(
            [...r.latencies].sort((a, b) => a - b),
            95,
          ),
        ),
      ),
      seqTput: median(seq.map((r) => N / r.seconds)),
      concP50: median(conc.map((r) => median(r.latencies))),
      concP95: median(
        conc.map((r) =>
          percentile(
            [...r.latencies].sort((a, b) => a - b),
            95,
          ),
        ),
      ),
      concTput: median(conc.map((r) => N / r.seconds)),
    };
  };
  const A = summary('A');
  const B = summary('B');
  const ratio = (a: number, b: number) => `×${(a / b).toFixed(3)}`;
  const paired = (kind: 'seq' | 'conc', f: (r: Run) => number) =>
    `×${median(results.A[kind].map((a, i) => f(a) / f(results.B[kind][i]))).toFixed(3)}`;
  const cpuModel =
    /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
  const nproc = execFileSync('nproc').toString().trim();
  const endedAt = new Date();
  const command = `npx tsx bench/checkout-triggers.ts ${process.argv.slice(2).join(' ')}`.trim();
  const md = [
    `| | |`,
    `| - | - |`,
    `| Command | \`${command}\` |`,
    `| Date (UTC) | ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} – ${endedAt.toISOString().slice(11, 16)} |`,
    `| Machine | \`nproc\` = ${nproc}, ${cpuModel}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} |`,
    `| Software | Node.js ${process.version}; ${String(version).split(' on ')[0]} at ${args.pg.replace(/^.*@/, '')} (fsync ${settings.fsync}, synchronous_commit ${settings.synchronous_commit}, shared_buffers ${Number(settings.shared_buffers) / 128} MB) |`,
    `| Data | demo seed; ${stockIds.length} sellable variants of ${articles} articles, stock 10^6 each; ${ROUNDS} rounds of each mode, alternated, ${N} checkouts one at a time + ${N} at ${CONCURRENCY} in flight a round; 1–3 lines of 1–2 units |`,
    '',
    `| Mode | sequential: commandeAdd p50 / p95 ms | flows/s | ${CONCURRENCY} in flight: commandeAdd p50 / p95 ms | flows/s |`,
    '| ---- | ---: | ---: | ---: | ---: |',
    `| A — triggers on | ${r1(A.seqP50)} / ${r1(A.seqP95)} | ${r1(A.seqTput)} | ${r1(A.concP50)} / ${r1(A.concP95)} | ${r1(A.concTput)} |`,
    `| B — 0018's five triggers disabled | ${r1(B.seqP50)} / ${r1(B.seqP95)} | ${r1(B.seqTput)} | ${r1(B.concP50)} / ${r1(B.concP95)} | ${r1(B.concTput)} |`,
    `| A / B | ${ratio(A.seqP50, B.seqP50)} / ${ratio(A.seqP95, B.seqP95)} | ${ratio(A.seqTput, B.seqTput)} | ${ratio(A.concP50, B.concP50)} / ${ratio(A.concP95, B.concP95)} | ${ratio(A.concTput, B.concTput)} |`,
    '',
    `Round medians (commandeAdd p50 ms, sequential): A ${results.A.seq.map((r) => r1(median(r.latencies))).join(' / ')}; B ${results.B.seq.map((r) => r1(median(r.latencies))).join(' / ')}. ` +
      `${CONCURRENCY} in flight: A ${results.A.conc.map((r) => r1(median(r.latencies))).join(' / ')}; B ${results.B.conc.map((r) => r1(median(r.latencies))).join(' / ')}. ` +
      `Median of the ${ROUNDS} paired ratios A / B (round r of A against round r of B, run back to back on the same lines): ` +
      `sequential p50 ${paired('seq', (r) => median(r.latencies))}, flows/s ${paired('seq', (r) => 1 / r.seconds)}; ` +
      `${CONCURRENCY} in flight p50 ${paired('conc', (r) => median(r.latencies))}, flows/s ${paired('conc', (r) => 1 / r.seconds)}.`,
    '',
    `Trigger functions over the A rounds (${aCheckouts} checkouts, \`pg_stat_user_functions\`, track_functions = all; total includes the functions they call and row-lock waits):`,
    '',
    '| Function | calls | calls / checkout | mean total ms / call | mean self ms / call |',
    '| -------- | ----: | ---------------: | -------------------: | ------------------: |',
    ...fnRows.map(
      (r) =>
        `| ${r.f} | ${r.calls} | ${r2(r.calls / aCheckouts)} | ${r3(r.total / r.calls)} | ${r3(r.self / r.calls)} |`,
    ),
    '',
    `\`EXPLAIN (ANALYZE, BUFFERS)\` of an order's lines inserted again (${args.explain} times over ${recent.length} recent orders, ${r2(linesPerOrder)} lines each on average, rolled back; medians after the first 10): ` +
      `triggers on, statement ${r3(explainOn.exec)} ms of which trigger commande_lignes_added ${r3(explainOn.trig)} ms; triggers off, statement ${r3(explainOff.exec)} ms.`,
  ].join('\n');
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(OUT, `checkout-triggers-${stamp}.md`), `${md}\n`);
  writeFileSync(
    path.join(OUT, `checkout-triggers-${stamp}.json`),
    JSON.stringify({ results, fnRows, explainOn, explainOff, A, B }, null, 1),
  );
  console.log(`\n${md}\n\n[trig] written to bench/.out/checkout-triggers-${stamp}.{md,json}`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
