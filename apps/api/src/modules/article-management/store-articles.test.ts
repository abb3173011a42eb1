import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeArticle, makeStockArticle } from '../../../test/factories';
import { call, makeSessions, type Sessions } from './article-management.fixtures';

type Item = { designation: string; valide: number; marchand: { id: number } | null; stock_total: number };
const names = (body: { data: Item[] }) => body.data.map((a) => a.designation).sort();

/** The admin's store-products page (magasins-produits/{id}): one store's articles in every state. */
describe("GET v1/user/articlesMarchands?marchand_id: one store's articles", () => {
  const t = useTestApp();
  let s: Sessions;
  beforeEach(async () => {
    s = await makeSessions(t.app);
  });
  const db = () => t.database.db;

  it('lists only that store, in every state, with its stock total and the store as header', async () => {
    const sc = s.sousCategorie.id;
    const a = s.partnerA.row.id;
    const active = await makeArticle(db(), sc, { designation: 'Tajine', marchandId: a });
    await makeStockArticle(db(), active.id, { quantite: 4 });
    await makeArticle(db(), sc, { designation: 'Couscoussier', marchandId: a, valide: -1 });
    await makeArticle(db(), sc, { designation: 'Plat', marchandId: a, valide: 0 });
    await makeArticle(db(), sc, { designation: 'Autre boutique', marchandId: s.partnerB.row.id });
    await makeArticle(db(), sc, { designation: 'Plateforme' });

    const res = await call(t.app, 'GET', `v1/user/articlesMarchands?marchand_id=${a}`, s.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Couscoussier', 'Plat', 'Tajine']);
    expect(body.data.every((x: Item) => x.marchand?.id === a)).toBe(true);
    expect(body.data.find((x: Item) => x.designation === 'Tajine')).toMatchObject({
      stock_total: 4,
      low_stock: true,
    });
    expect(body.marchand).toMatchObject({ id: a, designation_magasin: expect.any(String) });
    expect(body.meta.total).toBe(3);
  });

  it('keeps marchand_id and the filters in the page links', async () => {
    for (let i = 0; i < 13; i++) {
      await makeArticle(db(), s.sousCategorie.id, {
        designation: `Gandoura ${i}`,
        marchandId: s.partnerA.row.id,
      });
    }
    const url = `v1/user/articlesMarchands?marchand_id=${s.partnerA.row.id}&search=gandoura`;
    const res = await call(t.app, 'GET', url, s.admin.token);
    expect(res.json().meta).toMatchObject({ total: 13, last_page: 2 });
    expect(res.json().links.next).toContain(`marchand_id=${s.partnerA.row.id}`);
    expect(res.json().links.next).toContain('search=gandoura');
  });

  it('still lists every store without marchand_id, and carries no store header then', async () => {
    await makeArticle(db(), s.sousCategorie.id, { designation: 'A', marchandId: s.partnerA.row.id });
    await makeArticle(db(), s.sousCategorie.id, { designation: 'B', marchandId: s.partnerB.row.id });
    const res = await call(t.app, 'GET', 'v1/user/articlesMarchands', s.admin.token);
    expect(names(res.json())).toEqual(['A', 'B']);
    expect(res.json()).not.toHaveProperty('marchand');
  });

  it('answers 404 for an unknown store and 422 for a malformed id', async () => {
    const unknown = await call(t.app, 'GET', 'v1/user/articlesMarchands?marchand_id=999999', s.admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Magasin introuvable.' });
    const bad = await call(t.app, 'GET', 'v1/user/articlesMarchands?marchand_id=abc', s.admin.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['marchand_id']);
  });

  it('is refused without a token and to other roles', async () => {
    const url = `v1/user/articlesMarchands?marchand_id=${s.partnerA.row.id}`;
    expect((await call(t.app, 'GET', url, null)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', url, s.partnerA.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, s.client.token)).statusCode).toBe(403);
  });
});
