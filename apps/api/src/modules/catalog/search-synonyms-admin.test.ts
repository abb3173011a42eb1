import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeSousCategorie } from '../../../test/factories';
import { auditLogs } from '../../db/schema/accounts';
import { searchSynonymes } from '../../db/schema/catalog';
import { call } from '../article-management/article-management.fixtures';
import { contentSessions } from '../content/content-admin.fixtures';
import { makeSellable, makeTree, names } from './articles.fixtures';

describe('admin search synonyms (v1/user/synonymes, synonymeAdd, synonymeEdit, synonymeDelete)', () => {
  const t = useTestApp();
  let s: Awaited<ReturnType<typeof contentSessions>>;

  beforeEach(async () => {
    s = await contentSessions(t.app);
    const db = t.database.db;
    const { categorie, sousCategorie } = await makeTree(db);
    const electro = await makeSousCategorie(db, categorie.id, { designation: 'Électroménager' });
    await makeSellable(db, electro.id, { designation: 'Lave-linge Condor 8 kg' });
    await makeSellable(db, electro.id, { designation: 'Machine à café expresso' });
    await makeSellable(db, sousCategorie.id, { designation: 'Téléphone Galaxy A15', marque: 'Samsung' });
    await makeSellable(db, sousCategorie.id, { designation: 'Chargeur portable 20 000 mAh' });
  });

  const search = async (q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/rechercheArticles?search=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return names(res.json());
  };
  const add = (expressions: unknown) => call(t.app, 'POST', 'v1/user/synonymeAdd', s.admin, { expressions });

  it('makes "machine à laver" find "lave-linge" at once, both ways, and forgets it when deleted', async () => {
    // Without the synonym no article holds every word: partial matches only ('laver' and 'lave' share a stem).
    const partial = ['Lave-linge Condor 8 kg', 'Machine à café expresso'];
    expect((await search('machine à laver')).sort()).toEqual(partial);
    const res = await add(['machine à laver', 'lave-linge']);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Creation avec success',
      data: {
        id: expect.any(Number),
        expressions: ['machine à laver', 'lave-linge'],
        updated_at: expect.any(String),
      },
    });
    expect(await search('machine à laver')).toEqual(['Lave-linge Condor 8 kg']);
    expect(await search('Machine a laver condor')).toEqual(['Lave-linge Condor 8 kg']);
    expect(await search('lave-linge')).toEqual(['Lave-linge Condor 8 kg']);

    const id = res.json().data.id;
    const deleted = await call(t.app, 'DELETE', `v1/user/synonymeDelete/${id}`, s.admin);
    expect(deleted.json()).toEqual({ message: 'Suppression avec success' });
    expect((await search('machine à laver')).sort()).toEqual(partial);
  });

  it('makes "portable" find "téléphone" once added, and edits a group', async () => {
    expect(await search('portable')).toEqual(['Chargeur portable 20 000 mAh']);
    const id = (await add(['portable', 'téléphone'])).json().data.id;
    expect((await search('portable')).sort()).toEqual([
      'Chargeur portable 20 000 mAh',
      'Téléphone Galaxy A15',
    ]);
    expect(await search('portable samsung')).toEqual(['Téléphone Galaxy A15']);

    const edited = await call(t.app, 'POST', `v1/user/synonymeEdit/${id}`, s.admin, {
      expressions: ['portable', 'mobile'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Modification avec success');
    expect(await search('portable')).toEqual(['Chargeur portable 20 000 mAh']);
  });

  it('lists groups, last changed first, searchable without accents', async () => {
    await add(['portable', 'téléphone']);
    await add(['frigo', 'réfrigérateur']);
    const list = await call(t.app, 'GET', 'v1/user/synonymes', s.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((g: { expressions: string[] }) => g.expressions)).toEqual([
      ['frigo', 'réfrigérateur'],
      ['portable', 'téléphone'],
    ]);
    expect(list.json().meta.total).toBe(2);
    const found = await call(t.app, 'GET', 'v1/user/synonymes?search=telephone', s.admin);
    expect(found.json().data.map((g: { expressions: string[] }) => g.expressions)).toEqual([
      ['portable', 'téléphone'],
    ]);
  });

  it('answers French field messages and writes nothing on bad input', async () => {
    const cases: [unknown, string][] = [
      [['portable'], 'Indiquez au moins deux expressions.'],
      [['portable', 'Portable'], 'Les expressions doivent être différentes.'],
      [
        ['portable', '  !! '],
        'Chaque expression doit contenir au moins une lettre ou un chiffre (60 caractères au plus).',
      ],
      [undefined, 'Indiquez au moins deux expressions.'],
    ];
    for (const [expressions, message] of cases) {
      const res = await add(expressions);
      expect(res.statusCode, JSON.stringify(expressions)).toBe(422);
      expect(JSON.stringify(res.json().errors)).toContain(message);
    }
    expect(await t.database.db.select().from(searchSynonymes)).toEqual([]);
    const missing = await call(t.app, 'DELETE', 'v1/user/synonymeDelete/999', s.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Synonyme introuvable.');
  });

  it('is for administrators only: 401 without a token, 403 to partners and clients', async () => {
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
      ['GET', 'v1/user/synonymes'],
      ['POST', 'v1/user/synonymeAdd'],
      ['POST', 'v1/user/synonymeEdit/1'],
      ['DELETE', 'v1/user/synonymeDelete/1'],
    ];
    const id = (await add(['portable', 'téléphone'])).json().data.id;
    for (const [method, url] of calls) {
      const target = url.replace(/\/1$/, `/${id}`);
      const payload = method === 'POST' ? { expressions: ['a1', 'b2'] } : undefined;
      expect((await call(t.app, method, target, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, target, s.partner, payload)).statusCode, `${method} ${url}`).toBe(
        403,
      );
      expect((await call(t.app, method, target, s.client, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const rows = await t.database.db.select().from(searchSynonymes);
    expect(rows.map((r) => r.expressions)).toEqual([['portable', 'téléphone']]);
  });

  it('writes an audit log entry for each change', async () => {
    const id = (await add(['frigo', 'réfrigérateur'])).json().data.id;
    await call(t.app, 'POST', `v1/user/synonymeEdit/${id}`, s.admin, {
      expressions: ['frigo', 'frigidaire'],
    });
    await call(t.app, 'DELETE', `v1/user/synonymeDelete/${id}`, s.admin);
    const rows = await t.database.db.select().from(auditLogs).orderBy(asc(auditLogs.id));
    expect(rows.map((r) => [r.action, r.entity, r.entityId])).toEqual([
      ['POST /v1/user/synonymeAdd', 'synonyme', String(id)],
      ['POST /v1/user/synonymeEdit/:id', 'synonyme', String(id)],
      ['DELETE /v1/user/synonymeDelete/:id', 'synonyme', String(id)],
    ]);
    expect((rows[1].details as { body: unknown }).body).toEqual({ expressions: ['frigo', 'frigidaire'] });
  });
});
