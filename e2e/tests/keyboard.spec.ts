import sharp from 'sharp';
import { findProductsOfSellers } from './client-helpers';
import { expect, type Locator, type Page, test } from './fixtures';
import { DEMO } from './helpers';

/**
 * The journeys done with the keyboard alone (decision 0037): Tab and Shift+Tab to move, Enter and
 * Space to act, the arrows inside radio groups, menus and the map, typing in fields. No click, no
 * `fill`: the locators below only check where the focus is and what the screen shows.
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

test('a shopper finds a product, adds it to the cart and orders it with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [pick] = await findProductsOfSellers(request, 1, { minStock: 2, offset: 1 });
  if (!pick) throw new Error('no product to buy');
  const { article, variant } = pick;

  // Signs in.
  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await typeInto(page, form.getByLabel('Email'), DEMO.client.email);
  await typeInto(page, form.getByLabel('Mot de passe'), DEMO.client.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);

  // Searches the product from the header.
  await typeInto(page, page.getByRole('searchbox', { name: /Rechercher/ }), article.designation);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/resultats\?/);

  // Opens it from the results.
  const card = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(article.designation) })
    .first();
  await press(page, card);
  const modal = page.getByRole('dialog', { name: article.designation });
  await expect(modal.getByRole('heading', { name: article.designation })).toBeVisible();

  // Chooses the variant's sub-options with the arrows of each radio group.
  for (const option of article.options) {
    const chosen = variant.sous_options.find((so) => so.option_id === option.id);
    if (!chosen) throw new Error(`variant ${variant.id} has no sub-option for ${option.designation}`);
    const group = modal.getByRole('radiogroup', { name: option.designation });
    const wanted = group.getByRole('radio', { name: chosen.designation, exact: true });
    await tabTo(page, group.getByRole('radio', { checked: true }));
    for (let n = 0; n < option.sous_options.length && !(await wanted.isChecked()); n++) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(wanted).toBeChecked();
  }
  await expect(modal.getByTestId('stock')).toHaveText(new RegExp(`^En stock : ${variant.quantite} article`));
  await press(page, modal.getByRole('button', { name: 'Ajouter au panier' }));
  await expect(page.getByText('Article ajouté au panier')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Goes to the cart from the header (backwards: the header comes before the page).
  await press(
    page,
    page
      .getByRole('banner')
      .getByRole('link', { name: /Panier/ })
      .first(),
    'Enter',
    {
      back: true,
    },
  );
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByText(article.designation).first()).toBeVisible();

  // Orders: address typed, position placed on the map with Enter, payment chosen with the arrows.
  await press(page, page.getByRole('button', { name: 'Commander' }));
  const dialog = page.getByRole('dialog', { name: 'Passer la commande' });
  await typeInto(page, dialog.getByLabel(/^Adresse de livraison/), '14 boulevard Krim Belkacem, Alger');
  const map = dialog.getByRole('region', { name: 'Carte : position de livraison' });
  await tabTo(page, map.locator('.leaflet-container'));
  // The map opens on Algiers, on the coast: a step south puts its centre inland.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('checkout-position')).toHaveText(/^Position choisie : 3[0-6]\.\d+, /);
  const cash = dialog.getByRole('radio', { name: 'Paiement à la livraison' });
  await tabTo(page, dialog.getByRole('radio', { checked: true }));
  for (let n = 0; n < 4 && !(await cash.isChecked()); n++) await page.keyboard.press('ArrowDown');
  await expect(cash).toBeChecked();
  await press(page, dialog.getByRole('button', { name: 'Valider' }));
  await expect(dialog.getByRole('heading', { name: 'Récapitulatif de votre commande' })).toBeVisible();
  const terms = dialog.getByRole('checkbox', {
    name: 'J’ai lu et j’accepte les conditions générales de vente',
  });
  await press(page, terms, 'Space');
  await expect(terms).toBeChecked();
  await press(page, dialog.getByRole('button', { name: 'Confirmer la commande' }));
  await expect(page.getByText('Commande ajoutée avec success')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

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
