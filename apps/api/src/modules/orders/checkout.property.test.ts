import { MODES_LIVRAISON } from '@souk/domain/delivery';
import { orderSummaryCentimes } from '@souk/domain/pricing';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel, makeMarchand, makePromotion } from '../../../test/factories';
import {
  clientCoupons,
  commandeLignes,
  commandes,
  couponModels,
  fraisLivraison,
} from '../../db/schema/commerce';
import { makeFee, setDeliveryConfig } from '../delivery/delivery.fixtures';
import { clientWithToken, commandeAdd, makeProduct } from './orders.fixtures';

const lineArb = fc.record({
  seller: fc.integer({ min: 0, max: 2 }),
  prixCentimes: fc.integer({ min: 0, max: 5_000_000 }),
  pourcentage: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  quantite: fc.integer({ min: 1, max: 7 }),
});

const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  remiseCentimes: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: undefined }),
  type: fc.constantFrom('devise', 'cib', 'livraison'),
  // Delivery: the platform's fees towards Algiers, a store's own row (or none), a threshold (or none).
  platformFee: fc.option(
    fc.record({ domicile: fc.integer({ min: 0, max: 200_000 }), stop: fc.integer({ min: 0, max: 200_000 }) }),
    { nil: undefined },
  ),
  storeFee: fc.option(
    fc.record({ domicile: fc.integer({ min: 0, max: 200_000 }), stop: fc.integer({ min: 0, max: 200_000 }) }),
    { nil: undefined },
  ),
  seuil: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  mode: fc.constantFrom(...MODES_LIVRAISON),
});

describe('checkout amounts (property)', () => {
  const t = useTestApp();

  it('every order equals orderSummaryCentimes of its snapshot lines and delivery fee, never negative', async () => {
    const db = t.database.db;
    const shops = [null, (await makeMarchand(db)).id, (await makeMarchand(db)).id];
    await fc.assert(
      fc.asyncProperty(cartArb, async (cart) => {
        await db.delete(fraisLivraison);
        if (cart.platformFee) {
          const { domicile, stop } = cart.platformFee;
          await makeFee(db, 16, { domicile: domicile / 100, stop_desk: stop / 100 });
        }
        if (cart.storeFee) {
          const { domicile, stop } = cart.storeFee;
          await makeFee(db, 16, { domicile: domicile / 100, stop_desk: stop / 100 }, shops[1]);
        }
        await setDeliveryConfig(db, { seuil: cart.seuil === null ? null : cart.seuil / 100, origine: 16 });
        const feeOf = (marchandId: number | null) => {
          const row = (marchandId === shops[1] ? cart.storeFee : undefined) ?? cart.platformFee;
          return row ? (cart.mode === 'domicile' ? row.domicile : row.stop) : 0;
        };
        const { client, headers } = await clientWithToken(t.app, { wilaya: '16 - Alger' });
        const sent = [];
        for (const l of cart.lines) {
          const { article, stock } = await makeProduct(db, {
            marchandId: shops[l.seller],
            prix: l.prixCentimes / 100,
            quantite: l.quantite + 1,
          });
          if (l.pourcentage !== undefined)
            await makePromotion(db, [article.id], { pourcentage: l.pourcentage });
          // Whatever the browser claims, the server prices the line itself.
          sent.push({ stock_article_id: stock.id, quantite: l.quantite, promotion_id: 1, prix: 0 });
        }
        let couponId: number | undefined;
        if (cart.remiseCentimes !== undefined) {
          const model = await makeCouponModel(db, { remise: cart.remiseCentimes });
          couponId = (await makeClientCoupon(db, client.id, model.id)).id;
        }
        const res = await commandeAdd(t.app, headers, sent, {
          coupon_id: couponId,
          type_paiement: cart.type,
          mode_livraison: cart.mode,
        });
        expect(res.statusCode).toBe(201);

        const orders = await db.select().from(commandes).where(eq(commandes.clientId, client.id));
        expect(orders).toHaveLength(new Set(cart.lines.map((l) => l.seller)).size);
        const lines = await db
          .select()
          .from(commandeLignes)
          .where(
            inArray(
              commandeLignes.commandeId,
              orders.map((o) => o.id),
            ),
          );
        let couponOrders = 0;
        for (const o of orders) {
          let remise: number | undefined;
          if (o.clientCouponId !== null) {
            couponOrders++;
            const [c] = await db
              .select({ remise: couponModels.remise })
              .from(clientCoupons)
              .innerJoin(couponModels, eq(couponModels.id, clientCoupons.couponModelId))
              .where(eq(clientCoupons.id, o.clientCouponId));
            remise = c.remise;
          }
          const s = orderSummaryCentimes(
            lines.filter((l) => l.commandeId === o.id),
            remise,
            { frais: feeOf(o.marchandId), seuilGratuite: cart.seuil },
          );
          expect([o.total, o.remisePromotion, o.remiseCoupon, o.fraisLivraison, o.montantAPayer]).toEqual([
            s.total,
            s.remisePromotion,
            s.remiseCoupon,
            s.fraisLivraison,
            s.aPayer,
          ]);
          expect([o.modeLivraison, o.wilayaLivraison]).toEqual([cart.mode, 16]);
          for (const amount of [
            o.total,
            o.remisePromotion,
            o.remiseCoupon,
            o.fraisLivraison,
            o.montantAPayer,
          ]) {
            expect(amount).toBeGreaterThanOrEqual(0);
          }
        }
        expect(couponOrders).toBe(couponId === undefined ? 0 : 1);
        // The coupon went to the order with the most to pay before it.
        const holder = orders.find((o) => o.clientCouponId !== null);
        if (holder) {
          // Articles only: the delivery fee never decides where the coupon goes.
          const due = (o: (typeof orders)[number]) => o.total - o.remisePromotion;
          expect(due(holder)).toBe(Math.max(...orders.map(due)));
        }
        // Each line kept the server's price and the promotion of the day.
        const byPrice = [...lines].map((l) => [l.prix, l.pourcentage, l.quantite]).sort();
        const expected = cart.lines.map((l) => [l.prixCentimes, l.pourcentage ?? 0, l.quantite]).sort();
        expect(byPrice).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
});
