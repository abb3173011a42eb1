import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { likes } from '../../db/schema/catalog';
import { bearer, makeSession } from '../accounts/accounts.fixtures';
import { makeSellable, makeTree } from './articles.fixtures';

describe('GET /api/v1/like/{id}', () => {
  const t = useTestApp();

  async function article(nbrLike = 0) {
    const { sousCategorie } = await makeTree(t.database.db);
    return makeSellable(t.database.db, sousCategorie.id, { nbrLike });
  }
  const like = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/like/${id}`,
      headers: { 'user-agent': 'Firefox', ...headers },
    });

  it('counts one like per visitor: the same visitor twice → +1, another visitor → +1', async () => {
    const a = await article(7);
    const first = await like(a.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'success', data: { id: a.id, nbr_like: 8 } });
    expect((await like(a.id)).json().data.nbr_like).toBe(8);

    // Another browser from the same address is another visitor.
    expect((await like(a.id, { 'user-agent': 'Chrome' })).json().data.nbr_like).toBe(9);
    const another = await t.app.inject({
      method: 'GET',
      url: `/api/v1/like/${a.id}`,
      remoteAddress: '10.0.0.9',
      headers: { 'user-agent': 'Firefox' },
    });
    expect(another.json().data.nbr_like).toBe(10);

    const show = (await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${a.id}` })).json();
    expect(show.data.nbr_like).toBe(10);
    const rows = await t.database.db.select().from(likes).where(eq(likes.articleId, a.id));
    expect(rows).toHaveLength(3);
    // Only a hash of who liked is kept.
    for (const row of rows) expect(row.visitorKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts a logged-in client once on every device', async () => {
    const a = await article();
    const { token } = await makeSession(t.app, 'client');
    expect((await like(a.id, { ...bearer(token), 'user-agent': 'Phone' })).json().data.nbr_like).toBe(1);
    expect((await like(a.id, { ...bearer(token), 'user-agent': 'Laptop' })).json().data.nbr_like).toBe(1);
    // The same browser without the token is an anonymous visitor: a different key.
    expect((await like(a.id, { 'user-agent': 'Laptop' })).json().data.nbr_like).toBe(2);
    // A bad token is simply ignored: the visitor is anonymous.
    expect((await like(a.id, { ...bearer('nope'), 'user-agent': 'Laptop' })).json().data.nbr_like).toBe(2);
  });

  it('counts concurrent likes of the same visitor once', async () => {
    const a = await article();
    const replies = await Promise.all(Array.from({ length: 5 }, () => like(a.id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const show = (await t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${a.id}` })).json();
    expect(show.data.nbr_like).toBe(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const url of ['/api/v1/like/999999', '/api/v1/like/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
