import { algiersDay } from '@souk/domain/algiers-time';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  makeClient,
  makeGalerie,
  makeMarchand,
  makeNote,
  makeOption,
  makePromotion,
  makeSousOption,
  makeStockArticle,
} from '../../../test/factories';
import { shopColumns } from '../shops/shops.schemas';
import { toArticleReply } from './article.serializer';
import { hydrateArticle, readArticleVersion } from './article-hydration.repository';
import { makeSellable, makeTree } from './articles.fixtures';

const dayOffset = (days: number) => algiersDay(new Date(Date.now() + days * 86_400_000));

/**
 * Decision 0022: articleShow sends a kept reply only while the article's version (migration 0013) is
 * the one it was built at, and every write to what the reply shows gives the article a new version.
 */
describe('articleShow replies kept with the version of their article', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const run = (query: ReturnType<typeof sql>) => db().execute(query);

  async function makeFullArticle() {
    const { sousCategorie } = await makeTree(db());
    const shop = await makeMarchand(db(), { designationMagasin: 'Électro Bab Ezzouar' });
    const article = await makeSellable(db(), sousCategorie.id, { marchandId: shop.id, prix: [] });
    const couleur = await makeOption(db(), article.id, { designation: 'Couleur' });
    const noir = await makeSousOption(db(), couleur.id, { designation: 'Noir' });
    const bleu = await makeSousOption(db(), couleur.id, { designation: 'Bleu', position: 1 });
    const v1 = await makeStockArticle(db(), article.id, {
      quantite: 4,
      sousOptions: [{ id: noir.id, optionId: couleur.id }],
    });
    const v2 = await makeStockArticle(db(), article.id, {
      quantite: 2,
      sousOptions: [{ id: bleu.id, optionId: couleur.id }],
    });
    const photo = await makeGalerie(db(), article.id, { urlImage: '/media/g1.webp' });
    const amine = await makeClient(db(), { nom: 'Benali', prenom: 'Amine' });
    const note = await makeNote(db(), article.id, amine.id, { note: 4, commentaire: 'Bien' });
    const promo = await makePromotion(db(), [article.id], {
      pourcentage: 15,
      dateDebut: dayOffset(-2),
      dateFin: dayOffset(2),
    });
    return { sousCategorie, shop, article, couleur, noir, bleu, v1, v2, photo, amine, note, promo };
  }

  const show = (id: number) => t.app.inject({ method: 'GET', url: `/api/v1/articleShow/${id}` });
  /** What the database holds now, read without the kept replies. */
  async function truth(id: number) {
    const row = await hydrateArticle(db(), id, { today: algiersDay(), notesLimit: null });
    return row ? JSON.parse(JSON.stringify(toArticleReply(row))) : undefined;
  }

  it('sends the kept reply while the version is unchanged, and reads again once it changes', async () => {
    const { article } = await makeFullArticle();
    const first = await show(article.id);
    expect(first.statusCode).toBe(200);
    const version = await readArticleVersion(db(), article.id);
    expect(version).toMatch(/^\d+$/);

    // A write that skips the triggers (no new version): the kept reply is what is sent.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update articles set designation = 'Renommé en douce' where id = ${article.id}`);
    });
    expect(await readArticleVersion(db(), article.id)).toBe(version);
    expect((await show(article.id)).json()).toEqual(first.json());

    // The same write through the triggers: a new version, and the reply follows.
    await run(sql`update articles set designation = 'Renommé' where id = ${article.id}`);
    expect(await readArticleVersion(db(), article.id)).not.toBe(version);
    expect((await show(article.id)).json().data.designation).toBe('Renommé');
  });

  it('follows every write to what the reply shows', async () => {
    const f = await makeFullArticle();
    const id = f.article.id;
    const writes: [string, () => Promise<unknown>][] = [
      ['stock sold', () => run(sql`update stock_articles set quantite = quantite - 1 where id = ${f.v1.id}`)],
      ['price', () => run(sql`update stock_articles set prix = prix + 10000 where id = ${f.v1.id}`)],
      ['new variant', () => makeStockArticle(db(), id, { quantite: 7 })],
      ['variant removed', () => run(sql`delete from stock_articles where id = ${f.v2.id}`)],
      [
        'option renamed',
        () => run(sql`update options set designation = 'Teinte' where id = ${f.couleur.id}`),
      ],
      [
        'sub-option renamed',
        () => run(sql`update sous_options set designation = 'Ébène' where id = ${f.noir.id}`),
      ],
      ['new sub-option', () => makeSousOption(db(), f.couleur.id, { designation: 'Rouge', position: 2 })],
      [
        'variant sub-option dropped',
        () => run(sql`delete from stock_article_sous_options where stock_article_id = ${f.v1.id}`),
      ],
      ['new picture', () => makeGalerie(db(), id, { urlImage: '/media/g2.webp' })],
      ['picture removed', () => run(sql`delete from galeries where id = ${f.photo.id}`)],
      ['review edited', () => run(sql`update notes set commentaire = 'Très bien' where id = ${f.note.id}`)],
      ['new review', async () => makeNote(db(), id, (await makeClient(db())).id, { note: 2 })],
      ['reviewer renamed', () => run(sql`update clients set prenom = 'Amin' where id = ${f.amine.id}`)],
      ['review removed', () => run(sql`delete from notes where id = ${f.note.id}`)],
      ['promotion changed', () => run(sql`update promotions set pourcentage = 30 where id = ${f.promo.id}`)],
      [
        'promotion detached',
        () =>
          run(sql`delete from promotion_articles where promotion_id = ${f.promo.id} and article_id = ${id}`),
      ],
      [
        'new promotion',
        () => makePromotion(db(), [id], { pourcentage: 20, dateDebut: dayOffset(-1), dateFin: dayOffset(1) }),
      ],
      [
        'store renamed',
        () => run(sql`update marchands set designation_magasin = 'Électro Kouba' where id = ${f.shop.id}`),
      ],
      [
        'sub-category renamed',
        () => run(sql`update sous_categories set designation = 'Mobiles' where id = ${f.sousCategorie.id}`),
      ],
      ['liked', () => run(sql`update articles set nbr_like = nbr_like + 1 where id = ${id}`)],
      ['store suspended (404)', () => run(sql`update marchands set valide = false where id = ${f.shop.id}`)],
      ['store back', () => run(sql`update marchands set valide = true where id = ${f.shop.id}`)],
      ['article blocked (404)', () => run(sql`update articles set valide = 0 where id = ${id}`)],
      ['article back', () => run(sql`update articles set valide = 1 where id = ${id}`)],
      ['sold out', () => run(sql`update stock_articles set quantite = 0 where article_id = ${id}`)],
    ];
    let before = await show(id);
    for (const [name, write] of writes) {
      await show(id); // kept
      await write();
      const after = await show(id);
      const expected = await truth(id);
      if (expected) {
        expect(after.statusCode, name).toBe(200);
        expect(after.json().data, name).toEqual(expected);
      } else {
        expect(after.statusCode, name).toBe(404);
      }
      expect(after.body, name).not.toBe(before.body);
      before = after;
    }
  });

  it('keeps one reply per day (promotions run by date)', async () => {
    const { sousCategorie } = await makeTree(db());
    const article = await makeSellable(db(), sousCategorie.id);
    await makePromotion(db(), [article.id], {
      pourcentage: 15,
      dateDebut: dayOffset(-2),
      dateFin: dayOffset(0),
    });
    expect((await show(article.id)).json().data.latestpromotions).not.toBeNull();
    // Tomorrow nothing has been written (same version), but the promotion is over.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 86_400_000);
      expect((await show(article.id)).json().data.latestpromotions).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives no new version for writes the reply does not show', async () => {
    const f = await makeFullArticle();
    const other = await makeSellable(db(), f.sousCategorie.id);
    const version = await readArticleVersion(db(), f.article.id);
    await run(sql`update marchands set commandes_vues_at = now(), password = 'x' where id = ${f.shop.id}`);
    await run(sql`update clients set telephone = '0770 11 22 33' where id = ${f.amine.id}`);
    await run(sql`update articles set designation = 'Autre' where id = ${other.id}`);
    await makeStockArticle(db(), other.id);
    expect(await readArticleVersion(db(), f.article.id)).toBe(version);
    expect(await readArticleVersion(db(), other.id)).not.toBe(version);
  });

  it('watches every column of the store card that an article reply shows', async () => {
    const result = await run(
      sql`select pg_get_triggerdef(oid) as def from pg_trigger where tgname = 'marchands_versions'`,
    );
    const [row] = (result as unknown as { rows: { def: string }[] }).rows;
    const columns = Object.values(shopColumns)
      .map((c) => c.name)
      .filter((name) => name !== 'id');
    expect(columns.length).toBeGreaterThan(10);
    for (const name of [...columns, 'valide']) expect(row.def, name).toContain(`old.${name}`);
  });

  it('has a version for every article, new ones included, and none left for a deleted one', async () => {
    const { sousCategorie } = await makeTree(db());
    const a = await makeSellable(db(), sousCategorie.id, { prix: [] });
    expect(await readArticleVersion(db(), a.id)).toMatch(/^\d+$/);
    await run(sql`delete from articles where id = ${a.id}`);
    expect(await readArticleVersion(db(), a.id)).toBeUndefined();
    expect((await show(a.id)).statusCode).toBe(404);
  });
});
