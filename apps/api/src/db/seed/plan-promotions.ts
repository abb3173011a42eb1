import { algiersDay, algiersDayIn } from '@souk/domain/algiers-time';
import { isPromotionRunning } from '@souk/domain/promotions';
import type { StoreKey } from './catalog-types';
import type { PArticle, PPromotion, PStore } from './plan-types';
import type { Random } from './random';
import { ago, DAY } from './time';

interface PromotionSpec {
  designation: string;
  owner: StoreKey | 'platform';
  /** Days from today (negative = in the past). */
  from: number;
  to: number;
  pourcentage: number;
  count: number;
  valide?: boolean;
}

// Active ones start a few days back and end well ahead, so "today" holds in any time zone.
const PROMOTIONS: readonly PromotionSpec[] = [
  { designation: "Soldes d'hiver", owner: 'platform', from: -170, to: -140, pourcentage: 25, count: 10 },
  { designation: 'Ramadan Karim', owner: 'platform', from: -100, to: -72, pourcentage: 15, count: 8 },
  { designation: 'Offres de la semaine', owner: 'platform', from: -3, to: 10, pourcentage: 20, count: 6 },
  { designation: 'Spécial maison', owner: 'platform', from: -8, to: 22, pourcentage: 10, count: 5 },
  {
    designation: 'Vente flash suspendue',
    owner: 'platform',
    from: -2,
    to: 5,
    pourcentage: 50,
    count: 3,
    valide: false,
  },
  { designation: 'Black Friday Électro', owner: 'electro', from: -110, to: -100, pourcentage: 30, count: 6 },
  { designation: 'Promo Électro du mois', owner: 'electro', from: -5, to: 25, pourcentage: 12, count: 5 },
  { designation: 'Déstockage accessoires', owner: 'electro', from: 4, to: 18, pourcentage: 40, count: 3 },
  { designation: 'Soldes Mode Oran', owner: 'oran-mode', from: -10, to: 20, pourcentage: 35, count: 5 },
  { designation: 'Semaine beauté', owner: 'yasmine', from: -4, to: 12, pourcentage: 15, count: 4 },
  { designation: 'Yennayer artisanat', owner: 'kabyle', from: -150, to: -135, pourcentage: 20, count: 5 },
  { designation: 'Artisanat -10 %', owner: 'kabyle', from: -2, to: 30, pourcentage: 10, count: 4 },
  {
    designation: 'Saveurs de saison',
    owner: 'bejaia-saveurs',
    from: -60,
    to: -30,
    pourcentage: 18,
    count: 4,
  },
  { designation: 'Rentrée sportive', owner: 'setif-sport', from: -6, to: 9, pourcentage: 25, count: 3 },
  { designation: 'Pneus été', owner: 'annaba-auto', from: -1, to: 40, pourcentage: 5, count: 2 },
  { designation: 'Liquidation totale', owner: 'bazar', from: -20, to: 20, pourcentage: 60, count: 3 },
];

/**
 * A partner promotes only its own articles, the admin only the platform's
 * (docs/product/orders-and-money.md, Promotions).
 */
export function planPromotions(
  rng: Random,
  articles: PArticle[],
  stores: Map<StoreKey, PStore>,
  now: Date,
): PPromotion[] {
  const today = algiersDay(now);
  // Articles already in a running promotion of the same owner are not offered twice at once.
  const busy = new Set<PArticle>();
  return PROMOTIONS.map((p) => {
    const store = p.owner === 'platform' ? null : (stores.get(p.owner) ?? null);
    const dateDebut = algiersDayIn(now, p.from);
    const dateFin = algiersDayIn(now, p.to);
    const running = dateFin >= today;
    const own = articles.filter((a) => a.store === store && a.valide !== -1 && !(running && busy.has(a)));
    const chosen = rng.sample(own, p.count);
    if (running) for (const a of chosen) busy.add(a);
    return {
      id: 0,
      designation: p.designation,
      dateDebut,
      dateFin,
      pourcentage: p.pourcentage,
      valide: p.valide ?? true,
      store,
      articles: chosen,
      createdAt: ago(now, (Math.max(-p.from, 0) + rng.int(2, 6)) * DAY),
    };
  });
}

/**
 * The promotion applied to an article on a given day: the most recent valid one
 * (docs/product/orders-and-money.md, Promotions).
 */
export function promotionOn(promotions: PPromotion[], article: PArticle, day: string): PPromotion | null {
  let best: PPromotion | null = null;
  for (const p of promotions) {
    if (!isPromotionRunning(p, day) || !p.articles.includes(article)) continue;
    if (best === null || p.createdAt > best.createdAt) best = p;
  }
  return best;
}
