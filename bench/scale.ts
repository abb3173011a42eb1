/**
 * `npm run bench:scale` — docs/benchmarks.md, goal 3 (catalogue size): does catalogue size matter?
 *
 * Builds (once; later runs reuse them) one database per size in a private PostgreSQL 15 cluster
 * (bench/.out/pg-scale, port 5545): the demo seed + `npm run seed:large -- --articles N`. Starts the
 * API on every database at once (one process each) and measures, with the same closed-loop load
 * (bench/lib/load.ts, 8 connections), rounds alternating the databases:
 *   listing  — /v1/categorieShow/:slug, page 1 (the 8 largest categories in turn), and the home's
 *              /v1/accueil/allArticles (the whole catalogue, in its daily order)
 *   deep     — the same at page --deep (100: a page that exists in a 10^4 catalogue too)
 *   filters  — the same, page 1, with prixMin + prixMax + etoil + promotion
 *   search   — /v1/rechercheArticles with a fixed mix of words, two-word queries and typos
 *   home     — the home page's other lists: newest, promotions, most ordered, best rated, category blocks
 * and prints p95 per size and the ratio largest / smallest (goal: ≤ 1.5).
 *
 * money (docs/benchmarks.md, the partner's money at 10^6 orders): signed in as the demo partner, on
 * the smallest catalogue (the demo's orders) and on the same catalogue + --orders generated orders
 * (`seed:large --orders`, most on the demo partner's store; database scale_1e4_orders_1e6), one load
 * per endpoint: the partner's orders list (v1/marchand/commandes, page 1), v1/marchand/solde,
 * v1/marchand/ecritures page 1, and the same filtered (type=vente, a 30-day range). Prints p95 per
 * endpoint and database; balance and entries are "within" the orders list when their p95 on the
 * large database is ≤ MONEY_WITHIN × the orders list's p95 there.
 *
 * Options: --sizes 10000,1000000  --connections 8  --duration 10  --rounds 2  --deep 100
 *          --only listing,search,money  --orders 1000000  --batch 50000 (seed batch)
 *          --keep (leave the cluster running)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type ApiProcess, OUT, startApi } from './lib/api';
import { type Cluster, ensureDatabase, startCluster } from './lib/cluster';
import { type LoadResult, machine, runLoad } from './lib/load';
import {
  buildScaleDb,
  ordersDbName,
  SCALE_CLUSTER_DIR,
  SCALE_PORT,
  SCALE_SEARCHES,
  scaleDbName,
  searchPath,
} from './lib/scale-db';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    connections: { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    deep: { type: 'string', default: '100' },
    only: { type: 'string' },
    batch: { type: 'string', default: '50000' },
    orders: { type: 'string', default: '1000000' },
    keep: { type: 'boolean', default: false },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const DEEP = Number(args.deep);
const ORDERS = Number(args.orders);
/** The money group's line: balance and entries' p95 at most this times the orders list's. */
const MONEY_WITHIN = 1.2;
const wanted = (group: string) => !args.only || args.only.split(',').includes(group);

/** An Algiers calendar day `daysAgo` days back (UTC+1, no daylight saving), as the ledger's filters take it. */
const algiersDay = (daysAgo: number) =>
  new Date(Date.now() + 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The money group's endpoints, partner-side. */
const MONEY_PATHS: Record<string, string> = {
  orders: '/v1/marchand/commandes',
  solde: '/v1/marchand/solde',
  ecritures: '/v1/marchand/ecritures',
  ecrituresFiltered: `/v1/marchand/ecritures?type=vente&dateDebut=${algiersDay(60)}&dateFin=${algiersDay(31)}`,
};

async function partnerLogin(base: string): Promise<string> {
  const res = await fetch(`${base}/v1/marchand/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'partenaire@souk.dz', password: 'Partenaire123!' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`partner login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}
async function main() {
  mkdirSync(OUT, { recursive: true });
  let cluster: Cluster | undefined;
  const apis: ApiProcess[] = [];
  const cleanup = () => {
    for (const api of apis) api.child.kill('SIGTERM');
    if (!args.keep) cluster?.stop();
  };
  process.on('exit', cleanup);
  process.on('SIGINT', () => process.exit(130));

  cluster = startCluster(SCALE_CLUSTER_DIR, SCALE_PORT);
  const dbs: { size: number; url: string; build: { seeded: number; seconds: number } }[] = [];
  for (const size of SIZES) {
    const url = await ensureDatabase(cluster.serverUrl, scaleDbName(size));
    dbs.push({ size, url, build: await buildScaleDb(url, size, args.batch) });
  }

  // Targets from the smallest database (same demo seed, same slugs everywhere).
  const probe = new pg.Client({ connectionString: dbs[0].url });
  await probe.connect();
  const { rows: cats } = await probe.query(
    `select c.slug from categories c join sous_categories sc on sc.categorie_id = c.id
       join articles a on a.sous_categorie_id = sc.id where a.valide = 1
      group by c.slug order by count(*) desc, c.slug limit 8`,
  );
  await probe.end();
  const slugs = cats.map((c) => c.slug as string);
  // Each category's list, and the home's Recommended grid (the whole catalogue in its daily order).
  const lists = [...slugs.map((s) => `/v1/categorieShow/${s}`), '/v1/accueil/allArticles'];
  const workloads: Record<string, string[]> = {
    listing: lists,
    deep: lists.map((l) => `${l}?page=${DEEP}`),
    filters: lists.map((l) => `${l}?prixMin=2000&prixMax=15000&etoil=3&promotion=20`),
    search: SCALE_SEARCHES.map(searchPath),
    // The home page's other lists (not one of goal 3's four: reported beside them).
    home: [
      '/v1/newArticles',
      '/v1/articlesPromo',
      '/v1/articlesPlusCommandes',
      '/v1/articlesMieuxNotes',
      '/v1/pubsWithArticles',
    ],
  };
  for (const k of Object.keys(workloads)) if (!wanted(k)) delete workloads[k];

  // The money group's large database: the smallest catalogue + ORDERS generated orders.
  const money = wanted('money')
    ? await (async () => {
        const url = await ensureDatabase(cluster.serverUrl, ordersDbName(SIZES[0], ORDERS));
        return { url, build: await buildScaleDb(url, SIZES[0], args.batch, ORDERS) };
      })()
    : undefined;

  let port = 3911;
  for (const db of dbs)
    apis.push(await startApi({ port: port++, databaseUrl: db.url, dataDir: path.join(OUT, 'scale-data') }));
  const moneyApi = money
    ? await startApi({ port: port++, databaseUrl: money.url, dataDir: path.join(OUT, 'scale-data') })
    : undefined;
  if (moneyApi) apis.push(moneyApi);

  const results: Record<string, Record<number, LoadResult[]>> = {};
  for (const [name, paths] of Object.entries(workloads)) {
    results[name] = {};
    // Warm-up (buffers, plans), then rounds alternating the order of the databases.
    for (const api of apis) await runLoad(api.base, paths, { connections: CONNECTIONS, seconds: 3 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...dbs.keys()].reverse() : [...dbs.keys()];
      for (const i of order) {
        const r = await runLoad(apis[i].base, paths, { connections: CONNECTIONS, seconds: DURATION });
        results[name][dbs[i].size] = [...(results[name][dbs[i].size] ?? []), r];
        console.log(`${name.padEnd(8)} ${String(dbs[i].size).padStart(8)} articles: ${JSON.stringify(r)}`);
      }
    }
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

  // money: one load per endpoint, the two databases alternated, signed in as the demo partner.
  const moneyTargets = moneyApi
    ? [
        { label: 'small', api: apis[0], size: SIZES[0] },
        { label: 'large', api: moneyApi, size: ORDERS },
      ]
    : [];
  const moneyResults: Record<string, Record<string, LoadResult[]>> = {};
  const tokens = await Promise.all(moneyTargets.map((t) => partnerLogin(t.api.base)));
  const moneyCounts = await Promise.all(
    moneyTargets.map(async (t, i) => {
      const res = await fetch(`${t.api.base}${MONEY_PATHS.ecritures}`, {
        headers: { authorization: `Bearer ${tokens[i]}`, accept: 'application/json' },
      });
      const body = (await res.json()) as { meta?: { total?: number } };
      const orders = await fetch(`${t.api.base}${MONEY_PATHS.orders}`, {
        headers: { authorization: `Bearer ${tokens[i]}`, accept: 'application/json' },
      });
      const ob = (await orders.json()) as { meta?: { total?: number } };
      return { db: t.label, partnerEntries: body.meta?.total, partnerOrders: ob.meta?.total };
    }),
  );
  if (moneyTargets.length)
    console.log(`money: the demo partner's ledger and orders ${JSON.stringify(moneyCounts)}`);
  for (const [name, p] of moneyTargets.length ? Object.entries(MONEY_PATHS) : []) {
    moneyResults[name] = {};
    const load = (i: number, seconds: number) =>
      runLoad(moneyTargets[i].api.base, [p], {
        connections: CONNECTIONS,
        seconds,
        headers: { authorization: `Bearer ${tokens[i]}`, accept: 'application/json' },
      });
    for (const i of moneyTargets.keys()) await load(i, 3);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...moneyTargets.keys()].reverse() : [...moneyTargets.keys()];
      for (const i of order) {
        const r = await load(i, DURATION);
        const label = moneyTargets[i].label;
        moneyResults[name][label] = [...(moneyResults[name][label] ?? []), r];
        console.log(`money ${name.padEnd(18)} ${label}: ${JSON.stringify(r)}`);
      }
    }
  }

  const small = SIZES[0];
  const large = SIZES.at(-1) as number;
  const summary = Object.entries(results).map(([name, bySize]) => {
    const p95 = Object.fromEntries(SIZES.map((s) => [s, median(bySize[s].map((r) => r.p95))]));
    const rps = Object.fromEntries(SIZES.map((s) => [s, median(bySize[s].map((r) => r.rps))]));
    const errors = SIZES.reduce((a, s) => a + bySize[s].reduce((b, r) => b + r.errors + r.non200, 0), 0);
    return { name, p95, rps, ratio: Math.round((100 * p95[large]) / p95[small]) / 100, errors };
  });
  const m = machine();
  console.log(
    `\n${JSON.stringify(m)} — ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} rounds (median)`,
  );
  for (const s of summary) {
    console.log(
      `${s.name.padEnd(8)} p95 ${SIZES.map((z) => `${z}: ${s.p95[z]} ms (${s.rps[z]} req/s)`).join(' | ')}` +
        ` → ratio ${s.ratio} ${s.ratio <= 1.5 ? 'OK' : 'MISSED'}${s.errors ? ` (${s.errors} errors/non-200)` : ''}`,
    );
  }
  const moneySummary = Object.entries(moneyResults).map(([name, byDb]) => {
    const p95 = Object.fromEntries(
      Object.entries(byDb).map(([db, rs]) => [db, median(rs.map((r) => r.p95))]),
    );
    const errors = Object.values(byDb).reduce(
      (a, rs) => a + rs.reduce((b, r) => b + r.errors + r.non200, 0),
      0,
    );
    return { name, p95, errors };
  });
  const ordersP95 = moneySummary.find((s) => s.name === 'orders')?.p95.large;
  for (const s of moneySummary) {
    const vsOrders = ordersP95 ? Math.round((100 * s.p95.large) / ordersP95) / 100 : Number.NaN;
    const verdict =
      s.name === 'orders' ? '' : ` → ${vsOrders} × orders list ${vsOrders <= MONEY_WITHIN ? 'OK' : 'MISSED'}`;
    console.log(
      `money ${s.name.padEnd(18)} p95 small: ${s.p95.small} ms | ${ORDERS} orders: ${s.p95.large} ms${verdict}` +
        `${s.errors ? ` (${s.errors} errors/non-200)` : ''}`,
    );
  }
  writeFileSync(
    path.join(OUT, 'scale-results.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: m,
        builds: dbs,
        workloads,
        summary,
        results,
        money: money && {
          database: money.url,
          build: money.build,
          paths: MONEY_PATHS,
          within: MONEY_WITHIN,
          counts: moneyCounts,
          summary: moneySummary,
          results: moneyResults,
        },
      },
      null,
      2,
    ),
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
