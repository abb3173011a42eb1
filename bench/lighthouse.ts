/**
 * `npm run bench:lighthouse` — docs/benchmarks.md, goal 7: Lighthouse 12, mobile preset (the default
 * config: Moto G Power viewport, simulated slow 4G + 4× CPU slowdown), performance and accessibility
 * categories, Debian's Chromium, on every storefront page (bench/lib/storefront-pages.ts) in French
 * and in Arabic. Prints per page and language the median performance and accessibility scores, LCP,
 * CLS, TBT (and FCP, SI), the top opportunities and the failed accessibility audits of the median run.
 * Goal: performance ≥ 95, accessibility ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.05 on every page and language.
 *
 * The language: Lighthouse drives a page that puppeteer opened on the Chromium chrome-launcher
 * started (Lighthouse's "puppeteer" mode), so the page gets the cookie `souk_lang` (page.setCookie)
 * and, before any of its scripts, localStorage 'souk.lang' (page.evaluateOnNewDocument, i.e.
 * Page.addScriptToEvaluateOnNewDocument). Lighthouse's storage reset clears neither (only file
 * systems, shader cache, service workers and cache storage), and French runs go through the same
 * flow without them.
 *
 * Builds apps/web into bench/.out/lighthouse/web-dist (its own folder: `bench:bundle` empties
 * bench/.out/web-dist, and apps/web/dist belongs to the developers) unless `--dist DIR` names a build,
 * starts the real API (apps/api/src/server.ts, production mode, PGlite in a fresh temporary DATA_DIR,
 * demo seed) on 127.0.0.1:`--port` (3604) serving it; `--base DIR` a previous build (its dist-ssr
 * beside it) served by a second API on the next port, measured in the same run, runs alternated.
 * One fresh browser per run. Options: --runs N (5), --pages home,category,… (all),
 * --langs fr,ar (both), --chrome PATH (/usr/bin/chromium). Reports:
 * bench/.out/lighthouse/<build>-<page>-<lang>-<run>.json, summary in bench/.out/lighthouse/results.json.
 * Exit code 1 when the measured build misses a goal.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startApi as startApiProcess } from './lib/api';
import { arg } from './lib/args';
import {
  clientSession,
  demoData,
  LANGS,
  LANGUAGE_COOKIE,
  type Lang,
  pageExists,
  pick,
  STOREFRONT_PAGES,
  storedBeforeScripts,
  storeEntries,
} from './lib/storefront-pages';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench/.out/lighthouse');
const WEB = path.join(ROOT, 'apps/web');
const GOAL = { performance: 95, accessibility: 95, lcp: 2500, cls: 0.05 };

const RUNS = Number(arg('--runs') ?? 5);
const PORT = Number(arg('--port') ?? 3604);
const CHROME = arg('--chrome') ?? '/usr/bin/chromium';
const PAGES = pick(
  STOREFRONT_PAGES.map((p) => p.name),
  arg('--pages'),
  'page',
);
const LANGUAGES = pick(LANGS, arg('--langs'), 'language');
const DIST = arg('--dist') ? path.resolve(ROOT, arg('--dist') as string) : path.join(OUT, 'web-dist');
const BUILDS = [
  { label: 'current', dist: DIST, port: PORT },
  ...(arg('--base')
    ? [{ label: 'base', dist: path.resolve(ROOT, arg('--base') as string), port: PORT + 1 }]
    : []),
];

const apis: ChildProcess[] = [];
const dataDirs: string[] = [];
function cleanup() {
  for (const api of apis) if (api.exitCode === null) api.kill('SIGTERM');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
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

async function startApi(port: number, dist: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-lighthouse-'));
  dataDirs.push(dataDir);
  console.log(`Starting the API on ${port} for ${path.relative(ROOT, dist) || dist} (PGlite, demo seed)…`);
  apis.push((await startApiProcess({ port, dataDir, env: { WEB_DIST: dist } })).child);
  return `http://127.0.0.1:${port}`;
}

interface Run {
  performance: number;
  accessibility: number;
  tbt: number;
  cls: number;
  lcp: number;
  fcp: number;
  si: number;
  opportunities: string[];
  /** Accessibility audits failed (their ids). */
  a11y: string[];
}

type LhAudit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
  metricSavings?: Record<string, number>;
};

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): tried again, at most twice. */
async function runOnce(url: string, lang: Lang, reportFile: string, session?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, lang, reportFile, session);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(
        `  (retrying ${url.replace(/^https?:\/\/[^/]+/, '')}: ${(error as Error).message.slice(0, 120)})`,
      );
    }
  }
}

/** `session`: a signed-in client's (`clientSession`), stored before any of the page's scripts. */
async function measure(url: string, lang: Lang, reportFile: string, session?: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    // The visitor's choice as the app keeps it (bench/lib/storefront-pages.ts) and a signed-in client's
    // session, before any script of the page.
    if (lang !== 'fr') await page.setCookie({ name: LANGUAGE_COOKIE, value: lang, url });
    await page.evaluateOnNewDocument(storeEntries, storedBeforeScripts(lang, session));
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
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
    const a11y = lhr.categories.accessibility.auditRefs
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      si: value('speed-index'),
      opportunities,
      a11y,
    };
  } finally {
    await browser.disconnect();
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
  const bases: Record<string, string> = {};
  for (const b of BUILDS) bases[b.label] = await startApi(b.port, b.dist);
  const data = await demoData(bases.current);
  // Every (build, page, language) measured: a build without an optional page skips it.
  const cells: { build: string; page: string; lang: Lang; url: string; session?: string }[] = [];
  // A client of each build's API for the signed-in pages, one line in the basket.
  const sessions: Record<string, string> = {};
  if (PAGES.some((name) => STOREFRONT_PAGES.find((p) => p.name === name)?.signedIn))
    for (const b of BUILDS) sessions[b.label] = await clientSession(bases[b.label], data);
  for (const page of PAGES) {
    const def = STOREFRONT_PAGES.find((p) => p.name === page);
    if (!def) continue;
    for (const b of BUILDS) {
      if (!(await pageExists(bases[b.label], b.dist, def, data))) {
        console.log(`  ${b.label}: no ${page} page in this build (${def.path(data)}), skipped`);
        continue;
      }
      for (const lang of LANGUAGES)
        cells.push({
          build: b.label,
          page,
          lang,
          url: `${bases[b.label]}${def.path(data)}`,
          session: def.signedIn ? sessions[b.label] : undefined,
        });
    }
  }
  const key = (c: { build: string; page: string; lang: Lang }) => `${c.build}-${c.page}-${c.lang}`;

  // One unmeasured load per page: the API's first queries (PGlite warm-up) are not the page's cost.
  for (const c of cells.filter((c) => c.lang === LANGUAGES[0])) {
    await runOnce(c.url, c.lang, path.join(OUT, `${key(c)}-warmup.json`), c.session);
  }

  const runs: Record<string, Run[]> = Object.fromEntries(cells.map((c) => [key(c), []]));
  for (let i = 0; i < RUNS; i++) {
    // Pages, languages and builds alternated every run, so a burst of load on the shared machine hits all alike.
    for (const c of cells) {
      const run = await runOnce(c.url, c.lang, path.join(OUT, `${key(c)}-${i + 1}.json`), c.session);
      runs[key(c)].push(run);
      console.log(
        `  ${c.page.padEnd(12)} ${c.lang} ${c.build.padEnd(7)} run ${i + 1}: performance ${run.performance}, ` +
          `accessibility ${run.accessibility}, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, ` +
          `TBT ${Math.round(run.tbt)} ms`,
      );
    }
  }

  const failures: string[] = [];
  const summary: Record<string, unknown> = {};
  console.log(
    `\nLighthouse ${RUNS} runs per page, mobile preset, ${CHROME}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  );
  console.log('| page | lang | build | performance | accessibility | LCP (s) | CLS | TBT (ms) | FCP (s) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const c of cells) {
    const r = runs[key(c)];
    const m = {
      performance: median(r.map((x) => x.performance)),
      accessibility: median(r.map((x) => x.accessibility)),
      tbt: median(r.map((x) => x.tbt)),
      cls: median(r.map((x) => x.cls)),
      lcp: median(r.map((x) => x.lcp)),
      fcp: median(r.map((x) => x.fcp)),
      si: median(r.map((x) => x.si)),
    };
    // Opportunities and failed accessibility audits of the run whose performance score is the median one.
    const mid = [...r].sort((a, b) => a.performance - b.performance)[Math.floor(r.length / 2)];
    summary[key(c)] = {
      ...c,
      median: m,
      performance: r.map((x) => x.performance),
      accessibility: r.map((x) => x.accessibility),
      opportunities: mid.opportunities,
      a11y: mid.a11y,
    };
    console.log(
      `| ${c.page} | ${c.lang} | ${c.build} | ${m.performance} | ${m.accessibility} | ${(m.lcp / 1000).toFixed(2)} | ` +
        `${m.cls.toFixed(3)} | ${Math.round(m.tbt)} | ${(m.fcp / 1000).toFixed(2)} |`,
    );
    if (c.build !== 'current') continue;
    const where = `${c.page} ${c.lang}`;
    if (m.performance < GOAL.performance)
      failures.push(`${where}: performance ${m.performance} < ${GOAL.performance}`);
    if (m.accessibility < GOAL.accessibility) {
      failures.push(
        `${where}: accessibility ${m.accessibility} < ${GOAL.accessibility} (${mid.a11y.join(', ')})`,
      );
    }
    if (m.lcp > GOAL.lcp)
      failures.push(`${where}: LCP ${(m.lcp / 1000).toFixed(2)} s > ${GOAL.lcp / 1000} s`);
    if (m.cls > GOAL.cls) failures.push(`${where}: CLS ${m.cls.toFixed(3)} > ${GOAL.cls}`);
  }
  for (const c of cells) {
    const s = summary[key(c)] as { opportunities: string[]; a11y: string[] };
    if (!s.opportunities.length && !s.a11y.length) continue;
    console.log(`${c.page} ${c.lang} ${c.build}:`);
    for (const o of s.opportunities) console.log(`    · ${o}`);
    if (s.a11y.length) console.log(`    · accessibility audits failed: ${s.a11y.join(', ')}`);
  }
  writeFileSync(
    path.join(OUT, 'results.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        load: os.loadavg(),
        builds: BUILDS,
        data,
        goal: GOAL,
        runs,
        summary,
        failures,
      },
      null,
      2,
    ),
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
