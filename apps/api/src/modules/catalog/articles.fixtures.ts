import { toCentimes } from '@souk/domain/money';
import { makeArticle, makeCategorie, makeSousCategorie, makeStockArticle } from '../../../test/factories';
import type { Db } from '../../db/client';
import type { articles } from '../../db/schema/catalog';

/**
 * Test scenarios of the storefront article calls, built from test/factories: a category tree and
 * sellable articles (an article needs a stock entry to be shown).
 */

export async function makeTree(db: Db, over: { slug?: string; designation?: string } = {}) {
  const categorie = await makeCategorie(db, over);
  const sousCategorie = await makeSousCategorie(db, categorie.id);
  return { categorie, sousCategorie };
}

/** A visible article (valide 1) with one variant per price, prices in DZD. */
export async function makeSellable(
  db: Db,
  sousCategorieId: number,
  over: Partial<typeof articles.$inferInsert> & { prix?: number[] } = {},
) {
  const { prix = [1000], ...values } = over;
  const article = await makeArticle(db, sousCategorieId, values);
  for (const p of prix) await makeStockArticle(db, article.id, { prix: toCentimes(p) });
  return article;
}

type Row = { id: number; designation?: string };

export const ids = (body: { data: Row[] }) => body.data.map((a) => a.id);
export const names = (body: { data: Row[] }) => body.data.map((a) => a.designation);
