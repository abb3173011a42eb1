import sharp from 'sharp';
import {
  addToCartFromModal,
  apiAs,
  checkoutInModal,
  demoPartner,
  findProductsOfSellers,
  loginClientAs,
  newIdentity,
  orderByApi,
  ordersOf,
  registerClientByApi,
  storeLine,
} from '../tests/client-helpers';
import { expectedConsoleError, type Page } from '../tests/fixtures';
import { DEMO, loginAdmin, loginPartner } from '../tests/helpers';
import { expect, processOf, test } from './cluster-fixtures';

/**
 * The production topology (docs/deploy.md): nginx in front of three API processes sharing one
 * PostgreSQL database, one Redis and one S3 bucket. What one process saves, the others serve; what
 * one process hears, the others' clients hear; a process dying loses nothing a user was told was saved.
 */

/** Resolves once the page's live order stream answered (its headers arrived). */
function streamOpened(page: Page, audience: 'marchand' | 'user') {
  return page.waitForResponse(
    (r) => r.url().includes(`/api/v1/${audience}/commandesFlux`) && r.status() === 200,
    { timeout: 30_000 },
  );
}

test('a photo uploaded through process 1 is served by processes 2 and 3, and cached by nginx', async ({
  cluster,
  request,
}) => {
  const [first, second, third] = cluster.processes;
  const who = newIdentity('photo');
  const registered = await request.post(`${first.url}/api/v1/client/register`, {
    data: { ...who, password_confirmation: who.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
  const edited = await request.post(`${first.url}/api/v1/client/profilEdit`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      nom: who.nom,
      prenom: who.prenom,
      genre: 'femme',
      telephone: who.telephone,
      adresse: who.adresse,
      wilaya: who.wilaya,
      url_photo: `data:image/png;base64,${picture.toString('base64')}`,
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const photo = new URL(((await edited.json()) as { data: { url_photo: string } }).data.url_photo, first.url)
    .pathname;
  expect(photo).toMatch(/^\/media\/.+\.webp$/);

  const fromFirst = await request.get(`${first.url}${photo}`);
  expect(fromFirst.status()).toBe(200);
  const bytes = await fromFirst.body();
  for (const other of [second, third]) {
    const reply = await request.get(`${other.url}${photo}`);
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toBe('image/webp');
    expect((await reply.body()).equals(bytes)).toBe(true);
  }
  // Through nginx: fetched from a process once, then from nginx's cache.
  const viaNginx = await request.get(photo);
  expect(viaNginx.status()).toBe(200);
  expect((await viaNginx.body()).equals(bytes)).toBe(true);
  expect(viaNginx.headers()['x-cache-status']).toBe('MISS');
  const again = await request.get(photo);
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect((await again.body()).equals(bytes)).toBe(true);
});

test('a category renamed through process 1 shows at once on the pages processes 2 and 3 draw', async ({
  cluster,
  request,
}) => {
  const [first, ...others] = cluster.processes;
  const login = await request.post(`${first.url}/api/v1/user/login`, { data: DEMO.admin });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const { data: categories } = (await (await request.get(`${first.url}/api/v1/categories`)).json()) as {
    data: { id: number; slug: string; designation: string }[];
  };
  // A name the page writes as it is (no character HTML escapes).
  const categorie = categories.find((c) => !/[&<>"']/.test(c.designation));
  if (!categorie) throw new Error('the demo data has no category with a plain name');
  // The other processes draw the page of one of its products, which names it (the breadcrumb), and
  // keep it (lib/web-ssr.ts). Not the category's own page: renaming it changes its address.
  const { data: articles } = (await (
    await request.get(`${first.url}/api/v1/categorieShow/${categorie.slug}`)
  ).json()) as { data: { slug: string }[] };
  if (!articles[0]) throw new Error(`the demo data has no article in ${categorie.designation}`);
  const page = `/produits/${articles[0].slug}`;
  for (const process of others) {
    expect(await (await request.get(`${process.url}${page}`)).text(), process.url).toContain(
      categorie.designation,
    );
  }
  const renamed = `Rayon ${Date.now()}`;
  const edited = await request.post(`${first.url}/api/v1/user/categorieEdit/${categorie.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { designation: renamed },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  // The next page they send has the new name: not the page they drew before the edit.
  for (const process of others) {
    expect(await (await request.get(`${process.url}${page}`)).text(), process.url).toContain(renamed);
  }
});

test('a seller connected to process 2 hears live an order placed through process 3; an admin through nginx too', async ({
  cluster,
  browser,
  page,
  playwright,
}) => {
  const [, second, third] = cluster.processes;
  // The seller's browser talks to process 2 only: its live stream is held by that process.
  const seller = await browser.newContext({ baseURL: second.url, locale: 'fr-FR' });
  const sellerPage = await seller.newPage();
  const sellerStream = streamOpened(sellerPage, 'marchand');
  await loginPartner(sellerPage);
  await sellerStream;
  // The administrator's browser goes through nginx (HTTP/2): the stream must not be buffered there.
  const adminStream = streamOpened(page, 'user');
  await loginAdmin(page);
  await adminStream;

  const viaThird = await playwright.request.newContext({ baseURL: third.url });
  const partner = await demoPartner(viaThird);
  const buyer = await registerClientByApi(viaThird, 'cluster-live');
  const line = await storeLine(viaThird, partner.storeId, 1);
  const [order] = await orderByApi(buyer.api, [line], 'livraison');

  await expect(
    sellerPage.getByRole('alert').filter({ hasText: `Nouvelle commande #${order.ref}` }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `Nouvelle commande #${order.ref}` })).toBeVisible();
  await viaThird.dispose();
  await seller.close();
});

test('failed logins spread over the three processes lock the account for that address, as on one', {
  annotation: expectedConsoleError(/status of 429 .*\/api\/v1\/client\/login/),
}, async ({ cluster, request, browser }) => {
  const who = await registerClientByApi(request, 'cluster-limits');
  // The guesser's address, as nginx would pass it on (the processes trust nginx's X-Forwarded-For).
  const guesser = { 'x-forwarded-for': '203.0.113.7' };
  // LOGIN_MAX_ATTEMPTS (5) wrong passwords, spread over the processes.
  for (let attempt = 0; attempt < 5; attempt++) {
    const process = cluster.processes[attempt % 3];
    const reply = await request.post(`${process.url}/api/v1/client/login`, {
      headers: guesser,
      data: { email: who.email, password: 'pas-le-bon-1!' },
    });
    expect(reply.status(), `attempt ${attempt + 1} on ${process.url}`).toBe(422);
  }
  // Every process now refuses that address for that account, the right password included.
  for (const process of cluster.processes) {
    const reply = await request.post(`${process.url}/api/v1/client/login`, {
      headers: guesser,
      data: { email: who.email, password: who.password },
    });
    expect(reply.status(), process.url).toBe(429);
    expect(reply.headers()['retry-after']).toMatch(/^\d+$/);
  }
  // In the browser through nginx, from that address: the login form says so.
  const guesserBrowser = await browser.newContext({
    baseURL: cluster.url,
    ignoreHTTPSErrors: true,
    locale: 'fr-FR',
    extraHTTPHeaders: guesser,
  });
  const page = await guesserBrowser.newPage();
  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Mot de passe').fill(who.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText(/Trop de tentatives de connexion/)).toBeVisible();
  await guesserBrowser.close();
  // The owner, from another address, still logs in (decision 0030), whichever process answers.
  const owner = await browser.newContext({ baseURL: cluster.url, ignoreHTTPSErrors: true, locale: 'fr-FR' });
  await loginClientAs(await owner.newPage(), who);
  await owner.close();
});

test('an API process killed during a journey loses nothing the user was told was saved', async ({
  cluster,
  page,
  request,
  playwright,
}) => {
  const who = await registerClientByApi(request, 'cluster-crash');
  const [pick] = await findProductsOfSellers(request, 1, { offset: 1 });
  await loginClientAs(page, who);

  // Saves in flight while the process dies: new clients registering through nginx, two at a time.
  const told: { email: string; password: string }[] = [];
  let refused = 0;
  let running = true;
  const lanes = Promise.all(
    [0, 1].map(async () => {
      while (running) {
        const id = newIdentity('cluster-lane');
        const reply = await request.post('/api/v1/client/register', {
          data: { ...id, password_confirmation: id.password },
          failOnStatusCode: false,
        });
        if (reply.status() === 201) told.push(id);
        else refused++;
      }
    }),
  );

  const added = page.waitForResponse((r) => r.url().includes('/api/v1/client/panierAdd'));
  await addToCartFromModal(page, pick, 1);
  const requestId = (await added).headers()['x-request-id'];
  // The process that saved the cart line dies, nothing flushed.
  const victim = await processOf(cluster, requestId);
  await cluster.kill(victim);
  const survivors = cluster.processes.filter((_, i) => i !== victim);

  // The journey goes on through nginx: the cart is there, the order is placed.
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await checkoutInModal(page, 'Paiement à la livraison');
  running = false;
  await lanes;

  // Each surviving process has the order, and every client the API said it registered.
  for (const survivor of survivors) {
    const direct = await playwright.request.newContext({ baseURL: survivor.url });
    const orders = await ordersOf(apiAs(direct, who.token));
    expect(orders, survivor.url).toHaveLength(1);
    expect(orders[0].stock_articles.map((l) => l.stock_article_id)).toEqual([pick.variant.id]);
    await direct.dispose();
  }
  expect(told.length).toBeGreaterThan(0);
  for (const [n, id] of told.entries()) {
    const reply = await request.post(`${survivors[n % survivors.length].url}/api/v1/client/login`, {
      data: { email: id.email, password: id.password },
    });
    expect(reply.status(), `${id.email}: registered (201) before or during the crash`).toBe(200);
  }
  test.info().annotations.push({
    type: 'saves during the crash',
    description: `${told.length} registrations confirmed, ${refused} refused`,
  });
  await cluster.restart(victim);
});

test('an upgrade swaps every API process under a journey: new processes beside the old, nginx reloaded, old ones stopped; nothing fails', async ({
  cluster,
  page,
  request,
  playwright,
}) => {
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 500) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // A navigation cancels the page's own requests under way: not a failure of the server.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      failures.push(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  const who = await registerClientByApi(request, 'cluster-upgrade');
  const [pick] = await findProductsOfSellers(request, 1, { offset: 2 });
  await loginClientAs(page, who);
  await addToCartFromModal(page, pick, 1);
  const old = cluster.processes.map((_, i) => i).filter((i) => cluster.processes[i].alive());

  // Reads and writes through nginx all along the swap, each on a connection of its own: a client's
  // idle keep-alive connection closed by an old nginx worker as it exits is the client's to reopen
  // (browsers do), not a request the server failed.
  let running = true;
  const laneStatuses: number[] = [];
  const headers = { connection: 'close' };
  const lanes = Promise.all([
    (async () => {
      while (running) laneStatuses.push((await request.get('/api/v1/categories', { headers })).status());
    })(),
    (async () => {
      while (running) {
        const id = newIdentity('cluster-upgrade-lane');
        const reply = await request.post('/api/v1/client/register', {
          headers,
          data: { ...id, password_confirmation: id.password },
        });
        laneStatuses.push(reply.status());
      }
    })(),
  ]);

  // 1. The new release's process starts beside the old ones, on the same database.
  const fresh = await cluster.addProcess();
  // 2. nginx sends everything to it; the old workers finish what they hold.
  await cluster.route([fresh]);
  // 3. The old processes have nothing left: stopped cleanly (SIGTERM).
  for (const i of old) await cluster.stopProcess(i);
  for (const i of old) expect(cluster.processes[i].output()).not.toMatch(/"level":(50|60)\b/);

  // The journey goes on, on the new process only.
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await checkoutInModal(page, 'Paiement à la livraison');
  running = false;
  await lanes;

  const direct = await playwright.request.newContext({ baseURL: cluster.processes[fresh].url });
  const orders = await ordersOf(apiAs(direct, who.token));
  expect(orders.map((o) => o.stock_articles.map((l) => l.stock_article_id))).toEqual([[pick.variant.id]]);
  await direct.dispose();
  expect(laneStatuses.length).toBeGreaterThan(0);
  expect(laneStatuses.filter((s) => s >= 300)).toEqual([]);
  expect(failures).toEqual([]);
});
