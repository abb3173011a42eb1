import { algiersDay } from '@souk/domain/algiers-time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClient, makeCommande, makeNote, makePromotion, makeStockArticle } from '../../../test/factories';
import { checkInvariants } from '../../db/invariants';
import { articles, notes, sousCategories, stockArticles } from '../../db/schema/catalog';
import { commandeLignes, commandes, promotionArticles, promotions } from '../../db/schema/commerce';
import { makeSellable, makeTree, names } from './articles.fixtures';
import {
  forgetPromotionsDuJour,
  keepPromotionsDuJour,
  promotionsReadyFor,
  refreshPromotionsDuJour,
} from './promotions-du-jour';

/**
 * The facts the storefront lists read on the article (migrations 0010 and 0017): categorie_id, prix_min,
 * note_moyenne, nombre_notes and promo_pourcentage, kept by triggers, and beside it the quantity ordered
 * (article_commandes, migration 0018). After every kind of write they must equal what they are computed
 * from (the lookups the lists ran before); `drift()` lists the articles where they do not.
 */
describe('articles listing facts (prix_min, note_moyenne, promo_pourcentage)', () => {
  const t = useTestApp();

  const drift = async () => {
    const { rows } = (await t.database.db.execute(sql`
      select a.id, a.categorie_id, x.categorie, a.prix_min, x.prix, a.note_moyenne, x.moyenne,
             a.nombre_notes, x.nombre, a.promo_pourcentage, x.promo, x.commandee, x.commandee_kept
        from articles a cross join promotions_jour j cross join lateral (select
          (select sc.categorie_id from sous_categories sc where sc.id = a.sous_categorie_id) as categorie,
          (select min(s.prix) from stock_articles s where s.article_id = a.id) as prix,
          coalesce((select round(avg(n.note)::numeric, 1) from notes n where n.article_id = a.id), 0) as moyenne,
          (select count(*)::int from notes n where n.article_id = a.id) as nombre,
          (select p.pourcentage from promotion_articles pa join promotions p on p.id = pa.promotion_id
            where pa.article_id = a.id and p.valide and p.date_debut <= j.jour and p.date_fin >= j.jour
            order by p.created_at desc, p.id desc limit 1) as promo,
          (select coalesce(sum(l.quantite), 0)::int from commande_lignes l join commandes c on c.id = l.commande_id
            where l.article_id = a.id and c.etat <> 'annulee') as commandee,
          coalesce((select ac.quantite from article_commandes ac where ac.article_id = a.id), 0) as commandee_kept) x
       where (a.categorie_id, a.prix_min, a.note_moyenne, a.nombre_notes, a.promo_pourcentage, x.commandee_kept)
             is distinct from (x.categorie, x.prix, x.moyenne, x.nombre, x.promo, x.commandee)`)) as unknown as {
      rows: unknown[];
    };
    return rows;
  };
  const facts = async (id: number) => {
    const [row] = await t.database.db
      .select({ prix: articles.prixMin, note: articles.noteMoyenne, promo: articles.promoPourcentage })
      .from(articles)
      .where(eq(articles.id, id));
    return row;
  };
  const ratings = async (id: number) => {
    const [row] = await t.database.db
      .select({ note: articles.noteMoyenne, nombre: articles.nombreNotes })
      .from(articles)
      .where(eq(articles.id, id));
    return row;
  };
  const day = (offset: number) => algiersDay(new Date(Date.now() + offset * 86_400_000));

  it('follow the category through a change of sub-category and a sub-category moved to another category', async () => {
    const db = t.database.db;
    await refreshPromotionsDuJour(db, day(0));
    const one = await makeTree(db, { slug: 'une' });
    const two = await makeTree(db, { slug: 'deux' });
    const a = await makeSellable(db, one.sousCategorie.id, { designation: 'Alpha' });
    const listed = async (slug: string) =>
      names((await t.app.inject({ method: 'GET', url: `/api/v1/categorieShow/${slug}` })).json());
    const categorie = async () =>
      (await db.select({ c: articles.categorieId }).from(articles).where(eq(articles.id, a.id)))[0].c;
    expect(await categorie()).toBe(one.categorie.id);
    expect([await listed('une'), await listed('deux')]).toEqual([['Alpha'], []]);

    await db.update(articles).set({ sousCategorieId: two.sousCategorie.id }).where(eq(articles.id, a.id));
    expect(await categorie()).toBe(two.categorie.id);
    expect([await listed('une'), await listed('deux')]).toEqual([[], ['Alpha']]);

    await db
      .update(sousCategories)
      .set({ categorieId: one.categorie.id })
      .where(eq(sousCategories.id, two.sousCategorie.id));
    expect(await categorie()).toBe(one.categorie.id);
    expect([await listed('une'), await listed('deux')]).toEqual([['Alpha'], []]);
    expect(await drift()).toEqual([]);
  });

  it('follow stock prices through inserts, price changes, moves and deletes', async () => {
    const db = t.database.db;
    await refreshPromotionsDuJour(db, day(0));
    const { sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id, { prix: [30, 20] });
    const b = await makeSellable(db, sousCategorie.id, { prix: [50] });
    expect(await facts(a.id)).toEqual({ prix: 20_00, note: 0, promo: null });
    expect(await facts(b.id)).toEqual({ prix: 50_00, note: 0, promo: null });

    const [cheapest] = await db.select().from(stockArticles).where(eq(stockArticles.prix, 20_00));
    await db.update(stockArticles).set({ prix: 40_00 }).where(eq(stockArticles.id, cheapest.id));
    expect((await facts(a.id)).prix).toBe(30_00);
    // A quantity change (every checkout) leaves the article row alone.
    const version = async () =>
      (
        (await db.execute(sql`select xmin::text as v from articles where id = ${a.id}`)) as unknown as {
          rows: { v: string }[];
        }
      ).rows[0].v;
    const before = await version();
    await db.update(stockArticles).set({ quantite: 1 }).where(eq(stockArticles.articleId, a.id));
    expect(await version()).toBe(before);

    await db.update(stockArticles).set({ articleId: b.id }).where(eq(stockArticles.id, cheapest.id));
    expect([(await facts(a.id)).prix, (await facts(b.id)).prix]).toEqual([30_00, 40_00]);
    await db.delete(stockArticles).where(eq(stockArticles.articleId, a.id));
    expect((await facts(a.id)).prix).toBeNull();
    await makeStockArticle(db, a.id, { prix: 5_00 });
    expect((await facts(a.id)).prix).toBe(5_00);
    expect(await drift()).toEqual([]);
  });

  it('follow the average rating and the number of reviews through new, changed, moved and deleted reviews', async () => {
    const db = t.database.db;
    await refreshPromotionsDuJour(db, day(0));
    const { sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id);
    const n1 = await makeNote(db, a.id, (await makeClient(db)).id, { note: 5 });
    await makeNote(db, a.id, (await makeClient(db)).id, { note: 4 });
    await makeNote(db, a.id, (await makeClient(db)).id, { note: 4 });
    expect(await ratings(a.id)).toMatchObject({ note: 4.3, nombre: 3 });
    await db.update(notes).set({ note: 1 }).where(eq(notes.id, n1.id));
    expect(await ratings(a.id)).toMatchObject({ note: 3, nombre: 3 });
    const b = await makeSellable(db, sousCategorie.id);
    await db.update(notes).set({ articleId: b.id }).where(eq(notes.id, n1.id));
    expect(await ratings(a.id)).toMatchObject({ note: 4, nombre: 2 });
    expect(await ratings(b.id)).toMatchObject({ note: 1, nombre: 1 });
    await db.delete(notes).where(eq(notes.articleId, a.id));
    expect(await ratings(a.id)).toMatchObject({ note: 0, nombre: 0 });
    expect(await drift()).toEqual([]);
  });

  it('follow the quantity ordered through lines written, orders cancelled, brought back and deleted, and articles deleted', async () => {
    const db = t.database.db;
    await refreshPromotionsDuJour(db, day(0));
    const { sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id);
    const b = await makeSellable(db, sousCategorie.id);
    const client = await makeClient(db);
    const ordered = async () => {
      const { rows } = (await db.execute(
        sql`select article_id, quantite from article_commandes where article_id in (${a.id}, ${b.id})`,
      )) as unknown as { rows: { article_id: number; quantite: number }[] };
      const of = (id: number) => rows.find((r) => r.article_id === id)?.quantite ?? 0;
      return [of(a.id), of(b.id)];
    };

    const one = await makeCommande(db, client.id, [
      { articleId: a.id, quantite: 2 },
      { articleId: a.id, quantite: 1 },
      { articleId: b.id, quantite: 4 },
    ]);
    const two = await makeCommande(db, client.id, [{ articleId: a.id, quantite: 5 }]);
    expect(await ordered()).toEqual([8, 4]);
    // A line's quantity changed, then a line moved to another article.
    await db
      .update(commandeLignes)
      .set({ quantite: 7 })
      .where(and(eq(commandeLignes.commandeId, two.id), eq(commandeLignes.articleId, a.id)));
    expect(await ordered()).toEqual([10, 4]);
    await db.update(commandeLignes).set({ articleId: b.id }).where(eq(commandeLignes.commandeId, two.id));
    expect(await ordered()).toEqual([3, 11]);
    // Cancelled: its lines no longer count; a state change that is not a cancellation changes nothing.
    await db.update(commandes).set({ etat: 'annulee' }).where(eq(commandes.id, one.id));
    expect(await ordered()).toEqual([0, 7]);
    await db.update(commandes).set({ etat: 'livree' }).where(eq(commandes.id, two.id));
    expect(await ordered()).toEqual([0, 7]);
    // A line added to, and one deleted from, a cancelled order: still nothing.
    await db
      .insert(commandeLignes)
      .values({ commandeId: one.id, articleId: a.id, quantite: 9, prix: 1, designation: 'A' });
    await db
      .delete(commandeLignes)
      .where(and(eq(commandeLignes.commandeId, one.id), eq(commandeLignes.quantite, 4)));
    expect(await ordered()).toEqual([0, 7]);
    // Brought back from 'annulee': its remaining lines count again (2 + 1 + 9 on A).
    await db.update(commandes).set({ etat: 'en_attente_de_livraison' }).where(eq(commandes.id, one.id));
    expect(await ordered()).toEqual([12, 7]);
    expect(await drift()).toEqual([]);
    // Orders deleted (their lines go by cascade), a cancelled one and a live one.
    const three = await makeCommande(db, client.id, [{ articleId: b.id, quantite: 3 }], { etat: 'annulee' });
    await db.delete(commandes).where(inArray(commandes.id, [three.id, two.id]));
    expect(await ordered()).toEqual([12, 0]);
    await db.delete(commandeLignes).where(eq(commandeLignes.articleId, a.id));
    expect(await ordered()).toEqual([0, 0]);
    expect(await drift()).toEqual([]);
    // An ordered article deleted: its row goes, the lines keep the order (article_id set to null).
    await makeCommande(db, client.id, [{ articleId: b.id, quantite: 2 }]);
    await db.delete(stockArticles).where(eq(stockArticles.articleId, b.id));
    await db.delete(articles).where(eq(articles.id, b.id));
    expect(await ordered()).toEqual([0, 0]);
    expect(await drift()).toEqual([]);
    // The whole-database check (run after a restore) holds, and sees a sum written behind the triggers' back.
    expect((await checkInvariants(db)).violations.ordered_not_lines).toEqual([]);
    await db.execute(sql`update article_commandes set quantite = 1 where article_id = ${a.id}`);
    expect((await checkInvariants(db)).violations.ordered_not_lines).toEqual([
      { article_id: a.id, kept: 1, lines: null },
    ]);
  });

  it('follow the running promotion through every promotion write, and a change of day', async () => {
    const db = t.database.db;
    await refreshPromotionsDuJour(db, day(0));
    expect(promotionsReadyFor(db, day(0))).toBe(true);
    const { sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id);
    const b = await makeSellable(db, sousCategorie.id);
    const promo = async () => [(await facts(a.id)).promo, (await facts(b.id)).promo];

    const older = await makePromotion(db, [a.id, b.id], {
      pourcentage: 20,
      createdAt: new Date(Date.now() - 60_000),
    });
    expect(await promo()).toEqual([20, 20]);
    // Two running on A: the latest created is the one shown, and kept.
    const newer = await makePromotion(db, [a.id], { pourcentage: 40 });
    expect(await promo()).toEqual([40, 20]);
    await db.update(promotions).set({ valide: false }).where(eq(promotions.id, newer.id));
    expect(await promo()).toEqual([20, 20]);
    await db.update(promotions).set({ pourcentage: 60 }).where(eq(promotions.id, older.id));
    expect(await promo()).toEqual([60, 60]);
    // Moved to start tomorrow: not running today.
    await db
      .update(promotions)
      .set({ dateDebut: day(1), dateFin: day(3) })
      .where(eq(promotions.id, older.id));
    expect(await promo()).toEqual([null, null]);
    expect(await drift()).toEqual([]);

    // The next day: computed again for it, and back.
    await refreshPromotionsDuJour(db, day(1));
    expect(promotionsReadyFor(db, day(0))).toBe(false);
    expect(await promo()).toEqual([60, 60]);
    expect(await drift()).toEqual([]);
    await refreshPromotionsDuJour(db, day(0));
    expect(await promo()).toEqual([null, null]);

    await db.update(promotions).set({ valide: true }).where(eq(promotions.id, newer.id));
    expect(await promo()).toEqual([40, null]);
    // An article taken out of a promotion, then a promotion deleted (its articles go by cascade).
    await db
      .delete(promotionArticles)
      .where(and(eq(promotionArticles.promotionId, newer.id), eq(promotionArticles.articleId, a.id)));
    expect(await promo()).toEqual([null, null]);
    const c = await makePromotion(db, [a.id, b.id], { pourcentage: 80 });
    expect(await promo()).toEqual([80, 80]);
    await db.delete(promotions).where(inArray(promotions.id, [c.id]));
    expect(await promo()).toEqual([null, null]);
    expect(await drift()).toEqual([]);
  });

  it('at start, a day the database already keeps is taken as it is; another day is computed', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id);
    await makePromotion(db, [a.id], { pourcentage: 5 });
    await refreshPromotionsDuJour(db, day(0));
    const log = { error: () => {} };
    // Written behind the triggers' back: a start that recomputed the day would put 5 back.
    await db.execute(sql`update articles set promo_pourcentage = 7 where id = ${a.id}`);
    forgetPromotionsDuJour(db);
    const kept = keepPromotionsDuJour(db, () => day(0), log);
    await kept.ready;
    kept.stop();
    expect(promotionsReadyFor(db, day(0))).toBe(true);
    expect((await facts(a.id)).promo).toBe(7);
    // A start on a later day than the one kept computes that day.
    forgetPromotionsDuJour(db);
    const next = keepPromotionsDuJour(db, () => day(1), log);
    await next.ready;
    next.stop();
    expect(promotionsReadyFor(db, day(1))).toBe(true);
    expect((await facts(a.id)).promo).toBe(5);
  });

  it('are computed for the existing articles when the day is first set', async () => {
    const db = t.database.db;
    const { sousCategorie } = await makeTree(db);
    const a = await makeSellable(db, sousCategorie.id, { prix: [12] });
    // No day yet (an emptied database): the promotion triggers have nothing to keep.
    await makePromotion(db, [a.id], { pourcentage: 5 });
    expect(await facts(a.id)).toEqual({ prix: 12_00, note: 0, promo: null });
    await refreshPromotionsDuJour(db, day(0));
    expect((await facts(a.id)).promo).toBe(5);
    expect(await drift()).toEqual([]);
  });
});
