import { randomBytes } from 'node:crypto';
import { CLIENT_MESSAGES, type ClientCouponReply } from '@souk/domain/client-schemas';
import { bestCouponModel, couponExpiry, generateCouponCode, isCouponUsable } from '@souk/domain/coupons';
import { normalizeCode } from '@souk/domain/random-code';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { unauthorized, validationError } from '../../lib/http-errors';
import { clientIdOf } from '../cart';
import { toCouponReply } from './coupon.serializer';
import * as repo from './coupons.repository';

/**
 * Coupons (docs/product/orders-and-money.md, Coupons): a reward code issued when an order is delivered,
 * usable once within the model's `duree` days, spent atomically at checkout and given back when that
 * order is cancelled.
 */

/** A code typed by hand or an id: '12' and 12 are ids, anything else a code. */
function couponKey(ref: number | string): { id: number } | { code: string } {
  if (typeof ref === 'number') return { id: ref };
  const trimmed = ref.trim();
  if (/^\d{1,9}$/.test(trimmed)) return { id: Number(trimmed) };
  return { code: normalizeCode(trimmed) };
}

export async function listCoupons(ctx: Ctx): Promise<ClientCouponReply[]> {
  return (await repo.listClientCoupons(ctx.db, clientIdOf(ctx))).map(toCouponReply);
}

/**
 * The cart's coupon box. Answers only for the caller's own usable code; every other case — unknown,
 * spent, expired, withdrawn, someone else's — is the same 401, so codes cannot be probed.
 */
export async function showCoupon(ctx: Ctx, code: string): Promise<ClientCouponReply> {
  const clientId = clientIdOf(ctx);
  const coupon = await repo.findClientCoupon(ctx.db, clientId, { code: normalizeCode(code) });
  if (!coupon || !isCouponUsable(coupon, new Date())) throw unauthorized(CLIENT_MESSAGES.couponInvalid);
  return toCouponReply(coupon);
}

export interface UsableCoupon {
  id: number;
  /** Centimes. */
  remise: number;
}

const invalidCoupon = () => validationError({ coupon_id: [CLIENT_MESSAGES.couponInvalid] });

/** The checkout's coupon, checked (not yet spent): 422 on `coupon_id` when it cannot be used. */
export async function findUsableCoupon(
  db: DbOrTx,
  clientId: number,
  ref: number | string,
  now: Date,
): Promise<UsableCoupon> {
  const coupon = await repo.findClientCoupon(db, clientId, couponKey(ref));
  if (!coupon || !isCouponUsable(coupon, now)) throw invalidCoupon();
  return { id: coupon.id, remise: coupon.model.remise };
}

/** Spends the code inside the checkout's transaction; the loser of a race gets the 422. */
export async function spendCoupon(tx: DbOrTx, couponId: number, clientId: number, now: Date): Promise<void> {
  if (!(await repo.markCouponUsed(tx, couponId, clientId, now))) throw invalidCoupon();
}

/** A cancelled order gives its code back (unless another live order of its checkout holds it). */
export function releaseCoupon(tx: DbOrTx, couponId: number, cancelledCommandeId: number): Promise<boolean> {
  return repo.releaseCoupon(tx, couponId, cancelledCommandeId);
}

const CODE_ATTEMPTS = 5;

/**
 * Undoes the reward of a delivery confirmed by mistake (decision 0032): an unspent coupon is
 * withdrawn; a coupon already spent on another order stays (that order was placed in good faith)
 * and its code is returned so the administrator can follow it up.
 */
export async function withdrawRewardCoupon(
  tx: DbOrTx,
  commandeId: number,
): Promise<{ withdrawn: boolean; usedCode: string | null }> {
  const reward = await repo.findRewardDetailsOf(tx, commandeId);
  if (!reward) return { withdrawn: false, usedCode: null };
  if (reward.etat !== 'non_utilise') return { withdrawn: false, usedCode: reward.code };
  const withdrawn = await repo.deleteUnusedReward(tx, reward.id, reward.couponModelId);
  return { withdrawn, usedCode: withdrawn ? null : reward.code };
}

/**
 * The reward for a delivered order: a code of the most generous valid model whose threshold the
 * amount paid reaches. Once per order (unique `source_commande_id`); returns the new coupon's id,
 * or null when no model applies or the order was already rewarded.
 */
export async function issueRewardCoupon(
  tx: DbOrTx,
  order: { id: number; clientId: number; montantAPayer: number },
  now: Date,
): Promise<number | null> {
  const model = bestCouponModel(await repo.listValidModels(tx), order.montantAPayer);
  if (!model) return null;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const inserted = await repo.insertRewardCoupon(tx, {
      code: generateCouponCode((n) => randomBytes(n)),
      clientId: order.clientId,
      couponModelId: model.id,
      expiresAt: couponExpiry(now, model.duree),
      sourceCommandeId: order.id,
    });
    if (inserted) {
      await repo.countIssued(tx, model.id);
      return inserted.id;
    }
    // Nothing inserted: either this order already has its reward, or the code was taken (draw again).
    if (await repo.findRewardOf(tx, order.id)) return null;
  }
  throw new Error(`No free coupon code after ${CODE_ATTEMPTS} attempts`);
}
