import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../apps/api/src/server.ts');

export interface ApiServer {
  baseURL: string;
  /** Stops the server; true when it shut down on its own (database closed), false when it was killed. */
  stop(): Promise<boolean>;
}

/** Waits for `/api/ready`, or fails with the server's own words when it exits first. */
async function ready(
  baseURL: string,
  server: ChildProcess,
  stderr: () => string,
  withinMs: number,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The API exited (${server.exitCode}):\n${stderr()}`);
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not get ready at ${baseURL} in ${withinMs / 1000} s:\n${stderr()}`);
}

/**
 * Starts the API (`npm start`'s server, production mode) on `port` with its data in `dataDir`: an
 * empty directory gets the migrated, seeded demo database; a seeded one is used as it is. Resolves
 * once it answers `/api/ready`; `stop()` shuts it down cleanly (SIGTERM: the embedded database is
 * closed and flushed to the directory). A server not ready `readyWithinMs` after its start is stopped.
 */
export async function startApi(port: number, dataDir: string, readyWithinMs = 180_000): Promise<ApiServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  let errors = '';
  const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: path.resolve(here, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Plenty of logins happen from one address during the journeys.
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    return server.exitCode === 0;
  };
  try {
    await ready(baseURL, server, () => errors, readyWithinMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, stop };
}
