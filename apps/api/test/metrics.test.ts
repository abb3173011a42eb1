import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../src/modules/accounts/accounts.fixtures';
import { settlePendingMail } from '../src/modules/accounts/auth.service';
import { requestScope } from '../src/modules/jobs/job-queue';
import { recordOrderEvent, withTxRetry } from '../src/modules/orders';
import { makeProduct } from '../src/modules/orders/orders.fixtures';
import { createTestApp, type TestApp, useTestApp } from './build-app';
import { testEngine } from './database';
import { makeCommande } from './factories';

/** GET /metrics and what it holds (docs/decisions/0048-metrics-endpoint.md). */

const TOKEN = 'metrics-test-token-0123456789abcdef';
const scrape = (t: TestApp, token: string | null = TOKEN) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The value of one sample line of a Prometheus text exposition, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('is off: 404 like any unknown path, token or not', async () => {
    for (const token of [null, TOKEN]) {
      const res = await scrape(t, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it('refuses a missing or wrong token with 401, and is never cached', async () => {
    for (const token of [null, 'wrong-token-wrong-token-wrong', `${TOKEN}x`]) {
      const res = await scrape(t, token);
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.json()).toEqual({ message: 'Non authentifié.' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the token in the Prometheus text format: process, pools, jobs and queues', async () => {
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // Event-loop lag, from prom-client's default metrics.
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    if (testEngine() === 'pg') {
      // PostgreSQL's two pools, none waiting on this quiet app.
      for (const pool of ['main', 'named']) {
        expect(sample(text, `souk_db_pool_total{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
        expect(sample(text, `souk_db_pool_waiting{pool="${pool}"}`)).toBe(0);
      }
    } else {
      // The embedded database's single connection.
      expect(sample(text, 'souk_db_pool_total{pool="embedded"}')).toBe(1);
      expect(sample(text, 'souk_db_pool_waiting{pool="embedded"}')).toBe(0);
    }
    expect(sample(text, 'souk_job_runs_total{job="notifications"}')).toBe(0);
    expect(sample(text, 'souk_job_failures_total{job="notifications"}')).toBe(0);
    expect(sample(text, 'souk_queue_depth{queue="card_refunds"}')).toBe(0);
    expect(sample(text, 'souk_queue_depth{queue="notifications"}')).toBe(0);
    expect(sample(text, 'souk_queue_depth{queue="dead-letters"}')).toBe(0);
  });

  it('counts requests under their route pattern and status, never their raw URL', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/articles/1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/articles/2' });
    expect(second.statusCode).toBe(first.statusCode);
    await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/123' });
    const text = (await scrape(t)).body;
    const series = `http_request_duration_seconds_count{method="GET",route="/api/v1/articles/:sous_categorie_id",status_code="${first.statusCode}"}`;
    expect(sample(text, series)).toBe(2);
    expect(text).not.toContain('/api/v1/articles/1');
    expect(text).not.toContain('/api/v1/nothing-here');
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('several apps in one process', () => {
  let a: TestApp & { close(): Promise<void> };
  let b: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    a = await createTestApp({ METRICS_TOKEN: TOKEN });
    b = await createTestApp({ METRICS_TOKEN: TOKEN }, {}, { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('each has its own registry: a request to one is not counted by the other', async () => {
    await a.app.inject({ method: 'GET', url: '/api/health' });
    await a.app.inject({ method: 'GET', url: '/api/health' });
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
    expect(sample((await scrape(a)).body, series)).toBe(2);
    expect(sample((await scrape(b)).body, series)).toBeUndefined();
    expect(a.app.metrics.registry).not.toBe(b.app.metrics.registry);
  });
});

describe('durable jobs', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN },
      { logStream: { write: (l: string) => lines.push(JSON.parse(l)) } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts a job whose mail failed as a failed run, keeps it queued for its retry, and logs it with its job id and request id', async () => {
    const db = t.database.db;
    const client = await makeClient(db);
    const { article } = await makeProduct(db);
    const order = await makeCommande(db, client.id, [{ articleId: article.id, quantite: 1 }], {
      etat: 'annulee',
      typePaiement: 'devise',
    });
    const send = t.mailer.send;
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      await requestScope.run('req-metrics-1', () =>
        withTxRetry(db, async () => {
          recordOrderEvent({
            kind: 'state',
            id: order.id,
            ref: order.ref,
            clientId: client.id,
            marchandId: null,
            from: 'en_attente_de_paiement',
            to: 'annulee',
            rewardCouponId: null,
          });
        }),
      );
      await t.app.jobs.drain();
    } finally {
      t.mailer.send = send;
    }
    const text = (await scrape(t)).body;
    expect(sample(text, 'souk_job_runs_total{job="notifications"}')).toBe(1);
    expect(sample(text, 'souk_job_failures_total{job="notifications"}')).toBe(1);
    // Waiting for its retry (with backoff: not due yet).
    expect(sample(text, 'souk_queue_depth{queue="notifications"}')).toBe(1);
    const failed = lines.find((l) => l.msg === 'notifications failed');
    expect(failed).toMatchObject({ job: 'notifications', requestId: 'req-metrics-1' });
    expect(failed?.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request ids', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp & { close(): Promise<void> };
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (l: string) => lines.push(JSON.parse(l)) } },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are sent back in x-request-id and carried by every log line of the request, its mail too', async () => {
    const client = await makeClient(t.database.db);
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/forgot-password',
      payload: { email: client.email },
    });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await settlePendingMail();
    await t.app.jobs.drain();
    // The mail's job carries the id of the request that queued it.
    const failed = lines.find((l) => l.msg === 'password-reset failed');
    expect(failed).toMatchObject({ job: 'password-reset', requestId: id });
    const ofRequest = lines.filter((l) => l.reqId === id).map((l) => l.msg);
    expect(ofRequest).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });
});
