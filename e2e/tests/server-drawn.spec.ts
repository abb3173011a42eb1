import { expect, type Page, test } from './fixtures';

/**
 * The home, category and shop pages come drawn by the server, and the app's code only with the
 * visitor's first interaction (docs/benchmarks.md: storefront bundle, Lighthouse;
 * docs/decisions/0028-server-drawn-first-view.md). What the visitor does
 * before the app has arrived — a click, a search — is not lost.
 */

function watch(page: Page) {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { scripts, problems };
}

async function drawnAndIdle(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  // Long enough for any script the page would fetch by itself.
  await page.waitForTimeout(1000);
}

test('the home page is drawn without any script, and the first click opens the product it was on', async ({
  page,
}) => {
  const seen = watch(page);
  await drawnAndIdle(page, '/');
  await expect(page.getByRole('heading', { name: 'Nouveaux' })).toBeVisible();
  const card = page.getByTestId('section-new').getByTestId('product-card').first();
  const name = (await card.locator('img').first().getAttribute('alt')) ?? '';
  expect(name).not.toBe('');
  expect(seen.scripts).toEqual([]);

  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  expect(seen.scripts.length).toBeGreaterThan(0);
  expect(seen.problems).toEqual([]);
});

test('the categories menu opens under the pointer that brought the app, and reaches every category', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  const { data: categories } = await (await request.get('/api/v1/categories')).json();
  const names = (categories as { designation: string }[]).map((c) => c.designation);
  expect(names.length).toBeGreaterThan(11);
  await drawnAndIdle(page, '/');
  // The pointer comes over the button and rests there: the app arrives and hydrates under it.
  await page.getByRole('button', { name: 'Toutes les catégories' }).hover();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: names[0] })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: names[11] })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'More Categories' }).click();
  for (const name of names) await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  expect(seen.problems).toEqual([]);
});

test('a category page is drawn with its products; a search typed before the app arrived is carried out', async ({
  page,
  request,
}) => {
  const { data: categories } = await (await request.get('/api/v1/categories')).json();
  const slug = categories[0].slug as string;
  const { data: articles } = await (await request.get(`/api/v1/categorieShow/${slug}`)).json();
  const seen = watch(page);
  await drawnAndIdle(page, `/categories/${slug}`);
  await expect(page.getByText(articles[0].designation).first()).toBeVisible();
  expect(seen.scripts).toEqual([]);

  const search = page.getByRole('searchbox', { name: 'Rechercher un produit' });
  await search.fill('samsung');
  await search.press('Enter');
  await expect(page).toHaveURL(/samsung/);
  await expect(page.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('samsung');
  expect(seen.problems).toEqual([]);
});

test('a scroll that brings the app leaves the page where the visitor scrolled it', async ({ page }) => {
  const seen = watch(page);
  await drawnAndIdle(page, '/');
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // The app arrives, hydrates and takes over the page without sending it back to the top.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('section-new').getByTestId('product-card').first()).toBeAttached();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  expect(seen.scripts.length).toBeGreaterThan(0);
  expect(seen.problems).toEqual([]);
});

test('a signed-in visitor gets the app at once, drawn for them', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'souk.session.client',
      JSON.stringify({ token: 'not-a-real-token', client: { id: 1, nom: 'Test', prenom: 'Client' } }),
    ),
  );
  const seen = watch(page);
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(() => seen.scripts.length).toBeGreaterThan(0);
});
