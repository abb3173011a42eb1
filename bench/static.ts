/**
 * `npm run bench:static` — docs/benchmarks.md, goal 8: the API serving the built web app (the real
 * apps/api/src/server.ts: @fastify/static with `preCompressed`, helmet, compress, request ids) against
 * a private one-worker nginx serving the same folder (gzip_static, and brotli_static when Debian's
 * libnginx-mod-http-brotli-static is installed), both on 127.0.0.1. Goal: API ≥ 50 % of nginx.
 *
 * Files: `/` (index.html), the entry JS and the CSS it links, and an image (a 640 px WebP, the size the
 * media pipeline serves in grids, written into the folder as a hashed asset). Requests carry
 * `Accept-Encoding: br, gzip`. autocannon -c64, a warm-up round per target, targets alternated
 * (A B, B A, …), median of three. Correctness first: per file and per encoding (br, gzip, none) both
 * servers must send the same bytes once decoded, the same content-encoding and the same caching.
 *
 * The build: apps/web built into bench/.out/static/web-dist (or --dist DIR), copied with the image
 * into bench/.out/static/root, which both servers serve. nginx absent: goal 8 is skipped (exit 0).
 * Options: --duration S (10), --warmup S (3), --rounds N (3), --connections N (64), --dist DIR.
 * Results also in bench/.out/static/results.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startApi as startApiProcess } from './lib/api';
import { arg } from './lib/args';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'bench/.out/static');
const WEB = path.join(ROOT, 'apps/web');
const API_PORT = 3606;
const NGINX_PORT = 5580;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const DURATION = Number(arg('--duration') ?? 10);
const WARMUP = Number(arg('--warmup') ?? 3);
const ROUNDS = Number(arg('--rounds') ?? 3);
const CONNECTIONS = Number(arg('--connections') ?? 64);

const children: ChildProcess[] = [];
let dataDir: string | undefined;
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

// --- the served folder -------------------------------------------------------------------------
function build(dist: string) {
  console.log(`Building apps/web into ${path.relative(ROOT, dist)}…`);
  execFileSync(
    path.join(WEB, 'node_modules/.bin/vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: WEB, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/** A photo-like 640×640 WebP (smooth gradients and grain, quality 80 like the media pipeline). */
async function image(): Promise<Buffer> {
  const size = 640;
  const pixels = Buffer.alloc(size * size * 3);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 21) - 10;
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      const d = Math.hypot(x - 320, y - 280) / 452;
      pixels[i] = Math.max(0, Math.min(255, 200 - 120 * d + noise()));
      pixels[i + 1] = Math.max(0, Math.min(255, 120 + 60 * Math.sin(x / 50) + noise()));
      pixels[i + 2] = Math.max(0, Math.min(255, 90 + 100 * (y / size) + noise()));
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
}

async function prepareRoot(): Promise<{ root: string; files: Record<string, string> }> {
  const dist = arg('--dist') ? path.resolve(ROOT, arg('--dist') as string) : path.join(OUT, 'web-dist');
  if (!arg('--dist')) build(dist);
  const root = path.join(OUT, 'root');
  rmSync(root, { recursive: true, force: true });
  cpSync(dist, root, { recursive: true, filter: (src) => !src.endsWith('.map') && !src.includes('.vite') });
  const webp = await image();
  const imageName = `assets/photo-${createHash('sha256').update(webp).digest('hex').slice(0, 8)}.webp`;
  writeFileSync(path.join(root, imageName), webp);
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const js = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
  const css = html.match(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/)?.[1];
  if (!js || !css) throw new Error('index.html links no entry script or stylesheet');
  return { root, files: { 'index.html': '', js, css, image: imageName } };
}

// --- servers -----------------------------------------------------------------------------------
function waitFor(child: ChildProcess, pattern: RegExp | null, what: string, url: string) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: not ready in 5 min`)), 300_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (pattern?.test(seen)) done();
    });
    child.stderr?.on('data', (c: Buffer) => process.stderr.write(`[${what}] ${c}`));
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${seen}`)));
    if (!pattern) {
      const poll = async () => {
        try {
          await fetch(url);
          done();
        } catch {
          setTimeout(poll, 100);
        }
      };
      void poll();
    }
  });
}

async function startApi(root: string) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'souk-static-'));
  const api = await startApiProcess({ port: API_PORT, dataDir, env: { SEED_DEMO: 'false', WEB_DIST: root } });
  children.push(api.child);
}

async function startNginx(root: string): Promise<{ brotli: boolean }> {
  const prefix = path.join(OUT, 'nginx');
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const brotli = existsSync(BROTLI_MODULE);
  const conf = `# Written by bench/static.ts: one worker, static files only, the same caching as the API.
${brotli ? `load_module ${BROTLI_MODULE};` : '# brotli_static module absent (apt-get install libnginx-mod-http-brotli-static)'}
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip_static on;
  gzip_vary on;
  ${brotli ? 'brotli_static on;' : ''}
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location /assets/ {
      add_header Cache-Control "${IMMUTABLE}";
      try_files $uri =404;
    }
    location / {
      add_header Cache-Control "no-cache";
      try_files $uri /index.html;
    }
  }
}
`;
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const nginx = spawn(
    NGINX as string,
    ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'logs/error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(nginx);
  await waitFor(nginx, null, 'nginx', `http://127.0.0.1:${NGINX_PORT}/`);
  return { brotli };
}

// --- correctness -------------------------------------------------------------------------------
interface Reply {
  status: number;
  encoding: string;
  cacheControl: string;
  type: string;
  vary: string;
  body: Buffer;
}
async function get(url: string, acceptEncoding: string): Promise<Reply> {
  // node:http, not fetch: fetch decodes bodies itself and hides what was on the wire.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? '');
          const body =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            encoding: encoding || 'none',
            cacheControl: String(res.headers['cache-control'] ?? ''),
            type: String(res.headers['content-type'] ?? '').split(';')[0],
            vary: String(res.headers.vary ?? ''),
            body,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function checkCorrectness(root: string, files: Record<string, string>, bases: Record<string, string>) {
  const problems: string[] = [];
  const rows: string[] = [];
  for (const [name, file] of Object.entries(files)) {
    const onDisk = readFileSync(path.join(root, file || 'index.html'));
    for (const accept of ['br, gzip', 'gzip', '']) {
      const replies = Object.fromEntries(
        await Promise.all(
          Object.entries(bases).map(async ([t, base]) => [t, await get(`${base}/${file}`, accept)]),
        ),
      ) as Record<string, Reply>;
      const cells = Object.entries(replies).map(
        ([t, r]) => `${t} ${r.status} ${r.encoding} "${r.cacheControl}" ${r.type}`,
      );
      rows.push(`  ${name.padEnd(10)} accept "${accept || '-'}": ${cells.join(' | ')}`);
      for (const [t, r] of Object.entries(replies)) {
        if (r.status !== 200) problems.push(`${t} ${name} (${accept}): status ${r.status}`);
        if (!r.body.equals(onDisk)) problems.push(`${t} ${name} (${accept}): bytes differ from the file`);
        const cache = name === 'index.html' ? 'no-cache' : IMMUTABLE;
        if (r.cacheControl !== cache) problems.push(`${t} ${name}: cache-control "${r.cacheControl}"`);
      }
      const [a, b] = Object.values(replies);
      if (a.encoding !== b.encoding)
        problems.push(`${name} (${accept}): encodings ${a.encoding} vs ${b.encoding}`);
      if (a.type !== b.type) problems.push(`${name}: content-type ${a.type} vs ${b.type}`);
    }
  }
  return { rows, problems };
}

// --- load --------------------------------------------------------------------------------------
interface Run {
  rps: number;
  p50: number;
  p975: number;
  mbps: number;
  errors: number;
  non2xx: number;
}
async function load(url: string, duration: number): Promise<Run> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    mbps: r.throughput.average / 1024 / 1024,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!NGINX) {
    console.log(
      'Goal 8 skipped: nginx is not installed (apt-get install -y nginx libnginx-mod-http-brotli-static).',
    );
    return;
  }
  mkdirSync(OUT, { recursive: true });
  const { root, files } = await prepareRoot();
  console.log('Starting the API (PGlite, no seed) and nginx (one worker)…');
  await startApi(root);
  const { brotli } = await startNginx(root);
  if (!brotli)
    console.log('nginx has no brotli_static module: it serves gzip_static only (.gz), the API brotli.');
  const bases = { api: `http://127.0.0.1:${API_PORT}`, nginx: `http://127.0.0.1:${NGINX_PORT}` };

  const sizes = Object.fromEntries(
    Object.entries(files).map(([name, file]) => {
      const p = path.join(root, file || 'index.html');
      const br = existsSync(`${p}.br`) ? readFileSync(`${p}.br`).length : undefined;
      return [name, { file: `/${file}`, bytes: readFileSync(p).length, br }];
    }),
  );
  console.log('Files:');
  for (const [name, s] of Object.entries(sizes)) {
    console.log(`  ${name.padEnd(10)} ${s.file}  ${s.bytes} B${s.br ? ` (${s.br} B brotli)` : ''}`);
  }

  const { rows, problems } = await checkCorrectness(root, files, bases);
  console.log('Correctness (status, content-encoding, cache-control, type):');
  for (const row of rows) console.log(row);
  console.log(
    problems.length
      ? `PROBLEMS:\n  ${problems.join('\n  ')}`
      : '  same bytes, encodings and caching on both.',
  );

  const results: Record<string, { api: Run[]; nginx: Run[] }> = {};
  console.log(
    `\nautocannon -c${CONNECTIONS}, ${DURATION} s × ${ROUNDS} rounds (+${WARMUP} s warm-up), Accept-Encoding: br, gzip`,
  );
  for (const [name, file] of Object.entries(files)) {
    const targets = { api: `${bases.api}/${file}`, nginx: `${bases.nginx}/${file}` };
    for (const url of Object.values(targets)) await load(url, WARMUP);
    const runs = { api: [] as Run[], nginx: [] as Run[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? (['nginx', 'api'] as const) : (['api', 'nginx'] as const);
      for (const t of order) runs[t].push(await load(targets[t], DURATION));
    }
    results[name] = runs;
    const api = median(runs.api.map((r) => r.rps));
    const ngx = median(runs.nginx.map((r) => r.rps));
    const at = (t: 'api' | 'nginx', rps: number) => runs[t].find((r) => r.rps === rps) as Run;
    const a = at('api', api);
    const n = at('nginx', ngx);
    // Each round runs the two targets back to back: their ratio is less exposed to the machine's load swings.
    const paired = runs.api.map((r, i) => Math.round((100 * r.rps) / runs.nginx[i].rps));
    const bad = [...runs.api, ...runs.nginx].reduce((s, r) => s + r.errors + r.non2xx, 0);
    console.log(
      `  ${name.padEnd(10)} api ${Math.round(api)} req/s (p50 ${a.p50} / p97.5 ${a.p975} ms, ${a.mbps.toFixed(1)} MB/s)` +
        ` | nginx ${Math.round(ngx)} req/s (p50 ${n.p50} / p97.5 ${n.p975} ms, ${n.mbps.toFixed(1)} MB/s)` +
        ` | api/nginx ${Math.round((100 * api) / ngx)} %` +
        ` (per round, back to back: ${paired.join('/')} %, median ${median(paired)} %)` +
        `  [rounds api ${runs.api.map((r) => Math.round(r.rps)).join('/')}, nginx ${runs.nginx.map((r) => Math.round(r.rps)).join('/')}]` +
        (bad ? `  ${bad} errors/non-2xx` : ''),
    );
  }
  const load1 = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(`Load average at the end: ${load1} (${os.cpus().length} CPUs)`);
  writeFileSync(
    path.join(OUT, 'results.json'),
    JSON.stringify(
      { date: new Date().toISOString(), load: os.loadavg(), brotli, sizes, problems, results },
      null,
      2,
    ),
  );
  if (problems.length) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
