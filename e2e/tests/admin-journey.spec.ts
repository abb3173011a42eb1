import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { pdfText } from '../../apps/api/test/pdf-text';
import { type Article, apiAs, orderByApi, platformVariant, registerClientByApi } from './client-helpers';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from './fixtures';
import { DEMO, field, loginAdmin } from './helpers';

/**
 * The administrator's journey (docs/product/admin.md): a category and its sub-category, a partner's new
 * article validated and then sold on the storefront, a partner request turned into an account, a contact
 * message read, a platform order delivered and its invoice downloaded. Every test creates what it
 * needs under a unique name, so reruns and the other journeys never collide.
 */

/** A small, valid PNG of one colour (the API decodes and re-encodes every upload). */
async function png(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

async function pngDataUrl(background: { r: number; g: number; b: number }) {
  const { buffer } = await png('x.png', background);
  return `data:image/png;base64,${buffer.toString('base64')}`;
}

/** A short token unique to this run. */
function uniqueStamp() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
}

/** A second, independent browser session (its own storage). */
async function newSession(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  return { context, page: await context.newPage() };
}

/** The API as the demo administrator. */
async function adminApi(request: APIRequestContext) {
  const reply = await request.post('/api/v1/user/login', { data: DEMO.admin });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  const { token } = (await reply.json()) as { token: string };
  return apiAs(request, token);
}

/** The API as the demo partner. */
async function partnerApi(request: APIRequestContext) {
  const reply = await request.post('/api/v1/marchand/login', { data: DEMO.partner });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  const { token } = (await reply.json()) as { token: string };
  return apiAs(request, token);
}

/** Runs a back-office search (it runs on Enter only). */
async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

/** The figure of the unread-contacts badge of the sidebar (0 when the badge is not shown). */
async function unreadBadge(page: Page) {
  const badge = page.getByRole('navigation').getByLabel(/^\d+ message\(s\) non lu\(s\)$/);
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

/** The text is shown whole: neither cut by an ellipsis nor clamped (its box holds all of it). */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.evaluate((el) => ({
    width: [el.scrollWidth, el.clientWidth],
    height: [el.scrollHeight, el.clientHeight],
  }));
  expect(box.width[0], `${await locator.textContent()} is cut`).toBeLessThanOrEqual(box.width[1]);
  expect(box.height[0], `${await locator.textContent()} is clamped`).toBeLessThanOrEqual(box.height[1]);
}

test.describe('the administrator back-office journey', () => {
  test('the admin creates a category and its sub-category, validates a partner article filed there, and shoppers see it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const stamp = uniqueStamp();
    const categoryName = `Artisanat du Sahara ${stamp}`;
    const subName = `Poterie de Ghardaïa ${stamp}`;
    const designation = `Jarre en terre cuite peinte ${stamp}`;

    await loginAdmin(page);

    // Every category of the page can be read whole (3 columns beside the sidebar).
    await page.goto('/admin/categories');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    for (const name of await cards.evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label') ?? ''),
    )) {
      await expectWhole(page.getByRole('article', { name, exact: true }).getByText(name, { exact: true }));
    }

    // 'Nouveau' opens the category modal: a designation and an image.
    await page.getByRole('button', { name: 'Nouveau' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouvelle catégorie' });
    await expect(dialog).toBeVisible();
    await field(dialog, 'Désignation').fill(categoryName);
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(await png('categorie.png', { r: 200, g: 120, b: 60 }));
    await expect(dialog.getByRole('img', { name: 'Aperçu : Image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Creation avec success')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();

    // Found by the search; the add-sub-category icon opens the sub-category modal.
    await search(page, 'Rechercher une catégorie ou une sous-catégorie', categoryName);
    const card = page.getByRole('article', { name: categoryName });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('Produits : 0')).toBeVisible();
    await expectWhole(card.getByText(categoryName, { exact: true }));
    // Its picture went through the upload pipeline and is served.
    await expect
      .poll(() =>
        card
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await card.getByRole('button', { name: `Ajouter une sous-catégorie à ${categoryName}` }).click();
    dialog = page.getByRole('dialog', { name: `Nouvelle sous-catégorie de ${categoryName}` });
    await expect(dialog).toBeVisible();
    await field(dialog, 'Désignation').fill(subName);
    await dialog
      .getByLabel('Image', { exact: true })
      .setInputFiles(await png('sous-categorie.png', { r: 90, g: 60, b: 150 }));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Creation avec success').first()).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    const subsToggle = card.getByRole('button', { name: 'Sous-catégories (1)' });
    await expect(subsToggle).toBeVisible({ timeout: 20_000 });
    await subsToggle.click();
    const subRow = card.getByRole('listitem', { name: subName });
    await expect(subRow).toBeVisible();
    await expect(subRow.getByLabel('Produits : 0')).toBeVisible();
    await expectWhole(subRow.getByText(subName, { exact: true }));

    // The demo partner files a new article there (through its API: the partner's screens have their
    // own journey) with one stock line: it waits for validation, hidden from the storefront.
    const admin = await adminApi(request);
    const listed = await admin.get(`v1/user/categories?search=${encodeURIComponent(categoryName)}`);
    const categorie = (
      listed.data as { id: number; slug: string; designation: string; sous_categories: { id: number }[] }[]
    ).find((c) => c.designation === categoryName);
    if (!categorie) throw new Error(`the category ${categoryName} is not listed by the admin API`);
    const partner = await partnerApi(request);
    const created = await partner.post('v1/marchand/articleAdd', {
      url_image: await pngDataUrl({ r: 180, g: 90, b: 40 }),
      designation,
      description: 'Jarre en terre cuite tournée et peinte à la main, motifs mozabites, hauteur 40 cm.',
      marque: 'Atelier Beni Isguen',
      categorie_id: categorie.id,
      sous_categorie_id: categorie.sous_categories[0].id,
      options: [{ designation: 'Motif', sous_options: [{ designation: 'Losanges' }] }],
      galeries: [],
    });
    const article = created.data as Article & { slug: string; valide: number };
    expect(article.valide).toBe(-1);
    const [option] = article.options;
    await partner.post('v1/marchand/stockarticleAdd', {
      article_id: article.id,
      prix: 6500,
      quantite: 4,
      sous_options: [{ option_id: option.id, id: option.sous_options[0].id }],
    });
    expect((await request.get(`/api/v1/articleShow/${article.id}`)).status()).toBe(404);

    // The administrator finds it among the stores' articles, 'Nouveau', and validates it.
    await page.goto('/admin/articles?tab=marchands');
    await expect(page.getByRole('tab', { name: 'Articles Marchant', selected: true })).toBeVisible();
    await search(page, 'Rechercher dans les produits', designation);
    const articleCard = page.getByTestId('managed-article-card').filter({ hasText: designation });
    await expect(articleCard).toHaveCount(1, { timeout: 20_000 });
    await expect(articleCard.getByTestId('status-badge')).toHaveText('Nouveau');
    await articleCard.click();
    await expect(page).toHaveURL(new RegExp(`/admin/articles/${article.slug}$`));
    const details = page.getByRole('region', { name: 'Détails' });
    await expect(details.getByTestId('status-badge')).toHaveText('Nouveau');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(details.getByTestId('status-badge')).toHaveText('Active');
    await expect(page.getByRole('button', { name: 'Bloquer' })).toBeEnabled();
    // Back in the list, the card says so too.
    await page.goBack();
    await search(page, 'Rechercher dans les produits', designation);
    await expect(articleCard.getByTestId('status-badge')).toHaveText('Active', { timeout: 20_000 });

    // The sub-category now counts it.
    await page.goto('/admin/categories');
    await search(page, 'Rechercher une catégorie ou une sous-catégorie', categoryName);
    await card.getByRole('button', { name: 'Sous-catégories (1)' }).click();
    await expect(card.getByRole('listitem', { name: subName }).getByLabel('Produits : 1')).toBeVisible();

    // A visitor finds it in the new category and opens its product modal.
    const visitor = await newSession(browser, baseURL);
    await visitor.page.goto(`/categories/${categorie.slug}`);
    await expect(visitor.page.getByRole('heading', { name: categoryName }).first()).toBeVisible();
    await visitor.page.getByText(designation).first().click();
    const modal = visitor.page.getByRole('dialog', { name: designation });
    await expect(modal.getByRole('heading', { name: designation })).toBeVisible();
    await expect(modal.getByTestId('stock')).toHaveText(/^En stock : 4 article/);
    await visitor.context.close();
  });

  test('the admin turns a partner request into an account, and the new partner logs in', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = uniqueStamp();
    const email = `boutique.${stamp.toLowerCase()}@exemple.dz`;
    const password = 'Partenaire2025!';
    const applied = await request.post('/api/v1/demandeCompte', {
      data: {
        nom: 'Bouzid',
        prenom: 'Yacine',
        telephone: '0770 45 12 89',
        email,
        designation_magasin: `Dattes de Biskra ${stamp}`,
        adresse_magasin: '12 rue Larbi Ben Mhidi, Biskra',
        wilaya_magasin: '07 - Biskra',
        description:
          'Deglet Nour et dattes sèches de la palmeraie familiale, expédiées dans toute l’Algérie.',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);

    await loginAdmin(page);
    await page.goto('/admin/partenaires');
    await expect(page.getByRole('tab', { name: 'Nouvelles demandes', selected: true })).toBeVisible();
    await search(page, 'Rechercher une nouvelle demande', email);
    const row = page.getByTestId('partner-request-row').filter({ hasText: email });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await row.getByRole('button', { name: 'Créer compte partenaire de Yacine Bouzid' }).click();

    const dialog = page.getByRole('dialog', { name: 'Nouveau partenaire' });
    await expect(dialog).toBeVisible();
    await expect(field(dialog, 'Email')).toHaveValue(email);
    await expect(field(dialog, 'Wilaya du magasin')).toHaveValue('07 - Biskra');
    await field(dialog, 'Mot de passe').fill(password);
    await field(dialog, 'Confirmation du mot de passe').fill('Autre-chose-123');
    await dialog.getByRole('button', { name: 'Créer compte' }).click();
    await expect(
      dialog.getByText('Le mot de passe de confirmation ne correspond pas au mot de passe.'),
    ).toBeVisible();
    await field(dialog, 'Confirmation du mot de passe').fill(password);
    await dialog.getByRole('button', { name: 'Créer compte' }).click();
    await expect(page.getByText('Creation avec success')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    // Processed: it leaves the pending tab for the processed one.
    await expect(row).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('tab', { name: 'Demandes traitées' }).click();
    await search(page, 'Rechercher une demande traitée', email);
    await expect(page.getByTestId('partner-request-row').filter({ hasText: email })).toHaveCount(1, {
      timeout: 20_000,
    });

    // The new partner logs in from the Partenaire tab of /login.
    const partner = await newSession(browser, baseURL);
    await partner.page.goto('/login');
    await partner.page.getByRole('tab', { name: 'Partenaire' }).click();
    // By name: right after the click the panel shown may still be the Client one (the tab follows the URL).
    const form = partner.page.getByRole('tabpanel', { name: 'Partenaire' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mot de passe').fill(password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(partner.page).toHaveURL(/\/partenaire\/dashboard$/, { timeout: 20_000 });
    await partner.context.close();
  });

  test('the admin reads a new contact message and the unread badge goes down by one', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = uniqueStamp();
    const sujet = `Retard de livraison ${stamp}`;
    const msg = `Bonjour, ma commande passée la semaine dernière n'est toujours pas arrivée à Oran (${stamp}).`;
    const sent = await request.post('/api/v1/contactAdd', {
      data: {
        nom: 'Mansouri',
        prenom: 'Lina',
        telephone: '0551 98 76 54',
        email: 'lina.mansouri@exemple.dz',
        sujet,
        msg,
      },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);

    await loginAdmin(page);
    await page.goto('/admin/conatcts');
    await search(page, 'Rechercher un message par nom, email, téléphone ou sujet', sujet);
    const row = page.getByTestId('contact-row').filter({ hasText: sujet });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await expect(row).toHaveAttribute('data-unread', 'true');
    await expect.poll(() => unreadBadge(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const before = await unreadBadge(page);

    await row.getByRole('button', { name: 'Actions sur le message de Mansouri Lina' }).click();
    await page.getByRole('menuitem', { name: 'Lire message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message' });
    await expect(dialog.getByText(msg)).toBeVisible();
    await expect(dialog.getByText(sujet)).toBeVisible();
    await expect(dialog.getByText('lina.mansouri@exemple.dz')).toBeVisible();
    await expect.poll(() => unreadBadge(page), { timeout: 20_000 }).toBe(before - 1);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).not.toHaveAttribute('data-unread');

    // Read once: opening it again does not count it twice.
    await page.reload();
    await expect.poll(() => unreadBadge(page), { timeout: 20_000 }).toBe(before - 1);
  });

  test('the admin delivers a platform order through its allowed states and downloads its invoice', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A fresh order of a platform article, cash on delivery: 'En attente de validation'.
    const { article, variant } = await platformVariant(request);
    const client = await registerClientByApi(request, 'e2e.admin');
    const orders = await orderByApi(
      client.api,
      [{ pick: { categorySlug: '', article, variant }, quantite: 1 }],
      'livraison',
    );
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order.marchand).toBeNull();
    expect(order.etat).toBe('en_attente_de_validation');

    await loginAdmin(page);
    await page.goto('/admin/commandes');
    await expect(page.getByRole('tab', { name: 'Mes Commandes', selected: true })).toBeVisible();
    await search(page, 'Rechercher une commande', order.ref);
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
      const menu = row.getByRole('button', { name: `Changer l'état de la commande #${order.ref}` });
      // The Action column fits beside the sidebar: no sideways scrolling to reach it.
      await expect(menu).toBeInViewport({ ratio: 1 });
      await menu.click();
      // Only the next allowed state is offered.
      await expect(page.getByRole('menuitem')).toHaveCount(1);
      await page.getByRole('menuitem', { name: step }).click();
      await expect(page.getByText('Success', { exact: true }).first()).toBeVisible();
      await expect(row).toContainText(reached, { timeout: 20_000 });
    }
    await expect(row).not.toContainText('non-payé');
    await expect(row.getByRole('button', { name: /^Changer l'état/ })).toHaveCount(0);

    // The detail page, then the invoice as a PDF file named after the reference.
    await row.getByRole('link', { name: `Details de la commande #${order.ref}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/commandes/${order.ref}$`));
    await expect(page.getByRole('heading', { name: `commande #${order.ref}` })).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(1);
    await expect(page.getByTestId('order-line')).toContainText(article.designation);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Télécharger la facture' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`facture-${order.ref}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The invoice's text read back from its fonts' ToUnicode maps (pdfkit writes compressed streams).
    const text = pdfText(file).join('\n');
    for (const shown of [`N° ${order.ref}`, 'État : Livrée', 'Paiement : payé', 'Total à payer']) {
      expect(text, shown).toContain(shown);
    }
  });
});
