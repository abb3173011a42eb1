import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from './fixtures';

export const DEMO = {
  client: { email: 'client@souk.dz', password: 'Client123!' },
  partner: { email: 'partenaire@souk.dz', password: 'Partenaire123!' },
  admin: { email: 'admin@souk.dz', password: 'Admin123!' },
} as const;

export const SESSION_KEYS = {
  client: 'souk.session.client',
  partner: 'souk.session.partner',
  admin: 'souk.session.admin',
} as const;

export async function storedSession(page: Page, kind: keyof typeof SESSION_KEYS) {
  return page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS[kind]);
}

export async function loginClient(page: Page) {
  await page.goto('/login');
  await page.getByRole('tabpanel').getByLabel('Email').fill(DEMO.client.email);
  await page.getByRole('tabpanel').getByLabel('Mot de passe').fill(DEMO.client.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export async function loginAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Mot de passe').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function loginPartner(page: Page) {
  await page.goto('/partenaire/login');
  await page.getByLabel('Email').fill(DEMO.partner.email);
  await page.getByLabel('Mot de passe').fill(DEMO.partner.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/partenaire\/dashboard$/);
}

export async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Please check your URL and try again...')).toBeVisible();
}

/** A form field by its label, whether or not Mantine appends the required asterisk ("Nom *"). */
export function field(scope: Page | ReturnType<Page['locator']>, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/** The scripts a page fetches, and its console errors and uncaught exceptions. */
export function watch(page: Page) {
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

/**
 * The requests `url` matches wait until `open()`, as on a slow link; the addresses asked for are pushed
 * to `asked`.
 */
export async function holdRequests(page: Page, url: string | RegExp, asked: string[] = []) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(url, async (route) => {
    asked.push(route.request().url());
    await opened;
    await route.continue();
  });
  return open;
}

/** The app's scripts wait until `open()`: the page stays as the server drew it, as on a slow phone. */
export function holdScripts(page: Page) {
  return holdRequests(page, '**/assets/*.js');
}

/**
 * Opens a product's modal as a shopper does: its category's page, then its card (the product is on
 * the category's first page). An address with `?produit=` opened from outside — a shared link, a
 * reload — leads to the product's own page instead (the server redirects it).
 */
export async function openProductModal(page: Page, categorySlug: string, designation: string) {
  await page.goto(`/categories/${categorySlug}`);
  await page.getByTestId('product-card').filter({ hasText: designation }).first().click();
}

/** Every class Mantine's whole style sheet gives rules to (`m_` and a hash, one per component part). */
const MANTINE_STYLED_CLASSES = new Set(
  readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'), 'utf8').match(
    /(?<=\.)m_[0-9a-f]+/g,
  ),
);

/**
 * Mantine's classes on the page that its whole style sheet gives rules to and no sheet the page has
 * loaded does: a component drawn without its styles. A screen that loads Mantine's styles component by
 * component (app/mantine-first-view-styles.ts, app/router.tsx) must name every one it draws.
 */
export async function mantineClassesWithoutStyles(page: Page): Promise<string[]> {
  const { used, styled } = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of document.querySelectorAll('[class*="m_"]')) {
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    }
    const styled = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const [name] of rule.selectorText.matchAll(/(?<=\.)m_[0-9a-f]+/g)) styled.add(name);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) read(sheet.cssRules);
    return { used: [...used], styled: [...styled] };
  });
  const loaded = new Set(styled);
  return used.filter((name) => MANTINE_STYLED_CLASSES.has(name) && !loaded.has(name)).sort();
}
