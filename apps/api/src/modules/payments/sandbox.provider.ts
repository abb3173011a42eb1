import { createHash, randomBytes } from 'node:crypto';
import { cardBrand, cardPaiementSchema } from '@souk/domain/card-schemas';
import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import { laravelMessage, toFieldErrors } from '@souk/domain/validation';
import { validationError } from '../../lib/http-errors';
import { type PaymentProvider, ProviderUnavailableError, type RefundRequest } from './payment-provider';

/**
 * The built-in provider used while no real one is configured (development, demos, tests). It
 * validates the card like a real one (Luhn, expiry, 3-digit CVC, postal code, holder) and answers
 * like Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 * Nothing is charged and the card number is forgotten at once (only brand and last 4 are kept).
 */

/** Stripe's test numbers for the usual declines, so demos can show each message. */
const DECLINES: Record<string, string> = {
  '4000000000000002': PAYMENT_MESSAGES.declined,
  '4000000000009995': 'Votre carte ne dispose pas de fonds suffisants.',
  '4000000000000069': 'Votre carte a expiré.',
  '4000000000000127': 'Le code de sécurité de votre carte est incorrect.',
};

const reference = () => `sb_${randomBytes(12).toString('hex')}`;

/** One refund the sandbox made: what a real provider's dashboard would list. */
export interface SandboxRefund {
  refundRef: string;
  paymentRef: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * The sandbox's refunds of this process, by idempotency key, and a switch for tests: `failNext(n)`
 * makes the next n refund requests fail as an unreachable provider would (nothing refunded), so the
 * retry can be seen. Deterministic: a key always gives the same refund id, asked once or many times.
 */
export const sandboxRefunds = {
  made: new Map<string, SandboxRefund>(),
  failures: 0,
  failNext(n = 1) {
    this.failures = n;
  },
  reset() {
    this.made.clear();
    this.failures = 0;
  },
};

export function sandboxRefund(request: RefundRequest): SandboxRefund {
  if (sandboxRefunds.failures > 0) {
    sandboxRefunds.failures -= 1;
    throw new ProviderUnavailableError('Sandbox : remboursement refusé (panne simulée)', false);
  }
  const known = sandboxRefunds.made.get(request.idempotencyKey);
  if (known) return known;
  const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
  const made = {
    refundRef: `sb_re_${digest}`,
    paymentRef: request.paymentRef,
    amount: request.amount,
    idempotencyKey: request.idempotencyKey,
  };
  sandboxRefunds.made.set(request.idempotencyKey, made);
  return made;
}

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    parseSource(input) {
      // Missing entirely: each field reports its own message rather than one for the object.
      const parsed = cardPaiementSchema.safeParse(input.cardPaiement ?? {});
      if (!parsed.success) {
        const found = toFieldErrors(parsed.error);
        const under = <T>(map: Record<string, T>) =>
          Object.fromEntries(Object.entries(map).map(([k, v]) => [`cardPaiement.${k}`, v]));
        const errors = under(found.errors);
        throw validationError(errors, laravelMessage(errors), under(found.codes));
      }
      return { kind: 'card', card: parsed.data };
    },
    chargeableAmount: (centimes) => centimes,
    async charge({ source }) {
      if (source.kind !== 'card') throw new Error('The sandbox charges cards only');
      const digits = source.card.number;
      const raw = { brand: cardBrand(digits), last4: digits.slice(-4) };
      const declined = DECLINES[digits];
      if (declined) {
        return { status: 'refuse', providerRef: reference(), message: declined, reason: 'declined', raw };
      }
      return { status: 'reussi', providerRef: reference(), raw };
    },
    async refund(request) {
      const made = sandboxRefund(request);
      return {
        status: 'succeeded',
        refundRef: made.refundRef,
        raw: { id: made.refundRef, amount: made.amount },
      };
    },
  };
}
