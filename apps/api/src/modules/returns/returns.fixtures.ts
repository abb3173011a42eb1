import type { EtatRetour } from '@souk/domain/returns/states';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { commandeEtats, paiements } from '../../db/schema/commerce';
import { ecritures } from '../../db/schema/finances';
import { retourEtats, retourLignes, retours } from '../../db/schema/returns';
import { deliverAsSeller, linesOf, markPaid, placeOrder } from '../finances/finances.fixtures';
import { type BackofficeActors, type Headers, makeOrder } from '../orders/backoffice-orders.fixtures';

/** Return scenarios through the real calls: a delivered order of a store (or of the platform), then its return. */

export async function deliveredOrder(
  app: FastifyInstance,
  a: BackofficeActors,
  opts: {
    marchandId?: number | null;
    typePaiement?: 'devise' | 'cib' | 'livraison';
    quantite?: number;
    prix?: number;
  } = {},
) {
  const db = app.database.db;
  const marchandId = opts.marchandId === undefined ? a.storeA.id : opts.marchandId;
  const placed = await placeOrder(app, {
    marchandId,
    typePaiement: opts.typePaiement ?? 'livraison',
    quantite: opts.quantite ?? 2,
    prix: opts.prix ?? 1000,
  });
  if (opts.typePaiement === 'devise' || opts.typePaiement === 'cib') {
    await markPaid(db, placed.order.id);
    await db.insert(paiements).values({
      commandeId: placed.order.id,
      provider: 'sandbox',
      providerRef: `sb_pay_${placed.order.id}`,
      statut: 'reussi',
      montant: 1,
      idempotencyKey: `test:${placed.order.id}`,
    });
  }
  const seller = marchandId === null ? a.headers.admin : a.headers.partnerA;
  await deliverAsSeller(app, marchandId === null ? 'v1/user' : 'v1/marchand', seller, placed.order.id);
  const [line] = await linesOf(db, placed.order.id);
  return { ...placed, line, seller };
}

/** Moves the delivery back in time (the window is counted from it). */
export async function deliveredDaysAgo(db: Db, commandeId: number, days: number) {
  await db
    .update(commandeEtats)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(and(eq(commandeEtats.commandeId, commandeId), eq(commandeEtats.etat, 'livree')));
}

export function call(
  app: FastifyInstance,
  headers: Headers,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
}

export function askReturn(
  app: FastifyInstance,
  headers: Headers,
  commandeId: number,
  lignes: { commande_ligne_id: number; quantite: number }[],
  extra: Record<string, unknown> = {},
) {
  return call(app, headers, 'POST', 'v1/client/retourAdd', {
    commande_id: commandeId,
    lignes,
    motif: 'defectueux',
    commentaire: 'Écran fissuré',
    ...extra,
  });
}

export async function retourRow(db: Db, id: number) {
  const [row] = await db.select().from(retours).where(eq(retours.id, id));
  return row;
}

export async function refundEntries(db: Db, retourId: number) {
  return db
    .select()
    .from(ecritures)
    .where(and(eq(ecritures.retourId, retourId), eq(ecritures.type, 'remboursement')));
}

/**
 * A return written directly, in `etat`, of a delivered order of `clientId` at `marchandId` (null: the
 * platform's), with its history as the calls would leave it (the authorization matrix's objects).
 */
export async function makeRetour(
  db: Db,
  opts: {
    clientId: number;
    marchandId: number | null;
    etat?: EtatRetour;
    typePaiement?: 'devise' | 'cib' | 'livraison';
  },
) {
  const order = await makeOrder(db, {
    clientId: opts.clientId,
    marchandId: opts.marchandId,
    etat: 'livree',
    typePaiement: opts.typePaiement ?? 'livraison',
    lines: [{ quantite: 2 }],
  });
  await db.insert(commandeEtats).values({ commandeId: order.id, etat: 'livree', actorRole: 'system' });
  const [line] = await linesOf(db, order.id);
  const etat = opts.etat ?? 'demande';
  const [retour] = await db
    .insert(retours)
    .values({
      commandeId: order.id,
      clientId: opts.clientId,
      marchandId: opts.marchandId,
      motif: 'autre',
      etat,
    })
    .returning();
  await db.insert(retourLignes).values({ retourId: retour.id, commandeLigneId: line.id, quantite: 1 });
  const path: EtatRetour[] =
    etat === 'litige'
      ? ['demande', 'refuse', 'litige']
      : etat === 'recu'
        ? ['demande', 'accepte', 'recu']
        : [etat];
  for (const step of path) {
    await db.insert(retourEtats).values({ retourId: retour.id, etat: step, actorRole: 'client' });
  }
  return { order, line, retour };
}
