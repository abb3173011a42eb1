import type { OrderTab } from '@souk/domain/checkout-schemas';
import { and, asc, desc, eq, getTableColumns, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { articles } from '../../db/schema/catalog';
import {
  clientCoupons,
  commandeEtats,
  commandeLignes,
  commandes,
  couponModels,
  paiements,
} from '../../db/schema/commerce';

/** The only file that talks to Drizzle about reading orders (lists and replies). */

export interface OrderListFilter {
  clientId: number;
  tab?: OrderTab;
  ids?: readonly number[];
}

function whereOf(f: OrderListFilter): SQL {
  return and(
    eq(commandes.clientId, f.clientId),
    f.tab === 'en_cours' ? notInArray(commandes.etat, ['livree', 'annulee']) : undefined,
    f.tab === 'livree' || f.tab === 'annulee' ? eq(commandes.etat, f.tab) : undefined,
    f.ids ? inArray(commandes.id, [...f.ids]) : undefined,
  ) as SQL;
}

export async function countOrders(db: DbOrTx, f: OrderListFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(commandes).where(whereOf(f));
  return row?.n ?? 0;
}

function orderQuery(db: DbOrTx) {
  return db
    .select({
      order: getTableColumns(commandes),
      marchand: getTableColumns(marchands),
      coupon: {
        code: clientCoupons.code,
        designation: couponModels.designation,
        remise: couponModels.remise,
      },
    })
    .from(commandes)
    .leftJoin(marchands, eq(marchands.id, commandes.marchandId))
    .leftJoin(clientCoupons, eq(clientCoupons.id, commandes.clientCouponId))
    .leftJoin(couponModels, eq(couponModels.id, clientCoupons.couponModelId))
    .$dynamic();
}

export type OrderRow = Awaited<ReturnType<typeof orderQuery>>[number];

/** Newest first; the orders of one checkout share their time and follow their id. */
export function listOrders(
  db: DbOrTx,
  f: OrderListFilter,
  limit: number,
  offset: number,
): Promise<OrderRow[]> {
  return orderQuery(db)
    .where(whereOf(f))
    .orderBy(desc(commandes.createdAt), desc(commandes.id))
    .limit(limit)
    .offset(offset);
}

/** Orders in `ids` order (a checkout's reply lists its orders as they were created). */
export async function findOrders(db: DbOrTx, f: OrderListFilter & { ids: readonly number[] }) {
  const rows = await orderQuery(db).where(whereOf(f));
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return f.ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listOrderLines(db: DbOrTx, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return [];
  return db
    .select({
      id: commandeLignes.id,
      commandeId: commandeLignes.commandeId,
      stockArticleId: commandeLignes.stockArticleId,
      articleId: commandeLignes.articleId,
      slug: articles.slug,
      quantite: commandeLignes.quantite,
      prix: commandeLignes.prix,
      pourcentage: commandeLignes.pourcentage,
      promotionId: commandeLignes.promotionId,
      designation: commandeLignes.designation,
      urlImage: commandeLignes.urlImage,
      sousOptions: commandeLignes.sousOptions,
      tauxCommission: commandeLignes.tauxCommission,
      commission: commandeLignes.commission,
    })
    .from(commandeLignes)
    .leftJoin(articles, eq(articles.id, commandeLignes.articleId))
    .where(inArray(commandeLignes.commandeId, [...commandeIds]))
    .orderBy(asc(commandeLignes.id));
}

export type OrderLineRow = Awaited<ReturnType<typeof listOrderLines>>[number];

export async function listOrderEtats(db: DbOrTx, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return [];
  return db
    .select({
      commandeId: commandeEtats.commandeId,
      etat: commandeEtats.etat,
      createdAt: commandeEtats.createdAt,
      /** Shown to sellers only (the reason of a cancellation); the client's replies leave it out. */
      note: commandeEtats.note,
    })
    .from(commandeEtats)
    .where(inArray(commandeEtats.commandeId, [...commandeIds]))
    .orderBy(asc(commandeEtats.createdAt), asc(commandeEtats.id));
}

export type OrderEtatRow = Awaited<ReturnType<typeof listOrderEtats>>[number];

/** The successful payments of cancelled orders among `commandeIds` (what their refund shows). */
export async function listCancelledPayments(db: DbOrTx, commandeIds: readonly number[]) {
  if (commandeIds.length === 0) return [];
  return db
    .select({
      commandeId: paiements.commandeId,
      statut: paiements.statut,
      montant: paiements.montant,
      refundedAt: paiements.refundedAt,
    })
    .from(paiements)
    .innerJoin(commandes, eq(commandes.id, paiements.commandeId))
    .where(
      and(
        inArray(paiements.commandeId, [...commandeIds]),
        eq(paiements.statut, 'reussi'),
        eq(commandes.etat, 'annulee'),
      ),
    )
    .orderBy(asc(paiements.id));
}

export type CancelledPaymentRow = Awaited<ReturnType<typeof listCancelledPayments>>[number];
