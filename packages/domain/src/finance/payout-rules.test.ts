import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../error-codes';
import { toFieldErrors } from '../validation';
import { payoutRefusalErrors, payoutRefusals, payoutRequestBody } from './payout-rules';

const ok = { montant: 150_000, disponible: 200_000, minimum: 100_000, hasAccount: true, openPayout: false };

describe('payout request rules', () => {
  it('accepts an amount between the minimum and the available balance, both included', () => {
    expect(payoutRefusals(ok)).toEqual({});
    expect(payoutRefusals({ ...ok, montant: 100_000 })).toEqual({});
    expect(payoutRefusals({ ...ok, montant: 200_000 })).toEqual({});
  });

  it('names compte without an account and versement with a request open', () => {
    expect(payoutRefusalErrors(payoutRefusals({ ...ok, hasAccount: false, openPayout: true }))).toEqual({
      errors: {
        compte: [VALIDATION_MESSAGES.payout_no_account],
        versement: [VALIDATION_MESSAGES.payout_already_open],
      },
      codes: {
        compte: [{ code: 'payout_no_account', params: {} }],
        versement: [{ code: 'payout_already_open', params: {} }],
      },
    });
  });

  it('names montant above the available balance and below the minimum, with the amounts in French', () => {
    const above = payoutRefusalErrors(payoutRefusals({ ...ok, montant: 200_001 }));
    expect(above.errors).toEqual({
      montant: ['Le montant demandé dépasse votre solde disponible (2\u00a0000,00\u00a0DZD).'],
    });
    expect(above.codes.montant).toEqual([
      { code: 'payout_above_available', params: { disponible: '2\u00a0000,00\u00a0DZD' } },
    ]);
    expect(payoutRefusalErrors(payoutRefusals({ ...ok, montant: 99_999 })).errors).toEqual({
      montant: ["Le montant d'un versement doit être d'au moins 1\u00a0000,00\u00a0DZD."],
    });
    // A negative balance reads as nothing available.
    expect(payoutRefusals({ ...ok, disponible: -5_000, montant: 100_000 }).montant).toEqual([
      { code: 'payout_above_available', params: { disponible: '0,00\u00a0DZD' } },
    ]);
  });

  it('refuses exactly when the amount is outside [minimum, available] (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (montant, disponible, minimum) => {
          const refused = payoutRefusals({ ...ok, montant, disponible, minimum }).montant !== undefined;
          expect(refused).toBe(montant > disponible || montant < minimum);
        },
      ),
    );
  });

  it('reads the amount in DZD with two decimals at most, above 0', () => {
    expect(payoutRequestBody.parse({ montant: '1500,5' })).toEqual({ montant: 1500.5 });
    const errors = (montant: unknown) => {
      const parsed = payoutRequestBody.safeParse({ montant });
      return parsed.success ? null : toFieldErrors(parsed.error).errors;
    };
    expect(errors(undefined)).toEqual({ montant: ['Le champ montant est obligatoire.'] });
    expect(errors('abc')).toEqual({ montant: [VALIDATION_MESSAGES.montant_number] });
    expect(errors(0)).toEqual({ montant: [VALIDATION_MESSAGES.montant_positive] });
    expect(errors(10.001)).toEqual({ montant: [VALIDATION_MESSAGES.amount_cents] });
    expect(errors(100_000_001)).toEqual({ montant: [VALIDATION_MESSAGES.amount_max] });
  });
});
