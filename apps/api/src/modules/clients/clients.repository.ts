import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { matchesEveryWord } from '../../db/admin-search';
import type { DbOrTx } from '../../db/client';
import { clients, marchands } from '../../db/schema/accounts';
import { commandes } from '../../db/schema/commerce';
import { PAID_ORDER_SQL } from '../dashboard';
import { backofficeOrderRowSelection, type ScopedOrderRow } from '../orders';

/** The only file that talks to Drizzle about the administrator's view of clients. */

const searchable = (search?: string) =>
  matchesEveryWord([clients.nom, clients.prenom, clients.email, clients.telephone], search);

// Qualified by hand: inside a sub-query drizzle writes a column unqualified, which would bind to `c`.
const clientId = sql.raw('"clients"."id"');

/** Orders placed, whatever their state. */
const nbrCommande =
  sql<number>`(select count(*) from ${commandes} c where c.client_id = ${clientId})`.mapWith(Number);
/** Centimes actually paid (the shared paid rule). */
const depences = sql<number>`(select coalesce(sum(c.montant_a_payer), 0) from ${commandes} c
  where c.client_id = ${clientId} and ${PAID_ORDER_SQL})`.mapWith(Number);

const withFigures = { ...getTableColumns(clients), nbrCommande, depences };

export type ClientWithFigures = typeof clients.$inferSelect & { nbrCommande: number; depences: number };

export async function countClients(db: DbOrTx, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(searchable(search));
  return row?.n ?? 0;
}

/** Newest clients first. */
export function listClients(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<ClientWithFigures[]> {
  return db
    .select(withFigures)
    .from(clients)
    .where(searchable(search))
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(limit)
    .offset(offset);
}

export async function findClientBySlug(db: DbOrTx, slug: string): Promise<ClientWithFigures | null> {
  const [row] = await db.select(withFigures).from(clients).where(eq(clients.slug, slug)).limit(1);
  return row ?? null;
}

/**
 * The client's orders, newest first, in the row shape of the back-office order lists (no lines, no
 * QR code: the order screen loads them).
 */
export function listClientOrders(db: DbOrTx, clientId: number): Promise<ScopedOrderRow[]> {
  return db
    .select(backofficeOrderRowSelection)
    .from(commandes)
    .innerJoin(clients, eq(clients.id, commandes.clientId))
    .leftJoin(marchands, eq(marchands.id, commandes.marchandId))
    .where(eq(commandes.clientId, clientId))
    .orderBy(desc(commandes.createdAt), desc(commandes.id));
}

/** Flips `valide` and returns the new value; null when the client does not exist. */
export async function toggleClientValide(db: DbOrTx, id: number): Promise<boolean | null> {
  const [row] = await db
    .update(clients)
    .set({ valide: sql`not ${clients.valide}`, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning({ valide: clients.valide });
  return row ? row.valide : null;
}
