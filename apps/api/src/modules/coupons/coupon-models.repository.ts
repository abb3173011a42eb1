import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientCoupons, couponModels } from '../../db/schema/commerce';

/** The only file that talks to Drizzle about the administrator's coupon models. */

/** Codes issued from the model, counted from the codes themselves (never drifts from them). */
const issuedCount = sql<number>`(select count(*) from ${clientCoupons} cc where cc.coupon_model_id = ${sql.identifier('coupon_models')}.${sql.identifier('id')})`;

const modelSelection = {
  id: couponModels.id,
  designation: couponModels.designation,
  duree: couponModels.duree,
  montant: couponModels.montant,
  remise: couponModels.remise,
  valide: couponModels.valide,
  createdAt: couponModels.createdAt,
  nbrCoupon: issuedCount.mapWith(Number),
};

export type CouponModelRow = {
  id: number;
  designation: string;
  duree: number;
  /** Centimes. */
  montant: number;
  /** Centimes. */
  remise: number;
  valide: boolean;
  createdAt: Date;
  nbrCoupon: number;
};

/** `%term%` with LIKE's own wildcards taken literally. */
function likeTerm(search: string): string {
  return `%${search.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

function matching(search?: string): SQL | undefined {
  return search ? ilike(couponModels.designation, likeTerm(search)) : undefined;
}

export async function countModels(db: DbOrTx, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(couponModels).where(matching(search));
  return row?.n ?? 0;
}

/** Newest first. */
export function listModels(
  db: DbOrTx,
  limit: number,
  offset: number,
  search?: string,
): Promise<CouponModelRow[]> {
  return db
    .select(modelSelection)
    .from(couponModels)
    .where(matching(search))
    .orderBy(desc(couponModels.createdAt), desc(couponModels.id))
    .limit(limit)
    .offset(offset);
}

export async function findModel(db: DbOrTx, id: number): Promise<CouponModelRow | undefined> {
  const [row] = await db.select(modelSelection).from(couponModels).where(eq(couponModels.id, id));
  return row;
}

export interface CouponModelValues {
  designation: string;
  duree: number;
  montant: number;
  remise: number;
}

export async function insertModel(db: DbOrTx, values: CouponModelValues): Promise<number> {
  const [row] = await db.insert(couponModels).values(values).returning({ id: couponModels.id });
  return row.id;
}

export async function updateModel(db: DbOrTx, id: number, values: CouponModelValues): Promise<boolean> {
  const rows = await db
    .update(couponModels)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(couponModels.id, id))
    .returning({ id: couponModels.id });
  return rows.length > 0;
}

/** Flips `valide` in one statement (two admins clicking at once end where they started, not stuck). */
export async function toggleModel(db: DbOrTx, id: number): Promise<boolean | null> {
  const [row] = await db
    .update(couponModels)
    .set({ valide: sql`not ${couponModels.valide}`, updatedAt: new Date() })
    .where(eq(couponModels.id, id))
    .returning({ valide: couponModels.valide });
  return row ? row.valide : null;
}

/**
 * Deletes a model no code was issued from, in one statement; false when it does not exist or has
 * codes. A code inserted at the same instant is stopped by the foreign key (see `isForeignKeyViolation`, db/errors.ts).
 */
export async function deleteUnusedModel(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(couponModels)
    .where(
      and(
        eq(couponModels.id, id),
        sql`not exists (select 1 from ${clientCoupons} where ${clientCoupons.couponModelId} = ${id})`,
      ),
    )
    .returning({ id: couponModels.id });
  return rows.length > 0;
}
