import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutQuote,
  checkoutQuoteCentimes,
  DELIVERY_MESSAGES,
  type SellerCart,
  WILAYA_CODES,
  wilayaCodeOf,
  wilayaLabelOf,
} from './delivery';
import { fraisLivraisonEditSchema, livraisonConfigSchema, wilayaCodeField } from './delivery-schemas';
import { orderSummaryCentimes } from './pricing';
import { toLaravelErrors, z } from './validation';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toLaravelErrors(r.error);
};

describe('wilaya codes', () => {
  it('reads a code, numeric text or a label', () => {
    expect(wilayaCodeOf(16)).toBe(16);
    expect(wilayaCodeOf('16')).toBe(16);
    expect(wilayaCodeOf('09')).toBe(9);
    expect(wilayaCodeOf('16 - Alger')).toBe(16);
    expect(wilayaCodeOf(58)).toBe(58);
  });

  it('knows no wilaya outside the data file', () => {
    for (const v of [0, 59, -1, 1.5, '', 'Alger', '16x', null, undefined, {}, '999']) {
      expect(wilayaCodeOf(v)).toBeNull();
    }
  });

  it('labels codes and lists them all', () => {
    expect(wilayaLabelOf(16)).toBe('16 - Alger');
    expect(wilayaLabelOf(null)).toBeNull();
    expect(wilayaLabelOf(70)).toBeNull();
    expect(WILAYA_CODES).toHaveLength(58);
    expect(WILAYA_CODES[0]).toBe(1);
  });

  it('validates with French messages', () => {
    const schema = z.object({ wilaya: wilayaCodeField() });
    expect(schema.parse({ wilaya: '31 - Oran' })).toEqual({ wilaya: 31 });
    expect(errorsOf(schema, {})).toEqual({ wilaya: [DELIVERY_MESSAGES.wilayaRequired] });
    expect(errorsOf(schema, { wilaya: '' })).toEqual({ wilaya: [DELIVERY_MESSAGES.wilayaRequired] });
    expect(errorsOf(schema, { wilaya: 99 })).toEqual({ wilaya: [DELIVERY_MESSAGES.wilayaInvalid] });
    expect(errorsOf(schema, { wilaya: 'Alger' })).toEqual({ wilaya: [DELIVERY_MESSAGES.wilayaInvalid] });
  });
});

describe('fee grid payloads', () => {
  it('accepts the platform grid with both fees, as numbers or form text', () => {
    expect(
      fraisLivraisonEditSchema.parse({
        lignes: [
          { wilaya_code: 16, domicile: 400, stop_desk: '300' },
          { wilaya_code: '31', domicile: '650,50', stop_desk: 0 },
        ],
      }),
    ).toEqual({
      lignes: [
        { wilaya_code: 16, domicile: 400, stop_desk: 300 },
        { wilaya_code: 31, domicile: 650.5, stop_desk: 0 },
      ],
    });
  });

  it('needs both fees on the platform grid', () => {
    expect(
      errorsOf(fraisLivraisonEditSchema, { lignes: [{ wilaya_code: 16, domicile: '', stop_desk: 300 }] }),
    ).toEqual({ 'lignes.0.domicile': ['Le champ domicile est obligatoire.'] });
  });

  it('lets a store row be blank (back to the platform) but not half blank', () => {
    expect(
      fraisLivraisonEditSchema.parse({
        marchand_id: '3',
        lignes: [{ wilaya_code: 16, domicile: '', stop_desk: null }],
      }),
    ).toEqual({ marchand_id: 3, lignes: [{ wilaya_code: 16 }] });
    expect(
      errorsOf(fraisLivraisonEditSchema, {
        marchand_id: 3,
        lignes: [{ wilaya_code: 16, domicile: 500, stop_desk: '' }],
      }),
    ).toEqual({ 'lignes.0.stop_desk': [DELIVERY_MESSAGES.bothOrNone] });
  });

  it('refuses bad amounts, unknown and repeated wilayas', () => {
    expect(
      errorsOf(fraisLivraisonEditSchema, {
        lignes: [
          { wilaya_code: 16, domicile: -1, stop_desk: 'abc' },
          { wilaya_code: 17, domicile: 100_001, stop_desk: 1.234 },
          { wilaya_code: 77, domicile: 1, stop_desk: 1 },
        ],
      }),
    ).toEqual({
      'lignes.0.domicile': [DELIVERY_MESSAGES.feeMin],
      'lignes.0.stop_desk': [DELIVERY_MESSAGES.feeNumber],
      'lignes.1.domicile': [DELIVERY_MESSAGES.feeMax],
      'lignes.1.stop_desk': [DELIVERY_MESSAGES.cents],
      'lignes.2.wilaya_code': [DELIVERY_MESSAGES.wilayaInvalid],
    });
    // Every message at once: a repeated wilaya and a missing fee beside an invalid amount.
    expect(
      errorsOf(fraisLivraisonEditSchema, {
        lignes: [
          { wilaya_code: 16, domicile: -1, stop_desk: '' },
          { wilaya_code: 16, domicile: 1, stop_desk: 1 },
        ],
      }),
    ).toEqual({
      'lignes.0.domicile': [DELIVERY_MESSAGES.feeMin],
      'lignes.0.stop_desk': ['Le champ stop desk est obligatoire.'],
      'lignes.1.wilaya_code': [DELIVERY_MESSAGES.duplicateWilaya],
    });
    expect(
      errorsOf(fraisLivraisonEditSchema, {
        lignes: [
          { wilaya_code: 16, domicile: 1, stop_desk: 1 },
          { wilaya_code: '16 - Alger', domicile: 2, stop_desk: 2 },
        ],
      }),
    ).toEqual({ 'lignes.1.wilaya_code': [DELIVERY_MESSAGES.duplicateWilaya] });
    expect(errorsOf(fraisLivraisonEditSchema, { lignes: [] })).toHaveProperty('lignes');
  });

  it('reads the configuration: blank threshold = never free', () => {
    expect(
      livraisonConfigSchema.parse({ livraison_gratuite_seuil: '', livraison_wilaya_origine: '16 - Alger' }),
    ).toEqual({ livraison_wilaya_origine: 16 });
    expect(
      livraisonConfigSchema.parse({ livraison_gratuite_seuil: '10000', livraison_wilaya_origine: 16 }),
    ).toEqual({ livraison_gratuite_seuil: 10000, livraison_wilaya_origine: 16 });
    expect(errorsOf(livraisonConfigSchema, { livraison_gratuite_seuil: -5 })).toEqual({
      livraison_gratuite_seuil: [DELIVERY_MESSAGES.feeMin],
      livraison_wilaya_origine: [DELIVERY_MESSAGES.wilayaRequired],
    });
  });
});

describe('checkoutQuote', () => {
  const rate = { domicile: 600, stop_desk: 400 };

  it('prices each seller order with its own fee and mode', () => {
    const q = checkoutQuote(
      [
        { seller: null, lines: [{ prix: 1000, quantite: 1 }], rate },
        { seller: 7, lines: [{ prix: 2000, quantite: 1 }], rate: { domicile: 900, stop_desk: 500 } },
      ],
      { mode: 'stop_desk' },
    );
    expect(q.orders.map((o) => [o.seller, o.summary.fraisLivraison, o.summary.aPayer])).toEqual([
      [null, 400, 1400],
      [7, 500, 2500],
    ]);
    expect(q.total).toMatchObject({ total: 3000, fraisLivraison: 900, aPayer: 3900 });
  });

  it('gives the coupon to the order with the most articles to pay, then applies the threshold', () => {
    const q = checkoutQuote(
      [
        { seller: 'a', lines: [{ prix: 3000, quantite: 1 }], rate },
        { seller: 'b', lines: [{ prix: 5000, quantite: 2 }], rate },
      ],
      { mode: 'domicile', couponRemise: 500, seuilGratuite: 10000 },
    );
    expect(q.orders[0]).toMatchObject({ coupon: false, livraisonOfferte: false, fraisGrille: 600 });
    // 10 000 − 500 = 9 500 < 10 000: the coupon makes the fee due.
    expect(q.orders[1]).toMatchObject({ coupon: true, livraisonOfferte: false });
    expect(q.orders[1].summary).toMatchObject({ remiseCoupon: 500, fraisLivraison: 600, aPayer: 10100 });

    const free = checkoutQuote([{ seller: 'b', lines: [{ prix: 5000, quantite: 2 }], rate }], {
      mode: 'domicile',
      seuilGratuite: 10000,
    });
    expect(free.orders[0]).toMatchObject({ livraisonOfferte: true, fraisGrille: 600 });
    expect(free.total.aPayer).toBe(10000);
  });

  it('tells each seller order charged a fee how much more makes it free', () => {
    // Three articles from three sellers, 9 850 DZD in all: each order is under the threshold.
    const q = checkoutQuote(
      [
        { seller: 1, lines: [{ prix: 3500, quantite: 1 }], rate },
        { seller: 2, lines: [{ prix: 4000, quantite: 1, pourcentage: 10 }], rate },
        { seller: 3, lines: [{ prix: 2750, quantite: 1 }], rate: null },
      ],
      { mode: 'domicile', seuilGratuite: 10000 },
    );
    expect(q.orders.map((o) => o.resteGratuite)).toEqual([6500, 6400, null]);
    const never = checkoutQuote([{ seller: 1, lines: [{ prix: 3500, quantite: 1 }], rate }], {
      mode: 'domicile',
      seuilGratuite: null,
    });
    expect(never.orders[0].resteGratuite).toBeNull();
    const reached = checkoutQuote([{ seller: 1, lines: [{ prix: 10000, quantite: 1 }], rate }], {
      mode: 'domicile',
      seuilGratuite: 10000,
    });
    expect(reached.orders[0]).toMatchObject({ livraisonOfferte: true, resteGratuite: null });
  });

  it('charges nothing where the grid has no row', () => {
    const q = checkoutQuote([{ seller: 1, lines: [{ prix: 10, quantite: 1 }], rate: null }], {
      mode: 'domicile',
    });
    expect(q.orders[0]).toMatchObject({ fraisGrille: 0, livraisonOfferte: false });
    expect(q.total.aPayer).toBe(10);
  });

  const sellerArb = fc.record({
    lines: fc.array(
      fc.record({
        prix: fc.integer({ min: 0, max: 5_000_000 }),
        quantite: fc.integer({ min: 1, max: 5 }),
        pourcentage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    rate: fc.option(
      fc.record({
        domicile: fc.integer({ min: 0, max: 500_000 }),
        stop_desk: fc.integer({ min: 0, max: 500_000 }),
      }),
      { nil: null },
    ),
  });

  it('sums its orders, each one being orderSummary of its lines (property)', () => {
    fc.assert(
      fc.property(
        fc.array(sellerArb, { minLength: 1, maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 20_000_000 }), { nil: null }),
        fc.constantFrom('domicile' as const, 'stop_desk' as const),
        (sellers, couponRemise, seuil, mode) => {
          const carts: SellerCart<number>[] = sellers.map((s, i) => ({ ...s, seller: i }));
          const q = checkoutQuoteCentimes(carts, { couponRemise, seuilGratuite: seuil, mode });
          expect(q.orders.filter((o) => o.coupon)).toHaveLength(couponRemise === undefined ? 0 : 1);
          let aPayer = 0;
          for (const [i, o] of q.orders.entries()) {
            const fee = carts[i].rate?.[mode] ?? 0;
            expect(o.summary).toEqual(
              orderSummaryCentimes(carts[i].lines, o.coupon ? couponRemise : null, {
                frais: fee,
                seuilGratuite: seuil,
              }),
            );
            expect(o.summary.aPayer).toBeGreaterThanOrEqual(o.summary.fraisLivraison);
            aPayer += o.summary.aPayer;
          }
          expect(q.total.aPayer).toBe(aPayer);
        },
      ),
    );
  });
});
