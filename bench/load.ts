/**
 * `npm run bench:load` — load with an error budget (docs/reliability.md; docs/benchmarks.md, row L).
 *
 * A private PostgreSQL cluster (apps/api/test/faults/private-pg.ts: initdb in a temporary
 * directory, its own port) and the real API (`src/server.ts`, NODE_ENV=production, demo data
 * seeded), driven over HTTP by an OPEN model: requests are started at a fixed rate whatever the
 * replies do, so a slow server shows as latency and errors rather than as a politely lower rate.
 *
 * The mix (weights below): anonymous browsing of the home page blocks, categories, articles and
 * shops; search; fresh clients registering, filling a cart, checking out cash on delivery and
 * reading their orders; partner and administrator back-office reads. Stock is topped up every
 * 5 s so checkouts never run dry.
 *
 * 1. Finds the highest sustainable rate: steps of --step seconds from --start req/s, ×1.25 each,
 *    until a step fails (≥ 0.1 % errors, p95 > --p95-limit ms, a request queue overflow, or less
 *    than 97 % of the target rate completed).
 * 2. Runs --duration seconds (default 600) at --fraction (0.85) of it: error rate, p50/p95/p99 per
 *    route, throughput, and the API process's RSS and heap (after a full GC) every 10 s; the first
 *    and last minutes after --warmup seconds are compared (flat = no leak).
 *
 * Options: --duration S (600) --step S (20) --start R (20) --max R (3000) --fraction F (0.85)
 * --rate R (skip the search, run at R) --warmup S (60) --p95-limit MS (1000).
 * --processes N: through the cluster instead (bench/lib/souk-cluster.ts, docs/deploy.md): nginx
 * (HTTPS, HTTP/2 for browsers; this client speaks HTTP/1.1 over TLS) in front of N API processes on the
 * private PostgreSQL, Redis database 13 and an S3 bucket; the load goes to nginx. Instead of one
 * process's memory, the CPU used by the API processes, nginx, PostgreSQL, this load generator and the
 * rest of the machine is sampled every 10 s (where the bottleneck is). --port P: nginx's (3370).
 * Results: printed, and written to bench/.out/load-<date>.{json,md}.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPrivateCluster, freePort, type PrivateCluster } from '../apps/api/test/faults/private-pg';
import { clientRegisterBody, DELIVERY_PLACE } from './lib/load';
import { cpuSecondsOfTrees, machineCpuSeconds, type SoukCluster, startCluster } from './lib/souk-cluster';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench/.out');

const argv = process.argv.slice(2);
const opt = (flag: string, fallback: number) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const DURATION = opt('--duration', 600);
const STEP = opt('--step', 20);
const START_RATE = opt('--start', 20);
const MAX_RATE = opt('--max', 3000);
const FRACTION = opt('--fraction', 0.85);
const FIXED_RATE = opt('--rate', 0);
const WARMUP = opt('--warmup', 60);
const P95_LIMIT = opt('--p95-limit', 1000);
const PROCESSES = opt('--processes', 0);
const CLUSTER_PORT = opt('--port', 3370);
const ERROR_BUDGET = 0.001;
const MAX_INFLIGHT = 512;
const TIMEOUT_MS = 10_000;

// --- processes ---------------------------------------------------------------------------------
let cluster: PrivateCluster | undefined;
let api: ChildProcess | undefined;
let soukCluster: SoukCluster | undefined;
let dataDir = '';
async function cleanup() {
  await soukCluster?.stop();
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api?.once('exit', r));
  }
  await cluster?.destroy();
  cluster = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  void cleanup().finally(() => process.exit(130));
});

/** The API processes' error lines, and their warnings counted by message. */
const apiLog = {
  errors: [] as string[],
  warnings: {} as Record<string, number>,
  collect(line: string) {
    if (/"level":(50|60)\b/.test(line)) apiLog.errors.push(line.slice(0, 500));
    else if (/"level":40\b/.test(line)) {
      // Warnings by message: 'load shed: database queue full' (DB_MAX_WAITING) vs 'database
      // unavailable' (a pool wait over PG_CONNECT_TIMEOUT_MS, or PostgreSQL gone): both answer 503.
      const msg = /"msg":"([^"]*)"/.exec(line)?.[1] ?? 'warning';
      apiLog.warnings[msg] = (apiLog.warnings[msg] ?? 0) + 1;
    }
  },
};

function startApi(databaseUrl: string, port: number): Promise<ChildProcess> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-load-'));
  const child = fork(path.join(ROOT, 'bench/load-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      REDIS_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      CHARGILY_API_KEY: '',
      TRUST_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    printed = (printed + text).slice(-8000);
    for (const line of text.split('\n')) apiLog.collect(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API not ready in 5 min:\n${printed}`)), 300_000);
    const onData = () => {
      if (!/Souk is running on/.test(printed)) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(child);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${printed}`)));
  });
}

interface Mem {
  rss: number;
  heapUsed: number;
  heapAfterGc: number;
  external: number;
  gcMs: number;
  loopP99Ms: number;
  loopMaxMs: number;
}
function memoryOf(child: ChildProcess): Promise<Mem> {
  return new Promise((resolve) => {
    const onMessage = (m: { cmd: string } & Mem) => {
      if (m.cmd !== 'mem') return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.send({ cmd: 'mem' });
  });
}

// --- the world the mix draws from ----------------------------------------------------------------
interface World {
  base: string;
  categorySlugs: string[];
  sousCategorieIds: number[];
  articleIds: number[];
  shops: { id: number; slug: string }[];
  stockIds: number[];
  searchTerms: string[];
  partnerToken: string;
  adminToken: string;
}
interface ClientState {
  token: string;
  cart: Map<number, number>;
}
const clients: ClientState[] = [];
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];

interface Call {
  method: string;
  url: string;
  token?: string;
  body?: unknown;
  expect: number;
  /** Runs on the expected reply (the reply body parsed). */
  onOk?: (body: Record<string, unknown>) => void;
}
type Op = { route: string; weight: number; make: (w: World) => Call | undefined };

function registerCall(): Call {
  return {
    method: 'POST',
    url: '/api/v1/client/register',
    expect: 201,
    body: clientRegisterBody(),
    onOk: (body) => {
      clients.push({ token: String(body.token), cart: new Map() });
      if (clients.length > 300) clients.shift();
    },
  };
}

const OPS: Op[] = [
  // Anonymous browsing: the home page's blocks, categories, articles, shops (≈ 75 %).
  { route: 'GET accueil/allArticles', weight: 8, make: () => get('/api/v1/accueil/allArticles') },
  { route: 'GET newArticles', weight: 4, make: () => get('/api/v1/newArticles') },
  { route: 'GET articlesPromo', weight: 3, make: () => get('/api/v1/articlesPromo') },
  { route: 'GET articlesPlusCommandes', weight: 3, make: () => get('/api/v1/articlesPlusCommandes') },
  { route: 'GET articlesMieuxNotes', weight: 3, make: () => get('/api/v1/articlesMieuxNotes') },
  { route: 'GET categories', weight: 6, make: () => get('/api/v1/categories') },
  { route: 'GET pubsWithArticles', weight: 2, make: () => get('/api/v1/pubsWithArticles') },
  { route: 'GET sponsors', weight: 1, make: () => get('/api/v1/sponsors') },
  {
    route: 'GET categorieShow/:slug',
    weight: 5,
    make: (w) => get(`/api/v1/categorieShow/${encodeURIComponent(pick(w.categorySlugs))}`),
  },
  {
    route: 'GET articles/:sous_categorie_id',
    weight: 6,
    make: (w) => get(`/api/v1/articles/${pick(w.sousCategorieIds)}${Math.random() < 0.3 ? '?page=2' : ''}`),
  },
  { route: 'GET articleShow/:id', weight: 16, make: (w) => get(`/api/v1/articleShow/${pick(w.articleIds)}`) },
  { route: 'GET marchands', weight: 3, make: () => get('/api/v1/marchands') },
  {
    route: 'GET marchandShow/:slug',
    weight: 3,
    make: (w) => get(`/api/v1/marchandShow/${encodeURIComponent(pick(w.shops).slug)}`),
  },
  {
    route: 'GET articlesMarchand/:shopId',
    weight: 3,
    make: (w) => get(`/api/v1/articlesMarchand/${pick(w.shops).id}`),
  },
  // Search (8 %).
  {
    route: 'GET rechercheArticles',
    weight: 8,
    make: (w) => get(`/api/v1/rechercheArticles?search=${encodeURIComponent(pick(w.searchTerms))}`),
  },
  // Clients (≈ 12 %): register, add to cart, see the cart, check out cash on delivery, their orders.
  { route: 'POST client/register', weight: 1, make: () => registerCall() },
  {
    route: 'POST client/panierAdd',
    weight: 4,
    make: (w) => {
      const c = clients.length ? pick(clients) : undefined;
      if (!c) return registerCall();
      const stockId = pick(w.stockIds);
      const quantite = 1 + Math.floor(Math.random() * 2);
      return {
        method: 'POST',
        url: '/api/v1/client/panierAdd',
        token: c.token,
        expect: 200,
        body: { stock_article_id: stockId, quantite },
        onOk: () => c.cart.set(stockId, quantite),
      };
    },
  },
  {
    route: 'GET client/panierShow',
    weight: 2,
    make: () => {
      const c = clients.length ? pick(clients) : undefined;
      return c ? { method: 'GET', url: '/api/v1/client/panierShow', token: c.token, expect: 200 } : undefined;
    },
  },
  {
    route: 'POST client/commandeAdd',
    weight: 3,
    make: () => {
      const c = clients.find((x) => x.cart.size > 0);
      if (!c) return undefined;
      const lines = [...c.cart].map(([id, q]) => ({ stock_article_id: id, quantite: q }));
      c.cart.clear();
      return {
        method: 'POST',
        url: '/api/v1/client/commandeAdd',
        token: c.token,
        expect: 201,
        body: { ...DELIVERY_PLACE, type_paiement: 'livraison', stock_articles: lines },
      };
    },
  },
  {
    route: 'GET client/commandes',
    weight: 2,
    make: () => {
      const c = clients.length ? pick(clients) : undefined;
      return c ? { method: 'GET', url: '/api/v1/client/commandes', token: c.token, expect: 200 } : undefined;
    },
  },
  // Partner back office (≈ 3 %).
  {
    route: 'GET marchand/commandes',
    weight: 1,
    make: (w) => as(w.partnerToken, '/api/v1/marchand/commandes'),
  },
  {
    route: 'GET marchand/statistiques',
    weight: 1,
    make: (w) => as(w.partnerToken, '/api/v1/marchand/statistiques'),
  },
  { route: 'GET marchand/articles', weight: 1, make: (w) => as(w.partnerToken, '/api/v1/marchand/articles') },
  // Administrator back office (≈ 3 %).
  { route: 'GET user/commandes', weight: 1, make: (w) => as(w.adminToken, '/api/v1/user/commandes') },
  { route: 'GET user/statistiques', weight: 1, make: (w) => as(w.adminToken, '/api/v1/user/statistiques') },
  { route: 'GET user/clients', weight: 1, make: (w) => as(w.adminToken, '/api/v1/user/clients') },
];
function get(url: string): Call {
  return { method: 'GET', url, expect: 200 };
}
function as(token: string, url: string): Call {
  return { method: 'GET', url, token, expect: 200 };
}
const TOTAL_WEIGHT = OPS.reduce((s, o) => s + o.weight, 0);
function pickOp(): Op {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const op of OPS) {
    r -= op.weight;
    if (r < 0) return op;
  }
  return OPS[OPS.length - 1];
}

// --- measuring ---------------------------------------------------------------------------------
class Stats {
  latencies = new Map<string, number[]>();
  statuses = new Map<string, Map<string, number>>();
  errorSamples: string[] = [];
  errorKinds = new Map<string, number>();
  errors = 0;
  done = 0;
  dropped = 0;
  record(route: string, ms: number, status: string, ok: boolean, detail?: string) {
    this.done++;
    const l = this.latencies.get(route) ?? [];
    this.latencies.set(route, l);
    l.push(ms);
    const s = this.statuses.get(route) ?? new Map<string, number>();
    this.statuses.set(route, s);
    s.set(status, (s.get(status) ?? 0) + 1);
    if (!ok) {
      this.errors++;
      const kind = `${route} → ${status}`;
      this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
      if (this.errorSamples.length < 20)
        this.errorSamples.push(`${route} → ${status} ${detail ?? ''}`.trim());
    }
  }
  all(): number[] {
    return [...this.latencies.values()].flat();
  }
}
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const r1 = (x: number) => Math.round(x * 10) / 10;

let inflight = 0;
async function fire(w: World, stats: Stats) {
  let op = pickOp();
  let call = op.make(w);
  if (!call) {
    // The op needs a client that has not registered yet (or an empty cart): browse instead.
    op = OPS[10];
    call = op.make(w) as Call;
  }
  inflight++;
  const started = performance.now();
  try {
    const res = await fetch(w.base + call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const ok = res.status === call.expect;
    stats.record(op.route, ms, String(res.status), ok, ok ? undefined : text.slice(0, 200));
    if (ok && call.onOk) call.onOk(JSON.parse(text));
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    stats.record(
      op.route,
      performance.now() - started,
      `network ${name}`,
      false,
      String(error).slice(0, 200),
    );
  } finally {
    inflight--;
  }
}

/** Starts `rate` requests a second for `seconds`, whatever the replies do; waits for the stragglers. */
async function drive(w: World, rate: number, seconds: number, stats: Stats, onTick?: (s: number) => void) {
  const started = performance.now();
  const end = started + seconds * 1000;
  let sent = 0;
  let lastSecond = -1;
  while (performance.now() < end) {
    const elapsed = (performance.now() - started) / 1000;
    const due = Math.floor(elapsed * rate);
    while (sent < due) {
      sent++;
      if (inflight >= MAX_INFLIGHT) stats.dropped++;
      else void fire(w, stats);
    }
    const second = Math.floor(elapsed);
    if (second !== lastSecond) {
      lastSecond = second;
      onTick?.(second);
    }
    await new Promise((r) => setTimeout(r, 4));
  }
  const waitUntil = performance.now() + TIMEOUT_MS + 1000;
  while (inflight > 0 && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 20));
  return (performance.now() - started) / 1000;
}

function summarise(stats: Stats, seconds: number) {
  const all = stats.all().sort((a, b) => a - b);
  const routes = [...stats.latencies.entries()]
    .map(([route, l]) => {
      const s = [...l].sort((a, b) => a - b);
      return {
        route,
        requests: s.length,
        errors: [...(stats.statuses.get(route) ?? new Map())]
          .filter(([status]) => status !== '200' && status !== '201')
          .reduce((n, [, c]) => n + c, 0),
        statuses: Object.fromEntries(stats.statuses.get(route) ?? new Map()),
        p50: r1(quantile(s, 0.5)),
        p95: r1(quantile(s, 0.95)),
        p99: r1(quantile(s, 0.99)),
        max: r1(s[s.length - 1]),
      };
    })
    .sort((a, b) => b.requests - a.requests);
  return {
    seconds: r1(seconds),
    requests: stats.done,
    throughput: r1(stats.done / seconds),
    errors: stats.errors,
    errorRate: stats.done ? stats.errors / stats.done : 0,
    dropped: stats.dropped,
    p50: r1(quantile(all, 0.5)),
    p95: r1(quantile(all, 0.95)),
    p99: r1(quantile(all, 0.99)),
    routes,
    errorKinds: Object.fromEntries(stats.errorKinds),
    errorSamples: stats.errorSamples,
  };
}

// --- main --------------------------------------------------------------------------------------
async function main() {
  mkdirSync(OUT, { recursive: true });
  const t0 = performance.now();
  cluster = await createPrivateCluster({
    settings: { max_connections: 100, shared_buffers: '256MB' },
  });
  const databaseUrl = await cluster.createDatabase('souk_load');
  let base: string;
  if (PROCESSES) {
    soukCluster = await startCluster({
      processes: PROCESSES,
      port: CLUSTER_PORT,
      databaseUrl,
      redisUrl: 'redis://127.0.0.1:6379/13',
      webDist: path.join(os.tmpdir(), 'souk-load-no-web'),
      nginxWorkers: 'auto',
      onOutput: (_, line) => apiLog.collect(line),
    });
    base = soukCluster.url;
    // nginx's certificate is the cluster's throwaway self-signed one.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  } else {
    const port = await freePort();
    api = await startApi(databaseUrl, port);
    base = `http://127.0.0.1:${port}`;
  }
  const postmaster = Number(readFileSync(path.join(cluster.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  console.log(
    `[load] PostgreSQL :${cluster.port} and ${PROCESSES ? `nginx ${base} with ${PROCESSES} API process(es)` : 'the API'} (demo data) up in ${Math.round(performance.now() - t0)} ms`,
  );
  /** CPU seconds so far of each part (cluster mode); shares of one core between two snapshots. */
  const cpuNow = () => {
    const c = soukCluster as SoukCluster;
    const [nginx, postgres, ...apis] = cpuSecondsOfTrees([
      c.nginxPid(),
      postmaster,
      ...c.processes.map((p) => p.pid()),
    ]);
    const self = process.cpuUsage();
    return {
      at: performance.now(),
      api: apis.reduce((a, b) => a + b, 0),
      nginx,
      postgres,
      generator: (self.user + self.system) / 1e6,
      machine: machineCpuSeconds(),
    };
  };
  const cpuShares = (a: ReturnType<typeof cpuNow>, b: ReturnType<typeof cpuNow>) => {
    const secs = (b.at - a.at) / 1000;
    const pct = (x: number) => Math.round((x / secs) * 1000) / 10;
    const ours = b.api - a.api + b.nginx - a.nginx + b.postgres - a.postgres + b.generator - a.generator;
    const busy = b.machine.busy - a.machine.busy;
    return {
      apiPct: pct(b.api - a.api),
      nginxPct: pct(b.nginx - a.nginx),
      postgresPct: pct(b.postgres - a.postgres),
      generatorPct: pct(b.generator - a.generator),
      othersPct: pct(busy - ours),
      idlePct: pct(b.machine.total - a.machine.total - busy),
    };
  };
  const cpuLine = (s: ReturnType<typeof cpuShares>) =>
    `CPU (% of one core, ${os.cpus().length} cores): API ${s.apiPct}, nginx ${s.nginxPct}, PostgreSQL ${s.postgresPct}, ` +
    `load generator ${s.generatorPct}, rest of the machine ${s.othersPct}, idle ${s.idlePct}`;

  const sql = new pg.Client({ connectionString: databaseUrl });
  sql.on('error', () => {});
  await sql.connect();
  const q = async <T>(text: string) => (await sql.query(text)).rows as T[];
  const login = async (who: string, email: string, password: string) => {
    const res = await fetch(`${base}/api/v1/${who}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await res.json()) as { token?: string };
    if (!body.token) throw new Error(`${who} login failed: ${res.status} ${JSON.stringify(body)}`);
    return body.token;
  };
  const world: World = {
    base,
    categorySlugs: (await q<{ slug: string }>('select slug from categories')).map((r) => r.slug),
    sousCategorieIds: (
      await q<{ id: number }>('select distinct sous_categorie_id as id from articles where valide = 1')
    ).map((r) => r.id),
    articleIds: (await q<{ id: number }>('select id from articles where valide = 1')).map((r) => r.id),
    shops: await q<{ id: number; slug: string }>('select id, slug from marchands where valide'),
    stockIds: [],
    searchTerms: [],
    partnerToken: await login('marchand', 'partenaire@souk.dz', 'Partenaire123!'),
    adminToken: await login('user', 'admin@souk.dz', 'Admin123!'),
  };
  // Keep only what the public routes show (a blocked shop's articles answer 404).
  const shown = async <T>(xs: T[], url: (x: T) => string) => {
    const kept: T[] = [];
    for (const x of xs) {
      const res = await fetch(base + url(x), { headers: { accept: 'application/json' } });
      await res.text();
      if (res.status === 200) kept.push(x);
    }
    return kept;
  };
  world.articleIds = await shown(world.articleIds, (id) => `/api/v1/articleShow/${id}`);
  world.categorySlugs = await shown(
    world.categorySlugs,
    (slug) => `/api/v1/categorieShow/${encodeURIComponent(slug)}`,
  );
  world.sousCategorieIds = await shown(world.sousCategorieIds, (id) => `/api/v1/articles/${id}`);
  world.shops = await shown(world.shops, (shop) => `/api/v1/marchandShow/${encodeURIComponent(shop.slug)}`);
  const words = new Set<string>();
  for (const { designation } of await q<{ designation: string }>('select designation from articles')) {
    for (const word of designation.split(/[\s,'’()-]+/)) if (word.length >= 4) words.add(word.toLowerCase());
  }
  world.searchTerms = [...words].slice(0, 300);
  // Sellable variants: those a checkout accepts (one trial order each, by one client).
  const candidates = await q<{ id: number }>(
    'select sa.id from stock_articles sa join articles a on a.id = sa.article_id where a.valide = 1',
  );
  await sql.query('update stock_articles set quantite = greatest(quantite, 1000)');
  const trial = registerCall();
  const reg = await fetch(base + trial.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(trial.body),
  });
  const { token } = (await reg.json()) as { token: string };
  for (const { id } of candidates) {
    const res = await fetch(`${base}/api/v1/client/commandeAdd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ...DELIVERY_PLACE,
        type_paiement: 'livraison',
        stock_articles: [{ stock_article_id: id, quantite: 1 }],
      }),
    });
    if (res.status === 201) world.stockIds.push(id);
    await res.text();
  }
  clients.length = 0;
  console.log(
    `[load] world: ${world.articleIds.length} articles, ${world.stockIds.length}/${candidates.length} sellable variants, ` +
      `${world.shops.length} shops, ${world.sousCategorieIds.length} sub-categories, ${world.searchTerms.length} search terms`,
  );
  // Restocking: every 5 s, variants running low get 1 000 more units.
  const restock = setInterval(() => {
    void sql
      .query('update stock_articles set quantite = quantite + 1000 where quantite < 300 and id = any($1)', [
        world.stockIds,
      ])
      .catch(() => {});
  }, 5_000);

  // 1. The highest sustainable rate.
  const steps: {
    rate: number;
    throughput: number;
    errorRate: number;
    p95: number;
    dropped: number;
    ok: boolean;
    cpu?: ReturnType<typeof cpuShares>;
  }[] = [];
  let sustainable = FIXED_RATE;
  if (FIXED_RATE) {
    // Not measured: warm the JIT, the caches and the client pool, then half the rate, as the step
    // search does before the long run (a cold start at full rate is a burst of its own).
    await drive(world, START_RATE, 10, new Stats());
    await drive(world, Math.round(FIXED_RATE / 2), 20, new Stats());
  } else {
    // Warm the JIT, the caches and the client pool first.
    await drive(world, START_RATE, 10, new Stats());
    for (let rate = START_RATE; rate <= MAX_RATE; rate = Math.round(rate * 1.25)) {
      const stats = new Stats();
      const cpuBefore = PROCESSES ? cpuNow() : undefined;
      const seconds = await drive(world, rate, STEP, stats);
      const cpu = cpuBefore ? cpuShares(cpuBefore, cpuNow()) : undefined;
      const s = summarise(stats, seconds);
      const ok =
        s.errorRate < ERROR_BUDGET &&
        s.dropped === 0 &&
        s.p95 <= P95_LIMIT &&
        s.requests >= 0.97 * rate * STEP;
      steps.push({
        rate,
        throughput: s.throughput,
        errorRate: s.errorRate,
        p95: s.p95,
        dropped: s.dropped,
        ok,
        cpu,
      });
      console.log(
        `[load] step ${rate} req/s: ${s.throughput} done/s, errors ${(s.errorRate * 100).toFixed(3)} %, ` +
          `p95 ${s.p95} ms, dropped ${s.dropped} → ${ok ? 'sustained' : 'NOT sustained'}` +
          (cpu ? `\n[load]   ${cpuLine(cpu)}` : ''),
      );
      if (!ok) {
        if (s.errorSamples.length) console.log(`[load]   e.g. ${s.errorSamples.slice(0, 3).join(' | ')}`);
        console.log(`[load]   p95 by route: ${s.routes.map((r) => `${r.route} ${r.p95}`).join(', ')}`);
        break;
      }
      sustainable = rate;
      await new Promise((r) => setTimeout(r, 3000));
    }
    if (!sustainable) throw new Error(`not even ${START_RATE} req/s is sustained`);
  }
  const rate = FIXED_RATE || Math.round(sustainable * FRACTION);
  console.log(`[load] highest sustained step ${sustainable} req/s; running ${DURATION} s at ${rate} req/s`);

  // 2. The long run, memory sampled every 10 s.
  const samples: (Mem & { t: number; load1: number; done: number; errors: number })[] = [];
  const stats = new Stats();
  const apiChild = api;
  let lastErrors = 0;
  const cpuSamples: (ReturnType<typeof cpuShares> & { t: number })[] = [];
  let cpuLast = PROCESSES ? cpuNow() : undefined;
  const cpuStart = cpuLast;
  const sample = async (t: number) => {
    if (cpuLast && t > 0) {
      const now = cpuNow();
      const shares = cpuShares(cpuLast, now);
      cpuLast = now;
      cpuSamples.push({ t, ...shares });
      console.log(
        `[load] t=${t}s done ${stats.done} errors ${stats.errors} ${cpuLine(shares)}` +
          (stats.errors > lastErrors
            ? ` (errors so far: ${JSON.stringify(Object.fromEntries(stats.errorKinds))})`
            : ''),
      );
      lastErrors = stats.errors;
      return;
    }
    if (!apiChild || cpuLast) return;
    const m = await memoryOf(apiChild);
    samples.push({ ...m, t, load1: os.loadavg()[0], done: stats.done, errors: stats.errors });
    const mb = (x: number) => Math.round(x / 1048576);
    console.log(
      `[load] t=${t}s rss ${mb(m.rss)} MB heap ${mb(m.heapUsed)} MB (after GC ${mb(m.heapAfterGc)} MB) ` +
        `loop p99/max ${Math.round(m.loopP99Ms)}/${Math.round(m.loopMaxMs)} ms ` +
        `done ${stats.done} errors ${stats.errors} load ${os.loadavg()[0].toFixed(2)}` +
        (stats.errors > lastErrors
          ? ` (errors so far: ${JSON.stringify(Object.fromEntries(stats.errorKinds))})`
          : ''),
    );
    lastErrors = stats.errors;
  };
  const seconds = await drive(world, rate, DURATION, stats, (s) => {
    if (s % 10 === 0) void sample(s);
  });
  clearInterval(restock);
  const cpu = cpuStart ? cpuShares(cpuStart, cpuNow()) : undefined;
  const result = summarise(stats, seconds);
  const after = (from: number, to: number) => samples.filter((s) => s.t >= from && s.t < to);
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
  const firstMin = after(WARMUP, WARMUP + 60);
  const lastMin = after(DURATION - 60, DURATION + 1);
  const MB = 1048576;
  const memory = {
    firstMinute: {
      rssMB: r1(avg(firstMin.map((s) => s.rss)) / MB),
      heapAfterGcMB: r1(avg(firstMin.map((s) => s.heapAfterGc)) / MB),
    },
    lastMinute: {
      rssMB: r1(avg(lastMin.map((s) => s.rss)) / MB),
      heapAfterGcMB: r1(avg(lastMin.map((s) => s.heapAfterGc)) / MB),
    },
    maxRssMB: r1(Math.max(...samples.map((s) => s.rss)) / MB),
  };
  const [{ orders }] = await q<{ orders: number }>('select count(*)::int as orders from commandes');
  await sql.end();
  const { errors: apiErrors, warnings: apiWarnings } = apiLog;
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memGB: r1(os.totalmem() / 1024 ** 3),
      node: process.version,
      loadAtEnd: os.loadavg().map(r1),
    },
    options: { DURATION, STEP, START_RATE, FRACTION, WARMUP, P95_LIMIT, PROCESSES },
    cpu,
    cpuSamples,
    steps,
    sustainable,
    rate,
    result,
    memory,
    samples: samples.map((s) => ({
      t: s.t,
      rssMB: r1(s.rss / MB),
      heapMB: r1(s.heapUsed / MB),
      heapAfterGcMB: r1(s.heapAfterGc / MB),
      load1: r1(s.load1),
      loopP99Ms: r1(s.loopP99Ms),
      loopMaxMs: r1(s.loopMaxMs),
      done: s.done,
      errors: s.errors,
    })),
    ordersInDatabase: orders,
    apiErrorLogLines: apiErrors.length,
    apiErrorSamples: apiErrors.slice(0, 5),
    apiWarnings,
  };
  const stamp = report.date.replace(/[:.]/g, '-');
  writeFileSync(path.join(OUT, `load-${stamp}.json`), JSON.stringify(report, null, 2));
  const md = [
    `Run ${report.date}: ${rate} req/s for ${result.seconds} s (highest sustained step ${sustainable} req/s)` +
      (PROCESSES ? `, through nginx with ${PROCESSES} API process(es)` : ''),
    '',
    ...(PROCESSES
      ? [
          `Steps: ${steps.map((s) => `${s.rate} req/s ${s.ok ? 'ok' : 'NOT sustained'} (API ${s.cpu?.apiPct} %, nginx ${s.cpu?.nginxPct} %, PostgreSQL ${s.cpu?.postgresPct} %, generator ${s.cpu?.generatorPct} %, rest ${s.cpu?.othersPct} %, idle ${s.cpu?.idlePct} %)`).join('; ')}`,
          '',
        ]
      : []),
    `${result.requests} requests, ${result.throughput} req/s, ${result.errors} errors (${(result.errorRate * 100).toFixed(4)} %), ` +
      `${result.dropped} not started (queue full); p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms; ` +
      `${orders} orders in the database; ${apiErrors.length} error log lines; server warnings ${JSON.stringify(apiWarnings)}`,
    '',
    cpu
      ? `Long run ${cpuLine(cpu)}. CPU per request: ${(['api', 'nginx', 'postgres', 'generator'] as const)
          .map((k) => `${k} ${r1((cpu[`${k}Pct`] / 100) * (result.seconds / result.requests) * 1000)} ms`)
          .join(', ')}`
      : `Memory: first minute after warm-up RSS ${memory.firstMinute.rssMB} MB, heap after GC ${memory.firstMinute.heapAfterGcMB} MB; ` +
        `last minute RSS ${memory.lastMinute.rssMB} MB, heap after GC ${memory.lastMinute.heapAfterGcMB} MB; max RSS ${memory.maxRssMB} MB`,
    '',
    '| Route | Requests | Errors | p50 ms | p95 ms | p99 ms | max ms |',
    '| ----- | -------: | -----: | -----: | -----: | -----: | -----: |',
    ...result.routes.map(
      (r) => `| ${r.route} | ${r.requests} | ${r.errors} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`,
    ),
  ].join('\n');
  writeFileSync(path.join(OUT, `load-${stamp}.md`), `${md}\n`);
  console.log(`\n${md}\n\n[load] written to bench/.out/load-${stamp}.{json,md}`);
  if (result.errorSamples.length) {
    console.log(`[load] errors by kind: ${JSON.stringify(result.errorKinds)}`);
    console.log(`[load] error samples:\n  ${result.errorSamples.join('\n  ')}`);
  }
  process.exitCode = result.errorRate < ERROR_BUDGET ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
