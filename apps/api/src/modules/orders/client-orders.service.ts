import { createHash, timingSafeEqual } from 'node:crypto';
import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import type { Ctx } from '../../lib/context';
import { HttpError, validationError } from '../../lib/http-errors';
import { clientIdOf } from '../cart';
import { findClientOrderIdByQrToken } from './order-state.repository';
import { changeOrderState, type OrderStateChange } from './order-state.service';

/** The client's own moves on its orders: cancelling before dispatch, confirming delivery by QR. */

/** `commandeDelete`: cancels (never erases), giving the stock and the coupon back. */
export function cancelClientOrder(ctx: Ctx, commandeId: number): Promise<OrderStateChange> {
  return changeOrderState(ctx, commandeId, 'annulee', {
    actor: 'client',
    scope: { clientId: clientIdOf(ctx) },
    refusal: ORDER_MESSAGES.notCancellable,
  });
}

/** Compares digests, so neither the content nor the length of the token leaks through timing. */
export function sameToken(expected: string, given: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}

const qrInvalid = () => new HttpError(422, ORDER_MESSAGES.qrInvalid);

/**
 * `commandeScanne/{id}`: the client scans the courier's QR code on delivery. `{id}` is the order id
 * with the decoded text in the body; the decoded text itself is accepted in its place too (the
 * Profile's floating scan button does not know which order it scans). Another client's order: 404.
 */
export async function scanClientOrder(
  ctx: Ctx,
  idOrToken: string,
  code: string | undefined,
): Promise<OrderStateChange> {
  const clientId = clientIdOf(ctx);
  let commandeId: number;
  let token: string;
  if (/^\d{1,9}$/.test(idOrToken)) {
    if (!code) throw validationError({ code: ['Le champ code est obligatoire.'] });
    commandeId = Number(idOrToken);
    token = code;
  } else {
    token = idOrToken.trim();
    const found = await findClientOrderIdByQrToken(ctx.db, clientId, token);
    if (found === undefined) throw qrInvalid();
    commandeId = found;
  }
  return changeOrderState(ctx, commandeId, 'livree', {
    actor: 'scan',
    scope: { clientId },
    guard: (order) => {
      if (!sameToken(order.qrToken, token)) throw qrInvalid();
    },
    refusal: ORDER_MESSAGES.notInDelivery,
  });
}
