import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { algiersYearMonth } from './algiers-time';
import {
  CARD_MESSAGES,
  cardBrand,
  cardYears,
  isCardNumber,
  luhnValid,
  makeCardPaiementSchema,
} from './card-schemas';
import { commandePayerSchema } from './payment-schemas';
import { toLaravelErrors } from './validation';

// 15 June 2026, noon in Algiers.
const NOW = new Date('2026-06-15T11:00:00Z');
const schema = makeCardPaiementSchema(() => NOW);
const card = {
  number: '4242 4242 4242 4242',
  exp_month: '06',
  exp_year: '2026',
  cvc: '123',
  postal_code: '16000',
  cardHolderName: 'Amina Benali',
};
const errorsOf = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : toLaravelErrors(parsed.error);
};

describe('luhnValid / isCardNumber', () => {
  it('knows the test cards and refuses a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4242-4242-4242-4242')).toBe(false);
    expect(isCardNumber('424242424242')).toBe(false);
    expect(isCardNumber('42424242424242424242')).toBe(false);
  });

  it('a single changed digit always breaks the checksum', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (body, at, delta) => {
          const check = [...Array(10).keys()].find((d) => luhnValid(`${body}${d}`))!;
          const valid = `${body}${check}`;
          const changed = valid.slice(0, at) + ((Number(valid[at]) + delta) % 10) + valid.slice(at + 1);
          return luhnValid(valid) && !luhnValid(changed);
        },
      ),
    );
  });

  it('names the brand for the receipt', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6280580000000000')).toBe('autre');
  });
});

describe('cardPaiementSchema', () => {
  it('accepts the form as sent and keeps the digits only', () => {
    expect(schema.parse(card)).toEqual({
      number: '4242424242424242',
      exp_month: 6,
      exp_year: 2026,
      cvc: '123',
      postal_code: '16000',
      cardHolderName: 'Amina Benali',
    });
    expect(
      schema.parse({ ...card, exp_month: 12, exp_year: 36, cardHolderName: "  Ali  O'Neil " }),
    ).toMatchObject({ exp_month: 12, exp_year: 2036, cardHolderName: "Ali O'Neil" });
  });

  it("puts each message under its own field, the card number's word for word", () => {
    expect(
      errorsOf({
        number: '4242 4242 4242 4241',
        exp_month: '13',
        exp_year: '2026',
        cvc: '12',
        postal_code: '1600',
        cardHolderName: '4 2',
      }),
    ).toEqual({
      number: ['Veuillez entre un numéro de carte valide.'],
      exp_month: [CARD_MESSAGES.expMonth],
      cvc: [CARD_MESSAGES.cvc],
      postal_code: [CARD_MESSAGES.postalCode],
      cardHolderName: [CARD_MESSAGES.cardHolderName],
    });
    expect(errorsOf({})).toEqual({
      number: [CARD_MESSAGES.number],
      exp_month: [CARD_MESSAGES.expMonth],
      exp_year: [CARD_MESSAGES.expYear],
      cvc: [CARD_MESSAGES.cvc],
      postal_code: [CARD_MESSAGES.postalCode],
      cardHolderName: [CARD_MESSAGES.cardHolderName],
    });
  });

  it('refuses an expired card, on the year or on the month, and years beyond ten', () => {
    expect(errorsOf({ ...card, exp_year: '2025' })).toEqual({ exp_year: [CARD_MESSAGES.expired] });
    expect(errorsOf({ ...card, exp_month: '05' })).toEqual({ exp_month: [CARD_MESSAGES.expired] });
    expect(errorsOf({ ...card, exp_year: '2037' })).toEqual({ exp_year: [CARD_MESSAGES.expYear] });
    expect(errorsOf({ ...card, exp_year: '2036', exp_month: '01' })).toEqual({});
    // The expiry is still reported when another field is wrong too.
    expect(errorsOf({ ...card, exp_month: '05', cvc: '1' })).toEqual({
      exp_month: [CARD_MESSAGES.expired],
      cvc: [CARD_MESSAGES.cvc],
    });
  });

  it('reads the month in Algiers (UTC+1): 31 May 23:30 UTC is already June there', () => {
    const lateMay = new Date('2026-05-31T23:30:00Z');
    expect(algiersYearMonth(lateMay)).toEqual({ year: 2026, month: 6 });
    const s = makeCardPaiementSchema(() => lateMay);
    expect(s.safeParse({ ...card, exp_month: '05' }).success).toBe(false);
    expect(cardYears(NOW)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036]);
  });

  it('a CVC is exactly three digits (a number loses its leading zero and is refused)', () => {
    expect(errorsOf({ ...card, cvc: '1234' })).toEqual({ cvc: [CARD_MESSAGES.cvc] });
    expect(errorsOf({ ...card, cvc: 12 })).toEqual({ cvc: [CARD_MESSAGES.cvc] });
    expect(errorsOf({ ...card, cvc: 'abc' })).toEqual({ cvc: [CARD_MESSAGES.cvc] });
  });
});

describe('commandePayerSchema', () => {
  it('takes the card, a Stripe payment method or nothing', () => {
    expect(commandePayerSchema.parse({ commande_id: 3, cardPaiement: card })).toMatchObject({
      cardPaiement: card,
    });
    expect(commandePayerSchema.parse({ payment_method: ' pm_123 ' }).payment_method).toBe('pm_123');
    expect(commandePayerSchema.parse({ payment_method: '' }).payment_method).toBeUndefined();
  });
});
