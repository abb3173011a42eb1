import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { type Browser, expect, type Page, type Request, type TestInfo, test } from './fixtures';
import { DEMO, mantineClassesWithoutStyles } from './helpers';

/**
 * Every screen of the app — storefront, client area, partner and admin back-offices — in French and
 * in Arabic, passes axe-core with no violation of impact serious or critical against the WCAG 2.x A
 * and AA rules (decision 0037). One browser context per role and language: the sign-in is done once,
 * then each route is visited and checked; the test lists every violation found before failing.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGUAGES = ['fr', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
type Role = 'visitor' | 'client' | 'partner' | 'admin';

/**
 * A screen to check: a path, or a path found on another screen (the first link matching `link` on
 * `from`, itself a path or a found screen), possibly turned into another screen of the same item
 * (`to`: the detail's edit form).
 */
type Screen = string | { from: Screen; link: RegExp; to?: (href: string) => string };

/**
 * Waits for the screen to settle: the page loaded, its data drawn (no skeleton left on the screen or
 * within a screen's height of it). Further down, a skeleton stays until the visitor scrolls to it —
 * a home section drawn once near the screen (lib/use-near-viewport.ts), a lazy image's placeholder —
 * and is checked as it is; waiting for it to go only ran out the timeout.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.mantine-Skeleton-root')].every(
          (skeleton) => skeleton.getBoundingClientRect().top > 2 * window.innerHeight,
        ),
      undefined,
      { timeout: 15_000 },
    )
    // A placeholder still drawn on the screen (an image that does not load) is checked as it is.
    .catch(() => undefined);
}

/**
 * The requests a screen waits for (its code, styles and data), counted on a page as they start and end;
 * a live feed's stream (text/event-stream), open as long as the screen is, is not one of them.
 */
function inFlight(page: Page): () => number {
  const pending = new Set<Request>();
  const waitedFor = (request: Request) =>
    ['script', 'stylesheet', 'fetch', 'xhr', 'document'].includes(request.resourceType()) &&
    !(request.headers().accept ?? '').includes('text/event-stream');
  page.on('request', (request) => {
    if (waitedFor(request)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => pending.size;
}

/**
 * Opens a screen: loaded as a document (`page.goto`), or in the app, as Back and Forward do — the path
 * pushed in the history and React Router told (popstate) — then waits for the screen's requests to be
 * over for half a second. In the app, the document stays: axe is not loaded again, nor the app.
 */
async function open(page: Page, path: string, inApp: boolean, pending: () => number) {
  if (inApp) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  } else {
    await page.goto(path);
  }
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending() > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { message: `the requests of ${path} to be over`, timeout: 20_000, intervals: [50] },
    )
    .toBeGreaterThanOrEqual(500);
}

/** The links of each screen already checked in a context, by path (`resolve` looks there first). */
type SeenLinks = Map<string, string[]>;

const links = (page: Page) =>
  page.locator('a[href]').evaluateAll((found) => found.map((a) => a.getAttribute('href') ?? ''));

async function resolve(
  page: Page,
  screen: Screen,
  seen: SeenLinks,
  go: (path: string) => Promise<void>,
): Promise<string> {
  if (typeof screen === 'string') return screen;
  const from = await resolve(page, screen.from, seen, go);
  // A screen checked before, its data drawn: its links are known without going back to it.
  let href = seen.get(from)?.find((h) => screen.link.test(h));
  if (href === undefined) {
    await go(from);
    await expect
      .poll(
        async () => {
          href = (await links(page)).find((h) => screen.link.test(h));
          return href;
        },
        { message: `a link matching ${screen.link} on ${from}`, timeout: 20_000 },
      )
      .toBeTruthy();
  }
  return screen.to ? screen.to(href ?? '') : (href ?? '');
}

/**
 * axe's serious and critical violations on the current page, one readable line per rule and node.
 * A page without frames is analysed in the page itself (axe's "legacy" mode) and only violations are
 * itemised (`resultTypes`): the same rules on the same nodes, without the blank page the default mode
 * opens to merge each frame's results, nor the selectors of every passing node — a third of the
 * time (decision 0051). There axe is evaluated once per document: AxeBuilder would send its 650 KB
 * source twice per analysis, most of an analysis's time, and again for each screen opened in the app
 * (`open`) after the first. A page with a frame gets the default mode, which also checks cross-origin
 * frames.
 */
async function analyze(page: Page) {
  // `options` before `withTags`: `options` replaces every option, the rules chosen by tag among them.
  const builder = (axeSource?: string) =>
    new AxeBuilder({ page, axeSource }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (page.frames().length > 1) return builder().analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return builder(AXE_IN_DOCUMENT).setLegacyMode(true).analyze();
}

/** AxeBuilder's source for a document that has axe: it checks, and loads nothing. */
const AXE_IN_DOCUMENT = `if (!window.axe) throw new Error('axe is not in this document');`;

async function violations(page: Page): Promise<string[]> {
  const results = await analyze(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${n.target.join(' ')} — ${n.failureSummary
              ?.split('\n')
              .slice(1, 2)
              .join(' ')
              .trim()}`,
        ),
    );
}

async function signIn(page: Page, role: Role) {
  if (role === 'visitor') return;
  if (role === 'client') {
    await page.goto('/login');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Email').fill(DEMO.client.email);
    await form.getByLabel('Mot de passe').fill(DEMO.client.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    return;
  }
  const area = role === 'admin' ? 'admin' : 'partenaire';
  await page.goto(`/${area}/login`);
  await page.getByLabel('Email').fill(DEMO[role].email);
  await page.getByLabel('Mot de passe').fill(DEMO[role].password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/dashboard$`));
}

async function checkScreens(
  browser: Browser,
  baseURL: string,
  testInfo: TestInfo,
  role: Role,
  language: Language,
  screens: Screen[],
  inApp: boolean,
) {
  const context = await browser.newContext({ baseURL, locale: language === 'ar' ? 'ar-DZ' : 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, role);
  await page.addInitScript((lang) => window.localStorage.setItem('souk.lang', lang), language);
  const found: string[] = [];
  // Checked on the same screens: a Mantine component drawn without its styles (a screen that loads
  // them component by component, app/mantine-first-view-styles.ts), which can also show what is meant
  // to be hidden (VisuallyHidden) or lose a control's focus ring.
  const unstyled: string[] = [];
  const seen: SeenLinks = new Map();
  const pending = inFlight(page);
  // The first screen is loaded as a document, the next ones in the app when `inApp`.
  let loaded = false;
  const go = async (path: string) => {
    await open(page, path, inApp && loaded, pending);
    loaded = true;
  };
  for (const screen of screens) {
    const path = await resolve(page, screen, seen, go);
    await go(path);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    for (const line of await violations(page)) found.push(`${path}: ${line}`);
    const missing = await mantineClassesWithoutStyles(page);
    if (missing.length) unstyled.push(`${path}: ${missing.join(' ')}`);
    seen.set(path, await links(page));
  }
  await context.close();
  if (found.length) await testInfo.attach(`axe-${role}-${language}`, { body: found.join('\n') });
  expect(found, `axe serious/critical violations (${role}, ${language}):\n${found.join('\n')}`).toEqual([]);
  expect(unstyled, `Mantine classes without their styles (${role}, ${language})`).toEqual([]);
}

const VISITOR: Screen[] = [
  '/',
  '/magasins',
  { from: '/magasins', link: /^\/magasins\/[^/]+$/ },
  { from: '/', link: /^\/categories\/[^/?]+$/ },
  '/resultats?search=telephone',
  '/apropos',
  '/contact',
  '/panier',
  '/demandePartenaire',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/not-a-token',
  '/forgot-password-partenaire',
  '/reset-password-partenaire/not-a-token',
  '/admin/login',
  '/admin/forgot-password',
  '/admin/reset-password/not-a-token',
  '/partenaire/login',
  '/page-qui-n-existe-pas',
];

/** An article's detail screen in a back-office ('nouveau' and 'update' are other screens). */
const ARTICLE = (area: string) => new RegExp(`^/${area}/articles/(?!nouveau$|update/)[^/]+$`);

const CLIENT: Screen[] = ['/profile', '/panier'];

const PARTNER: Screen[] = [
  '/partenaire/dashboard',
  '/partenaire/articles',
  '/partenaire/articles/nouveau',
  { from: '/partenaire/articles', link: ARTICLE('partenaire') },
  {
    from: '/partenaire/articles',
    link: ARTICLE('partenaire'),
    to: (href) => href.replace('/articles/', '/articles/update/'),
  },
  '/partenaire/promotions',
  '/partenaire/commandes',
  { from: '/partenaire/commandes', link: /^\/partenaire\/commandes\/[^/]+$/ },
  '/partenaire/finances',
  '/partenaire/retours',
];

const ADMIN: Screen[] = [
  '/admin/dashboard',
  '/admin/clients',
  { from: '/admin/clients', link: /^\/admin\/clients\/[^/]+$/ },
  '/admin/magasins',
  { from: '/admin/magasins', link: /^\/admin\/magasins\/[^/]+$/ },
  // The store's products are reached from the store's profile.
  {
    from: { from: '/admin/magasins', link: /^\/admin\/magasins\/[^/]+$/ },
    link: /^\/admin\/magasins-produits\/[^/]+$/,
  },
  '/admin/categories',
  '/admin/articles',
  '/admin/articles/nouveau',
  { from: '/admin/articles', link: ARTICLE('admin') },
  {
    from: '/admin/articles',
    link: ARTICLE('admin'),
    to: (href) => href.replace('/articles/', '/articles/update/'),
  },
  '/admin/commandes',
  { from: '/admin/commandes', link: /^\/admin\/commandes\/[^/]+$/ },
  '/admin/coupons',
  '/admin/sponsors',
  '/admin/promotions',
  '/admin/configuration',
  '/admin/livraison',
  '/admin/fondateurs',
  '/admin/publicites',
  '/admin/partenaires',
  '/admin/conatcts',
  '/admin/journal',
  '/admin/taches',
  '/admin/finances',
  '/admin/retours',
];

/**
 * Each role's screens, and whether they are opened in the app after the first (`open`). The storefront's
 * and the client's are loaded as documents, as a shopper arriving from a link gets them: their first
 * view is drawn by the server and styled by its own Mantine files (a screen opened after another would
 * inherit the other's). The back-offices' screens all come with the whole Mantine sheet (app/router.tsx
 * `lazyPage`), so opening them in the app checks the same screen, without reloading the app and axe
 * for each — two thirds of these checks' time.
 */
const ROLES: [Role, Screen[], boolean][] = [
  ['visitor', VISITOR, false],
  ['client', CLIENT, false],
  ['partner', PARTNER, true],
  ['admin', ADMIN, true],
];

test.describe('accessibility (axe, WCAG 2.x A/AA): no serious or critical violation', () => {
  // The checks only read (each signs in its own browser context): one role and language may run in
  // any worker, so that these eight long tests spread over the workers instead of running in one
  // (decision 0029).
  test.describe.configure({ mode: 'parallel' });
  for (const [role, screens, inApp] of ROLES) {
    for (const language of LANGUAGES) {
      test(`${role} screens, ${language}`, async ({ browser, baseURL }, testInfo) => {
        // A budget per screen (page, data, axe), not a measure: the suite runs on small shared machines.
        test.setTimeout(60_000 + screens.length * 30_000);
        await checkScreens(browser, baseURL ?? '', testInfo, role, language, screens, inApp);
      });
    }
  }
});

test('the quicker analysis finds the violations axe finds by default, on a loaded screen and on one opened in the app after it', async ({
  page,
}) => {
  const pending = inFlight(page);
  const found = (results: Awaited<ReturnType<typeof analyze>>) =>
    results.violations
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      .sort();
  // The second screen is analysed with the axe the first one's analysis evaluated (`AXE_IN_DOCUMENT`).
  for (const [path, inApp] of [
    ['/contact', false],
    ['/apropos', true],
  ] as const) {
    await open(page, path, inApp, pending);
    await settled(page);
    expect(await page.evaluate(() => 'axe' in window)).toBe(inApp);
    // One violation of each kind of rule: a name, a text alternative, a label, a contrast.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div id="violations"><button></button><img src="/x.png"><input type="text"><a href="/x"></a><p style="color:#eee;background:#fff">pâle</p></div>',
      ),
    );
    const quick = found(await analyze(page));
    expect(quick).toEqual(found(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()));
    expect(quick.map((line) => line.split(' ')[0])).toEqual(
      expect.arrayContaining(['button-name', 'color-contrast', 'image-alt', 'label', 'link-name']),
    );
    await page.evaluate(() => document.getElementById('violations')?.remove());
  }
});
