import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { makeClient, makeMarchand } from '../../../test/factories';
import { issueToken } from '../../lib/tokens';
import { bearer, makeAdmin } from '../accounts/accounts.fixtures';

/**
 * Test helpers of the administrator's people screens (clients, stores, partner requests, contacts):
 * tokens issued directly (no argon2 login per test) and the refusal checks every admin route needs.
 */

export async function adminHeaders(app: FastifyInstance) {
  const admin = await makeAdmin(app.database.db);
  return { admin, headers: bearer(await issueToken(app.database.db, 'user', admin.id)) };
}

/** Bearer headers of a client and of a partner: both must get 403 on admin routes. */
export async function strangerHeaders(app: FastifyInstance) {
  const db = app.database.db;
  const client = await makeClient(db);
  const partner = await makeMarchand(db);
  return {
    client: bearer(await issueToken(db, 'client', client.id)),
    partner: bearer(await issueToken(db, 'marchand', partner.id)),
  };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** No token → 401; a client's or a partner's token → 403; in every case nothing else is answered. */
export async function expectAdminOnly(app: FastifyInstance, method: Method, url: string, payload?: object) {
  const others = await strangerHeaders(app);
  const none = await app.inject({ method, url, payload });
  expect(none.statusCode, `${method} ${url} without a token`).toBe(401);
  expect(none.json()).toEqual({ message: 'Non authentifié.' });
  for (const [who, headers] of Object.entries(others)) {
    const res = await app.inject({ method, url, headers, payload });
    expect(res.statusCode, `${method} ${url} as ${who}`).toBe(403);
    expect(res.json()).toEqual({ message: 'Action non autorisée.' });
  }
}
