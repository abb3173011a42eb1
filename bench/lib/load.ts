/**
 * A closed-loop HTTP load: `connections` keep-alive connections, each sending its next request as soon
 * as the previous reply has arrived, for `seconds`. Every latency is kept, so percentiles are exact
 * (autocannon reports p90 and p97.5, not p95). Paths are taken in turn from `paths` (a request mix or
 * a query set), shared by all connections.
 */
import http from 'node:http';
import os from 'node:os';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Status codes other than 200. */
  non200: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const round1 = (x: number) => Math.round(x * 10) / 10;

function get(agent: http.Agent, url: URL, headers?: http.OutgoingHttpHeaders): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function runLoad(
  base: string,
  paths: string[],
  {
    connections,
    seconds,
    headers,
  }: {
    connections: number;
    seconds: number;
    /** Sent with every request (e.g. a signed-in partner's `authorization`). */
    headers?: http.OutgoingHttpHeaders;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let non200 = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const url = new URL(base + paths[next++ % paths.length]);
      const t0 = performance.now();
      try {
        const status = await get(agent, url, headers);
        if (status !== 200) non200++;
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    max: round1(latencies.at(-1) ?? Number.NaN),
    errors,
    non200,
  };
}

/** Sequential requests, one at a time: the latency without queueing. */
export async function sequential(base: string, paths: string[]): Promise<LoadResult> {
  {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const latencies: number[] = [];
    let non200 = 0;
    const started = performance.now();
    for (const p of paths) {
      const t0 = performance.now();
      if ((await get(agent, new URL(base + p))) !== 200) non200++;
      latencies.push(performance.now() - t0);
    }
    agent.destroy();
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      rps: Math.round(latencies.length / ((performance.now() - started) / 1000)),
      p50: round1(percentile(latencies, 50)),
      p95: round1(percentile(latencies, 95)),
      p99: round1(percentile(latencies, 99)),
      max: round1(latencies.at(-1) ?? Number.NaN),
      errors: 0,
      non200,
    };
  }
}

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGb: Math.round(os.totalmem() / 2 ** 30),
    loadavg: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
    node: process.version,
  };
}

/** Where the load's clients are delivered (checkout bodies of bench/load.ts, bench/checkout-triggers.ts). */
export const DELIVERY_PLACE = {
  latitude: 36.7529,
  longitude: 3.042,
  adresse: '12 rue Didouche Mourad, Alger-Centre',
};

let clientSeq = 0;
/** A `v1/client/register` body for a new client, its e-mail unique to this process and call. */
export function clientRegisterBody() {
  const n = `${process.pid}-${Date.now()}-${clientSeq++}`;
  return {
    nom: 'Charge',
    prenom: 'Client',
    genre: 'femme',
    telephone: '0550123456',
    adresse: '12 rue Didouche Mourad',
    wilaya: '16 - Alger',
    email: `charge-${n}@exemple.dz`,
    password: 'une phrase de passe',
    password_confirmation: 'une phrase de passe',
  };
}

/** mulberry32: a small seeded PRNG, so a query set or a checkout plan is the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
