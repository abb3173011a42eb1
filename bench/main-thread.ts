/**
 * `npm run bench:main-thread` — docs/benchmarks.md, goal 7 (Lighthouse's Total Blocking Time) and goal 9
 * (a tap made while the app starts): what keeps a drawn page's main thread busy once it is painted,
 * read in the browser's own trace rather than in Lighthouse's simulation of it.
 *
 * Each run opens a storefront page (bench/lib/storefront-pages.ts) in a fresh Chromium context with the
 * phone's CPU (4× slower, Emulation.setCPUThrottlingRate) and screen, no network throttling (the CPU's
 * work alone), records the DevTools timeline until 6 s after `load`, and sums each main-thread task's
 * time past 50 ms — the blocking time, as Lighthouse counts it — over three windows:
 *
 * - after the first contentful paint (all of it: the browser's own layout and paint included);
 * - from the hydration (`souk:hydrate`, apps/web/src/main.tsx): what the app's start and React do;
 * - after the app's first commit (`souk:started`): what the app does once it is there (replies that
 *   arrive, sections drawn, preloads).
 *
 * The signed-in basket (`--pages basket`), drawn by the app and not by the server, is opened as a new
 * client with a line in it (`clientSession`): its blocking time after the first paint is what the app's
 * start costs there; it has no hydration.
 *
 * With `--tasks`, each run's long tasks with what ran in them (scripts, React's work, style and layout).
 * `--dist DIR` the build measured (apps/web/dist), `--base DIR` a previous one beside it (its dist-ssr
 * beside it), each served by this checkout's API (PGlite, demo seed) on its own port from `--port`
 * (3690); runs alternate builds; medians of `--runs` (5). `--pages home,category` `--langs fr,ar`
 * `--chrome /usr/bin/chromium`. Writes bench/.out/main-thread/results.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { type ApiProcess, OUT, ROOT, startApi } from './lib/api';
import { arg, hasFlag } from './lib/args';
import {
  clientSession,
  demoData,
  LANGS,
  LANGUAGE_COOKIE,
  type Lang,
  pick,
  STOREFRONT_PAGES,
  storedBeforeScripts,
  storeEntries,
} from './lib/storefront-pages';

const RUNS = Number(arg('--runs') ?? 5);
const PORT = Number(arg('--port') ?? 3690);
const CHROME = arg('--chrome') ?? '/usr/bin/chromium';
const TASKS = hasFlag('--tasks');
const PAGES = pick(
  STOREFRONT_PAGES.map((p) => p.name),
  arg('--pages') ?? 'home,category,shop,search',
  'page',
);
const LANGUAGES = pick(LANGS, arg('--langs') ?? 'fr', 'language');
const BUILDS = [
  ...(arg('--base') ? [{ label: 'base', dist: path.resolve(ROOT, arg('--base') as string) }] : []),
  { label: 'current', dist: path.resolve(ROOT, arg('--dist') ?? 'apps/web/dist') },
];
const SETTLE_MS = 6000;
const LONG_TASK_MS = 50;

/** A Chrome trace event, as much of it as is read here. */
interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: Record<string, unknown>; elementCount?: number };
}

interface Run {
  /** Blocking time (ms) after the first contentful paint, from the hydration, after the app's start. */
  afterPaint: number;
  fromHydration: number;
  afterStart: number;
  longest: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** What ran in a long task, for `--tasks`: its scripts and the browser's rendering steps over 5 ms. */
function taskContent(task: TraceEvent, thread: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  return thread
    .filter((e) => e !== task && e.ph === 'X' && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 5000)
    .filter((e) =>
      [
        'FunctionCall',
        'v8.evaluateModule',
        'EvaluateScript',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
      ]
        .concat(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'RunMicrotasks', 'MinorGC', 'MajorGC'])
        .includes(e.name),
    )
    .map((e) => {
      const data = e.args?.data ?? {};
      const where = [data.url ? String(data.url).split('/').pop() : '', data.functionName ?? data.type ?? '']
        .filter(Boolean)
        .join(':');
      return `${e.name}${where ? ` ${where}` : ''} ${Math.round((e.dur ?? 0) / 1000)}`;
    })
    .slice(0, 8)
    .join(', ');
}

/** The DevTools timeline of `url` opened in a fresh context at the phone's CPU, until `SETTLE_MS` after load. */
async function traceOf(
  browser: Browser,
  base: string,
  url: string,
  lang: Lang,
  session?: string,
): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (lang !== 'fr') await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: base }]);
    await context.addInitScript(storeEntries, storedBeforeScripts(lang, session));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await tab.goto(base + url, { waitUntil: 'load' });
    await tab.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

interface Measured {
  result: Run;
  tasks: { ts: number; line: string }[];
  ms: (ts: number) => number;
  marks: string;
}

/** A run's blocking times read in its trace; null when the trace lacks the page's navigation or first paint. */
function measure(events: TraceEvent[], base: string): Measured | null {
  const navigations = events.filter((e) => e.name === 'navigationStart');
  const navigation =
    navigations.filter((e) => String(e.args?.data?.documentLoaderURL ?? '').startsWith(base)).at(-1) ??
    navigations.filter((e) => e.args?.data?.isLoadingMainFrame === true).at(-1);
  if (!navigation) return null;
  const ofPage = events.filter((e) => e.pid === navigation.pid);
  const thread = ofPage.filter((e) => e.tid === navigation.tid);
  const at = (mark: string) => ofPage.find((e) => e.name === mark)?.ts ?? Number.POSITIVE_INFINITY;
  const paint = at('firstContentfulPaint');
  if (paint === Number.POSITIVE_INFINITY) return null;
  const hydrate = at('souk:hydrate');
  const started = at('souk:started');
  const tasks = thread.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_TASK_MS * 1000 && e.ts >= paint,
  );
  const duration = (t: TraceEvent) => (t.dur ?? 0) / 1000;
  const blocking = (of: TraceEvent[]) =>
    Math.round(of.reduce((sum, t) => sum + duration(t) - LONG_TASK_MS, 0));
  const ms = (ts: number) => Math.round((ts - navigation.ts) / 1000);
  return {
    result: {
      afterPaint: blocking(tasks),
      fromHydration: blocking(tasks.filter((t) => t.ts + (t.dur ?? 0) > hydrate)),
      afterStart: blocking(tasks.filter((t) => t.ts > started)),
      longest: Math.round(Math.max(0, ...tasks.filter((t) => t.ts + (t.dur ?? 0) > hydrate).map(duration))),
    },
    tasks: tasks.map((t) => ({ ts: t.ts, line: `${Math.round(duration(t))} ms: ${taskContent(t, thread)}` })),
    ms,
    marks: `paint at ${ms(paint)}, hydration ${ms(hydrate)}, started ${ms(started)}`,
  };
}

async function main() {
  const apis: ApiProcess[] = [];
  const dirs: string[] = [];
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: Record<string, Run[]> = {};
  try {
    const bases: string[] = [];
    for (const [i, build] of BUILDS.entries()) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-main-thread-'));
      dirs.push(dataDir);
      console.log(`${build.label}: ${path.relative(ROOT, build.dist) || build.dist}, API on ${PORT + i}…`);
      apis.push(await startApi({ port: PORT + i, dataDir, env: { WEB_DIST: build.dist } }));
      bases.push(`http://127.0.0.1:${PORT + i}`);
    }
    const data = await demoData(bases[0] as string);
    // A client of each build's API for the signed-in pages, one line in the basket.
    const sessions = PAGES.some((name) => STOREFRONT_PAGES.find((p) => p.name === name)?.signedIn)
      ? await Promise.all(bases.map((base) => clientSession(base, data)))
      : [];
    for (let run = 1; run <= RUNS; run++)
      for (const name of PAGES)
        for (const lang of LANGUAGES)
          for (const [i, build] of BUILDS.entries()) {
            const base = bases[i] as string;
            const page = STOREFRONT_PAGES.find((p) => p.name === name);
            if (!page) throw new Error(`no page ${name}`);
            const key = `${name} ${lang} ${build.label}`;
            // A trace without the page's navigation or first paint (seldom) is taken again.
            let measured: Measured | null = null;
            for (let attempt = 1; !measured; attempt++) {
              if (attempt > 3) throw new Error(`${key}: no navigation or first paint in 3 traces`);
              const session = page.signedIn ? sessions[i] : undefined;
              measured = measure(await traceOf(browser, base, page.path(data), lang, session), base);
            }
            const { result, tasks, ms } = measured;
            results[key] = [...(results[key] ?? []), result];
            console.log(
              `  ${key.padEnd(24)} run ${run}: after paint ${result.afterPaint} ms, from hydration ${result.fromHydration}, after start ${result.afterStart}, longest ${result.longest} (${measured.marks})`,
            );
            if (TASKS) for (const t of tasks) console.log(`      task at ${ms(t.ts)} ms, ${t.line}`);
          }
  } finally {
    await browser.close();
    for (const api of apis) await api.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    `\nBlocking time (each task's time past ${LONG_TASK_MS} ms), CPU 4× slower, medians of ${RUNS}:`,
  );
  console.log(
    '| page | build | after the first paint | from the hydration | after the app started | longest task from the hydration |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const name of PAGES)
    for (const lang of LANGUAGES)
      for (const build of BUILDS) {
        const runs = results[`${name} ${lang} ${build.label}`] ?? [];
        const m = (field: keyof Run) => median(runs.map((r) => r[field]));
        console.log(
          `| ${name} ${lang} | ${build.label} | ${m('afterPaint')} | ${m('fromHydration')} | ${m('afterStart')} | ${m('longest')} |`,
        );
      }
  const out = path.join(OUT, 'main-thread');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'results.json'),
    `${JSON.stringify({ runs: RUNS, builds: BUILDS, results }, null, 2)}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
