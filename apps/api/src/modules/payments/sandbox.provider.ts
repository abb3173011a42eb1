import { randomBytes } from 'node:crypto';
import { cardBrand, cardPaiementSchema } from '@souk/domain/card-schemas';
import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import { laravelMessage, toFieldErrors } from '@souk/domain/validation';
import { validationError } from '../../lib/http-errors';
import type { PaymentProvider } from './payment-provider';

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
  };
}
