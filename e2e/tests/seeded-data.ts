import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from './api-server';

/** The environment variable that tells the workers where the run's seeded data directory is. */
export const SEEDED_DATA_DIR = 'SOUK_E2E_SEEDED_DATA_DIR';

/**
 * Playwright's global setup: migrates and seeds the demo data once for the run, by starting the API
 * on an empty data directory and stopping it cleanly (decision 0029). Each worker then starts its
 * own API on a copy of that directory (fixtures.ts) instead of seeding its own: the seed is the
 * longest part of a server's start, and it was paid again by every worker, and by every worker
 * Playwright starts afresh after a failed test. Returns the teardown, which removes the directory.
 */
export default async function seedOnce(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-e2e-seeded-'));
  // A port no worker uses (workers take E2E_PORT + their index); E2E_SEED_PORT picks it, for a run
  // kept within a narrow range of ports (a machine shared by several runs).
  const port = Number(process.env.E2E_SEED_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 99);
  try {
    // Seeding is the slow part of a start: minutes on a busy machine.
    const server = await startApi(port, dataDir, 600_000);
    if (!(await server.stop()))
      throw new Error('The API seeding the journeys’ data did not shut down cleanly');
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  process.env[SEEDED_DATA_DIR] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
