import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, clients, marchands } from '../../db/schema/accounts';
import { clientCoupons, commandeEtats, commandes, couponModels, paiements } from '../../db/schema/commerce';
import { versements } from '../../db/schema/finances';
import { retours } from '../../db/schema/returns';

/** The only file of the notifications module that talks to Drizzle: what a mail or a feed event shows. */

export interface MailOrder {
  id: number;
  ref: string;
  etat: string;
  typePaiement: string;
  /** Centimes, delivery fee included. */
  montantAPayer: number;
  fraisLivraison: number;
  createdAt: Date;
  marchandId: number | null;
  clientEmail: string;
  clientNom: string;
  clientPrenom: string;
  /** Null for the platform's own orders. */
  storeName: string | null;
  storeEmail: string | null;
}

export async function findMailOrders(db: DbOrTx, ids: readonly number[]): Promise<MailOrder[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: commandes.id,
      ref: commandes.ref,
      etat: commandes.etat,
      typePaiement: commandes.typePaiement,
      montantAPayer: commandes.montantAPayer,
      fraisLivraison: commandes.fraisLivraison,
      createdAt: commandes.createdAt,
      marchandId: commandes.marchandId,
      clientEmail: clients.email,
      clientNom: clients.nom,
      clientPrenom: clients.prenom,
      storeName: marchands.designationMagasin,
      storeEmail: marchands.email,
    })
    .from(commandes)
    .innerJoin(clients, eq(clients.id, commandes.clientId))
    .leftJoin(marchands, eq(marchands.id, commandes.marchandId))
    .where(inArray(commandes.id, [...ids]))
    .orderBy(commandes.id);
}

/**
 * The note written with the order's latest move to `etat` (a cancellation's reason), if any: the first
 * row of the latest run of rows in that state, since the lines that keep the state (a refund's, a
 * return's step) come after the move, with their own note.
 */
export async function findStateNote(db: DbOrTx, commandeId: number, etat: string): Promise<string | null> {
  const lastOther = sql`coalesce((select max(o.id) from ${commandeEtats} o
    where o.commande_id = ${commandeId} and o.etat <> ${etat}), 0)`;
  const [row] = await db
    .select({ note: commandeEtats.note })
    .from(commandeEtats)
    .where(
      and(
        eq(commandeEtats.commandeId, commandeId),
        eq(commandeEtats.etat, etat),
        sql`${commandeEtats.id} > ${lastOther}`,
      ),
    )
    .orderBy(asc(commandeEtats.id))
    .limit(1);
  return row?.note ?? null;
}

export interface MailCoupon {
  code: string;
  expiresAt: Date;
  /** Centimes. */
  remise: number;
  designation: string;
}

export async function findMailCoupon(db: DbOrTx, couponId: number): Promise<MailCoupon | undefined> {
  const [row] = await db
    .select({
      code: clientCoupons.code,
      expiresAt: clientCoupons.expiresAt,
      remise: couponModels.remise,
      designation: couponModels.designation,
    })
    .from(clientCoupons)
    .innerJoin(couponModels, eq(couponModels.id, clientCoupons.couponModelId))
    .where(eq(clientCoupons.id, couponId));
  return row;
}

export async function listAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: admins.email }).from(admins).orderBy(admins.id);
  return rows.map((r) => r.email);
}

/** PostgreSQL only: every process LISTENing on `channel` receives `payload` (< 8000 bytes). */
export async function notifyChannel(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface MailPayout {
  id: number;
  montant: number;
  reference: string | null;
  motif: string | null;
  createdAt: Date;
  storeName: string;
  storeEmail: string;
  /** The partner's language (`marchands.langue`). */
  storeLangue: string;
}

/** A payout and the store it is paid to (the payout mails). */
export async function findMailPayout(db: DbOrTx, id: number): Promise<MailPayout | undefined> {
  const [row] = await db
    .select({
      id: versements.id,
      montant: versements.montant,
      reference: versements.reference,
      motif: versements.motif,
      createdAt: versements.createdAt,
      storeName: marchands.designationMagasin,
      storeEmail: marchands.email,
      storeLangue: marchands.langue,
    })
    .from(versements)
    .innerJoin(marchands, eq(marchands.id, versements.marchandId))
    .where(eq(versements.id, id));
  return row;
}

/** The client a return's or a refund's mail goes to, in the client's language. */
const mailedClient = {
  clientEmail: clients.email,
  clientNom: clients.nom,
  clientPrenom: clients.prenom,
  clientLangue: clients.langue,
};

/** What a return's mail and feed event show: the return, its order, its client and the client's language. */
export async function findMailRetour(db: DbOrTx, retourId: number) {
  const [row] = await db
    .select({
      id: retours.id,
      etat: retours.etat,
      motif: retours.motif,
      motifRefus: retours.motifRefus,
      montantRembourse: retours.montantRembourse,
      reference: retours.reference,
      createdAt: retours.createdAt,
      commandeId: commandes.id,
      ref: commandes.ref,
      marchandId: commandes.marchandId,
      ...mailedClient,
    })
    .from(retours)
    .innerJoin(commandes, eq(commandes.id, retours.commandeId))
    .innerJoin(clients, eq(clients.id, retours.clientId))
    .where(eq(retours.id, retourId));
  return row;
}
export type MailRetour = NonNullable<Awaited<ReturnType<typeof findMailRetour>>>;

/** What the mail of a cancelled order's refunded payment shows: the amount, the refund, the client. */
export async function findMailRefund(db: DbOrTx, paiementId: number) {
  const [row] = await db
    .select({
      montant: paiements.montant,
      refundProviderId: paiements.refundProviderId,
      ref: commandes.ref,
      ...mailedClient,
    })
    .from(paiements)
    .innerJoin(commandes, eq(commandes.id, paiements.commandeId))
    .innerJoin(clients, eq(clients.id, commandes.clientId))
    .where(eq(paiements.id, paiementId));
  return row;
}
export type MailRefund = NonNullable<Awaited<ReturnType<typeof findMailRefund>>>;
