import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeClientCoupon, makeCouponModel } from '../../../test/factories';
import { marchands } from '../../db/schema/accounts';
import { commandeLignes, commandes } from '../../db/schema/commerce';
import {
  type BackofficeActors,
  type Headers,
  makeBackofficeActors,
  makeOrder,
} from './backoffice-orders.fixtures';

type Row = { ref: string; marchand: { id: number } | null };
const refs = (body: { data: Row[] }) => body.data.map((o) => o.ref);

describe('back-office order lists', () => {
  const t = useTestApp();
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  /** One platform order, two of store A, one of store B; newest last. */
  async function world() {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const base = Date.now() - 3_600_000;
    const platform = await makeOrder(db, {
      clientId: actors.client.id,
      ref: 'PLAT-0001',
      createdAt: new Date(base),
    });
    const a1 = await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      ref: 'AAAA-0001',
      createdAt: new Date(base + 60_000),
      lines: [{ prix: 2000, quantite: 2 }, { prix: 500 }],
    });
    const a2 = await makeOrder(db, {
      clientId: actors.other.id,
      marchandId: actors.storeA.id,
      ref: 'AAAA-0002',
      typePaiement: 'cib',
      etat: 'en_attente_de_livraison',
      createdAt: new Date(base + 120_000),
    });
    const b1 = await makeOrder(db, {
      clientId: actors.other.id,
      marchandId: actors.storeB.id,
      ref: 'BBBB-0001',
      createdAt: new Date(base + 180_000),
    });
    return { ...actors, platform, a1, a2, b1 };
  }

  it('partner: only its own store, newest first, with client, amounts and payment state', async () => {
    const w = await world();
    const res = await get('v1/marchand/commandes', w.headers.partnerA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(refs(body)).toEqual(['AAAA-0002', 'AAAA-0001']);
    expect(body.meta).toMatchObject({ total: 2, per_page: 10, current_page: 1 });
    expect(body.data[1]).toEqual({
      id: w.a1.id,
      ref: 'AAAA-0001',
      created_at: w.a1.createdAt.toISOString(),
      total: 4500,
      remise_promotion: 0,
      remise_coupon: 0,
      frais_livraison: 0,
      mode_livraison: 'domicile',
      wilaya_livraison: null,
      montant_a_payer: 4500,
      etat: 'en_attente_de_validation',
      type_paiement: 'livraison',
      paye: false,
      adresse: '12 rue Didouche Mourad, Alger-Centre',
      client: {
        id: w.client.id,
        slug: w.client.slug,
        nom: 'Benali',
        prenom: 'Amina',
        telephone: '0550 12 34 56',
        email: w.client.email,
        url_photo: null,
      },
      marchand: { id: w.storeA.id, designation_magasin: 'Dar Tlemcen', slug: w.storeA.slug },
      nbr_lignes: 2,
      confirmee_at: null,
      nbr_appels: 0,
      echecs_livraison_client: 0,
    });
    // Card order waiting for delivery: paid by the shared rule.
    expect(body.data[0]).toMatchObject({ type_paiement: 'cib', paye: true });

    const b = (await get('v1/marchand/commandes', w.headers.partnerB)).json();
    expect(refs(b)).toEqual(['BBBB-0001']);
  });

  it("admin: 'Mes Commandes' are the platform's, 'Commandes Marchant' the stores' with their store", async () => {
    const w = await world();
    const own = (await get('v1/user/commandes', w.headers.admin)).json();
    expect(refs(own)).toEqual(['PLAT-0001']);
    expect(own.data[0].marchand).toBeNull();

    const stores = (await get('v1/user/commandesMarchands', w.headers.admin)).json();
    expect(refs(stores)).toEqual(['BBBB-0001', 'AAAA-0002', 'AAAA-0001']);
    expect(stores.data[0].marchand).toEqual({
      id: w.storeB.id,
      designation_magasin: 'Electro Oran',
      slug: w.storeB.slug,
    });

    const oneStore = (await get(`v1/user/marchandShowCommandes/${w.storeA.id}`, w.headers.admin)).json();
    expect(refs(oneStore)).toEqual(['AAAA-0002', 'AAAA-0001']);
    const unknown = await get('v1/user/marchandShowCommandes/999999', w.headers.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Magasin introuvable.');
  });

  it('searches on reference, client name (any order, accents ignored) and phone, keeping it in the links', async () => {
    const w = await world();
    const search = async (url: string, headers: Headers, q: string) =>
      refs((await get(`${url}?search=${encodeURIComponent(q)}`, headers)).json());
    expect(await search('v1/marchand/commandes', w.headers.partnerA, 'aaaa-0001')).toEqual(['AAAA-0001']);
    expect(await search('v1/marchand/commandes', w.headers.partnerA, 'amina benali')).toEqual(['AAAA-0001']);
    expect(await search('v1/marchand/commandes', w.headers.partnerA, 'Benali Amina')).toEqual(['AAAA-0001']);
    expect(await search('v1/marchand/commandes', w.headers.partnerA, 'yâcine')).toEqual(['AAAA-0002']);
    expect(await search('v1/marchand/commandes', w.headers.partnerA, '0550123456')).toEqual(['AAAA-0001']);
    expect(await search('v1/marchand/commandes', w.headers.partnerA, '98 76')).toEqual(['AAAA-0002']);
    // Never another store's order, even when it matches.
    expect(await search('v1/marchand/commandes', w.headers.partnerA, 'BBBB')).toEqual([]);
    expect(await search('v1/marchand/commandes', w.headers.partnerA, '%')).toEqual([]);
    // The admin's stores tab also finds a store by its name.
    expect(await search('v1/user/commandesMarchands', w.headers.admin, 'electro')).toEqual(['BBBB-0001']);
    expect(await search('v1/user/commandes', w.headers.admin, 'amina')).toEqual(['PLAT-0001']);
    expect(await search(`v1/user/marchandShowCommandes/${w.storeA.id}`, w.headers.admin, 'yacine')).toEqual([
      'AAAA-0002',
    ]);

    const body = (await get('v1/marchand/commandes?search=amina', w.headers.partnerA)).json();
    expect(body.links.first).toBe('/api/v1/marchand/commandes?search=amina&page=1');
  });

  it('pages by 10', async () => {
    const { storeA, client, headers } = await makeBackofficeActors(t.app);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 12; i++) {
      await makeOrder(t.database.db, {
        clientId: client.id,
        marchandId: storeA.id,
        ref: `PG${String(i).padStart(2, '0')}-TEST`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    const first = (await get('v1/marchand/commandes', headers.partnerA)).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0].ref).toBe('PG11-TEST');
    expect(first.meta).toMatchObject({ total: 12, last_page: 2 });
    const second = (await get('v1/marchand/commandes?page=2', headers.partnerA)).json();
    expect(refs(second)).toEqual(['PG01-TEST', 'PG00-TEST']);
  });

  it('latest orders: the 10 newest of the store (partner) or of the marketplace (admin), under data', async () => {
    const { storeA, client, headers } = await makeBackofficeActors(t.app);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 11; i++) {
      await makeOrder(t.database.db, {
        clientId: client.id,
        marchandId: i === 10 ? null : storeA.id,
        ref: `LT${String(i).padStart(2, '0')}-TEST`,
        createdAt: new Date(base + i * 60_000),
      });
    }
    const partner = (await get('v1/marchand/commandeslatest', headers.partnerA)).json();
    expect(Object.keys(partner)).toEqual(['data']);
    expect(partner.data).toHaveLength(10);
    expect(partner.data[0].ref).toBe('LT09-TEST');
    // The admin's dashboard shows the whole marketplace, platform and stores.
    const admin = (await get('v1/user/commandeslatest', headers.admin)).json();
    expect(refs(admin)).toEqual(['LT10-TEST', ...partner.data.slice(0, 9).map((o: Row) => o.ref)]);
    expect(admin.data[0].marchand).toBeNull();
    expect(admin.data[1].marchand).toMatchObject({ id: storeA.id });
    expect((await get('v1/marchand/commandeslatest', headers.partnerB)).json().data).toEqual([]);
  });

  it('opening the first page of the list marks the orders seen (the counter fallback)', async () => {
    const { storeA, headers } = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const seenAt = async () =>
      (await db.select().from(marchands).where(eq(marchands.id, storeA.id)))[0].commandesVuesAt;
    expect(await seenAt()).toBeNull();
    await get('v1/marchand/commandes?search=x', headers.partnerA);
    expect(await seenAt()).toBeNull();
    await get('v1/marchand/commandes', headers.partnerA);
    expect(await seenAt()).toBeInstanceOf(Date);
  });
});

describe('GET commandeShow/{reference}', () => {
  const t = useTestApp();
  const show = (prefix: string, ref: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/${prefix}/commandeShow/${encodeURIComponent(ref)}`, headers });

  async function storeOrder(actors: BackofficeActors) {
    const db = t.database.db;
    const model = await makeCouponModel(db, { designation: 'Fidélité', remise: 50_000 });
    const coupon = await makeClientCoupon(db, actors.client.id, model.id, { etat: 'utilise' });
    const order = await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      ref: 'SHOW-0001',
      couponRemise: 500,
      lines: [
        {
          designation: 'Théière en cuivre',
          prix: 3500,
          quantite: 2,
          pourcentage: 20,
          sousOptions: [{ option_id: 1, option: 'Taille', id: 2, designation: 'Grande' }],
        },
        { designation: 'Plateau', prix: 1000 },
      ],
    });
    await db.update(commandes).set({ clientCouponId: coupon.id }).where(eq(commandes.id, order.id));
    return { order, coupon };
  }

  it('gives the partner its order with lines, variant, promotion, summary, coupon, client, history and QR', async () => {
    const actors = await makeBackofficeActors(t.app);
    const { order, coupon } = await storeOrder(actors);
    const res = await show('v1/marchand', 'SHOW-0001', actors.headers.partnerA);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: order.id,
      ref: 'SHOW-0001',
      total: 8000,
      remise_promotion: 1400,
      remise_coupon: 500,
      montant_a_payer: 6100,
      etat: 'en_attente_de_validation',
      type_paiement: 'livraison',
      paye: false,
      adresse: '12 rue Didouche Mourad, Alger-Centre',
      latitude: 36.7529,
      longitude: 3.042,
      marchand: { id: actors.storeA.id, designation_magasin: 'Dar Tlemcen' },
      coupon: { code: coupon.code, modelCoupon: { designation: 'Fidélité', remise: 500 } },
      client: {
        id: actors.client.id,
        nom: 'Benali',
        prenom: 'Amina',
        telephone: '0550 12 34 56',
        email: actors.client.email,
        url_photo: null,
      },
      etats: [{ etat: 'en_attente_de_validation' }],
    });
    expect(data.stock_articles).toHaveLength(2);
    expect(data.stock_articles[0]).toMatchObject({
      quantite: 2,
      prix: 3500,
      pourcentage: 20,
      prix_promotion: 2800,
      promotion: { pourcentage: 20 },
      article: { designation: 'Théière en cuivre' },
      stock_article: { sous_options: [{ option: 'Taille', designation: 'Grande' }] },
    });
    expect(data.codeQR).toMatch(/^data:image\/png;base64,/);
    expect(data.etats[0].created_at).toMatch(/Z$/);
  });

  it("lets the admin open any order; another partner's or a missing order is 404", async () => {
    const actors = await makeBackofficeActors(t.app);
    await storeOrder(actors);
    const admin = await show('v1/user', 'SHOW-0001', actors.headers.admin);
    expect(admin.statusCode).toBe(200);
    const partner = await show('v1/marchand', 'SHOW-0001', actors.headers.partnerA);
    // Both carry each line's id, which the return calls name.
    const ids = (
      await t.database.db
        .select({ id: commandeLignes.id })
        .from(commandeLignes)
        .where(eq(commandeLignes.commandeId, admin.json().data.id))
        .orderBy(commandeLignes.id)
    ).map((l) => l.id);
    expect(ids).toHaveLength(2);
    for (const reply of [admin, partner]) {
      const lines = reply.json().data.stock_articles as { id: number; commande_ligne_id: number }[];
      expect(lines.map((l) => l.commande_ligne_id)).toEqual(ids);
      expect(lines.map((l) => l.id)).toEqual(ids);
    }
    const other = await show('v1/marchand', 'SHOW-0001', actors.headers.partnerB);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Commande introuvable.');
    expect((await show('v1/marchand', 'NOPE-0000', actors.headers.partnerA)).statusCode).toBe(404);
    expect((await show('v1/user', 'NOPE-0000', actors.headers.admin)).statusCode).toBe(404);
  });
});

describe('back-office order routes: who may call them', () => {
  const t = useTestApp();

  const partnerRoutes: [string, string][] = [
    ['GET', 'v1/marchand/commandes'],
    ['GET', 'v1/marchand/commandeslatest'],
    ['GET', 'v1/marchand/commandeShow/{ref}'],
    ['POST', 'v1/marchand/commandeChangerEtat/{id}'],
    ['GET', 'v1/marchand/commandesExport'],
    ['GET', 'v1/marchand/commandeFacture/{ref}'],
    ['GET', 'v1/marchand/countNouvellesCommandes'],
  ];
  const adminRoutes: [string, string][] = [
    ['GET', 'v1/user/commandes'],
    ['GET', 'v1/user/commandesMarchands'],
    ['GET', 'v1/user/marchandShowCommandes/{store}'],
    ['GET', 'v1/user/commandeslatest'],
    ['GET', 'v1/user/commandeShow/{ref}'],
    ['POST', 'v1/user/commandeChangerEtat/{id}'],
    ['GET', 'v1/user/commandesExport'],
    ['GET', 'v1/user/commandeFacture/{ref}'],
  ];

  it('answers 401 without a token and 403 to the other roles, changing nothing', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    const platform = await makeOrder(t.database.db, { clientId: actors.client.id });
    const url = (path: string, id: number, ref: string) =>
      `/api/${path.replace('{ref}', ref).replace('{id}', String(id)).replace('{store}', String(actors.storeA.id))}`;
    const payload = (method: string) => (method === 'POST' ? { etat: 'en_attente_de_livraison' } : undefined);

    for (const [method, path] of partnerRoutes) {
      const u = url(path, order.id, order.ref);
      for (const [who, status] of [
        ['none', 401],
        ['client', 403],
        ['admin', 403],
      ] as const) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: u,
          headers: actors.headers[who],
          payload: payload(method),
        });
        expect(`${who} ${method} ${path} ${res.statusCode}`).toBe(`${who} ${method} ${path} ${status}`);
        expect(res.json()).toHaveProperty('message');
      }
    }
    for (const [method, path] of adminRoutes) {
      const u = url(path, platform.id, platform.ref);
      for (const [who, status] of [
        ['none', 401],
        ['client', 403],
        ['partnerA', 403],
      ] as const) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: u,
          headers: actors.headers[who],
          payload: payload(method),
        });
        expect(`${who} ${method} ${path} ${res.statusCode}`).toBe(`${who} ${method} ${path} ${status}`);
      }
    }
    const rows = await t.database.db.select({ etat: commandes.etat }).from(commandes);
    expect(rows.map((r) => r.etat)).toEqual(['en_attente_de_validation', 'en_attente_de_validation']);
  });

  it("answers 404 to partner B on partner A's order (detail, invoice, state change)", async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    const calls = [
      { method: 'GET' as const, url: `/api/v1/marchand/commandeShow/${order.ref}` },
      { method: 'GET' as const, url: `/api/v1/marchand/commandeFacture/${order.ref}` },
      {
        method: 'POST' as const,
        url: `/api/v1/marchand/commandeChangerEtat/${order.id}`,
        payload: { id: order.id, etat: 'en_attente_de_livraison' },
      },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: actors.headers.partnerB });
      expect(`${c.url} ${res.statusCode}`).toBe(`${c.url} 404`);
      expect(res.json().message).toBe('Commande introuvable.');
      const mine = await t.app.inject({ ...c, headers: actors.headers.partnerA });
      expect(`${c.url} ${mine.statusCode}`).toBe(`${c.url} 200`);
    }
  });
});
