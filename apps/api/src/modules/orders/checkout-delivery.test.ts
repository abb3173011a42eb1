import { DELIVERY_MESSAGES } from '@souk/domain/delivery';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel, makeMarchand } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { commandes } from '../../db/schema/commerce';
import { issueToken } from '../../lib/tokens';
import { bearer } from '../accounts/accounts.fixtures';
import { makeFee, setDeliveryConfig } from '../delivery/delivery.fixtures';
import { clientWithToken, commandeAdd, makeProduct } from './orders.fixtures';

type OrderJson = {
  marchand: { id: number } | null;
  ref: string;
  total: number;
  remise_coupon: number;
  frais_livraison: number;
  mode_livraison: string;
  wilaya_livraison: string | null;
  montant_a_payer: number;
};

/**
 * Delivery fees at checkout (docs/product/orders-and-money.md, Delivery fees): each seller order pays
 * its own fee — its seller's row of the grid (a store's own row, else the platform's) towards the
 * client's wilaya, for the chosen mode — unless its articles after promotions and coupon reach the
 * free-delivery threshold.
 */
describe('checkout delivery fees', () => {
  const t = useTestApp();

  /** The platform (ships from Algiers), a store in Oran with its own grid, one in Sétif without. */
  async function world() {
    const db = t.database.db;
    const { client, headers } = await clientWithToken(t.app, { wilaya: '16 - Alger' });
    const oran = await makeMarchand(db, {
      designationMagasin: 'Oran Mode',
      wilayaMagasin: '31 - Oran',
      registreCommerce: '31/00-0412345B19',
      nif: '000131001234567',
    });
    const setif = await makeMarchand(db, { designationMagasin: 'Sétif Sport', wilayaMagasin: '19 - Sétif' });
    await setDeliveryConfig(db, { origine: 16 });
    for (const [code, domicile, stop] of [
      [16, 400, 250],
      [31, 700, 500],
      [19, 650, 450],
    ] as const) {
      await makeFee(db, code, { domicile, stop_desk: stop });
    }
    await makeFee(db, 16, { domicile: 800, stop_desk: 550 }, oran.id);
    await makeFee(db, 31, { domicile: 400, stop_desk: 250 }, oran.id);
    const platform = await makeProduct(db, { designation: 'Couscoussier', prix: 2500 });
    const fromOran = await makeProduct(db, { marchandId: oran.id, designation: 'Burnous', prix: 6000 });
    const fromSetif = await makeProduct(db, { marchandId: setif.id, designation: 'Ballon', prix: 3000 });
    return { client, headers, oran, setif, platform, fromOran, fromSetif };
  }

  const lines = (w: Awaited<ReturnType<typeof world>>, quantite = 1) => [
    { stock_article_id: w.fromSetif.stock.id, quantite },
    { stock_article_id: w.platform.stock.id, quantite },
    { stock_article_id: w.fromOran.stock.id, quantite },
  ];

  it("stores each seller order's own fee towards the profile's wilaya, included in the amount to pay", async () => {
    const w = await world();
    const res = await commandeAdd(t.app, w.headers, lines(w));
    expect(res.statusCode).toBe(201);
    const orders: OrderJson[] = res.json().data;
    expect(
      orders.map((o) => [o.marchand?.id ?? null, o.frais_livraison, o.montant_a_payer, o.mode_livraison]),
    ).toEqual([
      [null, 400, 2900, 'domicile'],
      // Oran ships to Algiers at its own price; Sétif pays the platform's.
      [w.oran.id, 800, 6800, 'domicile'],
      [w.setif.id, 400, 3400, 'domicile'],
    ]);
    expect(orders.every((o) => o.wilaya_livraison === '16 - Alger')).toBe(true);
    const rows = await t.database.db.select().from(commandes).where(eq(commandes.clientId, w.client.id));
    expect(
      rows.map((r) => [r.fraisLivraison, r.modeLivraison, r.wilayaLivraison, r.montantAPayer]).sort(),
    ).toEqual(
      [
        [40000, 'domicile', 16, 290000],
        [40000, 'domicile', 16, 340000],
        [80000, 'domicile', 16, 680000],
      ].sort(),
    );
  });

  it('prices the wilaya and mode sent (code or label) with the stop-desk fees', async () => {
    const w = await world();
    const res = await commandeAdd(t.app, w.headers, lines(w), {
      wilaya: '31 - Oran',
      mode_livraison: 'stop_desk',
    });
    expect(res.statusCode).toBe(201);
    const orders: OrderJson[] = res.json().data;
    expect(orders.map((o) => [o.frais_livraison, o.mode_livraison, o.wilaya_livraison])).toEqual([
      [500, 'stop_desk', '31 - Oran'],
      [250, 'stop_desk', '31 - Oran'],
      [500, 'stop_desk', '31 - Oran'],
    ]);
    const byCode = await commandeAdd(
      t.app,
      w.headers,
      [{ stock_article_id: w.platform.stock.id, quantite: 1 }],
      {
        wilaya: 19,
      },
    );
    expect(byCode.json().data[0]).toMatchObject({ frais_livraison: 650, wilaya_livraison: '19 - Sétif' });
  });

  it('waives the fee of each order whose articles reach the threshold, after the coupon', async () => {
    const w = await world();
    await setDeliveryConfig(t.database.db, { seuil: 6000, origine: 16 });
    const res = await commandeAdd(t.app, w.headers, lines(w));
    const orders: OrderJson[] = res.json().data;
    // 6 000 DZD from Oran reaches the threshold; 2 500 and 3 000 do not.
    expect(orders.map((o) => [o.frais_livraison, o.montant_a_payer])).toEqual([
      [400, 2900],
      [0, 6000],
      [400, 3400],
    ]);

    // A coupon on that order brings its articles under the threshold: the fee is due again.
    const model = await makeCouponModel(t.database.db, { remise: 100_00 });
    const coupon = await makeClientCoupon(t.database.db, w.client.id, model.id);
    const withCoupon = await commandeAdd(
      t.app,
      w.headers,
      [{ stock_article_id: w.fromOran.stock.id, quantite: 1 }],
      {
        coupon_id: coupon.id,
      },
    );
    expect(withCoupon.statusCode).toBe(201);
    expect(withCoupon.json().data[0]).toMatchObject({
      remise_coupon: 100,
      frais_livraison: 800,
      montant_a_payer: 6000 - 100 + 800,
    });
  });

  it('charges nothing where the grid has no row', async () => {
    const w = await world();
    const res = await commandeAdd(t.app, w.headers, lines(w), { wilaya: '01 - Adrar' });
    expect(res.json().data.map((o: OrderJson) => o.frais_livraison)).toEqual([0, 0, 0]);
  });

  it('refuses an unknown wilaya or mode, creating nothing', async () => {
    const w = await world();
    const bad = await commandeAdd(t.app, w.headers, lines(w), { wilaya: 77, mode_livraison: 'drone' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      wilaya: [DELIVERY_MESSAGES.wilayaInvalid],
      mode_livraison: ['Le champ mode livraison sélectionné est invalide.'],
    });
    const { headers } = await clientWithToken(t.app, { wilaya: null });
    const missing = await commandeAdd(t.app, headers, lines(w));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ wilaya: [DELIVERY_MESSAGES.wilayaRequired] });
    expect(await t.database.db.select().from(commandes)).toEqual([]);
  });

  it('shows the fee in the order lists, the back-office and the invoice, with the seller legal ids', async () => {
    const w = await world();
    const placed: OrderJson[] = (await commandeAdd(t.app, w.headers, lines(w))).json().data;
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/client/commandes', headers: w.headers })
    ).json();
    expect(list.data.map((o: OrderJson) => o.frais_livraison).sort()).toEqual([400, 400, 800]);

    const oranOrder = placed.find((o) => o.marchand?.id === w.oran.id)!;
    const partner = bearer(await issueToken(t.database.db, 'marchand', w.oran.id));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/marchand/commandeShow/${oranOrder.ref}`,
      headers: partner,
    });
    expect(detail.json().data).toMatchObject({
      frais_livraison: 800,
      mode_livraison: 'domicile',
      wilaya_livraison: '16 - Alger',
      montant_a_payer: 6800,
      marchand: { registre_commerce: '31/00-0412345B19', nif: '000131001234567' },
    });
    const rows = await t.app.inject({ method: 'GET', url: '/api/v1/marchand/commandes', headers: partner });
    expect(rows.json().data[0]).toMatchObject({ frais_livraison: 800, montant_a_payer: 6800 });

    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/v1/marchand/commandeFacture/${oranOrder.ref}`,
      headers: partner,
    });
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload)
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toMatch(/Frais de livraison.*800,00 DZD/);
    expect(text).toContain('6 800,00 DZD');
    expect(text).toContain('RC : 31/00-0412345B19');
    expect(text).toContain('NIF : 000131001234567');
    expect(text).toContain('Livraison à domicile');
    expect(text).toContain('16 - Alger');
  });
});
