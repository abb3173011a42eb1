import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { matchesEveryWord } from '../../db/admin-search';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { demandeComptes } from '../../db/schema/content';

/** The only file that talks to Drizzle about partner requests on the administrator's side. */

export type RequestRow = typeof demandeComptes.$inferSelect;
export type RequestWithShop = RequestRow & { marchandSlug: string | null };

const whereOf = (etat: boolean, search?: string) => {
  const words = matchesEveryWord(
    [
      demandeComptes.nom,
      demandeComptes.prenom,
      demandeComptes.email,
      demandeComptes.telephone,
      demandeComptes.designationMagasin,
      demandeComptes.wilayaMagasin,
    ],
    search,
  );
  return and(eq(demandeComptes.etat, etat), words);
};

export async function countRequests(db: DbOrTx, etat: boolean, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(demandeComptes)
    .where(whereOf(etat, search));
  return row?.n ?? 0;
}

/** Pending: newest request first. Processed: most recently processed first. */
export function listRequests(
  db: DbOrTx,
  etat: boolean,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<RequestWithShop[]> {
  const order = etat
    ? [desc(demandeComptes.traiteeAt), desc(demandeComptes.id)]
    : [desc(demandeComptes.createdAt), desc(demandeComptes.id)];
  return db
    .select({ ...getTableColumns(demandeComptes), marchandSlug: marchands.slug })
    .from(demandeComptes)
    .leftJoin(marchands, eq(marchands.id, demandeComptes.marchandId))
    .where(whereOf(etat, search))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function findRequest(db: DbOrTx, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(demandeComptes).where(eq(demandeComptes.id, id)).limit(1);
  return row ?? null;
}

/**
 * Marks a pending request processed by the new store. Conditional, so of two administrators
 * creating the account at the same time exactly one gets `true`.
 */
export async function closeRequest(db: DbOrTx, id: number, marchandId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(demandeComptes)
    .set({ etat: true, marchandId, traiteeAt: now })
    .where(and(eq(demandeComptes.id, id), eq(demandeComptes.etat, false)))
    .returning({ id: demandeComptes.id });
  return rows.length > 0;
}

export async function insertMarchand(db: DbOrTx, values: typeof marchands.$inferInsert) {
  const [row] = await db.insert(marchands).values(values).returning();
  return row;
}
