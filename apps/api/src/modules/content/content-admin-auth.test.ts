import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCategorie, makeFondateur, makePublicite, makeSousCategorie } from '../../../test/factories';
import { categories, sousCategories } from '../../db/schema/catalog';
import { fondateurs, publicites, sponsors } from '../../db/schema/content';
import { call, png } from '../article-management/article-management.fixtures';
import { CONTENT_ADMIN_CALLS, contentSessions } from './content-admin.fixtures';

describe('admin site-content calls: who may call them', () => {
  const t = useTestApp();

  async function snapshot() {
    const db = t.database.db;
    const n = async (table: typeof categories | typeof sousCategories | typeof sponsors) =>
      (await db.select({ n: count() }).from(table))[0].n;
    return {
      categories: await db.select().from(categories),
      sousCategories: await n(sousCategories),
      sponsors: await n(sponsors),
      fondateurs: await db.select().from(fondateurs),
      publicites: await db.select().from(publicites),
    };
  }

  it('answers 401 without a token and 403 to client and partner tokens, changing nothing', async () => {
    const db = t.database.db;
    const s = await contentSessions(t.app);
    const cat = await makeCategorie(db);
    await makeSousCategorie(db, cat.id);
    await db.insert(sponsors).values({ nom: 'Djezzy', url: 'https://djezzy.dz' });
    await makeFondateur(db);
    await makePublicite(db, { type: 'banner1' });
    const before = await snapshot();
    const body = { designation: 'X', nom: 'X', url_image: await png(), type: 'banner1' };

    for (const [method, url] of CONTENT_ADMIN_CALLS) {
      const payload = method === 'POST' ? body : undefined;
      const none = await call(t.app, method, url, null, payload);
      expect(none.statusCode, `${method} ${url} without token`).toBe(401);
      expect(none.json().message).toEqual(expect.any(String));
      for (const token of [s.client, s.partner]) {
        const res = await call(t.app, method, url, token, payload);
        expect(res.statusCode, `${method} ${url} with another role`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
