import { algiersDay } from '@souk/domain/algiers-time';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { makeArticle, makeCategorie, makeSousCategorie, makeStockArticle } from '../../../test/factories';
import type { Db } from '../../db/client';
import { promotionArticles, promotions } from '../../db/schema/commerce';
import { bearer, makeSession } from '../accounts/accounts.fixtures';

/** Test scenarios of the promotion calls: sessions of every role and articles of each owner. */

/** The Algerian calendar day `offset` days from today, YYYY-MM-DD. */
export const day = (offset = 0) => algiersDay(new Date(Date.now() + offset * 86_400_000));

/** An admin, two partners (A and B), a client, and a sub-category for their articles. */
export async function makePromotionSessions(app: FastifyInstance) {
  const db = app.database.db;
  const [admin, partnerA, partnerB, client] = [
    await makeSession(app, 'user'),
    await makeSession(app, 'marchand'),
    await makeSession(app, 'marchand'),
    await makeSession(app, 'client'),
  ];
  const categorie = await makeCategorie(db);
  const sousCategorie = await makeSousCategorie(db, categorie.id, { designation: 'Robes' });
  return { admin, partnerA, partnerB, client, sousCategorie };
}
export type PromotionSessions = Awaited<ReturnType<typeof makePromotionSessions>>;

/**
 * An active article (platform's unless `marchandId`) with two variants, 2 000 and 3 500 DZD (as
 * stored: centimes), so the storefront shows it.
 */
export async function makeSellableArticle(
  db: Db,
  sousCategorieId: number,
  over: Parameters<typeof makeArticle>[2] = {},
) {
  const article = await makeArticle(db, sousCategorieId, { valide: 1, marque: 'Tizi Couture', ...over });
  await makeStockArticle(db, article.id, { prix: 200_000 });
  await makeStockArticle(db, article.id, { prix: 350_000 });
  return article;
}

/** Calls the API with a bearer token (or none). */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  token: string | null,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** A valid promotionAdd body over `articleIds`. */
export const promotionForm = (articleIds: number[], over: object = {}) => ({
  designation: 'Soldes de printemps',
  date_debut: day(-1),
  date_fin: day(10),
  pourcentage: 20,
  article_ids: articleIds,
  ...over,
});

/** Every promotion and its articles, to check that a refused call changed nothing. */
export async function promotionSnapshot(db: Db) {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.id));
  const links = await db
    .select()
    .from(promotionArticles)
    .orderBy(asc(promotionArticles.promotionId), asc(promotionArticles.articleId));
  return { rows, links };
}

export async function promotionRow(db: Db, id: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}
