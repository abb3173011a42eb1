import { randomBytes, randomUUID } from 'node:crypto';
import { algiersDay } from '@souk/domain/algiers-time';
import { orderSummaryCentimes } from '@souk/domain/pricing';
import { generateOrderRef } from '@souk/domain/refs';
import { wilayaByCode } from '@souk/domain/wilayas';
import type { StoreKey } from './catalog-types';
import { WILAYA_CENTRES } from './people-data';
import { promotionOn } from './plan-promotions';
import type {
  Actor,
  Etat,
  PArticle,
  PClient,
  PLine,
  POrder,
  PPromotion,
  PStep,
  PStore,
  TypePaiement,
} from './plan-types';
import type { Random } from './random';
import { demoDeliveryCharge } from './seed-delivery';
import { after, ago, DAY, HOUR, MINUTE } from './time';

interface Scenario {
  hoursAgo: number;
  type: TypePaiement;
  etat: Etat;
  demoClient?: boolean;
  demoStore?: boolean;
  sellers?: number;
  /** DZD: the order must reach it (so that its delivery earns a coupon). */
  min?: number;
}

/**
 * Written by hand so that every state × payment type exists and the demo accounts' screens are
 * alive: mostly the last week, plus a demo client's coupon earned and then spent. Unpaid card
 * orders are younger than 24 hours: older ones would already have been cancelled by the sweep.
 */
const SCRIPTED: readonly Scenario[] = [
  { hoursAgo: 60 * 24, type: 'livraison', etat: 'livree', demoClient: true, demoStore: true, min: 30_000 },
  { hoursAgo: 45 * 24, type: 'cib', etat: 'livree', demoClient: true, min: 8_000 },
  { hoursAgo: 3, type: 'devise', etat: 'en_attente_de_paiement', demoClient: true, demoStore: true },
  { hoursAgo: 8, type: 'cib', etat: 'en_attente_de_paiement', demoStore: true },
  {
    hoursAgo: 5,
    type: 'livraison',
    etat: 'en_attente_de_validation',
    demoClient: true,
    demoStore: true,
    sellers: 2,
  },
  { hoursAgo: 20, type: 'livraison', etat: 'en_attente_de_validation', demoStore: true },
  { hoursAgo: 30, type: 'livraison', etat: 'en_attente_de_validation' },
  { hoursAgo: 26, type: 'cib', etat: 'en_attente_de_livraison', demoClient: true, demoStore: true },
  { hoursAgo: 40, type: 'livraison', etat: 'en_attente_de_livraison', demoStore: true },
  { hoursAgo: 50, type: 'devise', etat: 'en_attente_de_livraison', sellers: 2 },
  { hoursAgo: 60, type: 'livraison', etat: 'en_cours_de_livraison', demoClient: true, demoStore: true },
  { hoursAgo: 75, type: 'devise', etat: 'en_cours_de_livraison', demoStore: true },
  { hoursAgo: 90, type: 'cib', etat: 'en_cours_de_livraison' },
  {
    hoursAgo: 100,
    type: 'livraison',
    etat: 'livree',
    demoClient: true,
    demoStore: true,
    sellers: 2,
    min: 25_000,
  },
  { hoursAgo: 120, type: 'cib', etat: 'livree', demoStore: true },
  { hoursAgo: 150, type: 'cib', etat: 'livree', demoClient: true, min: 70_000 },
  { hoursAgo: 12, type: 'livraison', etat: 'annulee', demoClient: true },
  { hoursAgo: 36, type: 'devise', etat: 'annulee', demoStore: true },
  { hoursAgo: 140, type: 'livraison', etat: 'annulee', demoStore: true },
];

const HISTORICAL_CHECKOUTS = 46;
const OPEN: readonly Etat[] = [
  'en_attente_de_validation',
  'en_attente_de_paiement',
  'en_attente_de_livraison',
  'en_cours_de_livraison',
];

export interface OrdersInput {
  rng: Random;
  now: Date;
  clients: PClient[];
  stores: Map<StoreKey, PStore>;
  articles: PArticle[];
  promotions: PPromotion[];
}

/** The path an order walks to reach `etat`, each step with who moved it and after how long. */
function planSteps(rng: Random, start: Date, type: TypePaiement, etat: Etat, now: Date): PStep[] {
  const card = type !== 'livraison';
  const raw: [Etat, Actor, string | null, number][] = [
    [card ? 'en_attente_de_paiement' : 'en_attente_de_validation', 'client', null, 0],
  ];
  if (etat === 'annulee') {
    if (card && rng.chance(0.5))
      raw.push(['annulee', 'system', 'Paiement non reçu sous 24 heures', DAY + rng.int(1, 50) * MINUTE]);
    else raw.push(['annulee', 'client', 'Annulée par le client', rng.int(20, 600) * MINUTE]);
  } else {
    const path: Etat[] = [raw[0][0], 'en_attente_de_livraison', 'en_cours_de_livraison', 'livree'];
    for (let i = 1; i <= path.indexOf(etat); i++) {
      if (i === 1 && card) raw.push([path[i], 'system', 'Paiement accepté', rng.int(2, 40) * MINUTE]);
      else if (i === 1) raw.push([path[i], 'seller', 'Commande validée', rng.int(1, 20) * HOUR]);
      else if (i === 2) raw.push([path[i], 'seller', 'Remise au livreur', rng.int(8, 48) * HOUR]);
      else if (rng.chance(0.5))
        raw.push([path[i], 'client', 'Livraison confirmée par scan du code QR', rng.int(4, 72) * HOUR]);
      else raw.push([path[i], 'seller', 'Livrée au client', rng.int(4, 72) * HOUR]);
    }
  }
  // Recent orders squeeze their steps in before now.
  const total = raw.reduce((sum, s) => sum + s[3], 0);
  const room = now.getTime() - start.getTime() - 5 * MINUTE;
  const scale = total > room ? room / total : 1;
  let at = start;
  return raw.map(([e, actor, note, delay]) => {
    at = after(at, Math.round(delay * scale));
    return { etat: e, at, actor, note };
  });
}

export function planOrders({ rng, now, clients, stores, articles, promotions }: OrdersInput): POrder[] {
  const demoClient = clients.find((c) => c.isDemo);
  const demoStore = stores.get('electro');
  if (!demoClient || !demoStore) throw new Error('Comptes de démonstration manquants');
  const otherClients = clients.filter((c) => !c.isDemo);
  const sellers: (PStore | null)[] = [null, ...[...stores.values()].filter((s) => s.spec.valide)];
  const refs = new Set<string>();
  const orders: POrder[] = [];

  const sellable = (seller: PStore | null, at: Date) =>
    articles.filter(
      (a) =>
        a.store === seller && a.valide === 1 && a.createdAt < at && a.variants.some((v) => v.quantite > 0),
    );
  const activeSellers = (at: Date) => sellers.filter((s) => sellable(s, at).length > 0);

  function pickLines(pool: PArticle[], at: Date, reserve: boolean, min: number): PLine[] {
    const rich = min > 0 ? pool.filter((a) => a.variants.some((v) => v.prix >= min && v.quantite > 0)) : [];
    const chosen = rich.length ? [rng.pick(rich)] : rng.sample(pool, rng.int(1, 3));
    const day = algiersDay(at);
    return chosen.map((article) => {
      const stocked = article.variants.filter((v) => v.quantite > 0 && (rich.length === 0 || v.prix >= min));
      const variant = rng.pick(stocked);
      const cheap = variant.prix < 300_000;
      const wanted = cheap ? rng.int(1, 3) : rng.chance(0.15) ? 2 : 1;
      const quantite = Math.max(1, Math.min(wanted, variant.quantite));
      // An open order holds its stock (reserved at creation); delivered ones were restocked since.
      if (reserve) variant.quantite -= quantite;
      const promotion = promotionOn(promotions, article, day);
      return {
        article,
        variant,
        quantite,
        prix: variant.prix,
        pourcentage: promotion?.pourcentage ?? 0,
        promotion,
      };
    });
  }

  function checkout(
    at: Date,
    client: PClient,
    type: TypePaiement,
    list: (PStore | null)[],
    etats: () => Etat,
    min = 0,
  ) {
    const checkoutId = randomUUID();
    const centre = WILAYA_CENTRES[client.wilayaCode] ?? WILAYA_CENTRES['16'];
    for (const seller of list) {
      const pool = sellable(seller, at);
      if (pool.length === 0) continue;
      const etat = etats();
      const lines = pickLines(pool, at, OPEN.includes(etat), min * 100);
      const steps = planSteps(rng, at, type, etat, now);
      const paidStep = steps.find(
        (s) => s.etat === (type === 'livraison' ? 'livree' : 'en_attente_de_livraison'),
      );
      // One order in four picked up at a stop desk (no draw: the demo's random sequence stays as it was).
      const mode = orders.length % 4 === 3 ? 'stop_desk' : 'domicile';
      const charge = demoDeliveryCharge(seller, client.wilayaCode, mode);
      let ref = generateOrderRef(rng.bytes);
      while (refs.has(ref)) ref = generateOrderRef(rng.bytes);
      refs.add(ref);
      orders.push({
        id: 0,
        ref,
        checkoutId,
        // The QR token is a bearer secret: real randomness, never the demo's seeded generator.
        qrToken: randomBytes(32).toString('hex'),
        client,
        store: seller,
        typePaiement: type,
        adresse: `${client.adresse}, ${wilayaByCode(client.wilayaCode)?.name ?? ''}`,
        latitude: Number((centre[0] + (rng.next() - 0.5) * 0.04).toFixed(6)),
        longitude: Number((centre[1] + (rng.next() - 0.5) * 0.04).toFixed(6)),
        lines,
        steps,
        etat,
        paidAt: paidStep?.at ?? null,
        summary: orderSummaryCentimes(lines, null, charge),
        livraison: { mode, wilaya: Number(client.wilayaCode), charge },
        coupon: null,
        createdAt: at,
      });
    }
  }

  for (let i = 0; i < HISTORICAL_CHECKOUTS; i++) {
    const at = ago(now, rng.int(8, 178) * DAY + rng.int(0, 23) * HOUR + rng.int(0, 59) * MINUTE);
    const client = rng.chance(0.22) ? demoClient : rng.pick(otherClients);
    const r = rng.next();
    const type: TypePaiement = r < 0.5 ? 'livraison' : r < 0.8 ? 'cib' : 'devise';
    const s = rng.next();
    const count = s < 0.6 ? 1 : s < 0.9 ? 2 : 3;
    checkout(at, client, type, rng.sample(activeSellers(at), count), () =>
      rng.chance(0.82) ? 'livree' : 'annulee',
    );
  }

  const orderingClients = otherClients.filter((c) => c.valide);
  for (const s of SCRIPTED) {
    const at = ago(now, s.hoursAgo * HOUR + rng.int(0, 50) * MINUTE);
    const client = s.demoClient ? demoClient : rng.pick(orderingClients);
    const others = activeSellers(at).filter((x) => x !== demoStore);
    const count = s.sellers ?? 1;
    const list = s.demoStore ? [demoStore, ...rng.sample(others, count - 1)] : rng.sample(others, count);
    checkout(at, client, s.type, list, () => s.etat, s.min);
  }

  return orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
