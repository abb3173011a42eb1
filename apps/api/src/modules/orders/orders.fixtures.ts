import { toCentimes } from '@souk/domain/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeArticle, makeOption, makeSousOption, makeStockArticle } from '../../../test/factories';
import type { Db, DbOrTx } from '../../db/client';
import { stockArticles } from '../../db/schema/catalog';
import { clientCoupons, commandes } from '../../db/schema/commerce';
import type { Actor, Ctx } from '../../lib/context';
import { issueToken } from '../../lib/tokens';
import { bearer, makeClient, makeSession } from '../accounts/accounts.fixtures';
import { makeTree } from '../catalog/articles.fixtures';

/**
 * Test scenarios of the client area (cart, checkout, orders, coupons): clients with live tokens,
 * sellable products with a variant, and calls through the real endpoints.
 */

/** A client row and a bearer header for it (token issued directly: no argon2 login per client). */
export async function clientWithToken(app: FastifyInstance, over: Parameters<typeof makeClient>[1] = {}) {
  const client = await makeClient(app.database.db, over);
  const token = await issueToken(app.database.db, 'client', client.id);
  return { client, token, headers: bearer(token) };
}

/** Bearer headers of a partner and of an admin: both must get 403 on client routes. */
export async function otherRoleHeaders(app: FastifyInstance) {
  const partner = await makeSession(app, 'marchand');
  const admin = await makeSession(app, 'user');
  return { partner: bearer(partner.token), admin: bearer(admin.token) };
}

export interface ProductOptions {
  marchandId?: number | null;
  designation?: string;
  /** DZD. */
  prix?: number;
  quantite?: number;
  valide?: number;
  /** e.g. [['Couleur', 'Noir'], ['Taille', 'M']]: one option and chosen sub-option each. */
  variant?: [string, string][];
}

/** A sellable article (platform's unless `marchandId`) with one variant; returns both rows. */
export async function makeProduct(db: Db, opts: ProductOptions = {}) {
  const { sousCategorie } = await makeTree(db);
  const article = await makeArticle(db, sousCategorie.id, {
    marchandId: opts.marchandId ?? null,
    valide: opts.valide ?? 1,
    ...(opts.designation ? { designation: opts.designation } : {}),
  });
  const chosen: { id: number; optionId: number }[] = [];
  for (const [i, [option, value]] of (opts.variant ?? []).entries()) {
    const o = await makeOption(db, article.id, { designation: option, position: i });
    const so = await makeSousOption(db, o.id, { designation: value });
    chosen.push({ id: so.id, optionId: o.id });
  }
  const stock = await makeStockArticle(db, article.id, {
    prix: toCentimes(opts.prix ?? 1000),
    quantite: opts.quantite ?? 10,
    sousOptions: chosen,
  });
  return { article, stock };
}

export const PLACE = { latitude: 36.7529, longitude: 3.042, adresse: '12 rue Didouche Mourad, Alger-Centre' };

export type Line = {
  stock_article_id: number;
  quantite: number;
  promotion_id?: unknown;
  isSelected?: boolean;
};

export function commandeAdd(
  app: FastifyInstance,
  headers: Record<string, string>,
  lines: Line[],
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/client/commandeAdd',
    headers,
    payload: { ...PLACE, type_paiement: 'livraison', stock_articles: lines, ...extra },
  });
}

export async function stockOf(db: DbOrTx, stockArticleId: number): Promise<number> {
  const [row] = await db
    .select({ quantite: stockArticles.quantite })
    .from(stockArticles)
    .where(eq(stockArticles.id, stockArticleId));
  return row.quantite;
}

export async function orderRow(db: Db, id: number) {
  const [row] = await db.select().from(commandes).where(eq(commandes.id, id));
  return row;
}

export async function couponRow(db: Db, id: number) {
  const [row] = await db.select().from(clientCoupons).where(eq(clientCoupons.id, id));
  return row;
}

/** A service context acting as `actor` (seller moves are later work: tests drive them directly). */
export function ctxAs(app: FastifyInstance, actor: Actor): Ctx {
  return { actor, db: app.database.db, config: app.config };
}
