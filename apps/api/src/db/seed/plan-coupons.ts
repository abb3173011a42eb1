import { bestCouponModel, couponExpiry, generateCouponCode } from '@souk/domain/coupons';
import { toCentimes } from '@souk/domain/money';
import { orderSummaryCentimes } from '@souk/domain/pricing';
import type { PCoupon, PCouponModel, POrder } from './plan-types';
import type { Random } from './random';
import { ago, DAY } from './time';

const MODELS = [
  // Retired welcome offer: blocked, so it is never issued.
  { designation: 'Bienvenue 500', duree: 15, montant: 5_000, remise: 500, valide: false },
  { designation: 'Fidélité 1000', duree: 30, montant: 20_000, remise: 1_000, valide: true },
  { designation: 'Grand panier 3000', duree: 45, montant: 60_000, remise: 3_000, valide: true },
  { designation: 'Premium 10000', duree: 60, montant: 150_000, remise: 10_000, valide: true },
] as const;

export interface CouponPlan {
  models: PCouponModel[];
  coupons: PCoupon[];
}

/**
 * Replays the orders in time order under the coupon rules (docs/product/orders-and-money.md, Coupons):
 * a delivered order earns the best matching code, and a later checkout of the same client may spend an
 * unused, unexpired one on its largest order. Codes are only spent more than a week ago, so the demo
 * client keeps fresh unused ones.
 */
export function planCoupons(rng: Random, orders: POrder[], now: Date): CouponPlan {
  const models: PCouponModel[] = MODELS.map((m) => ({
    id: 0,
    designation: m.designation,
    duree: m.duree,
    montant: toCentimes(m.montant),
    remise: toCentimes(m.remise),
    valide: m.valide,
    createdAt: ago(now, 200 * DAY),
  }));
  // Ties in bestCouponModel are broken by id: give the candidates their future order.
  const candidates = models.map((m, i) => ({ ...m, id: i + 1, model: m }));
  const checkouts = new Map<string, POrder[]>();
  for (const o of orders) checkouts.set(o.checkoutId, [...(checkouts.get(o.checkoutId) ?? []), o]);

  const coupons: PCoupon[] = [];
  const codes = new Set<string>();
  const deliveries: { order: POrder; at: Date }[] = [];

  const issueUntil = (t: Date) => {
    deliveries.sort((a, b) => a.at.getTime() - b.at.getTime());
    while (deliveries.length > 0 && deliveries[0].at <= t) {
      const { order, at } = deliveries.shift()!;
      const best = bestCouponModel(candidates, order.summary.aPayer);
      if (!best) continue;
      let code = generateCouponCode(rng.bytes);
      while (codes.has(code)) code = generateCouponCode(rng.bytes);
      codes.add(code);
      coupons.push({
        id: 0,
        code,
        client: order.client,
        model: best.model,
        source: order,
        issuedAt: at,
        expiresAt: couponExpiry(at, best.duree),
        usedBy: null,
      });
    }
  };

  for (const group of checkouts.values()) {
    const t = group[0].createdAt;
    issueUntil(t);
    const target = group.reduce((a, b) => (b.summary.totalPromotion > a.summary.totalPromotion ? b : a));
    const old = now.getTime() - t.getTime() > 7 * DAY;
    if (old && target.etat !== 'annulee') {
      const usable = coupons.find(
        (c) => c.client === target.client && !c.usedBy && c.issuedAt < t && c.expiresAt > t,
      );
      if (usable && (target.client.isDemo || rng.chance(0.7))) {
        usable.usedBy = target;
        target.coupon = usable;
        target.summary = orderSummaryCentimes(target.lines, usable.model.remise, target.livraison.charge);
      }
    }
    for (const o of group) {
      const delivered = o.steps.find((s) => s.etat === 'livree');
      if (delivered) deliveries.push({ order: o, at: delivered.at });
    }
  }
  issueUntil(now);
  return { models, coupons };
}
