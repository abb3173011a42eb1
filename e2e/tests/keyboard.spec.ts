import sharp from 'sharp';
import { expect, type Locator, type Page, test } from './fixtures';
import { DEMO } from './helpers';

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
