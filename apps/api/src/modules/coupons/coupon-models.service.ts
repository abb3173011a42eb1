import type { CouponModelInput } from '@souk/domain/coupon-model-schemas';
import { toCentimes, toDzd } from '@souk/domain/money';
import type { CouponModelReply } from '@souk/domain/replies/coupons';
import { isForeignKeyViolation } from '../../db/errors';
import type { Ctx } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import * as repo from './coupon-models.repository';
import { COUPON_MODEL_MESSAGES } from './coupon-models.schemas';

/**
 * The administrator's coupon models (docs/product/admin.md, Coupons): create, edit, block/unblock, and
 * delete while no code was issued from them. A blocked model issues no new code and its codes can no
 * longer be spent (domain coupons.ts `isCouponUsable`, coupons.service.ts `listValidModels`).
 */

function requireAdmin(ctx: Ctx): void {
  if (ctx.actor.role !== 'user') throw forbidden();
}

export function toCouponModelReply(row: repo.CouponModelRow): CouponModelReply {
  return {
    id: row.id,
    designation: row.designation,
    duree: row.duree,
    montant: toDzd(row.montant),
    remise: toDzd(row.remise),
    valide: row.valide,
    nbr_coupon: row.nbrCoupon,
    created_at: row.createdAt.toISOString(),
  };
}

function toValues(input: CouponModelInput): repo.CouponModelValues {
  return {
    designation: input.designation,
    duree: input.duree,
    montant: toCentimes(input.montant),
    remise: toCentimes(input.remise),
  };
}

async function shown(ctx: Ctx, id: number): Promise<CouponModelReply> {
  const row = await repo.findModel(ctx.db, id);
  if (!row) throw notFound(COUPON_MODEL_MESSAGES.notFound);
  return toCouponModelReply(row);
}

/** The list, newest first, searched on the designation. */
export function listCouponModels(ctx: Ctx, search?: string) {
  requireAdmin(ctx);
  return {
    count: () => repo.countModels(ctx.db, search),
    rows: async (limit: number, offset: number) =>
      (await repo.listModels(ctx.db, limit, offset, search)).map(toCouponModelReply),
  };
}

export async function addCouponModel(ctx: Ctx, input: CouponModelInput): Promise<CouponModelReply> {
  requireAdmin(ctx);
  const id = await repo.insertModel(ctx.db, toValues(input));
  return shown(ctx, id);
}

/**
 * Edits a model. Codes already issued keep their expiry (fixed at issue); their remise is the
 * model's, so a change applies to unused codes too.
 */
export async function editCouponModel(
  ctx: Ctx,
  id: number,
  input: CouponModelInput,
): Promise<CouponModelReply> {
  requireAdmin(ctx);
  if (!(await repo.updateModel(ctx.db, id, toValues(input)))) throw notFound(COUPON_MODEL_MESSAGES.notFound);
  return shown(ctx, id);
}

/** Blocks an active model, unblocks a blocked one; the reply says which. */
export async function toggleCouponModel(
  ctx: Ctx,
  id: number,
): Promise<{ message: string; data: CouponModelReply }> {
  requireAdmin(ctx);
  const valide = await repo.toggleModel(ctx.db, id);
  if (valide === null) throw notFound(COUPON_MODEL_MESSAGES.notFound);
  return {
    message: valide ? COUPON_MODEL_MESSAGES.unblocked : COUPON_MODEL_MESSAGES.blocked,
    data: await shown(ctx, id),
  };
}

/** Deletes only a model no code was issued from (nbr_coupon 0); otherwise 409, nothing changed. */
export async function deleteCouponModel(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx);
  let deleted: boolean;
  try {
    deleted = await repo.deleteUnusedModel(ctx.db, id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(COUPON_MODEL_MESSAGES.hasIssued);
    throw error;
  }
  if (deleted) return;
  if (await repo.findModel(ctx.db, id)) throw conflict(COUPON_MODEL_MESSAGES.hasIssued);
  throw notFound(COUPON_MODEL_MESSAGES.notFound);
}
