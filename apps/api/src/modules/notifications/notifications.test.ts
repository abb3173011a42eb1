import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NBSP } from '@souk/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { makeCouponModel, makeMarchand } from '../../../test/factories';
import { retryDueNow } from '../../../test/jobs';
import { loadConfig } from '../../config';
import { createMailer } from '../../lib/mailer';
import { makeAdmin } from '../accounts/accounts.fixtures';
import { makeBackofficeActors, makeOrder } from '../orders/backoffice-orders.fixtures';
import { expireUnpaidOrders } from '../orders/order-expiry.service';
import { changeOrderState } from '../orders/order-state.service';
import { clientWithToken, commandeAdd, makeProduct } from '../orders/orders.fixtures';
import { withTxRetry } from '../orders/tx-retry';
import { cardOrder, pay } from '../payments/payments.fixtures';
import { orderStateMail } from './order-mails';

/** Amounts as the mails write them: '12 500,00 DZD' with no-break spaces. */
const dzd = (s: string) => s.replaceAll(' ', NBSP);

describe('order notifications (the outbox)', () => {
  const t = useTestApp({ APP_URL: 'https://souk.dz' });
  /** Mails are sent after the reply, off the request path: wait for the queue first. */
  const outbox = async () => {
    await t.app.jobs.drain();
    return t.mailer.sent;
  };
  /** A seller moves its order to `etat`. */
  const sellerMove = (orderId: number, etat: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/marchand/commandeChangerEtat/${orderId}`,
      headers,
      payload: { etat },
    });

  it('a checkout mails the client once (every order of it) and each seller its own order', async () => {
    const db = t.database.db;
    const admin = await makeAdmin(db, { email: 'admin@souk.dz' });
    const { client, headers } = await clientWithToken(t.app, {
      email: 'amina@exemple.dz',
      prenom: 'Amina',
      nom: 'Benali',
    });
    const shop = await makeMarchand(db, { designationMagasin: 'Dar Tlemcen', email: 'dar@tlemcen.dz' });
    const platform = await makeProduct(db, { designation: 'Couscoussier', prix: 2500 });
    const own = await makeProduct(db, { marchandId: shop.id, designation: 'Burnous', prix: 12000 });

    const res = await commandeAdd(t.app, headers, [
      { stock_article_id: platform.stock.id, quantite: 2 },
      { stock_article_id: own.stock.id, quantite: 1 },
    ]);
    expect(res.statusCode).toBe(201);
    const [p, s] = res.json().data as { ref: string }[];

    const sent = await outbox();
    expect(sent.map((m) => m.to).sort()).toEqual([admin.email, client.email, shop.email].sort());
    const toClient = sent.find((m) => m.to === client.email)!;
    expect(toClient.subject).toBe(`Vos 2 commandes sont enregistrées (${p.ref}, ${s.ref})`);
    expect(toClient.text).toContain('Bonjour Amina Benali,');
    expect(toClient.text).toContain(`Commande ${p.ref} — Souk — ${dzd('5 000,00 DZD')}`);
    expect(toClient.text).toContain(`Commande ${s.ref} — Dar Tlemcen — ${dzd('12 000,00 DZD')}`);
    expect(toClient.text).toContain(`Total à payer : ${dzd('17 000,00 DZD')}`);
    expect(toClient.text).toContain('https://souk.dz/profile');
    expect(toClient.html).toContain('<a href="https://souk.dz/profile">');

    const toShop = sent.find((m) => m.to === shop.email)!;
    expect(toShop.subject).toBe(`Nouvelle commande ${s.ref} — ${dzd('12 000,00 DZD')}`);
    expect(toShop.text).toContain(`https://souk.dz/partenaire/commandes/${s.ref}`);
    expect(toShop.text).not.toContain(p.ref);
    const toAdmin = sent.find((m) => m.to === admin.email)!;
    expect(toAdmin.subject).toBe(`Nouvelle commande ${p.ref} — ${dzd('5 000,00 DZD')}`);
    expect(toAdmin.text).toContain(`https://souk.dz/admin/commandes/${p.ref}`);
    expect(toAdmin.text).not.toContain(s.ref);
  });

  it('sends nothing for a refused checkout', async () => {
    const db = t.database.db;
    await makeAdmin(db);
    const { headers } = await clientWithToken(t.app);
    const few = await makeProduct(db, { quantite: 1 });
    const res = await commandeAdd(t.app, headers, [{ stock_article_id: few.stock.id, quantite: 5 }]);
    expect(res.statusCode).toBe(422);
    expect(await outbox()).toEqual([]);
  });

  it('mails the client each seller move, one mail per move, and nothing for a refused move', async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const model = await makeCouponModel(db, {
      designation: 'Fidélité',
      montant: 0,
      remise: 50_000,
      duree: 30,
    });
    const order = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id });
    const move = (etat: string, headers = actors.headers.partnerA) => sellerMove(order.id, etat, headers);

    expect((await move('livree')).statusCode).toBe(422);
    expect((await move('en_attente_de_livraison', actors.headers.partnerB)).statusCode).toBe(404);
    expect(await outbox()).toEqual([]);

    for (const etat of ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree']) {
      expect((await move(etat)).statusCode).toBe(200);
    }
    const sent = await outbox();
    expect(sent.map((m) => m.subject)).toEqual([
      `Votre commande ${order.ref} est validée`,
      `Votre commande ${order.ref} est expédiée`,
      `Votre commande ${order.ref} est livrée`,
      `Un coupon de ${dzd('500,00 DZD')} vous attend`,
    ]);
    expect(sent.every((m) => m.to === actors.client.email)).toBe(true);
    expect(sent[0].text).toContain('Vendeur : Dar Tlemcen');
    expect(sent[2].text).toContain('État : Livrée');
    const coupon = sent[3];
    expect(coupon.text).toMatch(/Code : [A-Z0-9-]{6,}/);
    expect(coupon.text).toContain('(Fidélité)');
    expect(coupon.text).toMatch(/Valable jusqu'au \d{1,2} \S+ \d{4}/);
    expect(model.id).toBeGreaterThan(0);
  });

  it('mails a move again when it really happens again (a corrected delivery delivered anew)', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      etat: 'en_cours_de_livraison',
    });
    expect((await sellerMove(order.id, 'livree', actors.headers.partnerA)).statusCode).toBe(200);
    const correction = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/commandeCorrigerLivraison/${order.id}`,
      headers: actors.headers.admin,
      payload: { motif: 'Scanné avant la remise du colis' },
    });
    expect(correction.statusCode, correction.body).toBe(200);
    expect((await sellerMove(order.id, 'livree', actors.headers.partnerA)).statusCode).toBe(200);
    // The same move (en_cours_de_livraison → livree) twice: two events, two mails; neither is swallowed.
    const delivered = (await outbox()).filter((m) => m.subject === `Votre commande ${order.ref} est livrée`);
    expect(delivered).toHaveLength(2);
  });

  it('sends the mails of successive moves in the order the moves committed, however long each takes', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    const send = t.mailer.send;
    let calls = 0;
    // The first mail is slow to leave (a slow SMTP answer): the next ones must wait for it.
    t.mailer.send = async (message) => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 60));
      return send.call(t.mailer, message);
    };
    try {
      for (const etat of ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree']) {
        const res = await sellerMove(order.id, etat, actors.headers.partnerA);
        expect(res.statusCode).toBe(200);
      }
      const sent = await outbox();
      expect(sent.map((m) => m.subject)).toEqual([
        `Votre commande ${order.ref} est validée`,
        `Votre commande ${order.ref} est expédiée`,
        `Votre commande ${order.ref} est livrée`,
      ]);
    } finally {
      t.mailer.send = send;
    }
  });

  it('mails the client when its card payment succeeds', async () => {
    const { order, headers, client } = await cardOrder(t.app);
    const res = await pay(t.app, headers, order.id);
    expect(res.statusCode).toBe(200);
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: client.email,
      subject: `Paiement reçu pour la commande ${order.ref}`,
    });
  });

  it('mails the client when the sweep cancels its unpaid order, with the reason', async () => {
    const { order, client } = await cardOrder(t.app);
    const later = new Date(Date.now() + 48 * 3_600_000);
    expect(await expireUnpaidOrders(t.database.db, later, 24)).toBe(1);
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: client.email, subject: `Votre commande ${order.ref} est annulée` });
    expect(sent[0].text).toContain('Motif : Paiement non reçu dans le délai');
  });

  it('sends nothing for a move inside a transaction that rolls back, nor for a failed savepoint', async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const order = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id });
    const ctx = { actor: { role: 'marchand' as const, id: actors.storeA.id }, config: t.config };
    await expect(
      withTxRetry(db, async (tx) => {
        await changeOrderState({ ...ctx, db: tx }, order.id, 'en_attente_de_livraison', { actor: 'seller' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outbox()).toEqual([]);

    // A savepoint that fails inside a transaction that commits: its move is forgotten, the other kept.
    const other = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id });
    await withTxRetry(db, async (tx) => {
      await changeOrderState({ ...ctx, db: tx }, other.id, 'en_attente_de_livraison', { actor: 'seller' });
      await withTxRetry(tx, async (sp) => {
        await changeOrderState({ ...ctx, db: sp }, order.id, 'en_attente_de_livraison', { actor: 'seller' });
        throw new Error('savepoint refused');
      }).catch(() => {});
    });
    const sent = await outbox();
    expect(sent.map((m) => m.subject)).toEqual([`Votre commande ${other.ref} est validée`]);
  });

  it('a failing mail server neither fails nor undoes the request; the mail goes once it is back', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    const send = t.mailer.send;
    let refused = 0;
    t.mailer.send = async () => {
      refused += 1;
      throw new Error('SMTP down');
    };
    try {
      const res = await sellerMove(order.id, 'en_attente_de_livraison', actors.headers.partnerA);
      expect(res.statusCode).toBe(200);
      await t.app.jobs.drain();
    } finally {
      t.mailer.send = send;
    }
    expect(refused).toBe(1);
    expect(t.mailer.sent).toEqual([]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/marchand/commandeShow/${order.ref}`,
      headers: actors.headers.partnerA,
    });
    expect(detail.json().data.etat).toBe('en_attente_de_livraison');
    // The job waits for its retry (backoff); made due now, it sends the mail, once.
    await retryDueNow(t.database);
    const sent = await outbox();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [actors.client.email, `Votre commande ${order.ref} est validée`],
    ]);
    await retryDueNow(t.database);
    expect(await outbox()).toHaveLength(1);
  });

  it('sends the platform orders to ADMIN_NOTIFY_EMAIL when it is set', async () => {
    await makeAdmin(t.database.db, { email: 'root@souk.dz' });
    const previous = t.app.config.ADMIN_NOTIFY_EMAIL;
    (t.app.config as { ADMIN_NOTIFY_EMAIL?: string }).ADMIN_NOTIFY_EMAIL = 'ventes@souk.dz, chef@souk.dz';
    try {
      const { headers, client } = await clientWithToken(t.app);
      const product = await makeProduct(t.database.db, { prix: 1000 });
      expect(
        (await commandeAdd(t.app, headers, [{ stock_article_id: product.stock.id, quantite: 1 }])).statusCode,
      ).toBe(201);
      const sent = await outbox();
      expect(sent.map((m) => m.to).sort()).toEqual(['chef@souk.dz', client.email, 'ventes@souk.dz'].sort());
    } finally {
      (t.app.config as { ADMIN_NOTIFY_EMAIL?: string }).ADMIN_NOTIFY_EMAIL = previous;
    }
  });
});

describe('the default mailer without SMTP', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes each order mail as an .eml file in DATA_DIR/mail', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'souk-outbox-'));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { DATA_DIR: dataDir });
    const order = {
      id: 1,
      ref: '7KQ2-M9XD',
      etat: 'en_cours_de_livraison',
      typePaiement: 'livraison',
      montantAPayer: 1_250_000,
      fraisLivraison: 50_000,
      createdAt: new Date(),
      marchandId: 3,
      clientEmail: 'amina@exemple.dz',
      clientNom: 'Benali',
      clientPrenom: 'Amina',
      storeName: 'Dar Tlemcen',
      storeEmail: 'dar@tlemcen.dz',
    };
    const mail = orderStateMail(
      order,
      'en_attente_de_livraison',
      'en_cours_de_livraison',
      null,
      'https://souk.dz',
    );
    expect(mail).not.toBeNull();
    await createMailer(config).send(mail!);
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'mail', files[0]), 'utf8');
    expect(eml).toContain('To: amina@exemple.dz');
    expect(eml).toContain('7KQ2-M9XD');
    expect(eml).toContain('Content-Type: text/html');
  });
});
