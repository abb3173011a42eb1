import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SoukCluster, startCluster } from '../../bench/lib/souk-cluster';
import { test as base, expect } from '../tests/fixtures';

export { expect };

/** nginx's HTTPS port; its HTTP one is +1, the API processes +10, +11, +12 (E2E_PORT + 50 by default). */
const PORT = Number(process.env.E2E_CLUSTER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50);

/**
 * The cluster journeys' world: nginx in front of three API processes (bench/lib/souk-cluster.ts), on
 * a database re-created with the demo data for the run (E2E_CLUSTER_DATABASE_URL, default
 * `souk_cluster_e2e` on 127.0.0.1:5432), Redis database 11 (emptied) and an s3rver bucket. Started once
 * by the one worker; the pages and `request` go through nginx (baseURL), a test reaches one process
 * by its own URL (`cluster.processes[i].url`).
 */
export const test = base.extend<object, { cluster: SoukCluster }>({
  cluster: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, use) => {
      const cluster = await startCluster({
        processes: 3,
        port: PORT,
        databaseUrl:
          process.env.E2E_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/souk_cluster_e2e',
        freshDatabase: true,
        redisUrl: 'redis://127.0.0.1:6379/11',
        webDist: process.env.WEB_DIST,
        // Every journey logs in from one address (unless it says another with X-Forwarded-For).
        env: { LOGIN_MAX_ATTEMPTS_PER_IP: '1000' },
      });
      try {
        await use(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ cluster }, use) => {
    await use(cluster.url);
  },
});

/**
 * Which API process nginx passed a request to, by the request id the API echoes (nginx's access log
 * has the upstream of every request id; it is written within a second).
 */
export async function processOf(cluster: SoukCluster, requestId: string): Promise<number> {
  let index = -1;
  await expect
    .poll(
      () => {
        const log = readFileSync(path.join(cluster.nginxDir, 'access.log'), 'utf8');
        const line = log.split('\n').find((l) => l.endsWith(`id=${requestId}`)) ?? '';
        // After a retry the field lists every process tried: the last one answered.
        const upstream = /upstream=(\S.*?) cache=/.exec(line)?.[1] ?? '';
        const port = Number(upstream.split(', ').pop()?.split(':')[1]);
        index = cluster.processes.findIndex((p) => p.port === port);
        return index;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(0);
  return index;
}
