import type { TypeEcriture } from '@souk/domain/finance/entry-types';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { commandes } from '../../db/schema/commerce';
import { ecritures } from '../../db/schema/finances';

/** The only file that talks to Drizzle about statements: a period's entries and what came before. */

/** Σ of the store's entries written before `from` (the statement's opening balance), centimes. */
export async function balanceBefore(db: DbOrTx, marchandId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${ecritures.montant}), 0)`.mapWith(Number) })
    .from(ecritures)
    .where(and(eq(ecritures.marchandId, marchandId), lt(ecritures.createdAt, from)));
  return row?.sum ?? 0;
}

/** The store's entries written in [from, until), in writing order, with their order's reference. */
export async function periodEntries(db: DbOrTx, marchandId: number, from: Date, until: Date) {
  const rows = await db
    .select({
      id: ecritures.id,
      type: ecritures.type,
      montant: ecritures.montant,
      libelle: ecritures.libelle,
      commandeRef: commandes.ref,
      createdAt: ecritures.createdAt,
    })
    .from(ecritures)
    .leftJoin(commandes, eq(commandes.id, ecritures.commandeId))
    .where(
      and(
        eq(ecritures.marchandId, marchandId),
        gte(ecritures.createdAt, from),
        lt(ecritures.createdAt, until),
      ),
    )
    .orderBy(asc(ecritures.createdAt), asc(ecritures.id));
  // The CHECK constraint holds the domain's list of types.
  return rows.map((row) => ({ ...row, type: row.type as TypeEcriture }));
}

/** The store's name, contact and legal identity, as its documents print them. */
export async function storeIdentity(db: DbOrTx, marchandId: number) {
  const [row] = await db
    .select({
      designation_magasin: marchands.designationMagasin,
      adresse_magasin: marchands.adresseMagasin,
      wilaya_magasin: marchands.wilayaMagasin,
      telephone: marchands.telephone,
      email: marchands.email,
      registre_commerce: marchands.registreCommerce,
      nif: marchands.nif,
    })
    .from(marchands)
    .where(eq(marchands.id, marchandId));
  return row;
}
