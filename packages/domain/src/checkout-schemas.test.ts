import { describe, expect, it } from 'vitest';
import { commandeAddSchema, commandeScanSchema, ordersQuerySchema } from './checkout-schemas';
import { toLaravelErrors } from './validation';

const order = {
  latitude: 36.7529,
  longitude: 3.042,
  adresse: 'Alger-Centre',
  stock_articles: [{ stock_article_id: 3, quantite: 2, promotion_id: 9, isSelected: true }],
};

describe('commandeAddSchema', () => {
  it('defaults the payment type to devise and reads numbers sent as text', () => {
    const parsed = commandeAddSchema.parse({ ...order, latitude: '36.75', type_paiement: '' });
    expect(parsed).toMatchObject({ latitude: 36.75, type_paiement: 'devise' });
    expect(parsed.coupon_id).toBeUndefined();
  });

  it('accepts a coupon id or a code', () => {
    expect(commandeAddSchema.parse({ ...order, coupon_id: 4 }).coupon_id).toBe(4);
    expect(commandeAddSchema.parse({ ...order, coupon_id: 'K7QM2-XD9PA' }).coupon_id).toBe('K7QM2-XD9PA');
    expect(commandeAddSchema.parse({ ...order, coupon_id: null }).coupon_id).toBeUndefined();
  });

  it('keeps the delivery point in Algeria', () => {
    for (const [latitude, longitude] of [
      [48.85, 2.35],
      [36.75, 13],
      [10, 3],
      [36.75, -9],
    ]) {
      const r = commandeAddSchema.safeParse({ ...order, latitude, longitude });
      expect(r.success, `${latitude},${longitude}`).toBe(false);
      expect(Object.values(toLaravelErrors(r.error!)).flat()).toContain(
        'La position de livraison doit se trouver en Algérie.',
      );
    }
    // Tamanrasset and Tindouf are in.
    expect(commandeAddSchema.safeParse({ ...order, latitude: 22.785, longitude: 5.5228 }).success).toBe(true);
    expect(commandeAddSchema.safeParse({ ...order, latitude: 27.671, longitude: -8.147 }).success).toBe(true);
  });

  it('reports nested line errors under dotted keys', () => {
    const r = commandeAddSchema.safeParse({
      ...order,
      stock_articles: [{ stock_article_id: 'x', quantite: 0 }],
    });
    expect(Object.keys(toLaravelErrors(r.error!)).sort()).toEqual([
      'stock_articles.0.quantite',
      'stock_articles.0.stock_article_id',
    ]);
  });
});

describe('ordersQuerySchema and commandeScanSchema', () => {
  it('knows the Profile tabs; an empty filter means all', () => {
    expect(ordersQuerySchema.parse({ etat: 'en_cours' }).etat).toBe('en_cours');
    expect(ordersQuerySchema.parse({ etat: '' }).etat).toBeUndefined();
    expect(ordersQuerySchema.safeParse({ etat: 'livre' }).success).toBe(false);
  });

  it('reads the decoded QR text from code, qr or text', () => {
    expect(commandeScanSchema.parse({ code: ' abc ' })).toEqual({ code: 'abc' });
    expect(commandeScanSchema.parse({ qr: 'abc' })).toEqual({ code: 'abc' });
    expect(commandeScanSchema.parse({ text: 'abc' })).toEqual({ code: 'abc' });
    expect(commandeScanSchema.parse({})).toEqual({ code: undefined });
  });
});
