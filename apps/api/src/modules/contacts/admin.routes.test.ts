import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema/content';
import { adminHeaders, expectAdminOnly } from '../clients/admin-people.fixtures';

let seq = 0;
async function makeContact(db: Db, over: Partial<typeof contacts.$inferInsert> = {}) {
  const i = ++seq;
  const [row] = await db
    .insert(contacts)
    .values({
      nom: `Nom${i}`,
      prenom: `Prénom${i}`,
      telephone: '0550123456',
      email: `visiteur${i}@exemple.dz`,
      sujet: `Sujet ${i}`,
      msg: `Message ${i}`,
      ...over,
    })
    .returning();
  return row;
}

describe('the administrator’s contacts', () => {
  const t = useTestApp();

  it('lists messages newest first, 10 a page, each with vu, and searches name, e-mail and subject', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    for (let i = 0; i < 11; i++) await makeContact(db, { createdAt: new Date(Date.UTC(2024, 0, i + 1)) });
    const livraison = await makeContact(db, {
      nom: 'Zerrouki',
      prenom: 'Hélène',
      sujet: 'Livraison à Oran',
      vu: true,
      createdAt: new Date(Date.UTC(2024, 1, 1)),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/contacts', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 12, per_page: 10, last_page: 2 });
    expect(body.data[0]).toEqual({
      id: livraison.id,
      nom: 'Zerrouki',
      prenom: 'Hélène',
      telephone: '0550123456',
      email: livraison.email,
      sujet: 'Livraison à Oran',
      msg: livraison.msg,
      created_at: '2024-02-01T00:00:00.000Z',
      vu: true,
    });
    expect(body.data[1].vu).toBe(false);

    const search = async (q: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/user/contacts', headers, query: { search: q } })
      ).json();
    expect((await search('helene livraison')).data.map((c: { id: number }) => c.id)).toEqual([livraison.id]);
    expect((await search('visiteur3@')).meta.total).toBe(1);
    expect((await search('oran')).links.first).toBe('/api/v1/user/contacts?search=oran&page=1');
  });

  it('marks a message read when it is opened, and the unread count goes down', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const first = await makeContact(db);
    await makeContact(db);
    await makeContact(db, { vu: true });
    const unread = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/countContactsNonLus', headers })).json();
    expect(await unread()).toEqual({ data: 2 });

    const show = await t.app.inject({ method: 'GET', url: `/api/v1/user/contactShow/${first.id}`, headers });
    expect(show.statusCode).toBe(200);
    expect(show.json().data).toMatchObject({ id: first.id, msg: first.msg, vu: true });
    expect(await unread()).toEqual({ data: 1 });
    // Opening it again changes nothing.
    await t.app.inject({ method: 'GET', url: `/api/v1/user/contactShow/${first.id}`, headers });
    expect(await unread()).toEqual({ data: 1 });
  });

  it('deletes a message with the fixed success text; an unknown id is a 404', async () => {
    const db = t.database.db;
    const { headers } = await adminHeaders(t.app);
    const gone = await makeContact(db);
    const kept = await makeContact(db);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/contactDelete/${gone.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Suppression avec success' });
    expect((await db.select().from(contacts)).map((c) => c.id)).toEqual([kept.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/countContactsNonLus', headers })).json(),
    ).toEqual({
      data: 1,
    });

    for (const [method, url] of [
      ['DELETE', `/api/v1/user/contactDelete/${gone.id}`],
      ['GET', `/api/v1/user/contactShow/${gone.id}`],
    ] as const) {
      const missing = await t.app.inject({ method, url, headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Message introuvable.' });
    }
  });

  it('answers administrators only, and a stranger changes nothing', async () => {
    const contact = await makeContact(t.database.db);
    await expectAdminOnly(t.app, 'GET', '/api/v1/user/contacts');
    await expectAdminOnly(t.app, 'GET', `/api/v1/user/contactShow/${contact.id}`);
    await expectAdminOnly(t.app, 'DELETE', `/api/v1/user/contactDelete/${contact.id}`);
    await expectAdminOnly(t.app, 'GET', '/api/v1/user/countContactsNonLus');
    const [row] = await t.database.db.select().from(contacts);
    expect(row).toMatchObject({ id: contact.id, vu: false });
  });
});
