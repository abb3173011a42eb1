/**
 * `npm run cluster` — the production topology on this machine (docs/deploy.md): nginx (HTTP/2 over
 * TLS, gzip and brotli, cached assets and media) in front of N API processes (default 3) sharing
 * PostgreSQL, Redis and an S3 bucket (s3rver). Needs a built client (`npm run build`).
 *
 * Options: --processes N (3) --port P (3300: nginx HTTPS; HTTP on P+1, API process i on P+10+i)
 * --fresh (drop and re-create the database first, and empty the bucket, data/cluster-bucket) --workers N|auto (nginx workers, 1); --check only
 * says whether this machine has what the cluster needs (exit 1 and the reason when not).
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/souk_cluster, created when
 * missing), REDIS_URL (default redis://127.0.0.1:6379/12 — emptied at start). Ctrl-C stops everything.
 */
import path from 'node:path';
import { clusterMissing, startCluster } from './lib/souk-cluster';

const ROOT_DIR = path.resolve(import.meta.dirname, '..');

const argv = process.argv.slice(2);
const opt = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const workers = opt('--workers');
const services = {
  databaseUrl: process.env.DATABASE_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
};

if (argv.includes('--check')) {
  const missing = await clusterMissing(services);
  console.log(missing ?? 'ok');
  process.exit(missing ? 1 : 0);
}

const started = performance.now();
console.log('[cluster] starting (the first start migrates and seeds the demo data: a minute or more)…');
const cluster = await startCluster({
  processes: Number(opt('--processes') ?? 3),
  port: Number(opt('--port') ?? 3300),
  ...services,
  freshDatabase: argv.includes('--fresh'),
  // The database outlives the run, so do its pictures (data/ is the app's, and ignored by git).
  bucketDir: path.join(ROOT_DIR, 'data/cluster-bucket'),
  nginxWorkers: workers === 'auto' ? 'auto' : workers ? Number(workers) : 1,
  onOutput: (i, line) => console.log(`[api ${i + 1}] ${line}`),
});
console.log(`[cluster] up in ${Math.round((performance.now() - started) / 1000)} s
  Souk:        ${cluster.url}  (HTTP/2, self-signed certificate: ${cluster.certPath})
  plain HTTP:  ${cluster.httpUrl}
  processes:   ${cluster.processes.map((p) => p.url).join('  ')}
  database:    ${cluster.databaseUrl}
  Redis:       ${cluster.redisUrl}
  bucket:      ${cluster.s3.publicUrl}
  nginx:       ${cluster.nginxDir}/nginx.conf (access.log: which process answered, cache status)
Ctrl-C stops everything.`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping…');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
