import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeClientCoupon, makeCouponModel } from '../../../test/factories';
import type { Db } from '../../db/client';
import { sousCategories } from '../../db/schema/catalog';
import { commandeLignes, commandes } from '../../db/schema/commerce';
import { ecritures } from '../../db/schema/finances';
import { clientWithToken, commandeAdd, makeProduct } from '../orders/orders.fixtures';

/**
 * Money scenarios through the real endpoints: an order placed by a client for a store's product,
 * moved by the partner to delivery, delivered by the seller's move or the client's scan.
 */

export type Headers = Record<string, string>;

/** A store's product, its category id, and a client's order of it (cash on delivery unless said). */
export async function placeOrder(
  app: FastifyInstance,
  opts: {
    marchandId: number | null;
    prix?: number;
    quantite?: number;
    typePaiement?: 'devise' | 'cib' | 'livraison';
    /** DZD off the order, through a coupon. */
    coupon?: number;
  },
) {
  const db = app.database.db;
  const { article, stock } = await makeProduct(db, { marchandId: opts.marchandId, prix: opts.prix ?? 1000 });
  const session = await clientWithToken(app, { wilaya: '16 - Alger' });
  let couponId: number | undefined;
  if (opts.coupon !== undefined) {
    const model = await makeCouponModel(db, { remise: Math.round(opts.coupon * 100), nbrCoupon: 1 });
    couponId = (await makeClientCoupon(db, session.client.id, model.id)).id;
  }
  const res = await commandeAdd(
    app,
    session.headers,
    [{ stock_article_id: stock.id, quantite: opts.quantite ?? 1 }],
    {
      type_paiement: opts.typePaiement ?? 'livraison',
      ...(couponId === undefined ? {} : { coupon_id: couponId }),
    },
  );
  if (res.statusCode !== 201) throw new Error(`commandeAdd: ${res.statusCode} ${res.body}`);
  const order = res.json().data[0] as { id: number; ref: string };
  return { ...session, order, article, stock, categorieId: await categoryOf(db, article.sousCategorieId) };
}

async function categoryOf(db: Db, sousCategorieId: number): Promise<number> {
  const [row] = await db.select().from(sousCategories).where(eq(sousCategories.id, sousCategorieId));
  return row.categorieId;
}

/** Marks a card order paid as the provider would (the state the seller then moves on from). */
export async function markPaid(db: Db, commandeId: number) {
  await db
    .update(commandes)
    .set({ etat: 'en_attente_de_livraison', paidAt: new Date() })
    .where(eq(commandes.id, commandeId));
}

/** The seller's moves, one step each, up to `livree` (from wherever the order is). */
export async function deliverAsSeller(
  app: FastifyInstance,
  prefix: string,
  headers: Headers,
  commandeId: number,
) {
  const steps = ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree'];
  const [row] = await app.database.db.select().from(commandes).where(eq(commandes.id, commandeId));
  for (const etat of steps.slice(steps.indexOf(row.etat) + 1)) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${prefix}/commandeChangerEtat/${commandeId}`,
      headers,
      payload: { etat },
    });
    if (res.statusCode !== 200) throw new Error(`commandeChangerEtat ${etat}: ${res.statusCode} ${res.body}`);
  }
}

export async function linesOf(db: Db, commandeId: number) {
  return db.select().from(commandeLignes).where(eq(commandeLignes.commandeId, commandeId));
}

export async function entriesOf(db: Db, marchandId: number) {
  return db.select().from(ecritures).where(eq(ecritures.marchandId, marchandId)).orderBy(ecritures.id);
}
