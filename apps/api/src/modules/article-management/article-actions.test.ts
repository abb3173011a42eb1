import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeCommande } from '../../../test/factories';
import { articles, galeries, notes } from '../../db/schema/catalog';
import { commandeLignes } from '../../db/schema/commerce';
import {
  articleForm,
  call,
  makeManagedArticle,
  makeSessions,
  mediaExists,
  type Sessions,
} from './article-management.fixtures';

describe('article state, deletion, gallery photos and reviews', () => {
  const t = useTestApp();
  let s: Sessions;
  beforeEach(async () => {
    s = await makeSessions(t.app);
  });

  const db = () => t.database.db;
  const valideOf = async (id: number) =>
    (
      await db()
        .select({ v: articles.valide, by: articles.bloquePar })
        .from(articles)
        .where(eq(articles.id, id))
    )[0];

  describe('articleChangerEtat', () => {
    it("walks an administrator through 'Valider', 'Bloquer', 'Débloquer' on a store's article", async () => {
      const { article } = await makeManagedArticle(db(), s.sousCategorie.id, {
        marchandId: s.partnerA.row.id,
        valide: -1,
      });
      const toggle = () => call(t.app, 'POST', `v1/user/articleChangerEtat/${article.id}`, s.admin.token);
      expect((await toggle()).json()).toEqual({
        message: 'Success',
        data: { id: article.id, valide: 1, bloque_par: null },
      });
      expect((await toggle()).json().data).toEqual({ id: article.id, valide: 0, bloque_par: 'user' });
      expect((await toggle()).json().data).toEqual({ id: article.id, valide: 1, bloque_par: null });
    });

    it('lets a partner block and unblock its validated article, never validate a new one', async () => {
      const { article } = await makeManagedArticle(db(), s.sousCategorie.id, {
        marchandId: s.partnerA.row.id,
        valide: -1,
      });
      const toggle = () =>
        call(t.app, 'POST', `v1/marchand/articleChangerEtat/${article.id}`, s.partnerA.token);
      const refused = await toggle();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe("Cet article attend la validation de l'administrateur.");
      expect(await valideOf(article.id)).toEqual({ v: -1, by: null });

      await db().update(articles).set({ valide: 1 }).where(eq(articles.id, article.id));
      expect((await toggle()).json().data).toEqual({ id: article.id, valide: 0, bloque_par: 'marchand' });
      expect((await toggle()).json().data).toEqual({ id: article.id, valide: 1, bloque_par: null });
    });

    it("does not let a partner lift an administrator's block", async () => {
      const { article } = await makeManagedArticle(db(), s.sousCategorie.id, {
        marchandId: s.partnerA.row.id,
      });
      await call(t.app, 'POST', `v1/user/articleChangerEtat/${article.id}`, s.admin.token);
      const res = await call(t.app, 'POST', `v1/marchand/articleChangerEtat/${article.id}`, s.partnerA.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("Cet article a été bloqué par l'administrateur.");
      expect(await valideOf(article.id)).toEqual({ v: 0, by: 'user' });
    });

    it('hides a blocked article from the storefront and shows it again once unblocked', async () => {
      const { article } = await makeManagedArticle(db(), s.sousCategorie.id, {
        marchandId: s.partnerA.row.id,
      });
      const show = () => call(t.app, 'GET', `v1/articleShow/${article.id}`, null);
      expect((await show()).statusCode).toBe(200);
      await call(t.app, 'POST', `v1/marchand/articleChangerEtat/${article.id}`, s.partnerA.token);
      expect((await show()).statusCode).toBe(404);
      await call(t.app, 'POST', `v1/marchand/articleChangerEtat/${article.id}`, s.partnerA.token);
      expect((await show()).statusCode).toBe(200);
    });
  });

  describe('articleDelete', () => {
    it('deletes an article without stock, with its pictures; order lines keep their snapshot', async () => {
      const created = await call(
        t.app,
        'POST',
        'v1/marchand/articleAdd',
        s.partnerA.token,
        await articleForm(s),
      );
      const a = created.json().data;
      const client = await makeClient(db());
      const order = await makeCommande(db(), client.id, [{ articleId: a.id, quantite: 1 }]);
      const res = await call(t.app, 'DELETE', `v1/marchand/articleDelete/${a.id}`, s.partnerA.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "L'article a été supprimé avec success." });
      expect(await db().select().from(articles).where(eq(articles.id, a.id))).toEqual([]);
      for (const url of [a.url_image, a.url_image_marque, a.galeries[0].url_image]) {
        expect(mediaExists(t, url)).toBe(false);
      }
      const [line] = await db().select().from(commandeLignes).where(eq(commandeLignes.commandeId, order.id));
      expect(line).toMatchObject({ articleId: null, designation: `Article ${a.id}` });
    });

    it('refuses an article that has stock entries', async () => {
      const { article } = await makeManagedArticle(db(), s.sousCategorie.id, {
        marchandId: s.partnerA.row.id,
      });
      const res = await call(t.app, 'DELETE', `v1/marchand/articleDelete/${article.id}`, s.partnerA.token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Impossible de supprimer un article qui a du stock.',
        code: 'article_has_stock',
        params: {},
      });
      expect(await valideOf(article.id)).toBeDefined();
    });

    it("lets an administrator delete the platform's articles only", async () => {
      const own = await makeManagedArticle(db(), s.sousCategorie.id, { withStock: false });
      const store = await makeManagedArticle(db(), s.sousCategorie.id, {
        withStock: false,
        marchandId: s.partnerA.row.id,
      });
      const ok = await call(t.app, 'DELETE', `v1/user/articleDelete/${own.article.id}`, s.admin.token);
      expect(ok.statusCode).toBe(200);
      const refused = await call(t.app, 'DELETE', `v1/user/articleDelete/${store.article.id}`, s.admin.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: ARTICLE_MESSAGES.merchantReadOnly,
        code: 'article_merchant_read_only',
        params: {},
      });
      expect(await valideOf(store.article.id)).toBeDefined();
    });
  });

  describe('galerieDelete', () => {
    it('deletes one photo of the article and its file', async () => {
      const created = await call(
        t.app,
        'POST',
        'v1/marchand/articleAdd',
        s.partnerA.token,
        await articleForm(s),
      );
      const a = created.json().data;
      const photo = a.galeries[0];
      const res = await call(
        t.app,
        'DELETE',
        `v1/marchand/galerieDelete/${a.id}/${photo.id}`,
        s.partnerA.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'La photo a été supprimer avec success.' });
      expect(await db().select().from(galeries).where(eq(galeries.articleId, a.id))).toEqual([]);
      expect(mediaExists(t, photo.url_image)).toBe(false);
    });

    it("answers 404 for a photo of another article, 403 to an administrator on a store's article", async () => {
      const a = await makeManagedArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
      const b = await makeManagedArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
      const wrong = await call(
        t.app,
        'DELETE',
        `v1/marchand/galerieDelete/${a.article.id}/${b.galerie.id}`,
        s.partnerA.token,
      );
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ message: 'Photo introuvable.' });
      const admin = await call(
        t.app,
        'DELETE',
        `v1/user/galerieDelete/${a.article.id}/${a.galerie.id}`,
        s.admin.token,
      );
      expect(admin.statusCode).toBe(403);
      expect(await db().select().from(galeries)).toHaveLength(2);

      const own = await makeManagedArticle(db(), s.sousCategorie.id);
      const ok = await call(
        t.app,
        'DELETE',
        `v1/user/galerieDelete/${own.article.id}/${own.galerie.id}`,
        s.admin.token,
      );
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('noteDelete', () => {
    it('lets a partner delete a review of its article, and an administrator any review', async () => {
      const a = await makeManagedArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
      const b = await makeManagedArticle(db(), s.sousCategorie.id, { marchandId: s.partnerB.row.id });
      const res = await call(
        t.app,
        'DELETE',
        `v1/marchand/noteDelete/${a.article.id}/${a.note.id}`,
        s.partnerA.token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "L'avis a été supprimé avec success." });
      const admin = await call(
        t.app,
        'DELETE',
        `v1/user/noteDelete/${b.article.id}/${b.note.id}`,
        s.admin.token,
      );
      expect(admin.statusCode).toBe(200);
      expect(await db().select().from(notes)).toEqual([]);
    });

    it('answers 404 for a review of another article', async () => {
      const a = await makeManagedArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
      const b = await makeManagedArticle(db(), s.sousCategorie.id, { marchandId: s.partnerA.row.id });
      const res = await call(
        t.app,
        'DELETE',
        `v1/marchand/noteDelete/${a.article.id}/${b.note.id}`,
        s.partnerA.token,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Avis introuvable.' });
      expect(await db().select().from(notes)).toHaveLength(2);
    });
  });
});
