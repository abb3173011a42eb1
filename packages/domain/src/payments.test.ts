import { describe, expect, expectTypeOf, it } from 'vitest';
import { ETATS, type Etat, initialEtat } from './order-states';
import {
  canPay,
  clientOrderAction,
  isCardPayment,
  isPaid,
  paidBadge,
  paidLabel,
  paymentLabel,
  TYPES_PAIEMENT,
  type TypePaiement,
  typePaiementSchema,
} from './payments';

describe('payment types', () => {
  it('lists devise, cib and livraison', () => {
    expect(TYPES_PAIEMENT).toEqual(['devise', 'cib', 'livraison']);
    for (const t of TYPES_PAIEMENT) expect(typePaiementSchema.parse(t)).toBe(t);
    expect(typePaiementSchema.safeParse('cash').success).toBe(false);
  });

  it('is the same list initialEtat accepts', () => {
    expectTypeOf<TypePaiement>().toEqualTypeOf<Parameters<typeof initialEtat>[0]>();
    for (const t of TYPES_PAIEMENT) expect(ETATS).toContain(initialEtat(t));
  });

  it('labels each type, anything else as cash on delivery', () => {
    expect(paymentLabel('devise')).toBe('Paiement avec Stripe');
    expect(paymentLabel('cib')).toBe('Paiement avec CIB');
    expect(paymentLabel('livraison')).toBe('Paiement à la livraison');
    expect(paymentLabel('')).toBe('Paiement à la livraison');
    expect(paymentLabel('DEVISE')).toBe('Paiement à la livraison');
    expect(paymentLabel(null)).toBe('Paiement à la livraison');
    expect(paymentLabel(undefined)).toBe('Paiement à la livraison');
  });

  it('treats devise and cib as card payments', () => {
    expect(TYPES_PAIEMENT.filter(isCardPayment)).toEqual(['devise', 'cib']);
    expect(isCardPayment(null)).toBe(false);
  });
});

describe('paid rule', () => {
  const types = [...TYPES_PAIEMENT, 'autre', null, undefined];
  const PAID: Record<Etat, readonly (string | null | undefined)[]> = {
    en_attente_de_validation: [],
    en_attente_de_paiement: [],
    en_attente_de_livraison: ['devise', 'cib'],
    en_cours_de_livraison: ['devise', 'cib'],
    livree: types,
    annulee: [],
  };
  const table = ETATS.flatMap((etat) =>
    types.map((type) => [etat, type, PAID[etat].includes(type)] as const),
  );

  it.each(table)('%s paid by %s → paid: %s', (etat, type, paid) => {
    expect(isPaid(etat, type)).toBe(paid);
    expect(paidLabel(etat, type)).toBe(paid ? 'payé' : 'non-payé');
    expect(paidBadge(etat, type)).toBe(paid ? 'success' : 'secondary');
  });

  it('counts cash on delivery as paid only once delivered', () => {
    expect(ETATS.filter((e) => isPaid(e, 'livraison'))).toEqual(['livree']);
  });

  it('counts a card order paid from the successful payment on', () => {
    for (const t of ['devise', 'cib'] as const) {
      expect(ETATS.filter((e) => isPaid(e, t))).toEqual([
        'en_attente_de_livraison',
        'en_cours_de_livraison',
        'livree',
      ]);
    }
  });
});

describe('clientOrderAction', () => {
  const table = ETATS.flatMap((etat) =>
    TYPES_PAIEMENT.map(
      (type) =>
        [
          etat,
          type,
          type === 'devise' && (etat === 'en_attente_de_paiement' || etat === 'en_attente_de_validation'),
        ] as const,
    ),
  );

  it.each(table)('%s / %s → pay button: %s', (etat, type, pay) => {
    expect(clientOrderAction(etat, type)).toBe(pay ? 'Payé !' : 'Details');
  });

  it('never offers to pay a cancelled order', () => {
    expect(clientOrderAction('annulee', 'devise')).toBe('Details');
  });

  it('shows Details for unknown types', () => {
    expect(clientOrderAction('en_attente_de_paiement', null)).toBe('Details');
  });
});

describe('canPay', () => {
  it('is true only for a card order waiting for its payment', () => {
    const payable = ETATS.flatMap((etat) =>
      TYPES_PAIEMENT.filter((type) => canPay(etat, type)).map((type) => `${etat}/${type}`),
    );
    expect(payable).toEqual(['en_attente_de_paiement/devise', 'en_attente_de_paiement/cib']);
  });

  it('is false for a missing payment type', () => {
    expect(canPay('en_attente_de_paiement', null)).toBe(false);
  });
});
