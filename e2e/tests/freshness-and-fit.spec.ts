import { findProductsOfSellers } from './client-helpers';
import { expect, test } from './fixtures';
import { loginAdmin, loginClient, openProductModal } from './helpers';

// What a visitor just changed shows at once, past the browser's HTTP cache (decision 0036), and
// screens that used to cut or mismatch: the revenue tile, the ads' badges, a phone's category page.

test("a client's review and like show at once, and after a reload, though product replies are cached a minute", async ({
  page,
  request,
}) => {
  test.slow();
  const [pick] = await findProductsOfSellers(request, 1);
  await loginClient(page);
  await openProductModal(page, pick.categorySlug, pick.article.designation);
  const modal = page.getByRole('dialog', { name: pick.article.designation });
  const form = modal.getByRole('region', { name: 'Donner mon avis' });
  // The modal's and the form's code come on first use.
  await expect(form).toBeVisible({ timeout: 30_000 });

  const comment = `Reçu en 48 h, conforme (${Date.now()}).`;
  const star = await form.getByRole('radio', { name: '4 étoiles' }).getAttribute('id');
  await form.locator(`label[for="${star}"]`).click();
  await form.getByRole('textbox', { name: /Votre commentaire/ }).fill(comment);
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Article ajouté avec success')).toBeVisible();
  // The modal read the product again: the browser had to ask the API, not answer from its cache.
  await expect(modal.getByText(comment)).toBeVisible();

  const likes = Number(await modal.getByTestId('like-count').textContent());
  await modal.getByRole('button', { name: /^J’aime ce produit/ }).click();
  await expect(modal.getByTestId('like-count')).toHaveText(String(likes + 1));

  // Reloaded, the address of the open product leads to the product's own page, which shows them too.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/produits/${pick.article.slug}$`));
  const again = page.locator('#main-content');
  await expect(again.getByText(comment)).toBeVisible({ timeout: 30_000 });
  await expect(again.getByTestId('like-count')).toHaveText(String(likes + 1));
});

test('the revenue tile and the ads’ badges are never cut on a 1366 px back-office', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAdmin(page);
  const tile = page.getByRole('group', { name: 'Revenue' });
  const value = tile.getByTestId('stat-value');
  await expect(value).toHaveText(/DA$/, { timeout: 30_000 });
  const fits = await value.evaluate((el) => {
    const icon = el.closest('[role="group"]')?.querySelector('.mantine-ThemeIcon-root');
    const text = el.getBoundingClientRect();
    const iconBox = icon?.getBoundingClientRect();
    return {
      notCut: el.scrollWidth <= el.clientWidth,
      beforeIcon: iconBox ? text.right <= iconBox.left + 0.5 : false,
    };
  });
  expect(fits).toEqual({ notCut: true, beforeIcon: true });

  await page.goto('/admin/publicites');
  const badges = page.locator('article .mantine-Badge-label');
  await expect(badges.first()).toBeVisible({ timeout: 30_000 });
  const cut = await badges.evaluateAll((labels) =>
    labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
  );
  expect(cut).toEqual([]);
});

test("a phone's category page, drawn by the server, hydrates without an error and shows the filters' button", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const { data: categories } = (await (await request.get('/api/v1/categories')).json()) as {
    data: { slug: string }[];
  };
  await page.goto(`/categories/${categories[0].slug}`);
  const filters = page.getByRole('button', { name: /^Filtres/ });
  // Drawn by the server: the button shows, the sidebar does not (CSS chose by width).
  await expect(filters).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filtres' })).toBeHidden();
  // The first touch brings the app, which hydrates the page. It lands on the page's title: a touch on a
  // product card would open the product's quick view above the filters' button.
  const title = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (!title) throw new Error('the category page has no title');
  await page.touchscreen.tap(title.x + 4, title.y + title.height / 2);
  await expect(page.locator('[data-mode="compact"]')).toHaveCount(1);
  await filters.click();
  await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
