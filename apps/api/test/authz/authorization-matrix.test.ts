import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/db/schema/accounts';
import { createTestApp, type TestApp } from '../build-app';
import {
  type Actor,
  changedTables,
  dbFingerprint,
  makeContact,
  makeWorld,
  type Probe,
  send,
  type World,
} from './authz.fixtures';
import { MATRIX_METRICS_TOKEN, ROUTE_POLICIES, type RoutePolicy } from './route-policies';

/**
 * The authorization matrix (docs/reliability.md), generated from the route table the app really registers:
 * every route must have a policy in route-policies.ts and every policy a route. For each route:
 *   role routes: no token → 401, a token of each other role → 403, a revoked (logged-out) token of
 *   the right role → 401, all sent with a request that would succeed for its owner; object routes:
 *   the other owner of the same role (or the administrator on a store's object) gets the declared
 *   404 / 403; none of these refusals changes a single row anywhere; then the owner gets the
 *   declared success, whose reply holds none of the other account's private texts;
 *   public routes: the declared answer without any token; webhooks: a bearer token grants nothing;
 *   the metrics scrape: 401 without the metrics token, and an account's token grants nothing.
 * GET routes are also checked through their automatic HEAD twin, without a token.
 * One app and one cast for the whole file; each route builds the objects it needs.
 */

/**
 * Stripe on (its webhook checks signatures); CIB payments stay on the built-in sandbox. The metrics
 * endpoint on (without its token it answers 404 to everyone).
 */
const CONFIG = {
  STRIPE_SECRET_KEY: 'sk_test_matrice',
  STRIPE_WEBHOOK_SECRET: 'whsec_matrice',
  METRICS_TOKEN: MATRIX_METRICS_TOKEN,
};

const UNAUTHENTICATED = 'Non authentifié.';
const FORBIDDEN = 'Action non autorisée.';

const registered: string[] = [];
function collect(route: RouteOptions) {
  for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
}

let t: TestApp & { close(): Promise<void> };
let w: World;
const tally = { routes: 0, requests: 0, refusals: 0, foreign: 0 };

beforeAll(async () => {
  t = await createTestApp(CONFIG, { onRoute: collect });
  w = await makeWorld(t.app, t.mailer);
}, 120_000);

afterAll(async () => {
  console.info(
    `authorization matrix: ${tally.routes} routes, ${tally.requests} requests ` +
      `(${tally.refusals} refusals checked, ${tally.foreign} on another owner's object)`,
  );
  await t?.close();
});

const actorA = (role: Role): Actor =>
  role === 'client' ? w.clientA : role === 'marchand' ? w.partnerA : w.admin;
const actorB = (role: Role): Actor | null =>
  role === 'client' ? w.clientB : role === 'marchand' ? w.partnerB : null;
const isRole = (audience: RoutePolicy['audience']): audience is Role =>
  (ROLES as readonly string[]).includes(audience);

function describeReply(res: LightMyRequestResponse): string {
  return `${res.statusCode} ${res.body.slice(0, 300)}`;
}

/**
 * A refusal: the status, a `{ message }` body — with its sentence's code when it has one (decision
 * 0041), whose parameters then name nothing — and nothing else (no data of anyone).
 */
function expectRefused(res: LightMyRequestResponse, status: number, label: string) {
  expect(res.statusCode, `${label}: ${describeReply(res)}`).toBe(status);
  const body = res.json();
  const keys = Object.keys(body);
  if (keys.includes('code')) {
    expect(keys, `${label}: the refusal carries a message and its code only`).toEqual([
      'message',
      'code',
      'params',
    ]);
    expect(body.params, `${label}: the refusal's code names nothing`).toEqual({});
  } else {
    expect(keys, `${label}: the refusal carries a message only`).toEqual(['message']);
  }
  if (status === 401 && label.includes('token')) expect(body.message, label).toBe(UNAUTHENTICATED);
  if (status === 403 && label.includes('token')) expect(body.message, label).toBe(FORBIDDEN);
}

describe('the route table', () => {
  it('has a declared policy for every route the app registers', () => {
    expect(registered.length).toBeGreaterThan(100);
    const undeclared = registered.filter((key) => !key.startsWith('HEAD ') && !(key in ROUTE_POLICIES));
    expect(undeclared, 'routes without a policy in test/authz/route-policies.ts').toEqual([]);
    const orphanHeads = registered.filter(
      (k) => k.startsWith('HEAD ') && !(`GET ${k.slice(5)}` in ROUTE_POLICIES),
    );
    expect(orphanHeads, 'HEAD routes without a GET twin').toEqual([]);
  });

  it('declares no route that the app does not register', () => {
    const known = new Set(registered);
    expect(Object.keys(ROUTE_POLICIES).filter((key) => !known.has(key))).toEqual([]);
  });

  it('declares another-owner checks on role routes only', () => {
    for (const [key, policy] of Object.entries(ROUTE_POLICIES)) {
      for (const foreign of [policy.foreign ?? []].flat()) {
        expect(isRole(policy.audience), key).toBe(true);
        if (!foreign.request)
          expect(policy.audience, `${key}: there is one administrator role`).not.toBe('user');
      }
    }
  });

  it('notices a single changed row anywhere in the database', async () => {
    const before = await dbFingerprint(t.app, w.db);
    await makeContact(w.db);
    expect(changedTables(before, await dbFingerprint(t.app, w.db))).toEqual(['contacts']);
  });
});

describe('every route answers its declared policy', () => {
  for (const [key, policy] of Object.entries(ROUTE_POLICIES)) {
    const [method, path] = key.split(' ');
    it(key, async () => {
      tally.routes++;
      const call = (probe: Probe, token: string | null, verb = method) => {
        tally.requests++;
        return send(t.app, verb, path, probe, token);
      };
      const probe = policy.request ? await policy.request(w) : {};
      const audience = policy.audience;

      if (!isRole(audience)) {
        const res = await call(probe, null);
        expect(res.statusCode, `${key} without a token: ${describeReply(res)}`).toBe(policy.status);
        if (method === 'GET') {
          const head = await call(probe, null, 'HEAD');
          expect(head.statusCode, `HEAD twin of ${key}`).toBe(policy.status);
        }
        if (audience === 'webhook') {
          const withToken = await call(probe, w.clientA.token);
          expect(withToken.statusCode, `${key} with a client's bearer token`).toBe(policy.status);
        }
        if (audience === 'scraper') {
          tally.refusals += 2;
          expectRefused(await call({}, null), 401, `${key} without a token`);
          expectRefused(await call(probe, w.admin.token), 401, `${key} with the administrator's token`);
        }
        return;
      }

      const foreigners = [policy.foreign ?? []].flat();
      const foreignProbes = await Promise.all(foreigners.map((f) => (f.request ? f.request(w) : probe)));
      const before = await dbFingerprint(t.app, w.db);
      const refusals = policy.refusals ?? { why: '' };

      expectRefused(await call(probe, null), refusals.anonymous ?? 401, `${key} with no token`);
      for (const other of ROLES.filter((r) => r !== audience)) {
        expectRefused(
          await call(probe, actorA(other).token),
          refusals.otherRole ?? 403,
          `${key} with a ${other} token`,
        );
      }
      expectRefused(
        await call(probe, w.revoked[audience]),
        refusals.revoked ?? 401,
        `${key} with a revoked ${audience} token`,
      );
      tally.refusals += ROLES.length + 1;

      for (const [i, foreign] of foreigners.entries()) {
        tally.foreign++;
        const other = foreign.request ? actorA(audience) : actorB(audience);
        if (!other) throw new Error(`${key}: no second ${audience} account`);
        expectRefused(
          await call(foreignProbes[i], other.token),
          foreign.status,
          foreign.request
            ? `${key}: ${audience} A on an object it does not own (${foreign.why ?? ''})`
            : `${key}: ${audience} B on ${audience} A's object`,
        );
      }
      if (method === 'GET') {
        // HEAD replies carry no body: the status alone.
        const head = await call(probe, null, 'HEAD');
        expect(head.statusCode, `HEAD twin of ${key} with no token`).toBe(refusals.anonymous ?? 401);
      }
      expect(
        changedTables(before, await dbFingerprint(t.app, w.db)),
        `${key}: refused calls changed the database`,
      ).toEqual([]);

      const own = await call(probe, probe.token ?? actorA(audience).token);
      expect(own.statusCode, `${key} by its owner: ${describeReply(own)}`).toBe(policy.status);
      if (audience === 'client' || audience === 'marchand') {
        const leaked = w.secretsOf[audience].filter((secret) => own.body.includes(secret));
        expect(leaked, `${key}: ${audience} A's reply shows ${audience} B's data`).toEqual([]);
      }
    });
  }
});
