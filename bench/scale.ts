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
 * Options: --sizes 10000,1000000  --connections 8  --duration 10  --rounds 2  --deep 100
 *          --only listing,search  --batch 50000 (seed batch)  --keep (leave the cluster running)
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
    keep: { type: 'boolean', default: false },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const DEEP = Number(args.deep);
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
  if (args.only)
    for (const k of Object.keys(workloads)) if (!args.only.split(',').includes(k)) delete workloads[k];

  let port = 3911;
  for (const db of dbs)
    apis.push(await startApi({ port: port++, databaseUrl: db.url, dataDir: path.join(OUT, 'scale-data') }));

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
  writeFileSync(
    path.join(OUT, 'scale-results.json'),
    JSON.stringify(
      { date: new Date().toISOString(), machine: m, builds: dbs, workloads, summary, results },
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
