import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { shopColumns } from './shops.schemas';

function visibleShops(search?: string) {
  const term = search ? `%${search.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(marchands.valide, true),
    term ? or(ilike(marchands.designationMagasin, term), ilike(marchands.wilayaMagasin, term)) : undefined,
  );
}

export async function countVisibleShops(db: DbOrTx, search?: string) {
  const [row] = await db.select({ n: count() }).from(marchands).where(visibleShops(search));
  return row?.n ?? 0;
}

export function listVisibleShops(db: DbOrTx, limit: number, offset: number, search?: string) {
  return db
    .select(shopColumns)
    .from(marchands)
    .where(visibleShops(search))
    .orderBy(asc(marchands.designationMagasin), asc(marchands.id))
    .limit(limit)
    .offset(offset);
}

export async function findVisibleShopBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select(shopColumns)
    .from(marchands)
    .where(and(eq(marchands.slug, slug), eq(marchands.valide, true)))
    .limit(1);
  return row ?? null;
}
