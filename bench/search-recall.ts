/**
 * `npm run bench:search` — docs/benchmarks.md, goal 4: search at 10^6 articles.
 *
 * On the database of bench:scale for --size (default 10^6; built by `npm run bench:scale` or here),
 * generates one-typo queries from real article names with a fixed seed: an article is drawn, one of
 * its name's words of 5+ letters gets a deletion, a substitution or a transposition (in turn). Two
 * query sets: `word` (the misspelt word alone) and `name` (the whole name with the misspelt word).
 * recall@10 = share of queries whose source article, or an article whose name contains the true word,
 * is among the first 10 results of /v1/rechercheArticles (sequential requests). Then p95/p99 of the
 * same queries at --connections (8), after an unmeasured warm-up round of --warmup seconds at the same
 * concurrency (as bench:scale and bench:http: the pool's connections opened and their caches warm).
 * Goal: p95 ≤ 50 ms, recall@10 ≥ 95 %.
 * Options: --size 1000000 --queries 200 --seed 7 --connections 8 --duration 15 --warmup 3 --keep
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { OUT, startApi } from './lib/api';
import { ensureDatabase, startCluster } from './lib/cluster';
import { machine, percentile, runLoad, seededRandom } from './lib/load';
import {
  buildScaleDb,
  SCALE_CLUSTER_DIR,
  SCALE_PORT,
  scaleDbName,
  searchPath,
  type TypoQuery,
  typoQuerySets,
} from './lib/scale-db';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '200' },
    seed: { type: 'string', default: '7' },
    connections: { type: 'string', default: '8' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});

const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export type Typo = 'deletion' | 'substitution' | 'transposition';
/** One typo inside `word` (never on its first letter, as people rarely miss that one). */
export function misspell(word: string, kind: Typo, rand: () => number): string {
  const letters = [...word];
  const i = 1 + Math.floor(rand() * (letters.length - 1));
  if (kind === 'deletion') letters.splice(i, 1);
  else if (kind === 'substitution') {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz'.replace(norm(letters[i]), '');
    letters[i] = alphabet[Math.floor(rand() * alphabet.length)];
  } else {
    const j = i === letters.length - 1 ? i - 1 : i;
    if (letters[j] === letters[j + 1]) return misspell(word, 'substitution', rand);
    [letters[j], letters[j + 1]] = [letters[j + 1], letters[j]];
  }
  return letters.join('');
}

interface Query extends TypoQuery {
  articleId: number;
  kind: Typo;
}

async function main() {
  const size = Number(args.size);
  const rand = seededRandom(Number(args.seed));
  mkdirSync(OUT, { recursive: true });
  const cluster = startCluster(SCALE_CLUSTER_DIR, SCALE_PORT);
  const url = await ensureDatabase(cluster.serverUrl, scaleDbName(size));
  await buildScaleDb(url, size, '50000');
  const api = await startApi({ port: 3931, databaseUrl: url, dataDir: path.join(OUT, 'scale-data') });
  process.on('exit', () => {
    api.child.kill('SIGTERM');
    if (!args.keep) cluster.stop();
  });
  process.on('SIGINT', () => process.exit(130));

  // Draw articles the storefront shows (visible: valid, in stock, live store), by seeded random ids.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: bounds } = await client.query('select min(id)::int as lo, max(id)::int as hi from articles');
  const kinds: Typo[] = ['deletion', 'substitution', 'transposition'];
  const queries: Query[] = [];
  const wanted = Number(args.queries);
  while (queries.length < wanted) {
    const id = bounds[0].lo + Math.floor(rand() * (bounds[0].hi - bounds[0].lo + 1));
    const { rows } = await client.query(
      `select a.id, a.designation from articles a where a.id = $1 and a.valide = 1
          and exists (select 1 from stock_articles s where s.article_id = a.id)
          and (a.marchand_id is null or exists (select 1 from marchands m where m.id = a.marchand_id and m.valide))`,
      [id],
    );
    if (!rows[0]) continue;
    const name = rows[0].designation as string;
    const words = name.split(/[^\p{L}]+/u).filter((w) => [...w].length >= 5);
    if (words.length === 0) continue;
    const word = words[Math.floor(rand() * words.length)];
    const kind = kinds[queries.length % 3];
    const typo = misspell(word, kind, rand);
    if (norm(typo) === norm(word)) continue;
    queries.push({ articleId: id, name, word, typo, kind });
  }
  await client.end();

  const sets = typoQuerySets(queries);
  const report: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const [setName, texts] of Object.entries(sets)) {
    let hits = 0;
    // A deletion in a 5-letter word types 4 letters: forgiven since migration 0012 (decision 0006),
    // not before; the queries whose typed word keeps 5+ letters are also counted apart.
    let long = 0;
    let longHits = 0;
    const latencies: number[] = [];
    const misses: string[] = [];
    for (const [i, text] of texts.entries()) {
      const q = queries[i];
      const t0 = performance.now();
      const res = await fetch(`${api.base}${searchPath(text)}`);
      const body = (await res.json()) as { data: { id: number; designation: string }[] };
      latencies.push(performance.now() - t0);
      const top = body.data.slice(0, 10);
      const found = top.some((a) => a.id === q.articleId || norm(a.designation).includes(norm(q.word)));
      const typedLong = [...queries[i].typo].length >= 5;
      if (typedLong) long++;
      if (found && typedLong) longHits++;
      if (found) hits++;
      else if (misses.length < 15) misses.push(`${text} (← ${q.word}, ${q.kind})`);
    }
    latencies.sort((a, b) => a - b);
    const paths = texts.map(searchPath);
    // Unmeasured: the sequential pass above used one connection; the pool opens the others now.
    await runLoad(api.base, paths, { connections: Number(args.connections), seconds: Number(args.warmup) });
    const loaded = await runLoad(api.base, paths, {
      connections: Number(args.connections),
      seconds: Number(args.duration),
    });
    const recall = Math.round((1000 * hits) / texts.length) / 10;
    const recall5 = Math.round((1000 * longHits) / Math.max(long, 1)) / 10;
    report[setName] = {
      recall,
      recallTyped5: { recall: recall5, hits: longHits, queries: long },
      sequential: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
      loaded,
      misses,
    };
    lines.push(
      `${setName.padEnd(5)} recall@10 ${recall} % (${hits}/${texts.length}, goal ≥ 95; typed word of 5+ letters: ` +
        `${recall5} %, ${longHits}/${long}) | sequential p95 ` +
        `${percentile(latencies, 95).toFixed(1)} ms | ${args.connections} connections: ${loaded.rps} req/s, ` +
        `p95 ${loaded.p95} ms (goal ≤ 50), p99 ${loaded.p99} ms${loaded.errors + loaded.non200 ? `, ${loaded.errors + loaded.non200} errors` : ''}`,
    );
    console.log(lines.at(-1));
    if (misses.length) console.log(`  misses: ${misses.slice(0, 8).join(' · ')}`);
  }
  const m = machine();
  console.log(
    `\n${JSON.stringify(m)} — ${size} articles (${scaleDbName(size)}), ${wanted} queries, seed ${args.seed}`,
  );
  console.log(lines.join('\n'));
  writeFileSync(
    path.join(OUT, 'search-results.json'),
    JSON.stringify({ date: new Date().toISOString(), machine: m, size, queries, report }, null, 2),
  );
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
