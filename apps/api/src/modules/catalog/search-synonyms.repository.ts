import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchSynonymes, searchSynonymeTermes } from '../../db/schema/catalog';
import { searchTerms } from './search-terms';

/**
 * The administrator's search synonyms (migration 0022, decision 0035). A group is written with its
 * expressions' words (`search_synonyme_termes`), lower case and without accents as the search
 * compares them (souk_search_words), in the same transaction.
 */

/** Groups one of whose expressions contains `search`, accents and case aside. */
const groupSearch = (search?: string): SQL | undefined =>
  search
    ? sql`exists (select 1 from unnest(${searchSynonymes.expressions}) e
                   where souk_unaccent(e) ilike souk_unaccent(${`%${search.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`}))`
    : undefined;

export async function countSynonymes(db: DbOrTx, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(searchSynonymes).where(groupSearch(search));
  return row?.n ?? 0;
}

export function pageSynonymes(db: DbOrTx, limit: number, offset: number, search?: string) {
  return db
    .select()
    .from(searchSynonymes)
    .where(groupSearch(search))
    .orderBy(desc(searchSynonymes.updatedAt), desc(searchSynonymes.id))
    .limit(limit)
    .offset(offset);
}

/** Each expression's words, split as a storefront query is (searchTerms), without accents. */
async function writeTermes(tx: DbOrTx, synonymeId: number, expressions: string[]) {
  await tx.delete(searchSynonymeTermes).where(eq(searchSynonymeTermes.synonymeId, synonymeId));
  for (const expression of expressions) {
    const words = searchTerms(expression)?.words ?? [];
    if (words.length === 0) continue;
    await tx.execute(sql`insert into search_synonyme_termes (synonyme_id, mots)
      select ${synonymeId}, array(select lower(souk_unaccent(m)) from unnest(${sql`array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`}) with ordinality u(m, o) order by o)`);
  }
}

export function insertSynonyme(db: DbOrTx, expressions: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(searchSynonymes).values({ expressions }).returning();
    await writeTermes(tx, row.id, expressions);
    return row;
  });
}

export function updateSynonyme(db: DbOrTx, id: number, expressions: string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(searchSynonymes)
      .set({ expressions, updatedAt: new Date() })
      .where(eq(searchSynonymes.id, id))
      .returning();
    if (row) await writeTermes(tx, id, expressions);
    return row;
  });
}

export async function deleteSynonyme(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(searchSynonymes)
    .where(eq(searchSynonymes.id, id))
    .returning({ id: searchSynonymes.id });
  return rows.length > 0;
}
