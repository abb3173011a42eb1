/**
 * `npm run bench:lighthouse` — docs/benchmarks.md, goal 7: Lighthouse 12, mobile preset (the default
 * config: Moto G Power viewport, simulated slow 4G + 4× CPU slowdown), performance category, Debian's
 * Chromium, five runs per page; prints the median score, TBT, CLS, LCP, FCP, SI and the top
 * opportunities of the median run. Goal: score ≥ 95, TBT ≤ 50 ms, CLS ≤ 0.02 on home, category, shop.
 *
 * Builds apps/web into bench/.out/lighthouse/web-dist (its own folder: `bench:bundle` empties
 * bench/.out/web-dist, and apps/web/dist belongs to the developers), starts the real API
 * (apps/api/src/server.ts, production mode, PGlite in a fresh temporary DATA_DIR, demo seed) on
 * 127.0.0.1:3604 serving that build, and drives /usr/bin/chromium through chrome-launcher, one
 * fresh browser per run.
 * Options: --runs N (5), --dist DIR (an existing build, not rebuilt), --pages home,category,shop
 * (or product), --port N (3604),
 * --chrome PATH (/usr/bin/chromium). Reports: bench/.out/lighthouse/<page>-<run>.json, summary in
 * bench/.out/lighthouse/results.json. Exit code 1 when a goal is missed.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi as startApiProcess } from './lib/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench/.out/lighthouse');
const WEB = path.join(ROOT, 'apps/web');
const GOAL = { score: 95, tbt: 50, cls: 0.02 };

const argv = process.argv.slice(2);
const arg = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 5);
const PORT = Number(arg('--port') ?? 3604);
const CHROME = arg('--chrome') ?? '/usr/bin/chromium';
const PAGES = (arg('--pages') ?? 'home,category,shop').split(',');
const DIST = arg('--dist') ? path.resolve(ROOT, arg('--dist') as string) : path.join(OUT, 'web-dist');

let api: ChildProcess | undefined;
let dataDir: string | undefined;
function cleanup() {
  if (api && api.exitCode === null) api.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

function build() {
  console.log(`Building apps/web into ${path.relative(ROOT, DIST)}…`);
  const vite = path.join(WEB, 'node_modules/.bin/vite');
  const options = { cwd: WEB, stdio: ['ignore', 'inherit', 'inherit'] as ['ignore', 'inherit', 'inherit'] };
  execFileSync(vite, ['build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], options);
  // The server render beside it, where the API looks for it (config WEB_SSR: dist-ssr beside WEB_DIST).
  const ssr = path.join(path.dirname(DIST), 'dist-ssr');
  execFileSync(
    vite,
    ['build', '--ssr', 'src/ssr/entry-server.tsx', '--outDir', ssr, '--logLevel', 'warn'],
    options,
  );
}

async function startApi(): Promise<void> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-lighthouse-'));
  console.log('Starting the API (PGlite, demo seed)…');
  api = (await startApiProcess({ port: PORT, dataDir, env: { WEB_DIST: DIST } })).child;
}

/** First `slug` of a public list reply (`{ data: [...] }` or a bare array). */
async function firstSlug(url: string): Promise<string> {
  const body = (await (await fetch(url)).json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
  const first = Array.isArray(list)
    ? (list as { slug?: string }[]).find((row) => typeof row?.slug === 'string')
    : undefined;
  if (!first?.slug) throw new Error(`no slug in ${url}`);
  return first.slug;
}

interface Run {
  score: number;
  tbt: number;
  cls: number;
  lcp: number;
  fcp: number;
  si: number;
  opportunities: string[];
}

type LhAudit = {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
  metricSavings?: Record<string, number>;
};

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): tried again, at most twice. */
async function runOnce(url: string, reportFile: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, reportFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `  (retrying ${url.replace(/^https?:\/\/[^/]+/, '')}: ${(error as Error).message.slice(0, 120)})`,
      );
    }
  }
}

async function measure(url: string, reportFile: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    writeFileSync(reportFile, typeof result.report === 'string' ? result.report : result.report[0]);
    const audits = lhr.audits as unknown as Record<string, LhAudit>;
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const opportunities = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9)
      .map((a) => {
        const ms = a.details?.overallSavingsMs ?? 0;
        const bytes = a.details?.overallSavingsBytes ?? 0;
        const savings = a.metricSavings ?? {};
        const weight =
          ms + (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0) + 1000 * (savings.CLS ?? 0);
        return { a, ms, bytes, weight };
      })
      .filter((o) => o.weight > 0 || o.bytes > 0)
      .sort((x, y) => y.weight - x.weight || y.bytes - x.bytes)
      .slice(0, 6)
      .map(
        ({ a, ms, bytes }) =>
          `${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}` +
          (ms || bytes ? ` (saves ${Math.round(ms)} ms, ${Math.round(bytes / 1024)} KiB)` : ''),
      );
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      si: value('speed-index'),
      opportunities,
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  if (!existsSync(CHROME)) throw new Error(`${CHROME} not found (apt-get install chromium)`);
  mkdirSync(OUT, { recursive: true });
  if (!arg('--dist')) build();
  await startApi();
  const base = `http://127.0.0.1:${PORT}`;
  const urls: Record<string, string> = {
    home: `${base}/`,
    category: `${base}/categories/${await firstSlug(`${base}/api/v1/categories`)}`,
    shop: `${base}/magasins/${await firstSlug(`${base}/api/v1/marchands`)}`,
    // The newest product's own page (decision 0028, Addendum).
    product: `${base}/produits/${await firstSlug(`${base}/api/v1/newArticles`)}`,
  };

  // One unmeasured load per page: the API's first queries (PGlite warm-up) are not the page's cost.
  for (const page of PAGES) await runOnce(urls[page], path.join(OUT, `${page}-warmup.json`));

  const runs: Record<string, Run[]> = Object.fromEntries(PAGES.map((p) => [p, []]));
  for (let i = 0; i < RUNS; i++) {
    // Pages alternated every run, so a burst of load on the shared machine hits all of them alike.
    for (const page of PAGES) {
      const run = await runOnce(urls[page], path.join(OUT, `${page}-${i + 1}.json`));
      runs[page].push(run);
      console.log(
        `  ${page.padEnd(8)} run ${i + 1}: score ${run.score}, TBT ${Math.round(run.tbt)} ms, ` +
          `CLS ${run.cls.toFixed(3)}, LCP ${Math.round(run.lcp)} ms`,
      );
    }
  }

  const failures: string[] = [];
  const summary: Record<string, unknown> = {};
  console.log(
    `\nLighthouse ${RUNS} runs per page, mobile preset, ${CHROME}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  for (const page of PAGES) {
    const r = runs[page];
    const m = {
      score: median(r.map((x) => x.score)),
      tbt: median(r.map((x) => x.tbt)),
      cls: median(r.map((x) => x.cls)),
      lcp: median(r.map((x) => x.lcp)),
      fcp: median(r.map((x) => x.fcp)),
      si: median(r.map((x) => x.si)),
    };
    // Opportunities of the run whose score is the median one.
    const mid = [...r].sort((a, b) => a.score - b.score)[Math.floor(r.length / 2)];
    summary[page] = {
      url: urls[page],
      median: m,
      scores: r.map((x) => x.score),
      opportunities: mid.opportunities,
    };
    console.log(
      `${page.padEnd(8)} score ${m.score} (runs ${r.map((x) => x.score).join(' ')}) | TBT ${Math.round(m.tbt)} ms | ` +
        `CLS ${m.cls.toFixed(3)} | LCP ${(m.lcp / 1000).toFixed(2)} s | FCP ${(m.fcp / 1000).toFixed(2)} s | ` +
        `SI ${(m.si / 1000).toFixed(2)} s   ${urls[page].replace(base, '')}`,
    );
    for (const o of mid.opportunities) console.log(`           · ${o}`);
    if (m.score < GOAL.score) failures.push(`${page}: score ${m.score} < ${GOAL.score}`);
    if (m.tbt > GOAL.tbt) failures.push(`${page}: TBT ${Math.round(m.tbt)} ms > ${GOAL.tbt} ms`);
    if (m.cls > GOAL.cls) failures.push(`${page}: CLS ${m.cls.toFixed(3)} > ${GOAL.cls}`);
  }
  writeFileSync(
    path.join(OUT, 'results.json'),
    JSON.stringify({ date: new Date().toISOString(), load: os.loadavg(), runs, summary, failures }, null, 2),
  );
  console.log(failures.length ? `MISSED:\n  ${failures.join('\n  ')}` : 'Goal 7 met on every page.');
  process.exitCode = failures.length ? 1 : 0;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    cleanup();
    // chrome-launcher keeps handles open on some failures.
    setTimeout(() => process.exit(), 500).unref();
  });
