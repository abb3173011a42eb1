import sharp from 'sharp';
import { checkoutInModal, loginClientAs, type Order, ordersOf, registerClientByApi } from './client-helpers';
import { type Browser, expect, expectedConsoleError, type Locator, type Page, test } from './fixtures';
import { field, loginAdmin, loginPartner } from './helpers';

/** A small, valid PNG of one colour (the API decodes and re-encodes every upload). */
async function png(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The Algerian calendar day `offset` days from today, YYYY-MM-DD (the promotions' calendar). */
function algiersDay(offset = 0) {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(date);
}

/** A figure of the dashboard ('12', '84 300,00 DA') as a number. */
function amount(text: string) {
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

/** An amount as the screens write it ('8 320,00'), as a pattern (any kind of space). */
function dzd(value: number) {
  const text = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
  return text.replace(/\s/g, '\\s');
}

/** One dashboard counter tile ('Articles', 'Revenue', 'Commandes'), once loaded. */
async function counter(page: Page, label: string) {
  const value = page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
  await expect(value).toBeVisible({ timeout: 20_000 });
  return amount((await value.textContent()) ?? '');
}

/** The partner's menu, to move around the way a partner does (no reload: the app's caches stay). */
async function openFromMenu(page: Page, entry: 'Dashboard' | 'Articles' | 'Promotions' | 'Commandes') {
  await page.getByRole('navigation', { name: 'Menu partenaire' }).getByRole('link', { name: entry }).click();
}

/** The three counters of the dashboard on screen. */
async function dashboardCounters(page: Page) {
  await expect(page).toHaveURL(/\/partenaire\/dashboard$/);
  return {
    articles: await counter(page, 'Articles'),
    revenue: await counter(page, 'Revenue'),
    commandes: await counter(page, 'Commandes'),
  };
}

/** A second, independent browser session (its own storage: the admin or the client). */
async function newSession(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  return { context, page: await context.newPage() };
}

/** Opens the 'Nouveau stock' dialog of the article detail page. */
async function openStockDialog(page: Page) {
  await page.getByRole('button', { name: 'Ajouter un stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau stock' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills one stock line (its variant, price and quantity); returns its 'Valider' button. */
async function fillStock(
  dialog: Locator,
  line: { couleur: string; taille: string; prix: number; quantite: number },
) {
  const save = dialog.getByRole('button', { name: 'Valider' });
  // A new line needs one sub-option per option before it can be saved.
  await expect(save).toBeDisabled();
  await field(dialog, 'Couleur').selectOption({ label: line.couleur });
  await expect(save).toBeDisabled();
  await field(dialog, 'Taille').selectOption({ label: line.taille });
  await field(dialog, 'Prix (DZD)').fill(String(line.prix));
  await field(dialog, 'Quantité').fill(String(line.quantite));
  await expect(save).toBeEnabled();
  return save;
}

test('a partner creates an article, the admin validates it, a promotion sells it, the order is delivered and the dashboard counts it', {
  // The same stock line again: the API's refusal ('Ce stock existe déjà!').
  annotation: expectedConsoleError(/status of 403 .*\/api\/v1\/marchand\/stockarticleAdd/),
}, async ({ page, browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
  const designation = `Sac cabas en cuir tressé ${stamp}`;
  const promotionName = `Soldes maroquinerie ${stamp}`;
  const { data: categories } = (await (await request.get('/api/v1/categories')).json()) as {
    data: { designation: string; sous_categories: { designation: string }[] }[];
  };
  // A handbag goes under 'Sacs à main' (any sub-category would do if the catalogue changes).
  const categorie =
    categories.find((c) => c.sous_categories.some((s) => s.designation === 'Sacs à main')) ??
    categories.find((c) => c.sous_categories.length > 0);
  if (!categorie) throw new Error('the demo data has no category with a sub-category');
  const sousCategorie = (
    categorie.sous_categories.find((s) => s.designation === 'Sacs à main') ?? categorie.sous_categories[0]
  ).designation;

  // The partner's figures before anything happens.
  await loginPartner(page);
  const before = await dashboardCounters(page);

  // 'Nouveau' on the articles page opens the create form.
  await openFromMenu(page, 'Articles');
  await page.getByRole('link', { name: 'Nouveau', exact: true }).click();
  await expect(page).toHaveURL(/\/partenaire\/articles\/nouveau$/);
  const form = page.getByRole('form', { name: 'Nouvel article' });
  await field(form, 'Désignation').fill(designation);
  await field(form, 'Marque').fill('Atelier Tlemcen');
  await field(form, 'Catégorie').selectOption({ label: categorie.designation });
  await field(form, 'Sous-catégorie').selectOption({ label: sousCategorie });
  await field(form, 'Description').fill(
    'Sac cabas en cuir de vachette tressé à la main, doublure en coton, deux anses renforcées.',
  );
  await form
    .getByLabel('Image principale', { exact: true })
    .setInputFiles(await png('principale.png', { r: 150, g: 90, b: 40 }));
  await expect(form.getByRole('img', { name: 'Aperçu : Image principale' })).toBeVisible();
  await form
    .getByLabel('Logo de la marque', { exact: true })
    .setInputFiles(await png('logo.png', { r: 20, g: 20, b: 20 }));

  // Two options, two sub-options each.
  await field(form, "Désignation de l'option 1").fill('Couleur');
  await field(form, 'Option 1 : sous-option 1').fill('Noir');
  await form.getByRole('button', { name: "Ajouter une sous-option à l'option 1" }).click();
  await field(form, 'Option 1 : sous-option 2').fill('Camel');
  await form.getByRole('button', { name: 'Ajouter une option' }).click();
  await field(form, "Désignation de l'option 2").fill('Taille');
  await field(form, 'Option 2 : sous-option 1').fill('Moyen');
  await form.getByRole('button', { name: "Ajouter une sous-option à l'option 2" }).click();
  await field(form, 'Option 2 : sous-option 2').fill('Grand');

  // A gallery of two photos.
  await form
    .getByLabel('Ajouter des photos', { exact: true })
    .setInputFiles([
      await png('galerie-1.png', { r: 180, g: 120, b: 60 }),
      await png('galerie-2.png', { r: 90, g: 60, b: 30 }),
    ]);
  await expect(form.getByRole('img', { name: /^Nouvelle photo \d$/ })).toHaveCount(2);

  await form.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Creation avec success')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/partenaire\/articles\/(?!nouveau)[^/]+$/);
  const slug = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: designation })).toBeVisible();
  const details = page.getByRole('region', { name: 'Détails' });
  await expect(details.getByTestId('status-badge')).toHaveText('Nouveau');
  // The main image and the two gallery photos, as thumbnails.
  await expect(page.getByRole('button', { name: new RegExp(`^Photo \\d de ${designation}$`) })).toHaveCount(
    3,
  );
  // Only an administrator validates a new article: the partner's toggle waits.
  await expect(page.getByRole('button', { name: 'Valider' })).toBeDisabled();

  // Two stock lines; the same combination again is refused.
  let dialog = await openStockDialog(page);
  await (await fillStock(dialog, { couleur: 'Noir', taille: 'Moyen', prix: 4500, quantite: 10 })).click();
  await expect(page.getByText('Stock Ajouté Avec Success')).toBeVisible();
  await expect(dialog).toBeHidden();
  dialog = await openStockDialog(page);
  await (await fillStock(dialog, { couleur: 'Camel', taille: 'Grand', prix: 5200, quantite: 8 })).click();
  await expect(page.getByText('Stock Ajouté Avec Success').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stock-row')).toHaveCount(2);

  dialog = await openStockDialog(page);
  await (await fillStock(dialog, { couleur: 'Noir', taille: 'Moyen', prix: 4700, quantite: 3 })).click();
  const oops = page.getByRole('dialog', { name: 'Oops...' });
  await expect(oops.getByText('Ce stock existe déjà!')).toBeVisible();
  // Escape dismisses the alert only: the line stays in its dialog, to be changed or given up.
  await page.keyboard.press('Escape');
  await expect(oops).toBeHidden();
  await expect(field(dialog, 'Prix (DZD)')).toHaveValue('4 700');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('stock-row')).toHaveCount(2);
  await expect(details.getByTestId('status-badge')).toHaveText('Nouveau');

  // The administrator finds it among the stores' articles and validates it.
  const admin = await newSession(browser, baseURL);
  await loginAdmin(admin.page);
  await admin.page.goto('/admin/articles?tab=marchands');
  await expect(admin.page.getByRole('tab', { name: 'Articles Marchant', selected: true })).toBeVisible();
  const adminSearch = admin.page.getByRole('searchbox', { name: 'Rechercher dans les produits' });
  await adminSearch.fill(designation);
  await adminSearch.press('Enter');
  const card = admin.page.getByTestId('managed-article-card').filter({ hasText: designation });
  await expect(card).toHaveCount(1, { timeout: 20_000 });
  await expect(card.getByTestId('status-badge')).toHaveText('Nouveau');
  await card.click();
  await expect(admin.page).toHaveURL(new RegExp(`/admin/articles/${slug}$`));
  const adminDetails = admin.page.getByRole('region', { name: 'Détails' });
  await expect(adminDetails.getByTestId('status-badge')).toHaveText('Nouveau');
  await admin.page.getByRole('button', { name: 'Valider' }).click();
  await expect(admin.page.getByText('Success', { exact: true })).toBeVisible();
  await expect(adminDetails.getByTestId('status-badge')).toHaveText('Active');
  await expect(admin.page.getByRole('button', { name: 'Bloquer' })).toBeEnabled();
  await admin.context.close();

  // The partner sees it active.
  await page.reload();
  await expect(details.getByTestId('status-badge')).toHaveText('Active');

  // A promotion of 20 % on it, from today for a month.
  await openFromMenu(page, 'Promotions');
  await page.getByRole('button', { name: 'Nouveau', exact: true }).click();
  const promo = page.getByRole('dialog', { name: 'Nouvelle promotion' });
  await field(promo, 'Designation').fill(promotionName);
  await field(promo, 'Date debut').fill(algiersDay(0));
  await field(promo, 'Date fin').fill(algiersDay(30));
  await field(promo, 'Pourcentage').fill('20');
  const pickerSearch = promo.getByRole('searchbox', { name: 'Rechercher un article' });
  await pickerSearch.fill(designation);
  await pickerSearch.press('Enter');
  await promo.getByRole('checkbox', { name: `Sélectionner ${designation}` }).check();
  await expect(promo.getByText('1 article sélectionné')).toBeVisible();
  await promo.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Creation avec success')).toBeVisible();
  await expect(promo).toBeHidden();
  const promotionSearch = page.getByRole('searchbox', { name: 'Rechercher une promotion' });
  await promotionSearch.fill(promotionName);
  await promotionSearch.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: promotionName })).toContainText('20 %');

  // A client finds it in the storefront, picks 'Camel' / 'Grand' and orders 2 on delivery.
  const client = await registerClientByApi(request, 'e2e.partenaire');
  const shopper = await newSession(browser, baseURL);
  await loginClientAs(shopper.page, client);
  const search = shopper.page.getByPlaceholder('Rechercher un produit...');
  await search.fill(designation);
  await search.press('Enter');
  await expect(shopper.page).toHaveURL(/\/resultats\?search=/);
  const result = shopper.page.getByTestId('product-card').filter({ hasText: designation });
  await expect(result).toHaveCount(1, { timeout: 20_000 });
  await expect(result.getByText('- 20 %')).toBeVisible();
  await result.click();
  const modal = shopper.page.getByRole('dialog', { name: designation });
  await expect(modal.getByRole('heading', { name: designation })).toBeVisible();
  await expect(modal.getByText('- 20 %')).toBeVisible();
  await modal.getByRole('radiogroup', { name: 'Couleur' }).getByText('Camel', { exact: true }).click();
  await modal.getByRole('radiogroup', { name: 'Taille' }).getByText('Grand', { exact: true }).click();
  await expect(modal.getByTestId('stock')).toHaveText(/^En stock : 8 article/);
  await modal.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(modal.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
  await modal.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(shopper.page.getByText('Article ajouté au panier')).toBeVisible();
  await shopper.page.goto('/panier');
  await expect(shopper.page.getByTestId('cart-line')).toHaveCount(1);
  await checkoutInModal(shopper.page, 'Paiement à la livraison');
  await shopper.context.close();

  const [order] = (await ordersOf(client.api)) as (Order & { frais_livraison?: number })[];
  expect(order.etat).toBe('en_attente_de_validation');
  // 2 × 5 200 DZD, less 20 %, plus the delivery fee to the client's wilaya.
  const toPay = 8320 + (order.frais_livraison ?? 0);
  expect(order.montant_a_payer).toBe(toPay);

  // The partner's dashboard shows the new order, not yet paid (cash on delivery): no revenue yet.
  await openFromMenu(page, 'Dashboard');
  const latest = page.getByRole('region', { name: 'Dernières Commandes' });
  await expect(latest.getByTestId('backoffice-order-row').first()).toContainText(`#${order.ref}`);
  await expect(latest.getByTestId('backoffice-order-row').first()).toContainText('En attente de validation');
  await expect
    .poll(async () => dashboardCounters(page), { timeout: 30_000 })
    .toEqual({ articles: before.articles + 1, revenue: before.revenue, commandes: before.commandes + 1 });

  // The order took the 2 units from the stock; the stock table shows the promotion price.
  await openFromMenu(page, 'Articles');
  const articleSearch = page.getByRole('searchbox', { name: 'Rechercher dans les produits' });
  await articleSearch.fill(designation);
  await articleSearch.press('Enter');
  const ownCard = page.getByTestId('managed-article-card').filter({ hasText: designation });
  await expect(ownCard.getByTestId('status-badge')).toHaveText('Active');
  await expect(ownCard.getByTestId('promotion-ribbon')).toHaveText('- 20 %');
  await ownCard.click();
  await expect(details).toContainText(`${promotionName} : - 20 %`);
  const camel = page.getByTestId('stock-row').filter({ hasText: 'Camel' });
  await expect(camel.getByRole('cell').nth(4)).toHaveText(/^6(Stock faible)?$/);
  await expect(page.getByRole('columnheader', { name: 'Prix promotion (- 20 %)' })).toBeVisible();
  await expect(camel.getByRole('cell').nth(3)).toHaveText(/^4\s160,00\sDZD$/);

  // The partner moves it forward, one allowed state at a time, up to 'Livrée'.
  await openFromMenu(page, 'Commandes');
  const orderSearch = page.getByRole('searchbox', { name: 'Rechercher une commande' });
  await orderSearch.fill(order.ref);
  await orderSearch.press('Enter');
  const row = page.getByTestId('backoffice-order-row').filter({ hasText: `#${order.ref}` });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText('En attente de validation');
  await expect(row).toContainText('non-payé');
  await expect(row).toContainText('Paiement à la livraison');
  for (const [step, reached] of [
    ['Validée', 'En attente de livraison'],
    ['En cours de livraison', 'En cours de livraison'],
    ['Livrée', 'Livrée'],
  ] as const) {
    await row.getByRole('button', { name: `Changer l'état de la commande #${order.ref}` }).click();
    await page.getByRole('menuitem', { name: step }).click();
    await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();
    await expect(row).toContainText(reached, { timeout: 20_000 });
  }
  await expect(row).toContainText('payé');
  await expect(row).not.toContainText('non-payé');
  await expect(row.getByRole('button', { name: /^Changer l'état/ })).toHaveCount(0);

  // Its detail: the lines with the promotion, the summary and the history of its states.
  await row.getByRole('link', { name: new RegExp(`d[ée]tails de la commande #${order.ref}$`, 'i') }).click();
  await expect(page.getByRole('heading', { name: `commande #${order.ref}` })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: designation });
  await expect(line).toContainText('Promotion -20 %');
  await expect(line).toContainText('Couleur : Camel, Taille : Grand');
  // 5 200 struck through, 4 160 each, 2 of them: 8 320, of which the platform's 10 % commission: 832.
  await expect(line).toContainText(
    /5\s200,00\sDZD\s*4\s160,00\sDZD\s*2\s*8\s320,00\sDZD\s*832,00\sDZD\s*Taux 10\s%$/,
  );
  const summary = page.getByRole('region', { name: 'Résumé de la commande' });
  await expect(summary).toContainText(/Total articles\s*10\s400,00\sDZD/);
  await expect(summary).toContainText(/Remise promotion\s*- 2\s080,00\sDZD/);
  await expect(summary).toContainText(new RegExp(`Total à payer\\s*${dzd(toPay)}\\sDZD`));
  const history = page.getByRole('region', { name: 'Historique des états' });
  await expect(history).toContainText('En attente de validation');
  await expect(history).toContainText('Livrée');

  // Back on the dashboard: the delivered order now counts in the revenue.
  await openFromMenu(page, 'Dashboard');
  await expect
    .poll(async () => dashboardCounters(page), { timeout: 30_000 })
    .toEqual({
      articles: before.articles + 1,
      revenue: before.revenue + toPay,
      commandes: before.commandes + 1,
    });
  await expect(latest.getByTestId('backoffice-order-row').first()).toContainText(`#${order.ref}`);
  await expect(latest.getByTestId('backoffice-order-row').first()).toContainText('Livrée');
});

test("the partner sidebar's background runs down the whole of a long page, its links in sight when scrolled", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginPartner(page);
  await page.goto('/partenaire/articles');
  const nav = page.getByRole('navigation', { name: 'Menu partenaire' });
  await expect(nav.getByRole('link', { name: 'Articles' })).toBeVisible();
  await expect(page.getByText(/^1 à \d+ sur \d+$/)).toBeVisible();
  const sidebarAndPage = () =>
    page.evaluate(() => {
      const navbar = document.querySelector('.mantine-AppShell-navbar') as HTMLElement;
      return {
        // Where the navbar's box ends, in page coordinates (it must reach the page's end).
        bottom: navbar.getBoundingClientRect().bottom + window.scrollY,
        page: document.documentElement.scrollHeight,
      };
    });
  const top = await sidebarAndPage();
  expect(top.page).toBeGreaterThan(768 * 2);
  expect(top.bottom).toBeGreaterThanOrEqual(top.page - 1);

  // Scrolled as a user does, again if a late render (the list's pictures, the router's scroll
  // restoration) brought the page back to its top.
  await expect(async () => {
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 4000);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(768);
  }).toPass({ timeout: 15_000 });
  const bottom = await sidebarAndPage();
  expect(bottom.bottom).toBeGreaterThanOrEqual(bottom.page - 1);
  // The links stay under the header, in sight.
  await expect(nav.getByRole('link', { name: 'Commandes' })).toBeInViewport();
  const header = await page.locator('.mantine-AppShell-header').boundingBox();
  const first = await nav.getByRole('link', { name: 'Dashboard' }).boundingBox();
  expect(first?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));

  // On a phone the sidebar is still the drawer the burger opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav.getByRole('link', { name: 'Commandes' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).click();
  await expect(nav.getByRole('link', { name: 'Commandes' })).toBeInViewport();
});
