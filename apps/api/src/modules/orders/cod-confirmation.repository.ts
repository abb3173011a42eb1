import { LAST_REFUSALS } from '@souk/domain/cod-confirmation';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, marchands } from '../../db/schema/accounts';
import { commandeAppels, commandes } from '../../db/schema/commerce';

/** The only file that talks to Drizzle about phone confirmations and failed deliveries. */

export async function insertCall(
  tx: DbOrTx,
  values: {
    commandeId: number;
    resultat: string;
    note: string | null;
    actorRole: string;
    actorId: number | null;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(commandeAppels).values(values);
}

/** One more attempt on the order; a confirmed call also stamps `confirmee_at`. */
export async function countCall(
  tx: DbOrTx,
  commandeId: number,
  opts: { confirmedAt: Date | null; now: Date },
): Promise<{ confirmeeAt: Date | null; nbrAppels: number }> {
  const [row] = await tx
    .update(commandes)
    .set({
      nbrAppels: sql`${commandes.nbrAppels} + 1`,
      updatedAt: opts.now,
      ...(opts.confirmedAt ? { confirmeeAt: opts.confirmedAt } : {}),
    })
    .where(eq(commandes.id, commandeId))
    .returning({ confirmeeAt: commandes.confirmeeAt, nbrAppels: commandes.nbrAppels });
  return row ?? { confirmeeAt: null, nbrAppels: 0 };
}

export async function setDeliveryFailure(
  tx: DbOrTx,
  commandeId: number,
  values: { motif: string; note: string | null; at: Date },
): Promise<void> {
  await tx
    .update(commandes)
    .set({ echecLivraisonMotif: values.motif, echecLivraisonNote: values.note, echecLivraisonAt: values.at })
    .where(eq(commandes.id, commandeId));
}

/** The order's calls, oldest first, each with the caller's name (the store's or the admin's). */
export function listCalls(db: DbOrTx, commandeId: number) {
  return db
    .select({
      id: commandeAppels.id,
      resultat: commandeAppels.resultat,
      note: commandeAppels.note,
      actorRole: commandeAppels.actorRole,
      createdAt: commandeAppels.createdAt,
      adminName: admins.name,
      storeName: marchands.designationMagasin,
    })
    .from(commandeAppels)
    .leftJoin(admins, and(eq(commandeAppels.actorRole, 'user'), eq(admins.id, commandeAppels.actorId)))
    .leftJoin(
      marchands,
      and(eq(commandeAppels.actorRole, 'marchand'), eq(marchands.id, commandeAppels.actorId)),
    )
    .where(eq(commandeAppels.commandeId, commandeId))
    .orderBy(asc(commandeAppels.createdAt), asc(commandeAppels.id));
}

export type CallRow = Awaited<ReturnType<typeof listCalls>>[number];

/**
 * A client's delivery record over every store of the platform, in one query: counts and the dates
 * of the latest refused parcels — never which store, nor which order.
 */
export async function clientDeliveryRecord(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({
      commandes: sql<number>`count(*)::int`,
      livrees: sql<number>`(count(*) filter (where ${commandes.etat} = 'livree'))::int`,
      refusees: sql<number>`(count(*) filter (where ${commandes.echecLivraisonMotif} = 'refusee'))::int`,
      injoignables: sql<number>`(count(*) filter (where ${commandes.echecLivraisonMotif} = 'injoignable'))::int`,
      derniersRefus: sql<
        string[] | null
      >`to_jsonb((array_agg(${commandes.echecLivraisonAt} order by ${commandes.echecLivraisonAt} desc) filter (where ${commandes.echecLivraisonMotif} = 'refusee'))[1:${sql.raw(String(LAST_REFUSALS))}])`,
    })
    .from(commandes)
    .where(eq(commandes.clientId, clientId));
  return {
    commandes: row?.commandes ?? 0,
    livrees: row?.livrees ?? 0,
    refusees: row?.refusees ?? 0,
    injoignables: row?.injoignables ?? 0,
    derniersRefus: row?.derniersRefus ?? [],
  };
}

/**
 * The list rows' warning: how many of the row's client's parcels were refused or missed, platform
 * wide (a correlated count on the partial index `commandes_client_echec_idx`).
 */
export const clientFailureCount = sql<number>`(select count(*)::int from ${commandes} as c2 where c2.client_id = ${commandes.clientId} and c2.echec_livraison_motif in ('refusee', 'injoignable'))`;
