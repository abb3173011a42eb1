import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type Area,
  actsAsSeller,
  BADGE_TO_MANTINE,
  CLIENT_CANCELLABLE,
  canClientCancel,
  canExpire,
  canPaymentSucceed,
  canScanDeliver,
  canSellerTransition,
  canTransition,
  ETAT_LABELS,
  ETATS,
  type Etat,
  etatBadgeColor,
  etatSchema,
  initialEtat,
  isEtat,
  isTerminal,
  nextSellerEtat,
  orderMoves,
  sellerTransitionLabel,
  stockReleasedOnCancel,
} from './order-states';

const ACTORS: Actor[] = [
  'seller',
  'client',
  'payment',
  'scan',
  'system',
  'phone_refusal',
  'delivery_failure',
  'delivery_correction',
];

/** The only moves anyone may make; every other (from, to, actor) triple is refused. */
const ALLOWED: [Etat, Etat, Actor][] = [
  ['en_attente_de_validation', 'en_attente_de_livraison', 'seller'],
  ['en_attente_de_livraison', 'en_cours_de_livraison', 'seller'],
  ['en_cours_de_livraison', 'livree', 'seller'],
  ['en_attente_de_validation', 'annulee', 'client'],
  ['en_attente_de_paiement', 'annulee', 'client'],
  ['en_attente_de_paiement', 'en_attente_de_livraison', 'payment'],
  ['en_cours_de_livraison', 'livree', 'scan'],
  ['en_attente_de_paiement', 'annulee', 'system'],
  ['en_attente_de_validation', 'annulee', 'phone_refusal'],
  ['en_attente_de_livraison', 'annulee', 'delivery_failure'],
  ['en_cours_de_livraison', 'annulee', 'delivery_failure'],
  ['livree', 'en_cours_de_livraison', 'delivery_correction'],
];

const isAllowed = (from: Etat, to: Etat, actor: Actor) =>
  ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);

describe('etats', () => {
  it('lists the six states in lifecycle order', () => {
    expect(ETATS).toEqual([
      'en_attente_de_validation',
      'en_attente_de_paiement',
      'en_attente_de_livraison',
      'en_cours_de_livraison',
      'livree',
      'annulee',
    ]);
  });

  it('labels every state exactly as documented', () => {
    expect(ETAT_LABELS).toEqual({
      en_attente_de_validation: 'En attente de validation',
      en_attente_de_paiement: 'En attente de paiement',
      en_attente_de_livraison: 'En attente de livraison',
      en_cours_de_livraison: 'En cours de livraison',
      livree: 'Livrée',
      annulee: 'Annulée',
    });
  });

  it('parses known states and refuses others with a French message', () => {
    for (const etat of ETATS) expect(etatSchema.parse(etat)).toBe(etat);
    const result = etatSchema.safeParse('livré');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Le champ valeur sélectionné est invalide.');
  });

  it('recognises states with isEtat', () => {
    expect(ETATS.every(isEtat)).toBe(true);
    expect(isEtat('LIVREE')).toBe(false);
    expect(isEtat(undefined)).toBe(false);
    expect(isEtat(1)).toBe(false);
  });
});

describe('etatBadgeColor', () => {
  const cases: [Etat, Area, string][] = [
    ['en_attente_de_validation', 'client', 'primary'],
    ['en_attente_de_paiement', 'client', 'primary'],
    ['en_attente_de_livraison', 'client', 'primary'],
    ['en_cours_de_livraison', 'client', 'primary'],
    ['livree', 'client', 'success'],
    ['annulee', 'client', 'danger'],
    ...(['admin', 'partner'] as const).flatMap((area): [Etat, Area, string][] => [
      ['en_attente_de_validation', area, 'secondary'],
      ['en_attente_de_paiement', area, 'secondary'],
      ['en_attente_de_livraison', area, 'secondary'],
      ['en_cours_de_livraison', area, 'secondary'],
      ['livree', area, 'primary'],
      ['annulee', area, 'danger'],
    ]),
  ];
  it.each(cases)('%s in %s area is %s', (etat, area, colour) => {
    expect(etatBadgeColor(etat, area)).toBe(colour);
  });

  it('maps every badge colour to a Mantine colour', () => {
    expect(BADGE_TO_MANTINE).toEqual({
      success: 'green',
      danger: 'red',
      primary: 'blue',
      secondary: 'gray',
      warning: 'yellow',
    });
  });
});

describe('seller transitions', () => {
  it.each([
    ['en_attente_de_validation', 'en_attente_de_livraison', 'Validée'],
    ['en_attente_de_paiement', null, null],
    ['en_attente_de_livraison', 'en_cours_de_livraison', 'En cours de livraison'],
    ['en_cours_de_livraison', 'livree', 'Livrée'],
    ['livree', null, null],
    ['annulee', null, null],
  ] as const)('from %s the next step is %s, labelled %s', (from, next, label) => {
    expect(nextSellerEtat(from)).toBe(next);
    expect(sellerTransitionLabel(from)).toBe(label);
  });

  it('allows exactly the one next step', () => {
    for (const from of ETATS) {
      for (const to of ETATS) {
        expect(canSellerTransition(from, to)).toBe(nextSellerEtat(from) === to);
      }
    }
  });
});

describe('system transitions', () => {
  it('lets the client cancel only before payment or validation', () => {
    expect(CLIENT_CANCELLABLE).toEqual(['en_attente_de_validation', 'en_attente_de_paiement']);
    expect(ETATS.filter(canClientCancel)).toEqual(['en_attente_de_validation', 'en_attente_de_paiement']);
  });

  it('accepts a payment only while awaiting it', () => {
    expect(ETATS.filter(canPaymentSucceed)).toEqual(['en_attente_de_paiement']);
  });

  it('delivers by scan only while out for delivery', () => {
    expect(ETATS.filter(canScanDeliver)).toEqual(['en_cours_de_livraison']);
  });

  it('expires only unpaid card orders', () => {
    expect(ETATS.filter(canExpire)).toEqual(['en_attente_de_paiement']);
  });

  it('treats livree and annulee as terminal', () => {
    expect(ETATS.filter(isTerminal)).toEqual(['livree', 'annulee']);
  });
});

describe('canTransition', () => {
  const table = ETATS.flatMap((from) =>
    ETATS.flatMap((to) => ACTORS.map((actor) => [from, to, actor, isAllowed(from, to, actor)] as const)),
  );

  it('covers all 36 pairs for the 8 actors', () => {
    expect(table).toHaveLength(36 * 8);
    expect(table.filter(([, , , ok]) => ok)).toHaveLength(ALLOWED.length);
  });

  it.each(table)('%s → %s by %s: %s', (from, to, actor, expected) => {
    expect(canTransition(from, to, actor)).toBe(expected);
  });

  it('never leaves a terminal state (but for the admin correcting a delivery) and never stays in place', () => {
    for (const actor of ACTORS) {
      for (const to of ETATS) {
        const correction = actor === 'delivery_correction' && to === 'en_cours_de_livraison';
        expect(canTransition('livree', to, actor)).toBe(correction);
        expect(canTransition('annulee', to, actor)).toBe(false);
      }
      for (const etat of ETATS) expect(canTransition(etat, etat, actor)).toBe(false);
    }
  });
});

describe('initialEtat', () => {
  it('starts cash on delivery awaiting validation and card payments awaiting payment', () => {
    expect(initialEtat('livraison')).toBe('en_attente_de_validation');
    expect(initialEtat('devise')).toBe('en_attente_de_paiement');
    expect(initialEtat('cib')).toBe('en_attente_de_paiement');
  });
});

describe('stockReleasedOnCancel', () => {
  it('releases stock on every cancellation of a live order, and only then', () => {
    for (const from of ETATS) {
      for (const to of ETATS) {
        expect(stockReleasedOnCancel(from, to)).toBe(to === 'annulee' && !isTerminal(from));
      }
    }
  });

  it('releases stock for each allowed cancellation', () => {
    for (const [from, to] of ALLOWED.filter(([, t]) => t === 'annulee')) {
      expect(stockReleasedOnCancel(from, to)).toBe(true);
    }
  });
});

describe('actsAsSeller', () => {
  it("lets the administrator act on the platform's orders only, a partner on its own", () => {
    expect(actsAsSeller('admin', null)).toBe(true);
    expect(actsAsSeller('admin', 7)).toBe(false);
    expect(actsAsSeller('partner', 7)).toBe(true);
  });
});

describe('orderMoves', () => {
  it("keeps the order's moves and leaves out the lines that repeat its state", () => {
    const history = [
      { etat: 'en_attente_de_validation', note: null },
      { etat: 'en_attente_de_livraison', note: null },
      { etat: 'en_cours_de_livraison', note: null },
      { etat: 'livree', note: null },
      { etat: 'livree', note: 'Retour n° 3 : demande de retour' },
      { etat: 'livree', note: 'Retour n° 3 : retour accepté' },
      // A corrected delivery is two moves, both kept.
      { etat: 'en_cours_de_livraison', note: 'Livraison corrigée : erreur' },
      { etat: 'livree', note: null },
    ];
    expect(orderMoves(history).map((r) => r.etat)).toEqual([
      'en_attente_de_validation',
      'en_attente_de_livraison',
      'en_cours_de_livraison',
      'livree',
      'en_cours_de_livraison',
      'livree',
    ]);
    expect(orderMoves([])).toEqual([]);
    expect(orderMoves([{ etat: 'annulee' }, { etat: 'annulee' }])).toEqual([{ etat: 'annulee' }]);
  });
});
