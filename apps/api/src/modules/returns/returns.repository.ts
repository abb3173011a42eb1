import type { EtatRetour } from '@souk/domain/returns/states';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/accounts';
import { commandeEtats, commandeLignes, commandes, paiements } from '../../db/schema/commerce';
import { retourEtats, retourLignes, retours } from '../../db/schema/returns';

/**
 * The only file that talks to Drizzle about returns, their lines and their history, and about the
 * card refunds (a return's, and a cancelled order's payment: its `paiements` row, migration 0030).
 */

/** When the order was delivered: its latest move to `livree` (a corrected delivery counts from the new one). */
export async function deliveredAt(db: DbOrTx, commandeId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: commandeEtats.createdAt })
    .from(commandeEtats)
    .where(and(eq(commandeEtats.commandeId, commandeId), eq(commandeEtats.etat, 'livree')))
    .orderBy(desc(commandeEtats.createdAt), desc(commandeEtats.id))
    .limit(1);
  return row?.at ?? null;
}

/** What the refund needs of an order: its coupon and delivery fee (centimes). */
export async function orderRefundFacts(db: DbOrTx, commandeId: number) {
  const [row] = await db
    .select({ remiseCoupon: commandes.remiseCoupon, fraisLivraison: commandes.fraisLivraison })
    .from(commandes)
    .where(eq(commandes.id, commandeId));
  return row;
}

/** The order's lines, as the quantities and the refund read them (variant stock row included). */
export async function orderLines(db: DbOrTx, commandeId: number) {
  return db
    .select({
      id: commandeLignes.id,
      quantite: commandeLignes.quantite,
      prix: commandeLignes.prix,
      pourcentage: commandeLignes.pourcentage,
      commission: commandeLignes.commission,
      stockArticleId: commandeLignes.stockArticleId,
    })
    .from(commandeLignes)
    .where(eq(commandeLignes.commandeId, commandeId))
    .orderBy(asc(commandeLignes.id));
}

/** When a return was last refused (its dispute window runs from then), read as epoch milliseconds. */
// Qualified by hand: inside a select list drizzle writes a column without its table's name.
const refusedAtOf =
  sql<Date | null>`(select extract(epoch from max(e.created_at)) * 1000 from ${retourEtats} e
  where e.retour_id = "retours"."id" and e.etat = 'refuse')`.mapWith((v: string | number | null) =>
    v === null ? null : new Date(Number(v)),
  );

/** The order's returns with their lines (the quantities still held, the refunds already made). */
export async function returnsOfOrder(db: DbOrTx, commandeId: number) {
  const rows = await db
    .select({
      id: retours.id,
      etat: retours.etat,
      montantRembourse: retours.montantRembourse,
      refusedAt: refusedAtOf,
    })
    .from(retours)
    .where(eq(retours.commandeId, commandeId))
    .orderBy(asc(retours.id));
  const lignes = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    etat: r.etat as EtatRetour,
    lignes: lignes.filter((l) => l.retourId === r.id),
  }));
}

async function linesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      retourId: retourLignes.retourId,
      commandeLigneId: retourLignes.commandeLigneId,
      quantite: retourLignes.quantite,
    })
    .from(retourLignes)
    .where(inArray(retourLignes.retourId, ids));
}

export async function insertRetour(tx: DbOrTx, values: typeof retours.$inferInsert) {
  const [row] = await tx.insert(retours).values(values).returning({ id: retours.id });
  return row.id;
}

export async function insertLignes(
  tx: DbOrTx,
  retourId: number,
  lignes: readonly { commandeLigneId: number; quantite: number }[],
) {
  await tx.insert(retourLignes).values(lignes.map((l) => ({ retourId, ...l })));
}

export async function insertEtat(tx: DbOrTx, values: typeof retourEtats.$inferInsert) {
  await tx.insert(retourEtats).values(values);
}

/** Who a return concerns, without a lock (the scope check, and which order to lock first). */
export async function findHead(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: retours.id,
      commandeId: retours.commandeId,
      clientId: retours.clientId,
      marchandId: retours.marchandId,
    })
    .from(retours)
    .where(eq(retours.id, id));
  return row;
}

/** The return, its row locked until the transaction ends: two moves of one return queue up. */
export async function lockRetour(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: retours.id,
      commandeId: retours.commandeId,
      clientId: retours.clientId,
      marchandId: retours.marchandId,
      etat: retours.etat,
      motif: retours.motif,
      montantRembourse: retours.montantRembourse,
      fraisRembourses: retours.fraisRembourses,
      providerRefundId: retours.providerRefundId,
      refundAttempts: retours.refundAttempts,
      refusedAt: refusedAtOf,
    })
    .from(retours)
    .where(eq(retours.id, id))
    .for('update', { of: retours });
  return row ? { ...row, etat: row.etat as EtatRetour } : undefined;
}
export type LockedRetour = NonNullable<Awaited<ReturnType<typeof lockRetour>>>;

/** Conditional on the state, as a second guard behind the row lock. Returns whether it changed. */
export async function updateRetour(
  tx: DbOrTx,
  id: number,
  from: EtatRetour,
  set: Partial<typeof retours.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(retours)
    .set(set)
    .where(and(eq(retours.id, id), eq(retours.etat, from)))
    .returning({ id: retours.id });
  return rows.length > 0;
}

/** The provider's successful payment of an order (the one a card refund gives back part of). */
export async function successfulPayment(db: DbOrTx, commandeId: number) {
  const [row] = await db
    .select({ provider: paiements.provider, providerRef: paiements.providerRef })
    .from(paiements)
    .where(and(eq(paiements.commandeId, commandeId), eq(paiements.statut, 'reussi')))
    .orderBy(desc(paiements.id))
    .limit(1);
  return row;
}

/** Another return of the order whose card refund is under way (amount fixed, not refunded yet). */
export async function otherRefundUnderWay(db: DbOrTx, commandeId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: retours.id })
    .from(retours)
    .where(
      and(
        eq(retours.commandeId, commandeId),
        ne(retours.id, id),
        eq(retours.etat, 'recu'),
        isNotNull(retours.montantRembourse),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const pendingCardRefund = and(eq(retours.etat, 'recu'), eq(commandes.typePaiement, 'devise'));

/** Card returns received and not refunded yet, with their attempts (the retry's candidates). */
export async function pendingCardRefunds(db: DbOrTx, limit: number) {
  return db
    .select({ id: retours.id, refundAttempts: retours.refundAttempts, updatedAt: retours.updatedAt })
    .from(retours)
    .innerJoin(commandes, eq(commandes.id, retours.commandeId))
    .where(pendingCardRefund)
    .orderBy(asc(retours.updatedAt), asc(retours.id))
    .limit(limit);
}

/** How many card returns are received and not refunded yet (the retry's queue, in the metrics). */
export async function countPendingCardRefunds(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(retours)
    .innerJoin(commandes, eq(commandes.id, retours.commandeId))
    .where(pendingCardRefund);
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- lists and replies

export interface RetourFilter {
  clientId?: number;
  /** One order's returns. */
  commandeId?: number;
  /** One store's returns; `null`: the platform's; undefined: every return. */
  marchandId?: number | null;
  etat?: EtatRetour;
  search?: string;
  /** Which state comes first (the partner's new requests, the administrator's disputes). */
  first?: EtatRetour;
}

const filterWhere = (f: RetourFilter): SQL | undefined => {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    f.clientId === undefined ? undefined : eq(retours.clientId, f.clientId),
    f.commandeId === undefined ? undefined : eq(retours.commandeId, f.commandeId),
    f.marchandId === undefined
      ? undefined
      : f.marchandId === null
        ? sql`${retours.marchandId} is null`
        : eq(retours.marchandId, f.marchandId),
    f.etat ? eq(retours.etat, f.etat) : undefined,
    like
      ? or(
          ilike(commandes.ref, like),
          ilike(sql`${clients.prenom} || ' ' || ${clients.nom}`, like),
          ilike(clients.email, like),
        )
      : undefined,
  );
};

export async function countRetours(db: DbOrTx, f: RetourFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(retours)
    .innerJoin(commandes, eq(commandes.id, retours.commandeId))
    .innerJoin(clients, eq(clients.id, retours.clientId))
    .where(filterWhere(f));
  return row?.n ?? 0;
}

const retourColumns = {
  id: retours.id,
  etat: retours.etat,
  motif: retours.motif,
  commentaire: retours.commentaire,
  photos: retours.photos,
  montantRembourse: retours.montantRembourse,
  fraisRembourses: retours.fraisRembourses,
  reference: retours.reference,
  createdAt: retours.createdAt,
  commandeId: commandes.id,
  commandeRef: commandes.ref,
  typePaiement: commandes.typePaiement,
};

export async function listRetours(db: DbOrTx, f: RetourFilter, limit: number, offset: number) {
  return db
    .select(retourColumns)
    .from(retours)
    .innerJoin(commandes, eq(commandes.id, retours.commandeId))
    .innerJoin(clients, eq(clients.id, retours.clientId))
    .where(filterWhere(f))
    .orderBy(
      ...(f.first ? [desc(sql`${retours.etat} = ${f.first}`)] : []),
      desc(retours.createdAt),
      desc(retours.id),
    )
    .limit(limit)
    .offset(offset);
}
export type RetourRow = Awaited<ReturnType<typeof listRetours>>[number];

export async function findRetour(db: DbOrTx, id: number, f: RetourFilter = {}) {
  const [row] = await db
    .select(retourColumns)
    .from(retours)
    .innerJoin(commandes, eq(commandes.id, retours.commandeId))
    .innerJoin(clients, eq(clients.id, retours.clientId))
    .where(and(eq(retours.id, id), filterWhere(f)));
  return row;
}

/** The returned lines with what the reply shows of each (designation, unit price, promotion). */
export async function replyLines(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      retourId: retourLignes.retourId,
      commandeLigneId: retourLignes.commandeLigneId,
      quantite: retourLignes.quantite,
      designation: commandeLignes.designation,
      prix: commandeLignes.prix,
      pourcentage: commandeLignes.pourcentage,
    })
    .from(retourLignes)
    .innerJoin(commandeLignes, eq(commandeLignes.id, retourLignes.commandeLigneId))
    .where(inArray(retourLignes.retourId, [...ids]))
    .orderBy(asc(retourLignes.commandeLigneId));
}
export type ReplyLineRow = Awaited<ReturnType<typeof replyLines>>[number];

export async function replyEtats(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      retourId: retourEtats.retourId,
      etat: retourEtats.etat,
      motif: retourEtats.motif,
      createdAt: retourEtats.createdAt,
    })
    .from(retourEtats)
    .where(inArray(retourEtats.retourId, [...ids]))
    .orderBy(asc(retourEtats.createdAt), asc(retourEtats.id));
}
export type ReplyEtatRow = Awaited<ReturnType<typeof replyEtats>>[number];

// ---------------------------------------------------------------- a cancelled order's payment

/** The successful payments of an order not refunded yet (a cancelled order's candidates). */
export async function unrefundedPayments(db: DbOrTx, commandeId: number) {
  const rows = await db
    .select({ id: paiements.id })
    .from(paiements)
    .where(
      and(eq(paiements.commandeId, commandeId), eq(paiements.statut, 'reussi'), isNull(paiements.refundedAt)),
    )
    .orderBy(asc(paiements.id));
  return rows.map((r) => r.id);
}

/** Which order a payment belongs to, without a lock (the order's row is locked first). */
export async function paymentOrder(db: DbOrTx, paiementId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ commandeId: paiements.commandeId })
    .from(paiements)
    .where(eq(paiements.id, paiementId));
  return row?.commandeId;
}

/** The payment with its refund's state, its row locked until the transaction ends. */
export async function lockPaymentRefund(tx: DbOrTx, paiementId: number) {
  const [row] = await tx
    .select({
      id: paiements.id,
      provider: paiements.provider,
      providerRef: paiements.providerRef,
      statut: paiements.statut,
      montant: paiements.montant,
      refundProviderId: paiements.refundProviderId,
      refundAttempts: paiements.refundAttempts,
      refundedAt: paiements.refundedAt,
    })
    .from(paiements)
    .where(eq(paiements.id, paiementId))
    .for('update', { of: paiements });
  return row;
}

export async function updatePaymentRefund(
  tx: DbOrTx,
  paiementId: number,
  set: Partial<
    Pick<
      typeof paiements.$inferInsert,
      'refundProviderId' | 'refundAttempts' | 'refundLastError' | 'refundTriedAt' | 'refundedAt'
    >
  >,
) {
  await tx.update(paiements).set(set).where(eq(paiements.id, paiementId));
}

/**
 * The retry's candidates: successful card payments of cancelled orders not refunded yet, with their
 * attempts and when the last one was made (`refundsCancelledPayment` decides again under the locks).
 */
export async function pendingCancellationRefunds(db: DbOrTx, limit: number) {
  return db
    .select({
      id: paiements.id,
      refundAttempts: paiements.refundAttempts,
      refundTriedAt: paiements.refundTriedAt,
      createdAt: paiements.createdAt,
    })
    .from(paiements)
    .innerJoin(commandes, eq(commandes.id, paiements.commandeId))
    .where(
      and(
        eq(commandes.etat, 'annulee'),
        eq(commandes.typePaiement, 'devise'),
        eq(paiements.statut, 'reussi'),
        isNull(paiements.refundedAt),
        sql`${paiements.montant} > 0`,
      ),
    )
    .orderBy(sql`${paiements.refundTriedAt} asc nulls first`, asc(paiements.id))
    .limit(limit);
}
