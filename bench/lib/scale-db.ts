/** The databases of the scale benchmarks: one per catalogue size in the cluster bench/.out/pg-scale. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { OUT, ROOT } from './api';

export const SCALE_PORT = 5545;
export const SCALE_CLUSTER_DIR = path.join(OUT, 'pg-scale');

const power = (n: number) => {
  const k = Math.log10(n);
  return Number.isInteger(k) ? `1e${k}` : String(n);
};

/** scale_1e4, scale_1e6, scale_250000… */
export function scaleDbName(n: number) {
  return `scale_${power(n)}`;
}

/** The money group's database: `articles` generated articles and `orders` generated orders (scale_1e4_orders_1e6). */
export function ordersDbName(articles: number, orders: number) {
  return `${scaleDbName(articles)}_orders_${power(orders)}`;
}

/**
 * Brings `url` to `target` generated articles, then (`orders`) to that many generated orders, with
 * `npm run seed:large` (demo seed first when the database is empty); nothing to do when they are
 * there already.
 */
export async function buildScaleDb(url: string, target: number, batch = '50000', orders = 0) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Two statements: a fresh database has no `articles`, and a subquery naming it would not even parse.
  const { rows: table } = await client.query(`select to_regclass('public.articles') is not null as exists`);
  const seeded = table[0].exists
    ? (await client.query(`select count(*)::int as n from articles where slug like 'large-%'`)).rows[0].n
    : 0;
  const ordered = table[0].exists
    ? (await client.query(`select count(*)::int as n from commandes where checkout_id like 'large-order-%'`))
        .rows[0].n
    : 0;
  await client.end();
  const missing = Math.max(0, target - seeded);
  const missingOrders = Math.max(0, orders - ordered);
  if (missing === 0 && missingOrders === 0) return { seeded: 0, orders: 0, seconds: 0 };
  console.log(`${url}: seeding ${missing} articles, ${missingOrders} orders…`);
  const t0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'run',
        '--silent',
        'seed:large',
        '--',
        '--articles',
        String(missing),
        '--orders',
        String(missingOrders),
        '--batch',
        batch,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: path.join(OUT, 'scale-data') },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:large exited ${code}`))));
  });
  return { seeded: missing, orders: missingOrders, seconds: Math.round((performance.now() - t0) / 1000) };
}

/** The storefront search of `q`, as a path of the API. */
export const searchPath = (q: string) => `/v1/rechercheArticles?search=${encodeURIComponent(q)}`;

/** A one-typo query of bench:search: the source article's name, the word misspelt and how. */
export interface TypoQuery {
  name: string;
  word: string;
  typo: string;
}

/** bench:search's two sets: the misspelt word alone, and the whole name with the misspelt word. */
export function typoQuerySets(queries: TypoQuery[]): { word: string[]; name: string[] } {
  return {
    word: queries.map((q) => q.typo),
    name: queries.map((q) => q.name.replace(q.word, q.typo)),
  };
}

/** The searches of bench:scale (and bench:search-ab): words, two-word queries and typos. */
export const SCALE_SEARCHES = [
  'tapis',
  'lampe cuivre',
  'theiere artisanale',
  'babouches cuir',
  'parfum',
  'coussin brode',
  'djurdjura',
  'couscousier', // one letter missing
  'casqeu sans fil', // transposition
  'montre elegante',
  'miel bio',
  'enceinte compacte',
];
