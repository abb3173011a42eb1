import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { settlePendingMail } from '../../src/modules/accounts/auth.service';
import { createTestApp } from '../build-app';
import { truncateAll } from '../database';
import {
  fillFields,
  fingerprint,
  keptWorld,
  makeWorld,
  renewToken,
  validBody,
  validParams,
  type World,
} from './fuzz-world';
import {
  abbreviate,
  fromPlain,
  type Hostile,
  hostileFor,
  hostileKey,
  hostileParam,
  hostileValue,
  type Path,
  pathsOf,
  REMOVE,
  setPath,
  toJson,
  withEntries,
} from './hostile';
import { routeCollector, type WriteRoute, writeRoutes } from './route-table';
import { isRuleMessage } from './rule-messages';

/**
 * Every POST/PUT/PATCH/DELETE route of the app, found in its router, gets FUZZ_RUNS requests with
 * hostile bodies (and sometimes hostile path parameters), authenticated with the token its path asks
 * for, against a fresh world of real rows. Whatever the input:
 *   - no 5xx;
 *   - a refusal is a 422 `{ message, errors: { field: [non-empty messages] } }`, or one of the
 *     statuses the route's rules allow (404 unknown or foreign id, 409 state conflict, …);
 *   - a refused request leaves the database (every table, by row count and checksum) and the media
 *     folder exactly as they were.
 * Reproducible: FUZZ_SEED (default below) drives every run; FUZZ_RUNS changes the count per route.
 *   FUZZ_SEED=123 npx vitest run apps/api/test/fuzz -t 'articleAdd'
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_118);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
fc.configureGlobal({ seed: SEED, numRuns: RUNS });

const collector = routeCollector();
// Throttling is not under test here: with many runs, the login and reset counters (per address,
// per account, shared by the three audiences) would otherwise refuse the valid bodies too.
const t = await createTestApp(
  {
    LOGIN_MAX_ATTEMPTS: 1_000_000,
    LOGIN_MAX_ATTEMPTS_PER_IP: 1_000_000,
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: 1_000_000,
  },
  { onRoute: collector.onRoute },
);
const routes = await writeRoutes(t.app, collector.registered);
const mediaDir = path.join(t.config.DATA_DIR, 'media');
// Every route starts from the same fresh world, made once and put back before each use (keptWorld);
// the return routes from one with a return in each state.
const worlds = {
  base: await keptWorld(t.database),
  returns: await keptWorld(t.database, { returns: true }),
};
afterAll(() => t.close());

/** Work a route starts after its reply (the password-reset e-mail, order mails) is part of the request. */
async function settle() {
  await settlePendingMail();
  await t.app.jobs.drain();
}

/** Refusals other than 422 that a route's rules give for input that is well-formed but not acceptable. */
function allowedRefusals(route: WriteRoute): Set<number> {
  const allowed = new Set([404, 409, 422]);
  if (/^(client|marchand|user)\/(login|forgot-password|reset-password)$/.test(route.name)) {
    allowed.add(401).add(429);
  }
  // The documented answer to a variant that already has a stock entry: 403 'Ce stock existe déjà!'.
  if (/^(user|marchand)\/stockarticleAdd$/.test(route.name)) allowed.add(403);
  // Signed provider notifications: a bad signature is a 400, a body over their own 256 KB limit a 413.
  if (route.name.startsWith('webhooks/')) allowed.add(400).add(413);
  // The router itself refuses a path parameter over 100 characters, before any of our code runs.
  if (route.params.length > 0) allowed.add(414);
  return allowed;
}

interface Request {
  params: Record<string, string>;
  body: Hostile | undefined;
}

function requestArbitrary(route: WriteRoute, base: Hostile, params: Record<string, string | number>) {
  const schemaKeys: Path[] = Object.keys(route.body?.properties ?? {}).map((k) => [k]);
  const seen = new Set<string>();
  const paths = [...pathsOf(base), ...schemaKeys].filter((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const bodies: fc.Arbitrary<Hostile | undefined>[] = [
    // A body that is wholly wrong: null, a string, an array, an object of junk…
    hostileValue,
    // Extra keys on a valid body: prototype pollution, mass assignment, unknown fields.
    fc
      .array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 })
      .map((extra) => withEntries(base, extra)),
  ];
  if (paths.length > 0) {
    // A valid body with one to three fields (top-level or nested) replaced or removed.
    const mutation = fc
      .constantFrom(...paths)
      .chain((p) =>
        fc.tuple(
          fc.constant(p),
          fc.oneof(
            { weight: 5, arbitrary: hostileFor(p[p.length - 1]) },
            { weight: 1, arbitrary: fc.constant(REMOVE) },
          ),
        ),
      );
    const mutated = fc
      .array(mutation, { minLength: 1, maxLength: 3 })
      .map((muts) => muts.reduce<Hostile>((tree, [p, v]) => setPath(tree, p, v), base));
    bodies.push(mutated, mutated);
  } else {
    bodies.push(fc.constant(undefined));
  }
  const paramArbs = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      fc.oneof(
        { weight: route.body ? 4 : 1, arbitrary: fc.constant(String(value)) },
        { weight: 1, arbitrary: hostileParam },
      ),
    ]),
  );
  return fc.record<Request>({ params: fc.record(paramArbs), body: fc.oneof(...bodies) });
}

function urlOf(route: WriteRoute, params: Record<string, string>) {
  return route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));
}

const problems = (route: WriteRoute, url: string, body: Hostile | undefined, status: number, reply: string) =>
  `${route.method} ${url}\n  body: ${body === undefined ? '(none)' : abbreviate(toJson(body, true))}\n  → ${status} ${abbreviate(reply, 400)}`;

function fieldErrorsProblem(reply: unknown): string | null {
  const r = reply as { message?: unknown; errors?: unknown };
  if (typeof r?.message !== 'string' || r.message.length === 0) return 'no message';
  if (r.errors === null || typeof r.errors !== 'object' || Array.isArray(r.errors)) return 'no errors map';
  const entries = Object.entries(r.errors as Record<string, unknown>);
  if (entries.length === 0) return 'empty errors map';
  for (const [field, messages] of entries) {
    if (field.length === 0) return 'an empty field key';
    if (!Array.isArray(messages) || messages.length === 0) return `no messages under ${field}`;
    if (!messages.every((m) => typeof m === 'string' && m.trim().length > 0))
      return `a blank message under ${field}`;
  }
  return null;
}

const contact = {
  nom: 'Saidi',
  prenom: 'Nadia',
  telephone: '0550112233',
  email: 'nadia@exemple.dz',
  sujet: 'Livraison',
};

const statusCounts = new Map<string, { counts: Map<number, number>; refusals: Set<string> }>();

describe('write endpoints under hostile input', () => {
  it('finds every write route the app registers', () => {
    // 79 when this test was written: fewer means the route table is being read wrongly.
    expect(routes.length).toBeGreaterThanOrEqual(79);
    expect(routes.filter((r) => r.role === null).map((r) => r.name)).toEqual(
      expect.arrayContaining(['contactAdd', 'demandeCompte', 'client/login', 'client/register']),
    );
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, { timeout: 120_000 }, async () => {
      const db = t.database.db;
      const prepare = async () => {
        const world: World = await worlds[route.name.includes('/retour') ? 'returns' : 'base']();
        const params = validParams(route, world);
        if (!params) throw new Error(`no world object for the path of ${route.name}: add it to validParams`);
        return { world, params, valid: await validBody(route, world) };
      };
      // Fields a refinement requires, found missing by the route itself (see fillFields).
      const filled: string[] = [];
      if (route.body) {
        // The mutations start from a body the route accepts (checked in a world of its own, so that
        // the fuzzing starts before it was used): otherwise they would test the first missing field.
        const { world, params, valid } = await prepare();
        const send = () =>
          t.app.inject({
            method: route.method,
            url: urlOf(route, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
            headers: route.role ? { authorization: `Bearer ${world.tokens[route.role]}` } : {},
            payload: valid,
          });
        let res = await send();
        for (let i = 0; i < 3 && res.statusCode === 422 && route.body; i++) {
          const missing = Object.keys((res.json() as { errors?: object }).errors ?? {});
          if (missing.length === 0) break;
          filled.push(...missing);
          await fillFields(route.body, valid, missing);
          res = await send();
        }
        expect(res.statusCode, `the valid body of ${route.name}: ${res.body}`).toBeLessThan(300);
        await settle();
      }
      const { world, params, valid } = await prepare();
      if (route.body) await fillFields(route.body, valid, filled);
      const base = fromPlain(valid);
      const allowed = allowedRefusals(route);
      const counts = new Map<number, number>();
      const refusals = new Set<string>();
      statusCounts.set(`${route.method} ${route.name}`, { counts, refusals });
      let before = await fingerprint(db, mediaDir);

      const property = fc.asyncProperty(requestArbitrary(route, base, params), async (req) => {
        const json = req.body === undefined ? undefined : toJson(req.body);
        const url = urlOf(route, req.params);
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: {
            ...(json === undefined ? {} : { 'content-type': 'application/json' }),
            ...(route.role ? { authorization: `Bearer ${world.tokens[route.role]}` } : {}),
          },
          ...(json === undefined ? {} : { payload: json }),
        });
        // Work a route starts after its reply (the password-reset e-mail) is part of the request.
        await settle();
        const status = res.statusCode;
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status >= 400 && status !== 422) refusals.add(`${status} ${abbreviate(res.body, 160)}`);
        const fail = (why: string) => {
          throw new Error(`${why}\n${problems(route, url, req.body, status, res.body)}`);
        };
        if (status >= 500) fail('server error');
        if (status < 400) {
          if (route.role) await renewToken(db, world, route.role);
          before = await fingerprint(db, mediaDir);
          return;
        }
        let reply: unknown;
        try {
          reply = res.json();
        } catch {
          fail('a refusal that is not JSON');
        }
        const r = reply as { message?: unknown; errors?: unknown };
        if (status === 422 && (r.errors !== undefined || !isRuleMessage(String(r.message)))) {
          const problem = fieldErrorsProblem(reply);
          if (problem) fail(`422 without field messages (${problem})`);
        } else if (!allowed.has(status)) {
          fail(`refused with ${status} instead of 422`);
        } else if (typeof r.message !== 'string' || r.message.length === 0) {
          fail('a refusal without a message');
        }
        const after = await fingerprint(db, mediaDir);
        const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
        if (changed.length > 0) fail(`a refused request changed ${changed.join(', ')}`);
      });

      try {
        await fc.assert(property, {
          endOnFailure: process.env.FUZZ_SHRINK !== '1',
          includeErrorInReport: true,
        });
      } catch (error) {
        throw new Error(
          `Fuzzing ${route.method} ${route.url} failed (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run apps/api/test/fuzz -t '${route.name}')\n${(error as Error).message}`,
        );
      }
    });
  }

  it('refuses the inputs that once got through as a 500 or a free article', async () => {
    const db = t.database.db;
    await truncateAll(t.database);
    const world = await makeWorld(db);
    const post = (url: string, role: 'user' | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/${url}`,
        headers: role ? { authorization: `Bearer ${world.tokens[role]}` } : {},
        payload,
      });
    const before = await fingerprint(db, mediaDir);
    const cases: [string, 'user' | null, object, string][] = [
      // U+0000 in a text field: PostgreSQL refused it with an error, answered as a 500.
      ['contactAdd', null, { ...contact, msg: 'Bonjour\u0000' }, 'msg'],
      // A discount under one centime passed "above 0", then broke the CHECK (remise > 0): a 500.
      [
        'user/couponAdd',
        'user',
        { designation: 'Fidélité', duree: 30, montant: 5000, remise: 4e-323 },
        'remise',
      ],
      // A price under one centime passed "positive" and was stored as 0: a free article.
      [`user/stockarticleEdit/${world.platform.stock?.id}`, 'user', { prix: 0.004, quantite: 3 }, 'prix'],
    ];
    for (const [url, role, payload, field] of cases) {
      const res = await post(url, role, payload);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), url).toEqual([field]);
    }
    expect(await fingerprint(db, mediaDir)).toEqual(before);
  });

  it('answers a deeply nested body (10 000 levels, poisoned keys and U+0000 inside) without a 5xx', async () => {
    const db = t.database.db;
    await truncateAll(t.database);
    const world = await makeWorld(db, { returns: true });
    const depth = 10_000;
    const payload = `{"options":${'['.repeat(depth)}{"__proto__":{"x":"\\u0000"},"constructor":{"prototype":{"y":1}}}${']'.repeat(depth)}}`;
    for (const route of routes) {
      const params = Object.fromEntries(
        Object.entries(validParams(route, world) ?? {}).map(([k, v]) => [k, String(v)]),
      );
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route, params),
        headers: {
          'content-type': 'application/json',
          ...(route.role ? { authorization: `Bearer ${world.tokens[route.role]}` } : {}),
        },
        payload,
      });
      await settle();
      expect(res.statusCode, `${route.name}: ${abbreviate(res.body, 300)}`).toBeLessThan(500);
      if (route.role && res.statusCode < 300) await renewToken(db, world, route.role);
    }
  });

  it('summary', () => {
    if (process.env.FUZZ_REPORT !== '1') return;
    const lines = [...statusCounts].map(
      ([name, { counts, refusals }]) =>
        `${name.padEnd(52)} ${[...counts]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}${[...refusals].map((r) => `\n    ${r}`).join('')}`,
    );
    console.log(`seed ${SEED}, ${RUNS} runs per route\n${lines.join('\n')}`);
  });
});
