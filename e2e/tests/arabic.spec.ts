import { backofficeFr } from '../../apps/web/src/lib/locales/backoffice/catalogue';
import { fr as storefrontFr } from '../../apps/web/src/lib/locales/fr';
import { screensFr } from '../../apps/web/src/lib/locales/screens/fr';
import { ETAT_LABELS } from '../../packages/domain/src/order-states';
import { paymentLabel } from '../../packages/domain/src/payments';
import { apiAs } from './client-helpers';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from './fixtures';
import { DEMO, openProductModal, SESSION_KEYS } from './helpers';

/**
 * Arabic as a full second language (docs/product/README.md). The visitor switches to العربية in the
 * header; every screen of the journey (home, product modal, cart, partner dashboard) must then be right
 * to left, in Arabic, with no raw catalogue key ('storefront.menu.home') and none of the French labels that
 * these screens show in French. A screenshot of each screen is kept in test-results.
 */

/** The whole French catalogue: the bundled one, the other screens' strings loaded with those screens
 * and the back-office namespaces loaded with their layouts. */
const fr = { ...storefrontFr, ...screensFr, ...backofficeFr };
const NAMESPACES = Object.keys(fr).join('|');
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES})\\.[a-z]\\w*(?:\\.\\w+)*\\b`);

/** French labels of these screens (menu, header, modal, cart, dashboard): none may be left in Arabic. */
const FRENCH_LABELS = [
  fr.storefront.menu.home,
  fr.storefront.menu.shops,
  fr.common.logIn,
  fr.storefront.header.login,
  fr.storefront.header.register,
  fr.storefront.footer.usefulLinks,
  fr.storefront.footer.myCart,
  fr.storefront.home.newArrivals,
  fr.storefront.home.partners,
  fr.storefront.product.addToCart,
  fr.common.quantity,
  fr.common.description,
  fr.cart.summary.title,
  fr.cart.summary.toPay,
  fr.cart.order,
  fr.cart.selectAll,
  fr.backoffice.logout,
  fr.partner.nav.dashboard,
  fr.partner.nav.commandes,
  fr.boDashboard.latest.title,
  fr.boDashboard.counters.revenue,
  fr.boDashboard.filter.submit,
  // Words of the domain (order states, payment types, paid or not) shown in the dashboard tables.
  ...Object.values(ETAT_LABELS),
  paymentLabel('livraison'),
  paymentLabel('devise'),
  'payé',
  'non-payé',
];

interface Article {
  id: number;
  designation: string;
  stock_articles: { id: number; quantite: number }[];
}

/** A product of the demo data with a variant in stock, and its category (for the modal's URL). */
async function productInStock(request: APIRequestContext) {
  const { data: categories } = await (await request.get('/api/v1/categories')).json();
  for (const categorie of categories as { slug: string }[]) {
    const page = await (await request.get(`/api/v1/categorieShow/${categorie.slug}`)).json();
    for (const article of page.data as Article[]) {
      const variant = article.stock_articles.find((v) => v.quantite > 0);
      if (variant) return { slug: categorie.slug, article, variant };
    }
  }
  throw new Error('the demo data has no product in stock');
}

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    stored: window.localStorage.getItem('souk.lang'),
  }));
}

/** Visible text and the accessible texts (labels, placeholders, titles, alternatives) of the page. */
async function screenTexts(page: Page) {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the visitor reads.
    const texts = [document.body.innerText];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement) || element.closest('[hidden], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function expectArabicScreen(page: Page, testInfo: TestInfo, name: string) {
  expect(await documentLanguage(page)).toEqual({ dir: 'rtl', lang: 'ar', stored: 'ar' });
  // Laid out right to left: computed direction of the content, not only the attribute.
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  const texts = await screenTexts(page);
  expect(texts.filter((text) => RAW_KEY.test(text)).map((text) => text.match(RAW_KEY)?.[0])).toEqual([]);
  for (const label of FRENCH_LABELS) {
    await expect(page.getByText(label, { exact: true }).filter({ visible: true }), label).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: name !== 'product-modal' });
}

async function chooseLanguage(page: Page, current: RegExp, language: string) {
  await page.getByRole('button', { name: current }).first().click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('in Arabic, home, product modal, cart and partner dashboard are right to left and fully translated', async ({
  page,
  request,
}, testInfo) => {
  // A journey of four screens, each read for every French label: 40–70 s on a loaded CI machine.
  test.slow();
  // The switch in the storefront header; the choice survives a reload.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await chooseLanguage(page, /^Changer de langue/, 'العربية');
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
  await page.reload();
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(menu.getByRole('link', { name: 'الرئيسية' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'الجديد' })).toBeVisible();
  await expect(page.getByText(/\d\sدج/).first()).toBeVisible();
  await expectArabicScreen(page, testInfo, 'home');

  // The product modal: Arabic labels, price in دج.
  const { slug, article, variant } = await productInStock(request);
  await openProductModal(page, slug, article.designation);
  const modal = page.getByRole('dialog', { name: article.designation });
  await expect(modal.getByRole('heading', { name: article.designation })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  await expect(modal.getByTestId('variant-price')).toContainText('دج');
  await expectArabicScreen(page, testInfo, 'product-modal');

  // The cart of the demo client, logged in through the Arabic form; the wilaya is named in Arabic.
  await page.goto('/login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('البريد الإلكتروني').fill(DEMO.client.email);
  await form.getByLabel('كلمة المرور').fill(DEMO.client.password);
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(/16 - الجزائر/)).toBeVisible();
  const session = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.client);
  const client = apiAs(request, (JSON.parse(session ?? '{}') as { token: string }).token);
  await client.post('v1/client/panierAdd', { stock_article_id: variant.id, quantite: 1 });
  try {
    await page.goto('/panier');
    await expect(page.getByRole('heading', { name: 'ملخص الطلبية' })).toBeVisible();
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'اطلب الآن' })).toBeVisible();
    await expectArabicScreen(page, testInfo, 'cart');
  } finally {
    await client.delete(`v1/client/panierDelete/${variant.id}`);
  }

  // The partner dashboard, logged in through the Arabic form.
  await page.goto('/partenaire/login');
  await page.getByLabel('البريد الإلكتروني').fill(DEMO.partner.email);
  await page.getByLabel('كلمة المرور').fill(DEMO.partner.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/partenaire\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'آخر الطلبيات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
  await expectArabicScreen(page, testInfo, 'partner-dashboard');
});

test('switching back from Arabic gives French, left to right, and it stays after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('souk.lang', 'ar'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
  expect((await documentLanguage(page)).dir).toBe('rtl');

  await chooseLanguage(page, /^تغيير اللغة/, 'Français');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();
  expect(await documentLanguage(page)).toEqual({ dir: 'ltr', lang: 'fr', stored: 'fr' });
  await expect(page.getByPlaceholder('Rechercher un produit...')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  expect(await documentLanguage(page)).toEqual({ dir: 'ltr', lang: 'fr', stored: 'fr' });
});
