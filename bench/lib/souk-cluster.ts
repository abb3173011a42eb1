/**
 * The production topology on one machine (docs/deploy.md): Debian's nginx (HTTP/2 over TLS, gzip and
 * brotli, `/assets/` and `/media/` in its proxy cache) in front of N API processes (`src/server.ts`,
 * NODE_ENV=production) sharing one PostgreSQL database, one Redis and one S3 bucket (s3rver, npm).
 * Used by `npm run cluster` (bench/cluster.ts), the cluster journeys (e2e/cluster) and
 * `npm run bench:load -- --processes N`.
 *
 * Ports: nginx HTTPS on `port`, plain HTTP on `port + 1`, API process i (0-based) on `port + 10 + i`;
 * the S3 server on a free port. Everything else (certificate, nginx prefix, bucket directory, the
 * processes' data directories) lives in one temporary directory removed by `stop()`.
 */
/// <reference path="../../apps/api/test/s3rver.d.ts" />
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startS3Server, type TestS3Server } from '../../apps/api/test/s3-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Debian's brotli modules (libnginx-mod-http-brotli-filter, libnginx-mod-http-brotli-static). */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/souk_cluster';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379/12';

/** Whether something listens at host:port (PostgreSQL, Redis). */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * What the cluster needs and this machine lacks (nginx and its brotli modules, a PostgreSQL and a
 * Redis server answering), or undefined: `npm run cluster -- --check`, which the cluster journeys'
 * runner asks before starting them (e2e/run-e2e.mjs).
 */
export async function clusterMissing(
  opts: Pick<ClusterOptions, 'databaseUrl' | 'redisUrl'> = {},
): Promise<string | undefined> {
  if (!existsSync(NGINX)) return `no nginx at ${NGINX} (apt-get install nginx)`;
  const brotli = BROTLI_MODULES.find((m) => !existsSync(m));
  if (brotli) {
    return `no ${path.basename(brotli)} (apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)`;
  }
  for (const [what, url, port] of [
    ['PostgreSQL', opts.databaseUrl ?? DEFAULT_DATABASE_URL, 5432],
    ['Redis', opts.redisUrl ?? DEFAULT_REDIS_URL, 6379],
  ] as const) {
    const u = new URL(url);
    if (!(await listening(u.hostname || '127.0.0.1', Number(u.port || port)))) {
      return `no ${what} answering at ${u.host}`;
    }
  }
  return undefined;
}

export interface ClusterOptions {
  /** API processes (default 3). */
  processes?: number;
  /** nginx's HTTPS port; plain HTTP on port + 1, API process i on port + 10 + i (default 3300). */
  port?: number;
  /** The database; default: `souk_cluster` on 127.0.0.1:5432, created when missing. */
  databaseUrl?: string;
  /** Drop and create the database first (an e2e run starts from the demo data); the bucket is emptied. */
  freshDatabase?: boolean;
  /**
   * Where the bucket's objects are kept between runs (with a database kept between runs, its pictures
   * must be too); default: a temporary directory, removed by `stop()`.
   */
  bucketDir?: string;
  /** Redis (shared login limits); default redis://127.0.0.1:6379/12. Its database is emptied at start. */
  redisUrl?: string;
  /** The built client (default apps/web/dist); a client-less cluster serves the API only. */
  webDist?: string;
  /** nginx worker processes (default 1). */
  nginxWorkers?: number | 'auto';
  /** Seed the demo data into an empty database (default true). */
  seed?: boolean;
  /** More environment for the API processes (e.g. LOGIN_MAX_ATTEMPTS_PER_IP). */
  env?: Record<string, string>;
  /** API processes' LOG_LEVEL (default warn). */
  logLevel?: string;
  /** Each line an API process prints, with its index (default: kept in memory only). */
  onOutput?: (index: number, line: string) => void;
  /** Node flags of the API processes (bench/load.ts forks them with --expose-gc). */
  nodeFlags?: string[];
}

export interface ClusterProcess {
  /** http://127.0.0.1:<port>, the process itself (not through nginx). */
  url: string;
  port: number;
  pid(): number;
  alive(): boolean;
  /** Everything it printed since its (re)start. */
  output(): string;
}

export interface SoukCluster {
  /** https://localhost:<port>: nginx, HTTP/2 over TLS (self-signed certificate, certPath). */
  url: string;
  /** http://127.0.0.1:<port + 1>: the same server without TLS, for tools. */
  httpUrl: string;
  processes: ClusterProcess[];
  databaseUrl: string;
  redisUrl: string;
  s3: TestS3Server;
  certPath: string;
  /** nginx's prefix: nginx.conf, access.log (with the upstream that answered), error.log, cache. */
  nginxDir: string;
  nginxPid(): number;
  /** SIGKILL to API process i: a crash, nothing flushed. */
  kill(index: number): Promise<void>;
  /** SIGTERM to API process i (a clean shutdown, as an upgrade does). */
  stopProcess(index: number): Promise<void>;
  /** Starts API process i again on its port (after kill or stopProcess); resolves once ready. */
  restart(index: number): Promise<void>;
  /** Starts one more API process (on the next port; not yet in nginx's upstream); its index. */
  addProcess(): Promise<number>;
  /**
   * nginx's upstream becomes these processes (`nginx -s reload`, as an upgrade does: docs/deploy.md);
   * resolves once the old workers, and the requests they held, are gone.
   */
  route(indices: number[]): Promise<void>;
  /** Stops nginx, every API process and the S3 server; removes the temporary files. */
  stop(): Promise<void>;
}

/** The nginx configuration of the cluster (a template for production: docs/deploy.md). */
export function nginxConfig(o: {
  prefix: string;
  httpsPort: number;
  httpPort: number;
  upstreams: number[];
  cert: string;
  key: string;
  workers: number | 'auto';
  bodyLimitMb: number;
  asRoot: boolean;
}): string {
  const p = (name: string) => path.join(o.prefix, name);
  const proxy = `
      proxy_pass http://souk_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;`;
  return `# Generated by bench/lib/souk-cluster.ts (docs/deploy.md explains each part).
${BROTLI_MODULES.map((m) => `load_module ${m};`).join('\n')}
${o.asRoot ? 'user root root;\n' : ''}worker_processes ${o.workers};
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events { worker_connections 4096; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  log_format souk '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent '
                  'upstream=$upstream_addr cache=$upstream_cache_status rt=$request_time id=$request_id';
  access_log ${p('access.log')} souk buffer=64k flush=1s;
  client_body_temp_path ${p('tmp/body')};
  proxy_temp_path ${p('tmp/proxy')};
  fastcgi_temp_path ${p('tmp/fastcgi')};
  uwsgi_temp_path ${p('tmp/uwsgi')};
  scgi_temp_path ${p('tmp/scgi')};
  client_max_body_size ${o.bodyLimitMb}m;
  server_tokens off;
  sendfile on;
  keepalive_timeout 65s;

  # Hashed assets and media are immutable: kept here, the API processes see each file once.
  proxy_cache_path ${p('cache')} levels=1:2 keys_zone=souk_static:10m max_size=1g inactive=30d use_temp_path=off;

  # The API processes. A process that refuses connections (killed, restarting) is skipped for 5 s.
  upstream souk_api {
${o.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }

  # Compression of the API's JSON and the server-drawn pages is done here (the API is asked for
  # identity), off the API processes' CPU. Assets keep the API's precompressed variants (below).
  gzip on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types application/json application/javascript text/css text/plain text/xml application/xml image/svg+xml application/manifest+json;
  brotli on;
  brotli_comp_level 4;
  brotli_min_length 1024;
  brotli_types application/json application/javascript text/css text/plain text/xml application/xml image/svg+xml application/manifest+json;

  # The one encoding an asset is cached in per client kind (the API has br and gzip precompressed).
  map $http_accept_encoding $souk_encoding {
    ~*\\bbr\\b   br;
    ~*\\bgzip\\b gzip;
    default     "";
  }

  server {
    listen 127.0.0.1:${o.httpsPort} ssl http2;
    listen 127.0.0.1:${o.httpPort};
    server_name _;
    ssl_certificate ${o.cert};
    ssl_certificate_key ${o.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:SSL:10m;

    # A request whose process failed (connection refused or reset, no reply) is retried on the next
    # one, except a POST or PATCH already sent (nginx's default without non_idempotent): it may have
    # been saved, and the client is told it failed rather than having it done twice. A DELETE is
    # idempotent by HTTP and may be passed on: the API's find nothing left to do the second time.
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;

    location / {${proxy}
      proxy_set_header Accept-Encoding "";
    }

    # The live order feeds (Server-Sent Events): each event as it comes, for as long as it lasts.
    location ~ ^/api/v1/(marchand|user)/commandesFlux$ {${proxy}
      proxy_set_header Accept-Encoding "";
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      gzip off;
      brotli off;
    }

    location /assets/ {${proxy}
      proxy_set_header Accept-Encoding $souk_encoding;
      proxy_cache souk_static;
      proxy_cache_key $request_uri|$souk_encoding;
      proxy_cache_valid 200 30d;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }

    location /media/ {${proxy}
      proxy_set_header Accept-Encoding "";
      proxy_cache souk_static;
      proxy_cache_key $request_uri;
      proxy_cache_valid 200 30d;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

function run(cmd: string, args: string[]) {
  return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

async function prepareDatabase(url: string, fresh: boolean) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`database name not supported: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    if (fresh) await c.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
}

/** Waits until `url` answers 200, or the child exits, or the deadline passes. */
async function ready(url: string, child: ChildProcess, printed: () => string, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: exited (${child.exitCode ?? child.signalCode}):\n${printed().slice(-4000)}`);
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url}: not ready in ${withinMs / 1000} s:\n${printed().slice(-4000)}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

export async function startCluster(opts: ClusterOptions = {}): Promise<SoukCluster> {
  const missing = await clusterMissing(opts);
  if (missing) throw new Error(`The cluster cannot start: ${missing}`);
  const count = opts.processes ?? 3;
  const port = opts.port ?? 3300;
  const databaseUrl = opts.databaseUrl ?? DEFAULT_DATABASE_URL;
  const redisUrl = opts.redisUrl ?? DEFAULT_REDIS_URL;
  const webDist = path.resolve(ROOT, opts.webDist ?? 'apps/web/dist');
  const dir = mkdtempSync(path.join(tmpdir(), 'souk-cluster-'));
  const nginxDir = path.join(dir, 'nginx');
  for (const sub of ['tmp', 'cache']) mkdirSync(path.join(nginxDir, sub), { recursive: true });
  const url = `https://localhost:${port}`;
  const httpUrl = `http://127.0.0.1:${port + 1}`;
  const ports = Array.from({ length: count }, (_, i) => port + 10 + i);

  let s3: TestS3Server | undefined;
  let nginx: ChildProcess | undefined;
  const children: (ChildProcess | undefined)[] = [];
  const printed: string[] = ports.map(() => '');
  let stopped = false;

  const startProcess = async (i: number, withinMs = 600_000) => {
    printed[i] = '';
    const dataDir = path.join(dir, `api-${i}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, [...(opts.nodeFlags ?? []), '--import', 'tsx', SERVER], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(ports[i]),
        LOG_LEVEL: opts.logLevel ?? 'warn',
        APP_URL: url,
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        // Client addresses are nginx's X-Forwarded-For (per-address login limits).
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO: opts.seed === false ? 'false' : 'true',
        S3_ENDPOINT: s3?.config.S3_ENDPOINT,
        S3_BUCKET: s3?.config.S3_BUCKET,
        S3_ACCESS_KEY_ID: s3?.config.S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: s3?.config.S3_SECRET_ACCESS_KEY,
        S3_PUBLIC_URL: '',
        SMTP_URL: '',
        STRIPE_SECRET_KEY: '',
        CHARGILY_API_KEY: '',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children[i] = child;
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      printed[i] = (printed[i] + text).slice(-200_000);
      if (opts.onOutput) for (const line of text.split('\n')) if (line) opts.onOutput(i, line);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    await ready(`http://127.0.0.1:${ports[i]}`, child, () => printed[i], withinMs);
  };

  const conf = path.join(nginxDir, 'nginx.conf');
  const writeNginxConfig = (upstreams: number[]) => {
    writeFileSync(
      conf,
      nginxConfig({
        prefix: nginxDir,
        httpsPort: port,
        httpPort: port + 1,
        upstreams,
        cert: path.join(dir, 'cert.pem'),
        key: path.join(dir, 'key.pem'),
        workers: opts.nginxWorkers ?? 1,
        bodyLimitMb: Number(opts.env?.BODY_LIMIT_MB ?? 12),
        asRoot: process.getuid?.() === 0,
      }),
    );
    run(NGINX, ['-t', '-q', '-p', nginxDir, '-c', conf]);
  };

  const stopChild = async (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopChild(nginx, 'SIGQUIT');
    await Promise.all(children.map((c) => stopChild(c)));
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await prepareDatabase(databaseUrl, opts.freshDatabase ?? false);
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    redis.disconnect();
    if (opts.bucketDir) {
      if (opts.freshDatabase) rmSync(opts.bucketDir, { recursive: true, force: true });
      mkdirSync(opts.bucketDir, { recursive: true });
    }
    s3 = await startS3Server('souk-media', opts.bucketDir);

    // A throwaway certificate: browsers speak HTTP/2 only over TLS.
    run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '7',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]);

    // The first process migrates and seeds (under the startup lock); the others then start side by side.
    await startProcess(0);
    await Promise.all(ports.slice(1).map((_, j) => startProcess(j + 1)));

    writeNginxConfig(ports);
    let nginxOutput = '';
    nginx = spawn(NGINX, ['-p', nginxDir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (c: Buffer) => {
      nginxOutput += c.toString();
    });
    await ready(httpUrl, nginx, () => nginxOutput + readLog(path.join(nginxDir, 'error.log')), 30_000);
  } catch (error) {
    await stop();
    throw error;
  }

  const s3Server = s3 as TestS3Server;
  const nginxProcess = nginx as ChildProcess;
  const processOf = (i: number): ClusterProcess => ({
    url: `http://127.0.0.1:${ports[i]}`,
    port: ports[i],
    pid: () => children[i]?.pid ?? 0,
    alive: () => {
      const c = children[i];
      return !!c && c.exitCode === null && c.signalCode === null;
    },
    output: () => printed[i],
  });
  const processes = ports.map((_, i) => processOf(i));
  return {
    url,
    httpUrl,
    processes,
    async addProcess() {
      const i = ports.length;
      ports.push(port + 10 + i);
      printed.push('');
      await startProcess(i, 120_000);
      processes.push(processOf(i));
      return i;
    },
    async route(indices) {
      const master = nginxProcess.pid ?? 0;
      const workersOf = () => [...processTable()].filter(([, p]) => p.ppid === master).map(([pid]) => pid);
      const before = workersOf();
      writeNginxConfig(indices.map((i) => ports[i]));
      run(NGINX, ['-p', nginxDir, '-c', conf, '-s', 'reload']);
      // The old workers finish the requests they hold (and close their connections to the
      // processes), then exit; new requests already go through the new workers.
      const deadline = Date.now() + 60_000;
      while (workersOf().some((pid) => before.includes(pid))) {
        if (Date.now() > deadline) throw new Error('nginx: the old workers did not exit in 60 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    databaseUrl,
    redisUrl,
    s3: s3Server,
    certPath: path.join(dir, 'cert.pem'),
    nginxDir,
    nginxPid: () => nginxProcess.pid ?? 0,
    kill: (i) => stopChild(children[i], 'SIGKILL'),
    stopProcess: (i) => stopChild(children[i]),
    async restart(i) {
      await stopChild(children[i]);
      await startProcess(i, 120_000);
    },
    stop,
  };
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-4000);
  } catch {
    return '';
  }
}

const CLOCK_TICKS = 100;

/** utime + stime of every process, and its parent, from /proc (Linux). */
function processTable(): Map<number, { ppid: number; cpu: number }> {
  const table = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command's closing parenthesis: state ppid … utime (14th field) stime (15th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
      });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** CPU seconds used so far by each root process and all its descendants (alive ones). */
export function cpuSecondsOfTrees(roots: number[]): number[] {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = (pid: number): number =>
    (table.get(pid)?.cpu ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + tree(child), 0);
  return roots.map(tree);
}

/** The whole machine's busy and total CPU seconds so far (/proc/stat), to tell other work from ours. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const v = cpu.trim().split(/\s+/).slice(1).map(Number);
  const total = v.reduce((a, b) => a + b, 0) / CLOCK_TICKS;
  const idle = (v[3] + (v[4] ?? 0)) / CLOCK_TICKS;
  return { busy: total - idle, total };
}
