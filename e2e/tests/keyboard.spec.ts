import sharp from 'sharp';
import { ar } from '../../apps/web/src/lib/locales/ar';
import { adminPeople as arPeople } from '../../apps/web/src/lib/locales/backoffice/ar/admin-people';
import { fr as storefrontFr } from '../../apps/web/src/lib/locales/fr';
import { screensFr } from '../../apps/web/src/lib/locales/screens/fr';
import {
  type Article,
  apiAs,
  findProductsOfSellers,
  orderByApi,
  ordersOf,
  platformVariant,
  registerClientByApi,
  type Variant,
} from './client-helpers';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo, test } from './fixtures';
import { DEMO, field } from './helpers';

/**
 * Journeys done with the keyboard alone (decision 0037): Tab and Shift+Tab to move, Enter to act,
 * typing in fields. No click, no `fill`: the locators below only check where the focus is and what
 * the screen shows.
 */

/**
 * Whether `target` has the focus, found and checked in one go: a header menu's trigger is replaced by
 * its loaded menu's (which takes the focus over, ui/deferred-menu.tsx), so an element found first and
 * checked after may be the one just replaced.
 */
async function hasFocus(target: Locator) {
  return (await target.and(target.page().locator(':focus')).count()) > 0;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  // Attached, not visible: a chip's radio input is visually hidden, its label drawn instead.
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${target} in ${max} presses`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

async function press(page: Page, target: Locator, key = 'Enter', { back = false } = {}) {
  await tabTo(page, target, { back });
  await page.keyboard.press(key);
}

test('a partner adds an article with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { data: categories } = await (await request.get('/api/v1/categories')).json();
  const categorie = (
    categories as { designation: string; sous_categories: { designation: string }[] }[]
  ).find((c) => c.sous_categories.length > 0);
  if (!categorie?.sous_categories[0]) throw new Error('the demo data has no category with a sub-category');
  const designation = `Panier tressé clavier ${Date.now()}`;

  await page.goto('/partenaire/login');
  await typeInto(page, page.getByLabel('Email'), DEMO.partner.email);
  await typeInto(page, page.getByLabel('Mot de passe'), DEMO.partner.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/partenaire\/dashboard$/);

  await press(
    page,
    page.getByRole('navigation', { name: 'Menu partenaire' }).getByRole('link', { name: 'Articles' }),
  );
  await expect(page).toHaveURL(/\/partenaire\/articles$/);
  await press(page, page.getByRole('link', { name: 'Nouveau', exact: true }));
  await expect(page).toHaveURL(/\/partenaire\/articles\/nouveau$/);

  const form = page.getByRole('form', { name: 'Nouvel article' });
  await typeInto(page, form.getByLabel(/^Désignation( \*)?$/), designation);
  await typeInto(page, form.getByLabel(/^Marque( \*)?$/), 'Atelier Biskra');
  // A native select: the keyboard types the start of the choice.
  await tabTo(page, form.getByLabel(/^Catégorie( \*)?$/));
  await page.keyboard.type(categorie.designation);
  await expect(form.getByLabel(/^Catégorie( \*)?$/)).toHaveValue(/.+/);
  await tabTo(page, form.getByLabel(/^Sous-catégorie( \*)?$/));
  await page.keyboard.type(categorie.sous_categories[0].designation);
  await typeInto(
    page,
    form.getByLabel(/^Description( \*)?$/),
    'Panier en palme tressée à la main, anses en cuir.',
  );

  // The main image: Enter on its button opens the file chooser.
  const image = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 160, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  await tabTo(page, form.getByRole('button', { name: /Image principale/ }).first());
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'panier.png', mimeType: 'image/png', buffer: image });
  await expect(form.getByRole('img', { name: 'Aperçu : Image principale' })).toBeVisible();

  await typeInto(page, form.getByLabel(/^Désignation de l'option 1( \*)?$/), 'Taille');
  await typeInto(page, form.getByLabel(/^Option 1 : sous-option 1( \*)?$/), 'Moyen');

  await press(page, form.getByRole('button', { name: 'Valider' }));
  await expect(page.getByText('Creation avec success')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/partenaire\/articles\/(?!nouveau)[^/]+$/);
  await expect(page.getByRole('heading', { name: designation })).toBeVisible();
});

/** A variant to buy and its product, found through the public API. */
interface Choice {
  article: Article;
  variant: Variant;
}

/** The sub-option of a variant for one option of its product. */
function subOptionFor(choice: Choice, optionId: number) {
  const chosen = choice.variant.sous_options.find((so) => so.option_id === optionId);
  if (!chosen) throw new Error(`variant ${choice.variant.id} has no sub-option for option ${optionId}`);
  return chosen;
}

/**
 * A product with options and a variant holding plenty to spare (other journeys of the same server
 * buy too), a variant that is not the preselected one first: the keyboard must then choose it.
 * `rank`: the journeys of one server buy different products (the first, the second...).
 */
async function productToBuy(request: APIRequestContext, rank = 0): Promise<Choice> {
  const { data: categories } = await (await request.get('/api/v1/categories')).json();
  const found: Choice[] = [];
  for (const categorie of categories as { slug: string }[]) {
    const listing = await (await request.get(`/api/v1/categorieShow/${categorie.slug}`)).json();
    for (const article of listing.data as Article[]) {
      if (article.options.length === 0) continue;
      for (const variant of article.stock_articles) {
        // Reachable in the modal: one sub-option of each option.
        if (variant.quantite >= 10 && variant.sous_options.length === article.options.length)
          found.push({ article, variant });
      }
    }
  }
  const preselected = (c: Choice) =>
    c.article.options.every((o) => subOptionFor(c, o.id).id === o.sous_options[0]?.id);
  found.sort(
    (a, b) => Number(preselected(a)) - Number(preselected(b)) || b.variant.quantite - a.variant.quantite,
  );
  // One variant per product: the journeys of one server then buy different products.
  const products = found.filter((c, i) => found.findIndex((o) => o.article.id === c.article.id) === i);
  const choice = products[rank];
  if (!choice) throw new Error(`the demo data has no ${rank + 1} products with 10 units of a variant`);
  return choice;
}

/** The demo client starts from an empty basket: what earlier journeys of this server left is removed. */
async function emptyDemoBasket(request: APIRequestContext) {
  const reply = await request.post('/api/v1/client/login', { data: DEMO.client });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  const api = apiAs(request, ((await reply.json()) as { token: string }).token);
  const cart = (await api.get('v1/client/panierShow')) as {
    data: { stock_articles: { stock_article_id: number }[] };
  };
  for (const line of cart.data.stock_articles)
    await api.delete(`v1/client/panierDelete/${line.stock_article_id}`);
  return api;
}

/** Presses `key` (the arrows of a menu) until `target` has the focus. */
async function arrowFocus(page: Page, target: Locator, key = 'ArrowDown', max = 12) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never brought the focus to ${target} in ${max} presses`);
}

/** Presses `key` on a radio of a group until `wanted` is the checked one (arrows move and check). */
async function arrowTo(page: Page, wanted: Locator, key = 'ArrowDown', max = 12) {
  for (let presses = 0; presses <= max; presses++) {
    if (await wanted.isChecked()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never checked ${wanted} in ${max} presses`);
}

/** The French strings these journeys read: the bundled catalogue and the other screens' (loaded with
 * those screens). */
const fr = { ...storefrontFr, ...screensFr };
type Words = typeof fr;

/** Keeps a screenshot of the screen in the test's results (the focus ring shows what has the focus). */
type Shot = (name: string) => Promise<void>;
const shooter =
  (page: Page, testInfo: TestInfo): Shot =>
  async (name) => {
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  };

/**
 * From the header's search field to the product in the basket: types the product's name, opens it
 * from the results, chooses its variant's sub-options with the arrows and adds it.
 */
async function searchAndAdd(page: Page, w: Words, choice: Choice) {
  const { article } = choice;
  await typeInto(
    page,
    page.getByRole('searchbox', { name: w.storefront.header.searchLabel }),
    article.designation,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resultats\?search=/);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByText(article.designation, { exact: true }) })
    .first();
  await press(page, card);
  const modal = page.getByRole('dialog', { name: article.designation });
  await expect(modal.getByRole('heading', { name: article.designation })).toBeVisible();
  for (const option of article.options) {
    const group = modal.getByRole('radiogroup', { name: option.designation });
    // Tab lands on the group's checked chip; the arrows choose another.
    await tabTo(page, group.getByRole('radio', { checked: true }));
    await arrowTo(
      page,
      group.getByRole('radio', { name: subOptionFor(choice, option.id).designation, exact: true }),
    );
  }
  await expect(modal.getByTestId('stock')).toContainText(String(choice.variant.quantite));
  await press(page, modal.getByRole('button', { name: w.storefront.product.addToCart }));
  return modal;
}

/** Logs the demo client in on the login page, with the keyboard. */
async function logIn(page: Page, w: Words) {
  const form = page.getByRole('tabpanel');
  await typeInto(page, form.getByLabel(w.common.email), DEMO.client.email);
  await typeInto(page, form.getByLabel(w.common.password), DEMO.client.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
}

/**
 * The basket, from the header's preview: Enter opens it and moves the focus in, Escape closes it and
 * gives the focus back to the cart button; opened again, 'Voir Panier' leads to the basket.
 */
async function openBasket(page: Page, w: Words, shot: Shot) {
  const cartButton = page.getByRole('link', { name: w.storefront.header.cart.replace('{{count}}', '1') });
  const preview = page.getByRole('dialog', { name: w.cart.preview });
  await press(page, cartButton);
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview).toBeVisible();
  await tabTo(page, preview.getByRole('link', { name: w.cart.viewCart }));
  await shot('cart-preview');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/panier$/);
}

/**
 * The order from the basket: one more unit with the + button, 'Commander', the address typed, the
 * position from the device ('Utiliser ma position'), the wilaya chosen in its list, cash on
 * delivery chosen with the arrows, the recap's terms accepted with Space, and the order confirmed.
 */
async function checkOut(page: Page, w: Words, choice: Choice, shot: Shot) {
  const name = choice.article.designation;
  const quantity = page.getByRole('textbox', { name: w.cart.quantityOf.replace('{{name}}', name) });
  await expect(quantity).toHaveValue('1');
  await press(page, page.getByRole('button', { name: w.cart.increase.replace('{{name}}', name) }));
  await expect(quantity).toHaveValue('2');

  await press(page, page.getByRole('button', { name: w.cart.order, exact: true }));
  const dialog = page.getByRole('dialog', { name: w.checkout.title });
  await typeInto(
    page,
    dialog.getByRole('textbox', { name: w.common.deliveryAddress }),
    '14 boulevard Krim Belkacem, Alger',
  );
  await press(page, dialog.getByRole('button', { name: w.checkout.locate }));
  // In the journey's language (in Arabic with its comma).
  await expect(dialog.getByTestId('checkout-position')).toHaveText(
    w.checkout.position.replace('{{latitude}}', '36.75290').replace('{{longitude}}', '3.04200'),
  );
  // A native select: typing the start of a choice picks it.
  const wilaya = dialog.getByRole('combobox', { name: w.delivery.choice.wilaya });
  await tabTo(page, wilaya);
  await page.keyboard.type('16');
  await expect(wilaya).toHaveValue(/^16 - /);
  const payments = dialog.getByRole('radiogroup', { name: w.checkout.paymentType });
  await tabTo(page, payments.getByRole('radio', { checked: true }));
  // Cash on delivery, by its value: its label is the domain's, in the journey's language.
  await arrowTo(page, payments.locator('input[type="radio"][value="livraison"]'));
  await tabTo(page, dialog.getByRole('button', { name: w.common.submit, exact: true }));
  await shot('checkout');
  await page.keyboard.press('Enter');

  await expect(dialog.getByRole('heading', { name: w.delivery.recap.title })).toBeVisible();
  const terms = dialog.getByRole('checkbox', { name: w.delivery.recap.acceptTerms });
  await press(page, terms, 'Space');
  await expect(terms).toBeChecked();
  await press(page, dialog.getByRole('button', { name: w.delivery.recap.confirm }));
  await expect(page).toHaveURL(/\/profile$/, { timeout: 20_000 });
}

/**
 * A desktop screen: the header's cart opens its preview there (up to 1023 px it goes to the basket).
 * The device gives the position of delivery (the map has its own keyboard journey).
 */
const SHOPPER_DEVICE = {
  viewport: { width: 1366, height: 768 },
  geolocation: { latitude: 36.7529, longitude: 3.042 },
  permissions: ['geolocation'],
};

test.describe('a shopper with the keyboard alone', () => {
  test.use(SHOPPER_DEVICE);

  test('searches, chooses a variant, logs in, orders on delivery and finds the order in the profile', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shot = shooter(page, testInfo);
    const client = await emptyDemoBasket(request);
    const choice = await productToBuy(request);
    const w = fr;

    await page.goto('/');
    // A visitor's 'Ajouter au panier' asks to log in first.
    await searchAndAdd(page, w, choice);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, w);

    // Signed in, the same search from the header's field, and the product goes into the basket.
    const modal = await searchAndAdd(page, w, choice);
    await expect(page.getByText(w.storefront.product.addedToCart)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await openBasket(page, w, shot);
    await checkOut(page, w, choice, shot);
    await expect(page.getByText(w.checkout.success)).toBeVisible();

    const [order] = await ordersOf(client);
    expect(order.type_paiement).toBe('livraison');
    expect(order.stock_articles).toEqual([
      expect.objectContaining({ stock_article_id: choice.variant.id, quantite: 2 }),
    ]);
    await expect(page.getByTestId('order-row').filter({ hasText: order.ref })).toBeVisible();
  });
});

test.describe('a shopper with the keyboard alone, in Arabic', () => {
  test.use(SHOPPER_DEVICE);

  test('switches to Arabic, logs in, adds a product, orders on delivery, right to left', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shot = shooter(page, testInfo);
    const client = await emptyDemoBasket(request);
    const choice = await productToBuy(request, 1);
    const w = ar;

    // The header's language menu: Enter opens it, the arrows reach العربية, Enter chooses it.
    await page.goto('/');
    await press(page, page.getByRole('button', { name: fr.language.change.replace('{{name}}', 'FR') }));
    await arrowFocus(page, page.getByRole('menuitem', { name: 'العربية' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: w.storefront.menu.label })).toBeVisible();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);

    await press(page, page.getByRole('link', { name: w.storefront.header.login, exact: true }).first());
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, w);

    const modal = await searchAndAdd(page, w, choice);
    await expect(page.getByText(w.storefront.product.addedToCart)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await openBasket(page, w, shot);
    await checkOut(page, w, choice, shot);

    const [order] = await ordersOf(client);
    expect(order.type_paiement).toBe('livraison');
    expect(order.stock_articles).toEqual([
      expect.objectContaining({ stock_article_id: choice.variant.id, quantite: 2 }),
    ]);
    await expect(page.getByTestId('order-row').filter({ hasText: order.ref })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  });
});

/** A small, valid PNG of one colour. */
async function png(background: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
}

test('an administrator moves an order forward and creates a category with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { article, variant } = await platformVariant(request);
  const client = await registerClientByApi(request, 'e2e.keyboard');
  const [order] = await orderByApi(
    client.api,
    [{ pick: { categorySlug: '', article, variant }, quantite: 1 }],
    'livraison',
  );
  const categoryName = `Vannerie clavier ${Date.now()}`;

  await page.goto('/admin/login');
  await typeInto(page, page.getByLabel('Email'), DEMO.admin.email);
  await typeInto(page, page.getByLabel('Mot de passe'), DEMO.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const menu = page.getByRole('navigation', { name: "Menu d'administration" });

  // The order: found by the search, its state changed from the row's menu (arrows, Enter).
  await press(page, menu.getByRole('link', { name: 'Commandes' }));
  await expect(page).toHaveURL(/\/admin\/commandes$/);
  await typeInto(page, page.getByRole('searchbox', { name: 'Rechercher une commande' }), order.ref);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('backoffice-order-row').filter({ hasText: `#${order.ref}` });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  const stateMenu = row.getByRole('button', { name: `Changer l'état de la commande #${order.ref}` });
  await press(page, stateMenu);
  // Enter opens the menu; the arrows move into its items (WAI-ARIA menu button).
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Validée' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText('En attente de livraison', { timeout: 20_000 });
  // The focus stays on the row's menu button: the next Tab goes on from there.
  await expect(stateMenu).toBeFocused();

  // Its detail page, from the row's link: scrolled clear of the sticky Action column when focused.
  const details = row.getByRole('link', { name: `Details de la commande #${order.ref}` });
  await tabTo(page, details, { back: true });
  const [link, action] = await Promise.all([
    details.boundingBox(),
    stateMenu.locator('xpath=ancestor::td').boundingBox(),
  ]);
  expect(link && action && link.x + link.width).toBeLessThanOrEqual(action?.x ?? 0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/commandes/${order.ref}$`));
  await expect(page.getByRole('heading', { name: `commande #${order.ref}` })).toBeVisible();

  // A new category: the modal opens on its first field, the image is chosen with Enter, and the
  // focus comes back to 'Nouveau' when the modal closes.
  await press(page, menu.getByRole('link', { name: 'Categories' }));
  await expect(page).toHaveURL(/\/admin\/categories$/);
  const nouveau = page.getByRole('button', { name: 'Nouveau', exact: true });
  await press(page, nouveau);
  const dialog = page.getByRole('dialog', { name: 'Nouvelle catégorie' });
  await expect(dialog).toBeVisible();
  await typeInto(page, field(dialog, 'Désignation'), categoryName);
  await tabTo(page, dialog.getByRole('button', { name: 'Choisir une image : Image' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({
    name: 'vannerie.png',
    mimeType: 'image/png',
    buffer: await png({ r: 200, g: 120, b: 60 }),
  });
  await expect(dialog.getByRole('img', { name: 'Aperçu : Image' })).toBeVisible();
  await press(page, dialog.getByRole('button', { name: 'Enregistrer' }));
  await expect(page.getByText('Creation avec success')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(nouveau).toBeFocused();

  // Renamed from its card: the search runs on Enter, the edit icon opens the filled modal.
  const renamed = `${categoryName} tressée`;
  await typeInto(
    page,
    page.getByRole('searchbox', { name: 'Rechercher une catégorie ou une sous-catégorie' }),
    categoryName,
  );
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: categoryName });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article')).toHaveCount(1);
  await press(page, card.getByRole('button', { name: `Modifier ${categoryName}` }));
  const editor = page.getByRole('dialog', { name: 'Modifier la catégorie' });
  await expect(field(editor, 'Désignation')).toBeFocused();
  await expect(field(editor, 'Désignation')).toHaveValue(categoryName);
  await page.keyboard.press('End');
  await page.keyboard.type(' tressée');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Modification avec success')).toBeVisible({ timeout: 30_000 });
  await expect(editor).toBeHidden();
  await expect(page.getByRole('article', { name: renamed })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: `Modifier ${renamed}` })).toBeFocused();
});

test('in Arabic, an administrator reads a contact message with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sujet = `Facture manquante ${Date.now()}`;
  const sent = await request.post('/api/v1/contactAdd', {
    data: {
      nom: 'Saidi',
      prenom: 'Rym',
      telephone: '0552 14 25 36',
      email: 'rym.saidi@exemple.dz',
      sujet,
      msg: `Bonjour, je n'ai pas reçu la facture de ma dernière commande (${sujet}).`,
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  await page.goto('/admin/login');
  await typeInto(page, page.getByLabel('Email'), DEMO.admin.email);
  await typeInto(page, page.getByLabel('Mot de passe'), DEMO.admin.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The language menu of the top bar: Enter opens it, the arrows reach العربية.
  await press(page, page.getByRole('button', { name: /^Changer de langue/ }));
  await expect(page.getByRole('menu')).toBeVisible();
  const arabic = page.getByRole('menuitem', { name: 'العربية' });
  for (
    let presses = 0;
    presses < 5 && !(await arabic.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const menu = page.getByRole('navigation', { name: ar.admin.nav.label });
  await press(page, menu.getByRole('link', { name: ar.admin.nav.contacts }));
  await expect(page).toHaveURL(/\/admin\/conatcts$/);
  await typeInto(page, page.getByRole('searchbox', { name: arPeople.contacts.searchLabel }), sujet);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('contact-row').filter({ hasText: sujet });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  const actions = row.getByRole('button', {
    name: arPeople.contacts.actionsFor.replace('{{name}}', 'Saidi Rym'),
  });
  await press(page, actions);
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: arPeople.contacts.read })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: arPeople.contacts.detailTitle });
  await expect(dialog.getByText(sujet, { exact: true })).toBeVisible();
  // Escape closes it; the focus is back on the row's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
  await expect(row).not.toHaveAttribute('data-unread');
});

test('a shopper places the delivery position on the map with the keyboard alone, and orders', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const client = await registerClientByApi(request, 'e2e.keyboard.carte');
  const [pick] = await findProductsOfSellers(request, 1);
  // The cart is filled through the API: this journey is about the order form.
  await client.api.post('v1/client/panierAdd', { stock_article_id: pick.variant.id, quantite: 1 });

  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await typeInto(page, form.getByLabel('Email'), client.email);
  await typeInto(page, form.getByLabel('Mot de passe'), client.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/panier');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await press(page, page.getByRole('button', { name: 'Commander' }));
  const dialog = page.getByRole('dialog', { name: 'Passer la commande' });
  await expect(dialog).toBeVisible();
  await typeInto(page, field(dialog, 'Adresse de livraison'), '14 boulevard Krim Belkacem, Alger');
  const submit = dialog.getByRole('button', { name: 'Valider' });
  await expect(submit).toBeDisabled();

  // The map: one stop, named, its keys shown while it has the focus.
  const map = dialog.getByRole('application', { name: 'Carte : position de livraison' });
  await tabTo(page, map);
  await expect(map).toHaveAttribute('aria-roledescription', 'carte');
  await expect(dialog.getByText(/^Clavier : les flèches déplacent la carte/)).toBeVisible();
  const position = dialog.getByTestId('checkout-position');
  await expect(position).toHaveText('Aucune position choisie.');
  // Enter places the position at the centre (Algiers), as a click there would.
  await page.keyboard.press('Enter');
  await expect(position).toHaveText(/^Position choisie : 36\.7\d+, 3\.0\d+$/);
  await expect(dialog.getByRole('status').filter({ hasText: /^Position choisie/ })).toHaveText(
    (await position.textContent()) ?? '',
  );
  const coordinates = async () =>
    ((await position.textContent())?.match(/-?\d+\.\d+/g) ?? []).map(Number) as [number, number];
  // Down moves it south (inland), Shift three times as far; the map follows.
  const [lat0, lng0] = await coordinates();
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await coordinates())[0]).toBeLessThan(lat0);
  const [lat1, lng1] = await coordinates();
  expect(lng1).toBeCloseTo(lng0, 5);
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await coordinates())[0]).toBeLessThan(lat1);
  const [lat2] = await coordinates();
  // Three times the step (Mercator: the same pixels are slightly fewer degrees further south).
  expect((lat1 - lat2) / (lat0 - lat1)).toBeGreaterThan(2.9);
  expect((lat1 - lat2) / (lat0 - lat1)).toBeLessThan(3.1);
  // + and − zoom the map (the step follows the zoom: see the unit test); the position stays.
  await page.keyboard.press('-');
  await page.keyboard.press('+');
  await expect(position).toHaveText(new RegExp(`^Position choisie : ${lat2.toFixed(5)}, `));
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await coordinates())[1]).toBeGreaterThan(lng1);
  const [, lng3] = await coordinates();
  // The marker is still in sight.
  await expect(map.locator('.leaflet-marker-icon')).toBeInViewport();
  await expect(submit).toBeEnabled();

  // The payment by the radio group's arrows, then the recap and the terms of sale.
  const payment = dialog.getByRole('radiogroup', { name: /^Mode de paiement/ });
  await tabTo(page, payment.getByRole('radio', { checked: true }));
  const cash = payment.getByRole('radio', { name: 'Paiement à la livraison' });
  for (let presses = 0; presses < 4 && !(await cash.isChecked()); presses++)
    await page.keyboard.press('ArrowDown');
  await expect(cash).toBeChecked();
  await press(page, submit);
  await expect(dialog.getByRole('heading', { name: 'Récapitulatif de votre commande' })).toBeVisible();
  await press(
    page,
    dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente' }),
    'Space',
  );
  await press(page, dialog.getByRole('button', { name: 'Confirmer la commande' }));
  await expect(page.getByText('Commande ajoutée avec success')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/profile$/);

  // The order went to the position the keyboard chose.
  const [order] = (await ordersOf(client.api)) as unknown as { latitude: number; longitude: number }[];
  expect(Number(order.latitude)).toBeCloseTo(lat2, 4);
  expect(Number(order.longitude)).toBeCloseTo(lng3, 4);
});
