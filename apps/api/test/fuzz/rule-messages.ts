import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import { AUTH_MESSAGES } from '@souk/domain/auth-schemas';
import { CARD_MESSAGES } from '@souk/domain/card-schemas';
import { ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import { CLIENT_MESSAGES } from '@souk/domain/client-schemas';
import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import { CLIENT_ADMIN_MESSAGES } from '../../src/modules/clients/clients.schemas';
import { CONTENT_MESSAGES } from '../../src/modules/content/content-fields';
import { COUPON_MODEL_MESSAGES } from '../../src/modules/coupons/coupon-models.schemas';
import { PAYOUT_MESSAGES } from '../../src/modules/finances/payouts.service';
import { BACKOFFICE_ORDER_MESSAGES } from '../../src/modules/orders/backoffice-orders.schemas';
import { PARTNER_ACCOUNT_MESSAGES } from '../../src/modules/partner-requests/partner-requests-admin.schemas';
import { PROMOTION_MESSAGES } from '../../src/modules/promotions/promotions.schemas';
import { refusalError } from '../../src/modules/returns/returns.service';
import { STORE_PROFILE_MESSAGES } from '../../src/modules/shops/store-profile.schemas';

/**
 * A 422 without a field map is a refusal of the resource's state ("Cette commande ne peut plus être
 * annulée.", "Impossible de supprimer un article qui a du stock."): the screens show its message in
 * an alert. Those messages are the modules' declared ones; any other 422 must name its fields.
 */
const sources: unknown[] = [
  ARTICLE_MESSAGES,
  AUTH_MESSAGES,
  CARD_MESSAGES,
  ORDER_MESSAGES,
  CLIENT_MESSAGES,
  PAYMENT_MESSAGES,
  CLIENT_ADMIN_MESSAGES,
  CONTENT_MESSAGES,
  COUPON_MODEL_MESSAGES,
  BACKOFFICE_ORDER_MESSAGES,
  PARTNER_ACCOUNT_MESSAGES,
  PAYOUT_MESSAGES,
  PROMOTION_MESSAGES,
  STORE_PROFILE_MESSAGES,
  // A return's move refused by its state (the state machine's refusals that name no field).
  (['return_no_move', 'return_move_forbidden', 'return_dispute_window_over'] as const).map(
    (refus) => refusalError(refus).message,
  ),
];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HOLE = '\u0001';

/** Exact strings, and templates (message functions) with their arguments as wildcards. */
const patterns: RegExp[] = [];
const walk = (value: unknown) => {
  if (typeof value === 'string') patterns.push(new RegExp(`^${literal(value)}$`));
  else if (typeof value === 'function') {
    const sample = String(value(HOLE, HOLE, HOLE));
    patterns.push(new RegExp(`^${sample.split(HOLE).map(literal).join('.+')}$`));
  } else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
};
sources.forEach(walk);

export const isRuleMessage = (message: string) => patterns.some((p) => p.test(message));
