import { and, desc, eq, getTableColumns, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, marchands } from '../../db/schema/accounts';
import { clientCoupons, commandeLignes, commandes, couponModels } from '../../db/schema/commerce';
import { COUNT_CAP } from '../../lib/pagination';
import { clientFailureCount } from './cod-confirmation.repository';

/** The only file that talks to Drizzle about the back-offices' order lists and order detail. */

/**
 * Whose orders a back-office call sees: one store's (the partner, or the admin looking at one
 * store), the platform's own (`marchand_id` null), every store's, or all of them (admin detail).
 */
export type OrdersScope =
  | { kind: 'store'; marchandId: number }
  | { kind: 'platform' }
  | { kind: 'stores' }
  | { kind: 'all' };

function scopeWhere(scope: OrdersScope): SQL | undefined {
  switch (scope.kind) {
    case 'store':
      return eq(commandes.marchandId, scope.marchandId);
    case 'platform':
      return isNull(commandes.marchandId);
    case 'stores':
      return isNotNull(commandes.marchandId);
    case 'all':
      return undefined;
  }
}

const escapeLike = (s: string) => s.replaceAll(/[%_\\]/g, (c) => `\\${c}`);

/**
 * Search on the reference, the client's name (either order, accents ignored) and phone number
 * (spaces ignored), and on the store's name where stores' orders are listed.
 */
function searchWhere(scope: OrdersScope, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const term = `%${escapeLike(text)}%`;
  const unaccented = (column: SQL) => sql`souk_unaccent(${column}) ilike souk_unaccent(${term})`;
  const digits = text.replaceAll(/\D/g, '');
  const conditions: (SQL | undefined)[] = [
    sql`${commandes.ref} ilike ${term}`,
    unaccented(sql`${clients.prenom} || ' ' || ${clients.nom}`),
    unaccented(sql`${clients.nom} || ' ' || ${clients.prenom}`),
    sql`${clients.telephone} ilike ${term}`,
    digits.length >= 3 && digits.length === text.replaceAll(/[\s.+-]/g, '').length
      ? sql`regexp_replace(coalesce(${clients.telephone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
    scope.kind === 'store' ? undefined : unaccented(sql`coalesce(${marchands.designationMagasin}, '')`),
  ];
  return or(...conditions);
}

function listWhere(scope: OrdersScope, search: string | undefined): SQL | undefined {
  return and(scopeWhere(scope), searchWhere(scope, search));
}

/**
 * The orders of the list, counted up to COUNT_CAP + 1 (lib/pagination.ts): the pagination shows a
 * capped total beyond, so a store with a million orders is not counted whole on every page.
 */
export async function countScopedOrders(db: DbOrTx, scope: OrdersScope, search?: string): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(commandes)
    .innerJoin(clients, eq(clients.id, commandes.clientId))
    .leftJoin(marchands, eq(marchands.id, commandes.marchandId))
    .where(listWhere(scope, search))
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

const lineCount = sql<number>`(select count(*)::int from ${commandeLignes} where ${commandeLignes.commandeId} = ${commandes.id})`;

/** One row per order with what the lists and the CSV export show. Newest first. */
/** The columns of a back-office order row (lists of every scope, and a client's orders). */
export const backofficeOrderRowSelection = {
  order: {
    id: commandes.id,
    ref: commandes.ref,
    createdAt: commandes.createdAt,
    total: commandes.total,
    remisePromotion: commandes.remisePromotion,
    remiseCoupon: commandes.remiseCoupon,
    fraisLivraison: commandes.fraisLivraison,
    modeLivraison: commandes.modeLivraison,
    wilayaLivraison: commandes.wilayaLivraison,
    montantAPayer: commandes.montantAPayer,
    etat: commandes.etat,
    typePaiement: commandes.typePaiement,
    adresse: commandes.adresse,
    confirmeeAt: commandes.confirmeeAt,
    nbrAppels: commandes.nbrAppels,
  },
  client: {
    id: clients.id,
    slug: clients.slug,
    nom: clients.nom,
    prenom: clients.prenom,
    telephone: clients.telephone,
    email: clients.email,
    urlPhoto: clients.urlPhoto,
    wilaya: clients.wilaya,
  },
  marchand: {
    id: marchands.id,
    slug: marchands.slug,
    designationMagasin: marchands.designationMagasin,
  },
  nbrLignes: lineCount,
  echecsLivraisonClient: clientFailureCount,
};

export function listScopedOrders(
  db: DbOrTx,
  scope: OrdersScope,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select(backofficeOrderRowSelection)
    .from(commandes)
    .innerJoin(clients, eq(clients.id, commandes.clientId))
    .leftJoin(marchands, eq(marchands.id, commandes.marchandId))
    .where(listWhere(scope, search))
    .orderBy(desc(commandes.createdAt), desc(commandes.id))
    .limit(limit)
    .offset(offset);
}

export type ScopedOrderRow = Awaited<ReturnType<typeof listScopedOrders>>[number];

/** One order by reference, within the scope, in the shape of `order-queries.repository` plus its client. */
export async function findScopedOrderByRef(db: DbOrTx, scope: OrdersScope, ref: string) {
  const [row] = await db
    .select({
      order: getTableColumns(commandes),
      marchand: getTableColumns(marchands),
      coupon: {
        code: clientCoupons.code,
        designation: couponModels.designation,
        remise: couponModels.remise,
      },
      client: getTableColumns(clients),
    })
    .from(commandes)
    .innerJoin(clients, eq(clients.id, commandes.clientId))
    .leftJoin(marchands, eq(marchands.id, commandes.marchandId))
    .leftJoin(clientCoupons, eq(clientCoupons.id, commandes.clientCouponId))
    .leftJoin(couponModels, eq(couponModels.id, clientCoupons.couponModelId))
    .where(and(scopeWhere(scope), eq(commandes.ref, ref)));
  return row;
}

export type ScopedOrderDetailRow = NonNullable<Awaited<ReturnType<typeof findScopedOrderByRef>>>;

/** The store's orders placed after `since`. */
export async function countStoreOrdersSince(db: DbOrTx, marchandId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commandes)
    .where(and(eq(commandes.marchandId, marchandId), gt(commandes.createdAt, since)));
  return row?.n ?? 0;
}

export async function storeExists(db: DbOrTx, marchandId: number): Promise<boolean> {
  const [row] = await db.select({ id: marchands.id }).from(marchands).where(eq(marchands.id, marchandId));
  return row !== undefined;
}

/** When the partner last opened its orders list (the fallback of the new-orders counter). */
export async function storeOrdersSeenAt(db: DbOrTx, marchandId: number): Promise<Date | null> {
  const [row] = await db
    .select({ seenAt: marchands.commandesVuesAt })
    .from(marchands)
    .where(eq(marchands.id, marchandId));
  return row?.seenAt ?? null;
}

export async function setStoreOrdersSeenAt(db: DbOrTx, marchandId: number, at: Date): Promise<void> {
  await db.update(marchands).set({ commandesVuesAt: at }).where(eq(marchands.id, marchandId));
}
