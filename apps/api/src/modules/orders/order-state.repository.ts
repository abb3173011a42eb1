import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockArticles } from '../../db/schema/catalog';
import { commandeEtats, commandeLignes, commandes } from '../../db/schema/commerce';

/** The only file that talks to Drizzle about order states, their history and stock given back. */

const lockedSelection = {
  id: commandes.id,
  ref: commandes.ref,
  checkoutId: commandes.checkoutId,
  clientId: commandes.clientId,
  marchandId: commandes.marchandId,
  etat: commandes.etat,
  typePaiement: commandes.typePaiement,
  montantAPayer: commandes.montantAPayer,
  fraisLivraison: commandes.fraisLivraison,
  clientCouponId: commandes.clientCouponId,
  qrToken: commandes.qrToken,
  createdAt: commandes.createdAt,
};

export interface OrderStateRow {
  id: number;
  ref: string;
  checkoutId: string;
  clientId: number;
  marchandId: number | null;
  etat: string;
  typePaiement: string;
  montantAPayer: number;
  /** Delivery fee, part of montantAPayer (centimes). */
  fraisLivraison: number;
  clientCouponId: number | null;
  qrToken: string;
  createdAt: Date;
}

/**
 * Reads the order and locks its row until the transaction ends, so two changes of one order queue
 * up and the second sees the first's result. `skipLocked`: an order another process is changing
 * reads as absent (the sweep moves on instead of waiting).
 */
export async function lockOrder(
  tx: DbOrTx,
  id: number,
  opts: { skipLocked?: boolean } = {},
): Promise<OrderStateRow | undefined> {
  const [row] = await tx
    .select(lockedSelection)
    .from(commandes)
    .where(eq(commandes.id, id))
    .for('update', opts.skipLocked ? { skipLocked: true } : undefined);
  return row;
}

/** The client's order with that QR token (the scan without an order id). */
export async function findClientOrderIdByQrToken(
  db: DbOrTx,
  clientId: number,
  qrToken: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: commandes.id })
    .from(commandes)
    .where(and(eq(commandes.qrToken, qrToken), eq(commandes.clientId, clientId)));
  return row?.id;
}

/** Conditional on the state, as a second guard behind the row lock. Returns whether it changed. */
export async function updateOrderState(
  tx: DbOrTx,
  id: number,
  from: readonly string[],
  to: string,
  opts: { now: Date; markPaid: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(commandes)
    .set({
      etat: to,
      updatedAt: opts.now,
      ...(opts.markPaid
        ? { paidAt: sql`coalesce(${commandes.paidAt}, ${opts.now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(commandes.id, id), inArray(commandes.etat, [...from])))
    .returning({ id: commandes.id });
  return rows.length > 0;
}

export async function insertEtatHistory(
  tx: DbOrTx,
  values: {
    commandeId: number;
    etat: string;
    actorRole: string;
    actorId: number | null;
    note?: string | null;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(commandeEtats).values(values);
}

/** What the order reserved, per variant (variants deleted since then have nothing to give back). */
export async function reservedStock(
  tx: DbOrTx,
  commandeId: number,
): Promise<{ stockArticleId: number; quantite: number }[]> {
  const rows = await tx
    .select({
      stockArticleId: commandeLignes.stockArticleId,
      quantite: sql<number>`sum(${commandeLignes.quantite})::int`,
    })
    .from(commandeLignes)
    .where(and(eq(commandeLignes.commandeId, commandeId), sql`${commandeLignes.stockArticleId} is not null`))
    .groupBy(commandeLignes.stockArticleId)
    .orderBy(asc(commandeLignes.stockArticleId));
  return rows.flatMap((r) =>
    r.stockArticleId === null ? [] : [{ stockArticleId: r.stockArticleId, quantite: r.quantite }],
  );
}

export async function giveBackStock(tx: DbOrTx, stockArticleId: number, quantite: number): Promise<void> {
  await tx
    .update(stockArticles)
    .set({ quantite: sql`${stockArticles.quantite} + ${quantite}`, updatedAt: new Date() })
    .where(eq(stockArticles.id, stockArticleId));
}

/** Unpaid card orders placed before `cutoff`, by id after `afterId` (keyset: the sweep never loops). */
export async function findExpiredUnpaidIds(
  db: DbOrTx,
  cutoff: Date,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: commandes.id })
    .from(commandes)
    .where(
      and(
        eq(commandes.etat, 'en_attente_de_paiement'),
        lt(commandes.createdAt, cutoff),
        gt(commandes.id, afterId),
      ),
    )
    .orderBy(asc(commandes.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A cash-on-delivery order whose delivery is corrected was never paid (decision 0032). */
export async function clearPaidAt(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(commandes).set({ paidAt: null }).where(eq(commandes.id, id));
}
