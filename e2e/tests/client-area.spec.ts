import { writeFileSync } from 'node:fs';
import {
  addToCartFromModal,
  apiAs,
  checkoutInModal,
  confirmCheckout,
  demoPartner,
  expectRed,
  fillCard,
  fillCheckout,
  findProductsOfSellers,
  loginClientAs,
  newIdentity,
  orderByApi,
  orderRow,
  ordersOf,
  registerClientByApi,
  stockOf,
  storeLine,
} from './client-helpers';
import { type APIRequestContext, expect, expectedConsoleError, type Page, test } from './fixtures';
import { field, holdRequests, mantineClassesWithoutStyles, storedSession } from './helpers';

test('a new client registers, earns a coupon, orders from two stores on delivery with it, then cancels one order', async ({
  page,
  request,
}) => {
  test.slow();
  // Register: the terms checkbox is required, then the new client lands on Profile with no order.
  const who = newIdentity('e2e.achat');
  await page.goto('/register');
  await field(page, 'Nom').fill(who.nom);
  await field(page, 'Prénom').fill(who.prenom);
  await field(page, 'Email').fill(who.email);
  await field(page, 'Téléphone').fill(who.telephone);
  await field(page, 'Adresse').fill(who.adresse);
  await field(page, 'Wilaya').first().click();
  await page.getByRole('option', { name: who.wilaya }).click();
  await page.getByRole('radio', { name: 'Femme' }).check();
  await field(page, 'Mot de passe').fill(who.password);
  await field(page, 'Confirmation du mot de passe').fill(who.password);
  await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Aucune commande ici pour le moment.')).toBeVisible();
  const session = JSON.parse((await storedSession(page, 'client')) ?? '{}') as { token: string };
  const client = apiAs(request, session.token);

  // Setup through the API, by the real coupon rule (docs/product/orders-and-money.md, Coupons): a first
  // order of 21 000 DZD or more, delivered by its seller, earns the client a coupon.
  const partner = await demoPartner(request);
  const [delivered] = await orderByApi(
    client,
    [await storeLine(request, partner.storeId, 21_000)],
    'livraison',
  );
  await partner.advance(delivered.id, 'en_attente_de_livraison', 'en_cours_de_livraison', 'livree');
  await page.reload();
  await page.getByRole('tab', { name: 'Mes coupons' }).click();
  const couponRow = page.getByTestId('coupon-row');
  await expect(couponRow).toHaveCount(1);
  await expect(couponRow.getByText('non-utilisé')).toBeVisible();
  const code = (await couponRow.locator('code').textContent())?.trim() ?? '';
  const remise = (await couponRow.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9-]{6,}$/);

  // Two products of two sellers, options chosen in the modal, two units of the first.
  const picks = await findProductsOfSellers(request, 2, { skipSellers: [`m${partner.storeId}`] });
  const stockBefore = await Promise.all(picks.map((p) => stockOf(request, p)));
  await addToCartFromModal(page, picks[0], 2);
  await addToCartFromModal(page, picks[1], 1);

  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByText('2 articles sélectionnés')).toBeVisible();
  await expect(
    page.getByText('Les articles de vendeurs différents donnent une commande par vendeur.'),
  ).toBeVisible();
  await expect(page.getByTestId('summary-coupon')).toHaveText(/^- 0/);

  // The coupon box: 'Appliquer' waits for a code, then the summary takes the discount off.
  const apply = page.getByRole('button', { name: 'Appliquer' });
  await expect(apply).toBeDisabled();
  await field(page, 'Code coupon').fill(code);
  await apply.click();
  await expect(page.getByText('Coupon ajouté avec success')).toBeVisible();
  await expect(page.getByTestId('applied-coupon')).toContainText(code);
  await expect(page.getByTestId('summary-coupon')).toHaveText(`- ${remise}`);

  await checkoutInModal(page, 'Paiement à la livraison');

  // One new order per seller, both waiting for validation and not paid; the coupon on one of them.
  const orders = (await ordersOf(client)).filter((o) => o.id !== delivered.id);
  expect(orders).toHaveLength(2);
  await expect(page.getByTestId('order-row')).toHaveCount(3);
  const orderOf = (pick: (typeof picks)[number]) =>
    orders.find((o) => o.stock_articles.some((l) => l.stock_article_id === pick.variant.id));
  expect(orderOf(picks[0])?.id).not.toBe(orderOf(picks[1])?.id);
  for (const order of orders) {
    expect(order.type_paiement).toBe('livraison');
    const row = orderRow(page, order.ref);
    await expect(row.getByTestId('etat-badge')).toHaveText('En attente de validation');
    await expect(row.getByTestId('paid-badge')).toHaveText('non-payé');
  }
  const withCoupon = orders.filter((o) => o.coupon?.code === code);
  expect(withCoupon).toHaveLength(1);
  expect(withCoupon[0].remise_coupon).toBeGreaterThan(0);
  // The ordered lines left the cart; the stock is reserved.
  const reserved = [2, 1];
  for (const [i, pick] of picks.entries())
    expect(await stockOf(request, pick)).toBe(stockBefore[i] - reserved[i]);
  await page.getByRole('tab', { name: 'Mes coupons' }).click();
  await expect(couponRow.getByText('utilisé', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Toutes les commandes' }).click();

  // Cancel the order that carries the coupon: confirmation, 'Supprimée!', state Annulée, its stock
  // and the coupon given back, the other order untouched.
  const cancelled = withCoupon[0];
  const kept = orders.find((o) => o.id !== cancelled.id)!;
  const row = orderRow(page, cancelled.ref);
  await row.getByRole('button', { name: `Supprimer la commande #${cancelled.ref}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Etes-vous sur?' });
  await expect(confirm.getByText('Vous ne pourrez pas revenir en arrière !')).toBeVisible();
  await confirm.getByRole('button', { name: 'Oui, supprimez-le!' }).click();
  await expect(page.getByText('Supprimée!')).toBeVisible();
  await expect(page.getByText('La commande a été supprimée de votre panier avec success.')).toBeVisible();
  await expect(row.getByTestId('etat-badge')).toHaveText('Annulée');
  await expect(row.getByRole('button', { name: /^Supprimer la commande/ })).toHaveCount(0);
  await expect(orderRow(page, kept.ref).getByTestId('etat-badge')).toHaveText('En attente de validation');
  for (const [i, pick] of picks.entries()) {
    const back = orderOf(pick)?.id === cancelled.id;
    expect(await stockOf(request, pick)).toBe(back ? stockBefore[i] : stockBefore[i] - reserved[i]);
  }
  await page.getByRole('tab', { name: 'Mes coupons' }).click();
  await expect(couponRow.getByText('non-utilisé')).toBeVisible();

  // The tabs sort the orders: Annulées holds the cancelled one only.
  await page.getByRole('tab', { name: 'Annulées' }).click();
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(orderRow(page, cancelled.ref)).toBeVisible();
  await page.goto('/panier');
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
});

test('a card checkout takes the client straight to the payment: the sandbox says it is a demonstration, 4242… pays', async ({
  page,
  request,
}) => {
  const client = await registerClientByApi(request, 'e2e.commande.carte');
  const [pick] = await findProductsOfSellers(request, 1);
  // The cart is filled through the API: this journey is about what follows the checkout.
  await client.api.post('v1/client/panierAdd', { stock_article_id: pick.variant.id, quantite: 1 });
  await loginClientAs(page, client);
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  const { dialog, submit } = await fillCheckout(page, 'Paiement avec Stripe');
  // The one-command demo has no provider key: the card goes to the sandbox, and the checkout says so.
  await expect(dialog.getByTestId('checkout-demo-payment')).toHaveText(
    'Paiement de démonstration : aucune carte n’est débitée sur ce site.',
  );
  await confirmCheckout(dialog, submit);
  await expect(page).toHaveURL(/\/profile$/);

  // Not left on the Profile with an unpaid order: the card form of the new order is open.
  const [order] = await ordersOf(client.api);
  expect(order).toMatchObject({ type_paiement: 'devise', etat: 'en_attente_de_paiement' });
  const payment = page.getByRole('dialog', { name: `Paiement de la commande #${order.ref}` });
  await expect(payment).toBeVisible();
  await expect(payment.getByTestId('demo-payment')).toHaveText(
    'Paiement de démonstration : aucune carte n’est débitée sur ce site.',
  );
  await fillCard(payment, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByText('Paiement effectué avec success')).toBeVisible();
  await expect(payment).toBeHidden();
  const row = orderRow(page, order.ref);
  await expect(row.getByTestId('paid-badge')).toHaveText('payé');
  await expect(row.getByTestId('etat-badge')).toHaveText('En attente de livraison');

  // A reload of the Profile does not open the payment again.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Paiement de la commande/ })).toHaveCount(0);
  expect((await ordersOf(client.api)).map((o) => o.id)).toEqual([order.id]);
});

test('card payment with the sandbox provider: 4242… pays the order, 4000…0002 is declined', {
  // The empty card's 422 (each message under its field) and the declined card's refusal.
  annotation: expectedConsoleError(
    /status of 422 .*\/api\/v1\/client\/commandePayer\//,
    /status of 401 .*\/api\/v1\/client\/commandePayer\//,
  ),
}, async ({ page, request }) => {
  const client = await registerClientByApi(request, 'e2e.carte');
  const partner = await demoPartner(request);
  const picks = await findProductsOfSellers(request, 2, { skipSellers: [`m${partner.storeId}`], offset: 2 });
  const [accepted, declined] = await orderByApi(
    client.api,
    picks.map((pick) => ({ pick, quantite: 1 })),
    'devise',
  );
  await loginClientAs(page, client);

  const payRow = orderRow(page, accepted.ref);
  await expect(payRow.getByTestId('etat-badge')).toHaveText('En attente de paiement');
  await expect(payRow.getByTestId('paid-badge')).toHaveText('non-payé');
  await payRow.getByRole('button', { name: 'Payé !' }).click();
  let dialog = page.getByRole('dialog', { name: `Paiement de la commande #${accepted.ref}` });
  await expect(dialog.getByText(/^Voulez-vous payer .+ \?$/)).toBeVisible();

  // Empty card: each server message under its own field.
  await dialog.getByRole('button', { name: 'Payer' }).click();
  await expect(dialog.getByText('Veuillez entre un numéro de carte valide.')).toBeVisible();

  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByText('Paiement effectué avec success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(payRow.getByTestId('paid-badge')).toHaveText('payé');
  await expect(payRow.getByTestId('etat-badge')).toHaveText('En attente de livraison');
  await expect(payRow.getByRole('button', { name: 'Details' })).toBeVisible();

  const declineRow = orderRow(page, declined.ref);
  await declineRow.getByRole('button', { name: 'Payé !' }).click();
  dialog = page.getByRole('dialog', { name: `Paiement de la commande #${declined.ref}` });
  await fillCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Payer' }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: 'Votre carte a été refusée.' });
  await expect(refusal).toBeVisible();
  await expectRed(refusal);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(declineRow.getByTestId('paid-badge')).toHaveText('non-payé');
  await expect(declineRow.getByTestId('etat-badge')).toHaveText('En attente de paiement');
  await expect(declineRow.getByRole('button', { name: 'Payé !' })).toBeVisible();

  const after = await ordersOf(client.api);
  expect(after.find((o) => o.id === accepted.id)).toMatchObject({
    etat: 'en_attente_de_livraison',
    paye: true,
  });
  expect(after.find((o) => o.id === declined.id)).toMatchObject({
    etat: 'en_attente_de_paiement',
    paye: false,
  });
});

test(
  'the client confirms a delivery by scanning the QR code printed on the parcel',
  {
    // Scanned too early (the order not yet handed over): the server's 422, shown in red.
    annotation: expectedConsoleError(/status of 422 .*\/api\/v1\/client\/commandeScanne\//),
  },
  async ({ page, request }, testInfo) => {
    const client = await registerClientByApi(request, 'e2e.scan');
    const partner = await demoPartner(request);
    const [order] = await orderByApi(client.api, [await storeLine(request, partner.storeId, 1)], 'livraison');
    // The seller validates the order; the parcel is not with the courier yet.
    await partner.advance(order.id, 'en_attente_de_livraison');

    await loginClientAs(page, client);
    const row = orderRow(page, order.ref);
    await expect(row.getByTestId('etat-badge')).toHaveText('En attente de livraison');
    await expect(row.getByTestId('paid-badge')).toHaveText('non-payé');

    // The client's order detail never shows the code: it is printed on the parcel by the seller.
    await row.getByRole('button', { name: `Voir le détail de la commande #${order.ref}` }).click();
    const detail = page.getByRole('dialog', { name: `Commande #${order.ref}` });
    await expect(detail.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await expect(detail).toBeHidden();
    // The parcel's label, photographed by the client.
    const src = await partner.parcelQrCode(order.ref);
    expect(src).toMatch(/^data:image\/png;base64,/);
    const picture = testInfo.outputPath('qr-commande.png');
    writeFileSync(picture, Buffer.from(src.split(',')[1] ?? '', 'base64'));

    await page.getByRole('button', { name: 'Scanner le QR code d’une commande' }).click();
    const scan = page.getByRole('dialog', { name: 'Scan' });
    const pickPicture = async () => {
      const chooser = page.waitForEvent('filechooser');
      await scan.getByRole('button', { name: 'Ou choisissez une photo du QR code' }).click();
      await (await chooser).setFiles(picture);
    };

    // Too early: the server's reason in red, and 'Lancer Scan' to try again.
    await pickPicture();
    const refusal = scan
      .getByRole('alert')
      .filter({ hasText: "Cette commande n'est pas en cours de livraison." });
    await expect(refusal).toBeVisible();
    await expectRed(refusal);
    await expect(scan.getByRole('button', { name: 'Lancer Scan' })).toBeVisible();

    // The courier sets off; the same picture now confirms the delivery.
    await partner.advance(order.id, 'en_cours_de_livraison');
    await pickPicture();
    await expect(page.getByText('Scan avec success')).toBeVisible();
    await expect(scan).toBeHidden();
    await expect(row.getByTestId('etat-badge')).toHaveText('Livrée');
    await expect(row.getByTestId('paid-badge')).toHaveText('payé');
    await expect(row.getByRole('button', { name: 'Details' })).toBeVisible();
    await page.getByRole('tab', { name: 'Livrées' }).click();
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(orderRow(page, order.ref)).toBeVisible();
    expect((await ordersOf(client.api))[0]).toMatchObject({ etat: 'livree', paye: true });
  },
);

test('a checkout refused because the stock sold meanwhile names the line, then goes through with what is left', {
  // The checkout refused by the server: its 422.
  annotation: expectedConsoleError(/status of 422 .*\/api\/v1\/client\/commandeAdd/),
}, async ({ page, request }) => {
  const partner = await demoPartner(request);
  const [pick] = await findProductsOfSellers(request, 1, {
    minStock: 2,
    skipSellers: [`m${partner.storeId}`],
    offset: 4,
  });
  const name = pick.article.designation;
  const stock = await stockOf(request, pick);
  const buyer = await registerClientByApi(request, 'e2e.stock');
  await buyer.api.post('v1/client/panierAdd', { stock_article_id: pick.variant.id, quantite: stock });
  await loginClientAs(page, buyer);
  await page.goto('/panier');
  const line = page.getByRole('listitem', { name });
  const quantity = line.getByRole('textbox', { name: `Quantité de « ${name} »` });
  await expect(quantity).toHaveValue(String(stock));

  // Another client buys one unit while the cart is open.
  const rival = await registerClientByApi(request, 'e2e.rival');
  const [rivalOrder] = await orderByApi(rival.api, [{ pick, quantite: 1 }], 'livraison');

  const { dialog, submit } = await fillCheckout(page, 'Paiement à la livraison');
  await confirmCheckout(dialog, submit);
  await expect(page.getByText('Veuillez ressayer plus tard')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByText('Votre commande n’a pas pu être passée :')).toBeVisible();
  await expect(line.getByRole('alert')).toHaveText(
    `Stock insuffisant pour « ${name} » : ${stock - 1} disponible(s).`,
  );
  // The cart is read again: the quantity is capped by the stock left, and nothing was reserved.
  await expect(quantity).toHaveValue(String(stock - 1));
  expect(await stockOf(request, pick)).toBe(stock - 1);

  await checkoutInModal(page, 'Paiement à la livraison');
  const [order] = await ordersOf(buyer.api);
  expect(order.stock_articles).toEqual([
    expect.objectContaining({ stock_article_id: pick.variant.id, quantite: stock - 1 }),
  ]);
  expect(await stockOf(request, pick)).toBe(0);

  // Both orders cancelled: the shelf is full again for the other journeys.
  await buyer.api.delete(`v1/client/commandeDelete/${order.id}`);
  await rival.api.delete(`v1/client/commandeDelete/${rivalOrder.id}`);
  expect(await stockOf(request, pick)).toBe(stock);
});

/** The order form's code: its own chunk and what it shares with other screens (apps/web/vite-chunks.ts). */
const ORDER_FORM_CODE = /\/assets\/(checkout-modal|tap-cart)-[^/]+\.js$/;

/** A new client with one line in the basket, signed in. */
async function clientWithBasket(page: Page, request: APIRequestContext, prefix: string) {
  const client = await registerClientByApi(request, prefix);
  const [pick] = await findProductsOfSellers(request, 1);
  await client.api.post('v1/client/panierAdd', { stock_article_id: pick.variant.id, quantite: 1 });
  await loginClientAs(page, client);
  return client;
}

test("the basket shows before its order form's code has arrived; 'Commander' tapped meanwhile says it is coming and opens the form", async ({
  page,
  request,
}) => {
  await clientWithBasket(page, request, 'e2e.panier.formulaire');
  const asked: string[] = [];
  const release = await holdRequests(page, ORDER_FORM_CODE, asked);
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const order = page.getByRole('button', { name: 'Commander' });
  await order.click();
  // Not lost: the button says the form is on its way, and the form opens once its code is there.
  await expect(order).toHaveAttribute('data-loading', 'true');
  const dialog = page.getByRole('dialog', { name: 'Passer la commande' });
  await expect(dialog).toBeHidden();
  expect(asked.length).toBeGreaterThan(0);
  release();
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Adresse de livraison')).toBeVisible();
  await expect(order).not.toHaveAttribute('data-loading');
});

test("the basket, its order form, its recap and its removal's confirmation are drawn with every style they use, without Mantine's whole sheet", async ({
  page,
  request,
}) => {
  await clientWithBasket(page, request, 'e2e.panier.styles');
  const sheets: string[] = [];
  page.on('request', (r) => r.resourceType() === 'stylesheet' && sheets.push(new URL(r.url()).pathname));
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Livraison à domicile' })).toBeVisible();
  expect(await mantineClassesWithoutStyles(page)).toEqual([]);

  const { dialog, submit } = await fillCheckout(page, 'Paiement à la livraison');
  expect(await mantineClassesWithoutStyles(page)).toEqual([]);
  await submit.click();
  await expect(dialog.getByRole('heading', { name: 'Récapitulatif de votre commande' })).toBeVisible();
  expect(await mantineClassesWithoutStyles(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A line is removed once it is no longer selected.
  const line = page.getByTestId('cart-line');
  await line.getByRole('checkbox', { name: /^Sélectionner / }).uncheck();
  await line.getByRole('button', { name: /^Retirer .+ du panier$/ }).click();
  const confirmation = page.getByRole('dialog', { name: 'Etes-vous sur?' });
  await expect(confirmation).toBeVisible();
  expect(await mantineClassesWithoutStyles(page)).toEqual([]);
  expect(sheets.filter((sheet) => sheet.includes('mantine-all-styles'))).toEqual([]);
});

test("the order form's code and payment types fetched in the basket's idle time: 'Commander' opens it at once, afresh each time, the page under it held still", async ({
  page,
  request,
}) => {
  await clientWithBasket(page, request, 'e2e.panier.prefetch');
  // A phone's screen: the basket is taller than it, so the page could scroll under the form.
  await page.setViewportSize({ width: 412, height: 600 });
  const started = new Set<string>();
  const finished = new Set<string>();
  const configAsked: string[] = [];
  page.on('request', (r) => ORDER_FORM_CODE.test(r.url()) && started.add(r.url()));
  page.on('requestfinished', (r) => {
    if (ORDER_FORM_CODE.test(r.url())) finished.add(r.url());
    if (new URL(r.url()).pathname === '/api/v1/client/paiementConfig') configAsked.push(r.url());
  });
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // Fetched without a tap, once the basket has something to order (its files asked for together),
  // with the payment types the form offers.
  await expect.poll(() => started.size > 0 && finished.size === started.size).toBe(true);
  await expect.poll(() => configAsked.length).toBe(1);
  // No download left for the tap: the form's code can no longer be fetched.
  await page.route(ORDER_FORM_CODE, (route) => route.abort());
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable).toBeGreaterThan(100);
  await page.getByRole('button', { name: 'Commander' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passer la commande' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Paiement à la livraison' })).toBeVisible();
  expect(configAsked).toHaveLength(1);

  // The page under the form does not scroll (the modal locks it, its scroll bar left in place).
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(206, 20);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // Closed and opened again: a fresh form, not the address typed before.
  await field(dialog, 'Adresse de livraison').fill('5 rue Larbi Ben Mhidi');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Commander' }).click();
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Adresse de livraison')).toHaveValue('');
});

for (const lang of ['fr', 'ar'] as const) {
  test(`a client's basket (${lang}): its own code and its language's strings are asked for beside the app's, before the app runs, each once`, async ({
    page,
    request,
  }) => {
    await clientWithBasket(page, request, `e2e.panier.code.${lang}`);
    if (lang === 'ar') await page.evaluate(() => window.localStorage.setItem('souk.lang', 'ar'));
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/assets/')) asked.push(pathname);
    });
    // The app's entry is held: nothing of the app runs, so the router cannot be what asks for the
    // page's files (docs/decisions/0068).
    const entry = /\/assets\/index-[\w-]+\.js$/;
    const release = await holdRequests(page, entry);
    await page.goto('/panier', { waitUntil: 'domcontentloaded' });
    const own = [
      /\/storefront-layout-[\w-]+\.js$/,
      /\/cart-page-[\w-]+\.js$/,
      /\/cart-page-[\w-]+\.css$/,
      /\/fr-[\w-]+\.js$/,
      ...(lang === 'ar' ? [/\/ar-[\w-]+\.js$/] : []),
    ];
    await expect
      .poll(() => own.filter((file) => !asked.some((path) => file.test(path))).map(String))
      .toEqual([]);
    expect(asked.some((path) => entry.test(path))).toBe(true);
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    release();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // Preloaded as the app then imports them (same CORS mode): one download each, not two.
    for (const file of own)
      expect(
        asked.filter((path) => file.test(path)),
        String(file),
      ).toHaveLength(1);
    if (lang === 'fr') expect(asked.filter((path) => /\/ar-[\w-]+\.js$/.test(path))).toEqual([]);
  });
}

test("the order form's code that cannot be fetched is said at the tap, and the next tap fetches it again", {
  // The aborted downloads of the form's code.
  annotation: expectedConsoleError(/net::ERR_FAILED/, /Failed to fetch dynamically imported module/),
}, async ({ page, request }) => {
  await clientWithBasket(page, request, 'e2e.panier.horsligne');
  await page.route(ORDER_FORM_CODE, (route) => route.abort());
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const order = page.getByRole('button', { name: 'Commander' });
  await order.click();
  await expect(
    page.getByText('Le formulaire de commande ne peut pas être chargé pour le moment. Veuillez réessayer.'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Passer la commande' });
  await expect(dialog).toBeHidden();
  await expect(order).toBeEnabled();
  await expect(order).not.toHaveAttribute('data-loading');
  // The connection is back: 'Commander' again opens the form.
  await page.unroute(ORDER_FORM_CODE);
  await order.click();
  await expect(dialog).toBeVisible();
});

test("the basket's reply, and its first line's picture, are asked for as its address opens, beside the page's code, not once the page is drawn", async ({
  page,
  request,
}) => {
  await clientWithBasket(page, request, 'e2e.panier.tot');
  const release = await holdRequests(page, /\/assets\/cart-page-[^/]+\.js$/);
  const asked: string[] = [];
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/client\/(panierShow|fraisLivraison)/.test(r.url())) asked.push(new URL(r.url()).pathname);
    if (/\/media\/.+\.webp$/.test(r.url())) pictures.push(new URL(r.url()).pathname);
  });
  const basketAsked = page.waitForRequest(/\/api\/v1\/client\/panierShow$/);
  const quoteAsked = page.waitForRequest(/\/api\/v1\/client\/fraisLivraison/);
  const pictureAsked = page.waitForRequest(/\/media\/.+\.webp$/);
  await page.goto('/panier');
  // The page's code is held: its replies are asked for all the same, the quote once the basket has a line,
  // and the picture of its line (on the first screen).
  await basketAsked;
  await quoteAsked;
  await pictureAsked;
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  release();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('summary-delivery')).not.toBeEmpty();
  // The line's image is the one asked for: shown from it, not asked for again.
  const picture = page.getByTestId('cart-line').locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
    pictures[0],
  );
  await expect(picture).not.toHaveAttribute('loading', 'lazy');
  // The page takes those replies: it does not ask again.
  expect(asked).toEqual(['/api/v1/client/panierShow', '/api/v1/client/fraisLivraison']);
  expect(pictures).toHaveLength(1);
});
