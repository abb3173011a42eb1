import { expect, type Page, test } from './fixtures';
import { holdScripts, loginClient, watch } from './helpers';

/**
 * A product's own page, `/produits/{slug}`, comes drawn by the server with what search engines and
 * link previews read in its <head>, and works as the modal does once the app has arrived
 * (docs/decisions/0028-server-drawn-first-view.md, Addendum).
 */

interface Article {
  slug: string;
  /** The category whose first page lists it (set by `productInStock`). */
  categorie?: string;
  designation: string;
  options: { sous_options: { id: number }[] }[];
  stock_articles: { quantite: number; sous_options: { id: number }[] }[];
}

/** A product whose preselected variant (the first sub-option of each option) is in stock. */
async function productInStock(request: Page['request']): Promise<Article> {
  const { data: categories } = (await (await request.get('/api/v1/categories')).json()) as {
    data: { slug: string }[];
  };
  for (const categorie of categories) {
    const page = await (await request.get(`/api/v1/categorieShow/${categorie.slug}`)).json();
    for (const article of page.data as Article[]) {
      const chosen = article.options.map((o) => o.sous_options[0]?.id);
      const variant = article.stock_articles.find(
        (v) => v.sous_options.length === chosen.length && v.sous_options.every((s) => chosen.includes(s.id)),
      );
      if (variant && variant.quantite > 0) return { ...article, categorie: categorie.slug };
    }
  }
  throw new Error('the demo data has no product in stock');
}

test('a product page arrives drawn, with its head tags, and its first tap on "Ajouter au panier" is carried out', async ({
  page,
  baseURL,
}) => {
  const article = await productInStock(page.request);
  const url = `/produits/${encodeURIComponent(article.slug)}`;

  // The document as sent: the product in #root, its title, canonical, Open Graph and JSON-LD in <head>.
  const sent = await page.request.get(url);
  expect(sent.status()).toBe(200);
  const html = await sent.text();
  const [head, body] = html.split('</head>');
  const name = article.designation.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(body).toContain(name);
  expect(head).toContain(`<link rel="canonical" href="${baseURL}${url}">`);
  expect(head).toContain('<meta property="og:type" content="product">');
  expect(head).toMatch(/<meta property="og:image" content="http:\/\/[^"]+">/);
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
    '@type': 'Product',
    name: article.designation,
    offers: { '@type': 'Offer', priceCurrency: 'DZD', availability: 'https://schema.org/InStock' },
  });

  const seen = watch(page);
  // The app's scripts held back, as on a slow phone: the page is the server's until they arrive.
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: article.designation })).toBeVisible();
  await expect(page).toHaveTitle(`${article.designation} | Souk`);

  // A visitor's tap, held until the app has hydrated the page, sends them to log in.
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  release();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  expect(seen.scripts.length).toBeGreaterThan(0);
  expect(seen.problems).toEqual([]);
});

test('a client adds the product to the cart from its page', async ({ page }) => {
  const article = await productInStock(page.request);
  await loginClient(page);
  const seen = watch(page);
  await page.goto(`/produits/${encodeURIComponent(article.slug)}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Article ajouté au panier')).toBeVisible();
  expect(seen.problems).toEqual([]);
});

test('a shared ?produit= link opens the product page drawn by the server; the modal links to it too', async ({
  page,
}) => {
  const article = await productInStock(page.request);
  const { data } = await (await page.request.get(`/api/v1/articleShowBySlug/${article.slug}`)).json();
  const seen = watch(page);
  // The address the app shows while a product is open, as a shopper copies it into WhatsApp.
  const response = await page.goto(`/?produit=${data.id}&utm_source=whatsapp`);
  await expect(page).toHaveURL(new RegExp(`/produits/${article.slug}\\?utm_source=whatsapp$`));
  expect(await response?.text()).toContain('og:title');
  await expect(page.getByRole('heading', { level: 1, name: article.designation })).toBeVisible();

  // In the app, a card opens the modal, which links to the same page.
  await page.goto(`/categories/${article.categorie}`);
  await page.getByTestId('product-card').filter({ hasText: article.designation }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: article.designation })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('link', { name: 'Voir la page du produit' }).click();
  await expect(page).toHaveURL(new RegExp(`/produits/${article.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.designation })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(seen.problems).toEqual([]);
});

test('the sitemap index leads to the product pages, and robots.txt names it', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
  const index = await (await request.get('/sitemap.xml')).text();
  const products = /<loc>([^<]*sitemap-products-1\.xml)<\/loc>/.exec(index)?.[1];
  expect(products).toBe(`${baseURL}/sitemap-products-1.xml`);
  const list = await (await request.get('/sitemap-products-1.xml')).text();
  const first = /<loc>([^<]*)<\/loc>/.exec(list)?.[1] ?? '';
  expect(first).toMatch(new RegExp(`^${baseURL}/produits/`));
  // Each listed address is a page the server draws.
  const drawn = await (await request.get(first.replace(baseURL ?? '', ''))).text();
  expect(drawn).toContain('application/ld+json');
});
