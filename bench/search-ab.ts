/**
 * `npm run bench:search-ab -- --other /path/to/other/apps/api/src/server.ts` — docs/benchmarks.md,
 * goals 3 and 4, before/after: this checkout's API and another checkout's (e.g. the previous commit,
 * `git worktree add /tmp/before HEAD~1` with a `node_modules` symlink) run side by side on the same
 * scale database (`--size`, built by bench:scale or bench:search), and the same searches are sent to both at
 * --connections, the order of the two alternated every round, median of --rounds. Sets: `word` and
 * `name` (the one-typo queries of the last `npm run bench:search`, read from
 * bench/.out/search-results.json), `scale` (the 12 searches of bench:scale).
 * When the other checkout needs another schema (a migration changed what the search reads),
 * `--other-db NAME` runs it on another database of the scale cluster, e.g. a copy of the scale
 * database (`create database NAME template scale_1e6`) brought back to that schema by hand.
 * Options: --size 1000000 --sets word,name,scale --rounds 3 --duration 10 --connections 8 --keep
 *          --other-db NAME
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OUT, startApi } from './lib/api';
import { ensureDatabase, startCluster } from './lib/cluster';
import { type LoadResult, machine, runLoad } from './lib/load';
import {
  SCALE_CLUSTER_DIR,
  SCALE_PORT,
  SCALE_SEARCHES,
  scaleDbName,
  searchPath,
  type TypoQuery,
  typoQuerySets,
} from './lib/scale-db';

const { values: args } = parseArgs({
  options: {
    other: { type: 'string' },
    'other-db': { type: 'string' },
    size: { type: 'string', default: '1000000' },
    sets: { type: 'string', default: 'word,name,scale' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
  },
});

function querySets(): Record<string, string[]> {
  const sets: Record<string, string[]> = { scale: SCALE_SEARCHES.map(searchPath) };
  try {
    const saved = JSON.parse(readFileSync(path.join(OUT, 'search-results.json'), 'utf8')) as {
      queries: TypoQuery[];
    };
    const { word, name } = typoQuerySets(saved.queries);
    sets.word = word.map(searchPath);
    sets.name = name.map(searchPath);
  } catch {
    // No bench:search run yet: only the scale set.
  }
  return sets;
}

async function main() {
  if (!args.other) throw new Error('--other /path/to/apps/api/src/server.ts is required');
  const cluster = startCluster(SCALE_CLUSTER_DIR, SCALE_PORT);
  const url = await ensureDatabase(cluster.serverUrl, scaleDbName(Number(args.size)));
  const otherUrl = args['other-db'] ? `${cluster.serverUrl}/${args['other-db']}` : url;
  const dataDir = path.join(OUT, 'scale-data');
  const apis = {
    this: await startApi({ port: 3951, databaseUrl: url, dataDir }),
    other: await startApi({ port: 3952, databaseUrl: otherUrl, dataDir, server: args.other }),
  };
  const load = { connections: Number(args.connections), seconds: Number(args.duration) };
  const sets = querySets();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const names = [url, otherUrl].map((u) => u.split('/').pop());
  console.log(
    `${JSON.stringify(machine())} — this: ${names[0]}, other: ${names[1]}, ${load.connections} connections`,
  );
  try {
    for (const name of args.sets.split(',')) {
      const paths = sets[name];
      if (!paths) throw new Error(`no query set ${name} (word and name need a bench:search run first)`);
      for (const api of Object.values(apis)) await runLoad(api.base, paths, { ...load, seconds: 3 });
      const results: Record<string, LoadResult[]> = { this: [], other: [] };
      for (let round = 0; round < Number(args.rounds); round++) {
        const order = round % 2 === 0 ? (['this', 'other'] as const) : (['other', 'this'] as const);
        for (const which of order) results[which].push(await runLoad(apis[which].base, paths, load));
      }
      const line = (which: 'this' | 'other') =>
        `p95 ${median(results[which].map((r) => r.p95))} ms, ${median(results[which].map((r) => r.rps))} req/s` +
        ` (rounds ${results[which].map((r) => r.p95).join(' / ')}; non-200 ${results[which].reduce((n, r) => n + r.non200 + r.errors, 0)})`;
      console.log(`${name.padEnd(6)} this: ${line('this')}\n${' '.repeat(7)}other: ${line('other')}`);
    }
  } finally {
    await Promise.all(Object.values(apis).map((api) => api.stop()));
    if (!args.keep) cluster.stop();
  }
}

await main();
