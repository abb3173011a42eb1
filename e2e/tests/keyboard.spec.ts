import sharp from 'sharp';
import { ar } from '../../apps/web/src/lib/locales/ar';
import { adminPeople as arPeople } from '../../apps/web/src/lib/locales/backoffice/ar/admin-people';
import {
  findProductsOfSellers,
  orderByApi,
  ordersOf,
  platformVariant,
  registerClientByApi,
} from './client-helpers';
import { expect, type Locator, type Page, test } from './fixtures';
import { DEMO, field } from './helpers';

/**
 * Journeys done with the keyboard alone (decision 0037): Tab and Shift+Tab to move, Enter to act,
 * typing in fields. No click, no `fill`: the locators below only check where the focus is and what
 * the screen shows.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  // Attached, not visible: a chip's radio input is visually hidden, its label drawn instead.
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
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
