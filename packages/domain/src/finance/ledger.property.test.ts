import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderSummaryCentimes } from '../pricing';
import { disponibleAt } from './availability';
import { soldes } from './balances';
import { lineBaseCentimes, lineCommissionCentimes, resolveCommissionRate } from './commission';
import type { TypeEcriture } from './entry-types';
import { orderSettlement, versementAnnuleMontant, versementMontant } from './ledger-entries';
import { type LedgerOrder, type LedgerPayout, ledgerDiscrepancies } from './ledger-invariant';
import { venteAmountCentimes } from './seller-due';

/**
 * Random histories of three stores and the platform (placements, deliveries, delivery corrections,
 * cancellations, payouts paid or rejected, settlements, adjustments, time passing), replayed through
 * the domain's entry rules: the ledger's invariant holds after every history, the balances are the
 * sums of the entries, and losing an entry of an order or a payout breaks the invariant.
 */

const STORES = [1, 2, 3];
const DELAI = 7;
const DAY = 24 * 60 * 60 * 1000;

const lineArb = fc.record({
  prix: fc.integer({ min: 0, max: 2_000_000 }),
  quantite: fc.integer({ min: 1, max: 5 }),
  pourcentage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  tauxCategorie: fc.option(fc.integer({ min: 0, max: 10000 }), { nil: null }),
});

const eventArb = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    store: fc.constantFrom<number | null>(null, ...STORES),
    tauxMarchand: fc.option(fc.integer({ min: 0, max: 10000 }), { nil: null }),
    defaut: fc.integer({ min: 0, max: 10000 }),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    coupon: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
    frais: fc.integer({ min: 0, max: 100_000 }),
    typePaiement: fc.constantFrom('devise', 'cib', 'livraison'),
  }),
  fc.record({
    kind: fc.constantFrom('deliver' as const, 'correct' as const, 'cancel' as const),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 0, max: 10 }) }),
  fc.record({
    kind: fc.constant('payout' as const),
    store: fc.constantFrom(...STORES),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({ kind: fc.constantFrom('pay' as const, 'reject' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('settle' as const),
    store: fc.constantFrom(...STORES),
    montant: fc.integer({ min: 1, max: 1_000_000 }),
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    store: fc.constantFrom(...STORES),
    montant: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((m) => m !== 0),
  }),
);

type Arbitrated<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Order = LedgerOrder & { id: number; ref: string; etat: 'en_cours' | 'livree' | 'annulee' };
type Entry = {
  marchandId: number;
  type: TypeEcriture;
  montant: number;
  commandeId: number | null;
  disponibleAt: Date;
};

function replay(events: Arbitrated<typeof eventArb>[]) {
  let now = new Date('2026-01-01T00:00:00Z');
  const orders: Order[] = [];
  const payouts: (LedgerPayout & { id: number })[] = [];
  const entries: Entry[] = [];
  const write = (marchandId: number, type: TypeEcriture, montant: number, commandeId: number | null = null) =>
    entries.push({ marchandId, type, montant, commandeId, disponibleAt: disponibleAt(type, now, DELAI) });
  const settle = (order: Order) => {
    if (order.marchandId === null) return;
    const linked = entries.filter((e) => e.commandeId === order.id);
    const entry = orderSettlement({
      ref: order.ref,
      livree: order.livree,
      venteAmount: venteAmountCentimes(order),
      hasVente: linked.some((e) => e.type === 'vente'),
      orderSum: linked.reduce((s, e) => s + e.montant, 0),
    });
    if (entry) write(order.marchandId, entry.type, entry.montant, order.id);
  };
  for (const event of events) {
    switch (event.kind) {
      case 'place': {
        const summary = orderSummaryCentimes(event.lines, event.coupon, { frais: event.frais });
        const commission =
          event.store === null
            ? 0
            : event.lines.reduce((sum: number, line: Arbitrated<typeof lineArb>) => {
                const taux = resolveCommissionRate({
                  marchand: event.tauxMarchand,
                  categorie: line.tauxCategorie,
                  defaut: event.defaut,
                });
                return sum + lineCommissionCentimes(lineBaseCentimes(line), taux);
              }, 0);
        const id = orders.length + 1;
        orders.push({
          id,
          ref: `CMD-${id}`,
          etat: 'en_cours',
          livree: false,
          marchandId: event.store,
          typePaiement: event.typePaiement,
          total: summary.total,
          remisePromotion: summary.remisePromotion,
          remiseCoupon: summary.remiseCoupon,
          fraisLivraison: summary.fraisLivraison,
          commission,
        });
        break;
      }
      case 'deliver':
      case 'correct':
      case 'cancel': {
        if (orders.length === 0) break;
        const order = orders[event.pick % orders.length] as Order;
        const from = event.kind === 'correct' ? 'livree' : 'en_cours';
        if (order.etat !== from) break;
        order.etat = event.kind === 'deliver' ? 'livree' : event.kind === 'correct' ? 'en_cours' : 'annulee';
        order.livree = order.etat === 'livree';
        if (event.kind !== 'cancel') settle(order);
        break;
      }
      case 'advance':
        now = new Date(now.getTime() + event.days * DAY);
        break;
      case 'payout': {
        if (payouts.some((p) => p.marchandId === event.store && p.etat === 'demandee')) break;
        const own = entries.filter((e) => e.marchandId === event.store);
        const montant = Math.floor(soldes(own, now).disponible * event.share);
        if (montant <= 0) break;
        payouts.push({ id: payouts.length + 1, marchandId: event.store, montant, etat: 'demandee' });
        write(event.store, 'versement', versementMontant(montant));
        break;
      }
      case 'pay':
      case 'reject': {
        const open = payouts.filter((p) => p.etat === 'demandee');
        if (open.length === 0) break;
        const payout = open[event.pick % open.length] as LedgerPayout;
        payout.etat = event.kind === 'pay' ? 'payee' : 'refusee';
        if (event.kind === 'reject')
          write(payout.marchandId, 'versement_annule', versementAnnuleMontant(payout.montant));
        break;
      }
      case 'settle':
        write(event.store, 'reglement', event.montant);
        break;
      case 'adjust':
        write(event.store, 'ajustement', event.montant);
        break;
    }
  }
  return { now, orders, payouts, entries };
}

describe('the seller ledger over random histories (property)', () => {
  it('keeps the invariant; balances are the sums; a lost entry is seen', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const { now, orders, payouts, entries } = replay(events);
        expect(ledgerDiscrepancies({ orders, payouts, entries })).toEqual([]);
        for (const store of STORES) {
          const own = entries.filter((e) => e.marchandId === store);
          const balance = soldes(own, now);
          const sum = (list: Entry[]) => list.reduce((s, e) => s + e.montant, 0);
          expect(balance.total).toBe(sum(own));
          expect(balance.disponible).toBe(sum(own.filter((e) => e.disponibleAt <= now)));
          expect(balance.enAttente).toBe(sum(own.filter((e) => e.disponibleAt > now)));
          // A delivered order is in the ledger exactly once, for its vente amount.
          for (const order of orders.filter((o) => o.marchandId === store)) {
            const linked = sum(own.filter((e) => e.commandeId === order.id));
            expect(linked).toBe(order.livree ? venteAmountCentimes(order) : 0);
            expect(
              own.filter((e) => e.commandeId === order.id && e.type === 'vente').length,
            ).toBeLessThanOrEqual(1);
          }
        }
        // Platform orders never reach a ledger.
        const platform = new Set(orders.filter((o) => o.marchandId === null).map((o) => o.id));
        expect(entries.some((e) => e.commandeId !== null && platform.has(e.commandeId))).toBe(false);
        // Losing an entry the orders or payouts account for (not a settlement nor a free adjustment,
        // which the invariant takes as written) breaks the invariant.
        entries.forEach((entry, index) => {
          const accounted =
            entry.commandeId !== null || entry.type === 'versement' || entry.type === 'versement_annule';
          if (entry.montant === 0 || !accounted) return;
          const lost = entries.filter((_, i) => i !== index);
          expect(ledgerDiscrepancies({ orders, payouts, entries: lost })).not.toEqual([]);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('ledgerDiscrepancies', () => {
  const order: LedgerOrder = {
    marchandId: 1,
    livree: true,
    typePaiement: 'cib',
    total: 100_000,
    remisePromotion: 0,
    remiseCoupon: 0,
    fraisLivraison: 0,
    commission: 10_000,
  };

  it('names the store whose entries differ from its orders and payouts', () => {
    expect(
      ledgerDiscrepancies({
        orders: [order],
        payouts: [{ marchandId: 1, montant: 50_000, etat: 'payee' }],
        entries: [
          { marchandId: 1, type: 'vente', montant: 90_000, commandeId: 1 },
          { marchandId: 1, type: 'versement', montant: -40_000 },
        ],
      }),
    ).toEqual([{ marchandId: 1, expected: 40_000, actual: 50_000 }]);
  });

  it('counts a rejected payout back, settlements and free adjustments as written', () => {
    expect(
      ledgerDiscrepancies({
        orders: [order, { ...order, livree: false }, { ...order, marchandId: null }],
        payouts: [{ marchandId: 1, montant: 50_000, etat: 'refusee' }],
        entries: [
          { marchandId: 1, type: 'vente', montant: 90_000, commandeId: 1 },
          { marchandId: 1, type: 'versement', montant: -50_000 },
          { marchandId: 1, type: 'versement_annule', montant: 50_000 },
          { marchandId: 1, type: 'reglement', montant: 7_000 },
          { marchandId: 1, type: 'ajustement', montant: -3_000 },
        ],
      }),
    ).toEqual([]);
  });

  it('does not accept an order-linked adjustment as written (a delivery correction)', () => {
    expect(
      ledgerDiscrepancies({
        orders: [order],
        payouts: [],
        entries: [
          { marchandId: 1, type: 'vente', montant: 90_000, commandeId: 1 },
          { marchandId: 1, type: 'ajustement', montant: -90_000, commandeId: 1 },
        ],
      }),
    ).toEqual([{ marchandId: 1, expected: 90_000, actual: 0 }]);
  });

  it('accounts for a refund entry by its refunded return, not as written', () => {
    const entries = [
      { marchandId: 1, type: 'vente' as const, montant: 90_000, commandeId: 1 },
      { marchandId: 1, type: 'remboursement' as const, montant: -45_000, commandeId: 1 },
    ];
    const refunds = [{ marchandId: 1, montant: -45_000 }];
    expect(ledgerDiscrepancies({ orders: [order], payouts: [], entries, refunds })).toEqual([]);
    expect(ledgerDiscrepancies({ orders: [order], payouts: [], entries })).toEqual([
      { marchandId: 1, expected: 90_000, actual: 45_000 },
    ]);
    expect(
      ledgerDiscrepancies({ orders: [order], payouts: [], entries: entries.slice(0, 1), refunds }),
    ).toEqual([{ marchandId: 1, expected: 45_000, actual: 90_000 }]);
    // Platform orders have no ledger: their refunds count for no store.
    expect(
      ledgerDiscrepancies({
        orders: [order],
        payouts: [],
        entries: entries.slice(0, 1),
        refunds: [{ marchandId: null, montant: -1 }],
      }),
    ).toEqual([]);
  });
});
