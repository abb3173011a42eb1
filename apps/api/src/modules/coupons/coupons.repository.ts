import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientCoupons, commandes, couponModels } from '../../db/schema/commerce';

/** The only file that talks to Drizzle about coupon models and clients' coupons. */

const couponSelection = {
  id: clientCoupons.id,
  code: clientCoupons.code,
  etat: clientCoupons.etat,
  expiresAt: clientCoupons.expiresAt,
  clientId: clientCoupons.clientId,
  model: {
    id: couponModels.id,
    designation: couponModels.designation,
    remise: couponModels.remise,
    valide: couponModels.valide,
  },
};

function couponQuery(db: DbOrTx) {
  return db
    .select(couponSelection)
    .from(clientCoupons)
    .innerJoin(couponModels, eq(couponModels.id, clientCoupons.couponModelId))
    .$dynamic();
}

export type CouponRow = Awaited<ReturnType<typeof couponQuery>>[number];

export function listClientCoupons(db: DbOrTx, clientId: number): Promise<CouponRow[]> {
  return couponQuery(db)
    .where(eq(clientCoupons.clientId, clientId))
    .orderBy(desc(clientCoupons.createdAt), desc(clientCoupons.id));
}

/** The client's coupon with this id or code (codes are stored upper-case). */
export async function findClientCoupon(
  db: DbOrTx,
  clientId: number,
  key: { id: number } | { code: string },
): Promise<CouponRow | undefined> {
  const match = 'id' in key ? eq(clientCoupons.id, key.id) : eq(clientCoupons.code, key.code);
  const [row] = await couponQuery(db).where(and(eq(clientCoupons.clientId, clientId), match));
  return row;
}

/**
 * Spends an unused, unexpired code (domain coupons.ts `isCouponUsable`, in SQL). Conditional, so of
 * two checkouts racing for one code exactly one gets `true`.
 */
export async function markCouponUsed(db: DbOrTx, id: number, clientId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(clientCoupons)
    .set({ etat: 'utilise', usedAt: now })
    .where(
      and(
        eq(clientCoupons.id, id),
        eq(clientCoupons.clientId, clientId),
        eq(clientCoupons.etat, 'non_utilise'),
        gt(clientCoupons.expiresAt, now),
      ),
    )
    .returning({ id: clientCoupons.id });
  return rows.length > 0;
}

/**
 * Gives a spent code back, unless another live order (not `annulee`, other than `exceptCommandeId`)
 * still uses it. Returns whether it was given back.
 */
export async function releaseCoupon(db: DbOrTx, id: number, exceptCommandeId: number): Promise<boolean> {
  const rows = await db
    .update(clientCoupons)
    .set({ etat: 'non_utilise', usedAt: null })
    .where(
      and(
        eq(clientCoupons.id, id),
        eq(clientCoupons.etat, 'utilise'),
        sql`not exists (select 1 from ${commandes} c where c.client_coupon_id = ${id}
          and c.etat <> 'annulee' and c.id <> ${exceptCommandeId})`,
      ),
    )
    .returning({ id: clientCoupons.id });
  return rows.length > 0;
}

export function listValidModels(db: DbOrTx) {
  return db
    .select({
      id: couponModels.id,
      montant: couponModels.montant,
      remise: couponModels.remise,
      duree: couponModels.duree,
      valide: couponModels.valide,
    })
    .from(couponModels)
    .where(eq(couponModels.valide, true));
}

/** Inserts a reward code; null when the code or the source order is already taken (nothing written). */
export async function insertRewardCoupon(
  db: DbOrTx,
  values: {
    code: string;
    clientId: number;
    couponModelId: number;
    expiresAt: Date;
    sourceCommandeId: number;
  },
): Promise<{ id: number } | null> {
  const rows = await db
    .insert(clientCoupons)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: clientCoupons.id });
  return rows[0] ?? null;
}

export async function findRewardOf(db: DbOrTx, commandeId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: clientCoupons.id })
    .from(clientCoupons)
    .where(eq(clientCoupons.sourceCommandeId, commandeId));
  return row;
}

export async function countIssued(db: DbOrTx, modelId: number): Promise<void> {
  await db
    .update(couponModels)
    .set({ nbrCoupon: sql`${couponModels.nbrCoupon} + 1` })
    .where(eq(couponModels.id, modelId));
}

/** The reward a delivered order issued, if any (its code and whether it was spent). */
export async function findRewardDetailsOf(
  db: DbOrTx,
  commandeId: number,
): Promise<{ id: number; code: string; etat: string; couponModelId: number } | undefined> {
  const [row] = await db
    .select({
      id: clientCoupons.id,
      code: clientCoupons.code,
      etat: clientCoupons.etat,
      couponModelId: clientCoupons.couponModelId,
    })
    .from(clientCoupons)
    .where(eq(clientCoupons.sourceCommandeId, commandeId))
    .for('update');
  return row;
}

/** Deletes an unspent reward and takes it off its model's count of issued coupons. */
export async function deleteUnusedReward(db: DbOrTx, id: number, modelId: number): Promise<boolean> {
  const rows = await db
    .delete(clientCoupons)
    .where(and(eq(clientCoupons.id, id), eq(clientCoupons.etat, 'non_utilise')))
    .returning({ id: clientCoupons.id });
  if (rows.length === 0) return false;
  await db
    .update(couponModels)
    .set({ nbrCoupon: sql`greatest(${couponModels.nbrCoupon} - 1, 0)` })
    .where(eq(couponModels.id, modelId));
  return true;
}
