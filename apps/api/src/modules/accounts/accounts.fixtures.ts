import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { admins, clients, marchands, type Role } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import { uniqueSlug } from '../../lib/slug';

/**
 * Test factories for accounts (any module's tests may use them): rows written straight to the
 * database, and a login through the real endpoint. Hashes are cached: argon2 is slow on purpose.
 */

export const TEST_PASSWORD = 'Secret123!';

const hashes = new Map<string, Promise<string>>();
const hashed = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

let seq = 0;
const nextEmail = (prefix: string) => `${prefix}${++seq}@exemple.dz`;

export async function makeClient(
  db: DbOrTx,
  over: Partial<typeof clients.$inferInsert> & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...rest } = over;
  const [row] = await db
    .insert(clients)
    .values({
      slug: uniqueSlug('amina benali'),
      nom: 'Benali',
      prenom: 'Amina',
      email: nextEmail('client'),
      telephone: '0550123456',
      genre: 'femme',
      adresse: '12 rue Didouche Mourad',
      wilaya: '16 - Alger',
      ...rest,
      password: await hashed(password),
    })
    .returning();
  return row;
}

export async function makeMarchand(
  db: DbOrTx,
  over: Partial<typeof marchands.$inferInsert> & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...rest } = over;
  const [row] = await db
    .insert(marchands)
    .values({
      slug: uniqueSlug('boutique du sahel'),
      nom: 'Haddad',
      prenom: 'Karim',
      email: nextEmail('partenaire'),
      telephone: '0661234567',
      designationMagasin: 'Boutique du Sahel',
      adresseMagasin: 'Cité 500 logements',
      wilayaMagasin: '31 - Oran',
      ...rest,
      password: await hashed(password),
    })
    .returning();
  return row;
}

export async function makeAdmin(
  db: DbOrTx,
  over: Partial<typeof admins.$inferInsert> & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...rest } = over;
  const [row] = await db
    .insert(admins)
    .values({ name: 'Admin Souk', email: nextEmail('admin'), ...rest, password: await hashed(password) })
    .returning();
  return row;
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(app: FastifyInstance, role: Role, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/${role}/login`,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${role} ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** A row of the role plus a live token for it. */
export async function makeSession(app: FastifyInstance, role: Role) {
  const db = app.database.db;
  const row =
    role === 'client'
      ? await makeClient(db)
      : role === 'marchand'
        ? await makeMarchand(db)
        : await makeAdmin(db);
  return { row, token: await loginAs(app, role, row.email) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
