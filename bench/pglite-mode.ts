/**
 * `npm run bench:pglite` — docs/benchmarks.md, goal 5 (embedded database): the embedded mode (PGlite,
 * one connection in the API process) against the PostgreSQL mode, same API, same demo seed, same
 * request mix, 8 connections. Goal: PGlite throughput ≥ 25 % of PostgreSQL's, PGlite p99 ≤ 100 ms.
 *
 * PostgreSQL: database `pglite_mode_pg` in the private cluster of bench:scale (bench/.out/pg-scale,
 * port 5545). PGlite: a fresh data directory bench/.out/pglite-mode (demo seed on first start).
 * The mix: storefront reads a shopper makes (category pages with and without filters, article,
 * search, home sections, a store's page), taken in turn. Rounds alternate the modes. A third API,
 * PGlite in the API's own thread (PGLITE_THREAD=false), shows what the worker thread changes.
 * Options: --connections 8 --duration 15 --rounds 3 --warmup 3 (s per API) --keep (leave the cluster running)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type ApiProcess, OUT, startApi } from './lib/api';
import { ensureDatabase, startCluster } from './lib/cluster';
import { type LoadResult, machine, runLoad } from './lib/load';
import { SCALE_CLUSTER_DIR, SCALE_PORT } from './lib/scale-db';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '8' },
    duration: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);

async function main() {
  mkdirSync(OUT, { recursive: true });
  const cluster = startCluster(SCALE_CLUSTER_DIR, SCALE_PORT);
  const apis: ApiProcess[] = [];
  process.on('exit', () => {
    for (const api of apis) api.child.kill('SIGTERM');
    if (!args.keep) cluster.stop();
  });
  process.on('SIGINT', () => process.exit(130));

  const url = await ensureDatabase(cluster.serverUrl, 'pglite_mode_pg');
  // Each API is remembered as soon as it is up, so that a failed start of the other stops it too.
  const started = (api: ApiProcess) => {
    apis.push(api);
    return api;
  };
  const modes = {
    postgres: started(
      await startApi({ port: 3921, databaseUrl: url, dataDir: path.join(OUT, 'pglite-mode-pg-data') }),
    ),
    pglite: started(await startApi({ port: 3922, dataDir: path.join(OUT, 'pglite-mode') })),
    // The embedded mode as it was before db/pglite-thread.ts: PGlite in the API's own thread.
    inline: started(
      await startApi({
        port: 3923,
        dataDir: path.join(OUT, 'pglite-mode-inline'),
        env: { PGLITE_THREAD: 'false' },
      }),
    ),
  };
  type Mode = keyof typeof modes;
  const MODES = Object.keys(modes) as Mode[];

  // Targets from the PostgreSQL copy of the demo seed (the same seed gives the same slugs and ids).
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = async (text: string) => (await client.query(text)).rows;
  const cats = await q(`select slug from categories order by id limit 4`);
  const arts = await q(`select id from articles where valide = 1 order by id limit 6`);
  const shops = await q(`select id from marchands where valide order by id limit 2`);
  await client.end();
  const mix = [
    ...cats.map((c) => `/v1/categorieShow/${c.slug}`),
    `/v1/categorieShow/${cats[0].slug}?prixMin=1000&etoil=3`,
    ...arts.map((a) => `/v1/articleShow/${a.id}`),
    '/v1/rechercheArticles?search=tapis',
    '/v1/rechercheArticles?search=telephone%20samsnug',
    '/v1/accueil/allArticles',
    '/v1/newArticles',
    '/v1/articlesPromo',
    '/v1/articlesMieuxNotes',
    ...shops.map((s) => `/v1/articlesMarchand/${s.id}`),
  ];

  // Every path answers 200 in both modes, else the comparison means nothing.
  for (const [mode, api] of Object.entries(modes)) {
    for (const p of mix) {
      const res = await fetch(api.base + p);
      if (res.status !== 200) throw new Error(`${mode} ${p}: ${res.status}`);
    }
  }

  const runs: Record<Mode, LoadResult[]> = { postgres: [], pglite: [], inline: [] };
  for (const api of Object.values(modes))
    await runLoad(api.base, mix, { connections: CONNECTIONS, seconds: WARMUP });
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with another mode, and every other round runs them backwards.
    const turned = [...MODES.slice(round % MODES.length), ...MODES.slice(0, round % MODES.length)];
    const order = round % 2 ? turned.reverse() : turned;
    for (const mode of order) {
      const r = await runLoad(modes[mode].base, mix, { connections: CONNECTIONS, seconds: DURATION });
      runs[mode].push(r);
      console.log(`${mode.padEnd(8)} ${JSON.stringify(r)}`);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const pick = (mode: Mode, k: keyof LoadResult) => median(runs[mode].map((r) => r[k]));
  const share = Math.round((100 * pick('pglite', 'rps')) / pick('postgres', 'rps'));
  const m = machine();
  console.log(
    `\n${JSON.stringify(m)} — ${mix.length} paths in turn, ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} (median)`,
  );
  for (const mode of MODES) {
    console.log(
      `${mode.padEnd(8)} ${pick(mode, 'rps')} req/s, p50 ${pick(mode, 'p50')} ms, p95 ${pick(mode, 'p95')} ms, p99 ${pick(mode, 'p99')} ms, max ${pick(mode, 'max')} ms`,
    );
  }
  const inlineShare = Math.round((100 * pick('inline', 'rps')) / pick('postgres', 'rps'));
  console.log(
    `PGlite in the API's thread (PGLITE_THREAD=false): ${inlineShare} % of PostgreSQL, p99 ${pick('inline', 'p99')} ms`,
  );
  console.log(
    `PGlite throughput = ${share} % of PostgreSQL (goal ≥ 25 %): ${share >= 25 ? 'OK' : 'MISSED'}; ` +
      `PGlite p99 ${pick('pglite', 'p99')} ms (goal ≤ 100): ${pick('pglite', 'p99') <= 100 ? 'OK' : 'MISSED'}`,
  );
  writeFileSync(
    path.join(OUT, 'pglite-mode-results.json'),
    JSON.stringify({ date: new Date().toISOString(), machine: m, mix, runs, share, inlineShare }, null, 2),
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
