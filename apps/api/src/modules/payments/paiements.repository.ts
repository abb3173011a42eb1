import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commandes, paiements } from '../../db/schema/commerce';

/** The only file of the payments module that talks to Drizzle: payment attempts and the order they pay. */

export type PaiementRow = typeof paiements.$inferSelect;
export type PaiementStatut = 'en_cours' | 'reussi' | 'refuse';

export interface PayableOrderRow {
  id: number;
  ref: string;
  clientId: number;
  etat: string;
  typePaiement: string;
  montantAPayer: number;
  paidAt: Date | null;
}

/** A plain read: the claim re-checks everything on the locked row. */
export async function findOrderForPayment(db: DbOrTx, id: number): Promise<PayableOrderRow | undefined> {
  const [row] = await db
    .select({
      id: commandes.id,
      ref: commandes.ref,
      clientId: commandes.clientId,
      etat: commandes.etat,
      typePaiement: commandes.typePaiement,
      montantAPayer: commandes.montantAPayer,
      paidAt: commandes.paidAt,
    })
    .from(commandes)
    .where(eq(commandes.id, id));
  return row;
}

export async function countAttempts(tx: DbOrTx, commandeId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(paiements).where(eq(paiements.commandeId, commandeId));
  return Number(row?.n ?? 0);
}

export async function findOpenAttempts(tx: DbOrTx, commandeId: number): Promise<PaiementRow[]> {
  return tx
    .select()
    .from(paiements)
    .where(and(eq(paiements.commandeId, commandeId), eq(paiements.statut, 'en_cours')))
    .orderBy(asc(paiements.id));
}

/** Inserts the attempt unless its idempotency key exists already (then undefined). */
export async function insertAttempt(
  tx: DbOrTx,
  values: {
    commandeId: number;
    provider: string;
    montant: number;
    idempotencyKey: string;
    createdAt: Date;
  },
): Promise<PaiementRow | undefined> {
  const [row] = await tx
    .insert(paiements)
    .values({ ...values, statut: 'en_cours', updatedAt: values.createdAt })
    .onConflictDoNothing({ target: paiements.idempotencyKey })
    .returning();
  return row;
}

export async function findPaiement(db: DbOrTx, id: number): Promise<PaiementRow | undefined> {
  const [row] = await db.select().from(paiements).where(eq(paiements.id, id));
  return row;
}

export async function findByProviderRef(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<PaiementRow | undefined> {
  const [row] = await db
    .select()
    .from(paiements)
    .where(and(eq(paiements.provider, provider), eq(paiements.providerRef, providerRef)));
  return row;
}

/** Locks the attempt until the transaction ends (always after its order: one lock order everywhere). */
export async function lockPaiement(tx: DbOrTx, id: number): Promise<PaiementRow | undefined> {
  const [row] = await tx.select().from(paiements).where(eq(paiements.id, id)).for('update');
  return row;
}

export async function updatePaiement(
  tx: DbOrTx,
  id: number,
  set: {
    statut?: PaiementStatut;
    providerRef?: string | null;
    message?: string | null;
    raw?: Record<string, unknown>;
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(paiements).set(set).where(eq(paiements.id, id));
}

/** Whether another attempt already paid this order (a second success must be refunded). */
export async function hasOtherSuccess(tx: DbOrTx, commandeId: number, exceptId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: paiements.id })
    .from(paiements)
    .where(
      and(eq(paiements.commandeId, commandeId), eq(paiements.statut, 'reussi'), ne(paiements.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}
