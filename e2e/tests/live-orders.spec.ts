import { demoPartner, orderByApi, registerClientByApi, storeLine } from './client-helpers';
import { type Browser, expect, type Page, test } from './fixtures';
import { loginAdmin, loginPartner } from './helpers';

/**
 * Live new orders (docs/decisions/0016-notifications.md): the back-offices see new orders without
 * reloading. The partner's dashboard (and an administrator's, in another browser) are open; a client
 * orders through the API; the notification, the sidebar badge and the refreshed counter appear on the
 * open page.
 */

/** One dashboard counter tile ('Commandes'), as a number. */
async function counter(page: Page, label: string) {
  const value = page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
  await expect(value).toBeVisible({ timeout: 20_000 });
  return Number(((await value.textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** Resolves once the page's live stream answered (its headers arrived): orders from now on reach it. */
function streamOpened(page: Page, audience: 'marchand' | 'user') {
  return page.waitForResponse(
    (r) => r.url().includes(`/api/v1/${audience}/commandesFlux`) && r.status() === 200,
    { timeout: 30_000 },
  );
}

async function newSession(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  return { context, page: await context.newPage() };
}

test('a new order appears live on the partner and admin dashboards, without a reload', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const partnerStream = streamOpened(page, 'marchand');
  await loginPartner(page);
  await partnerStream;
  const admin = await newSession(browser, baseURL);
  const adminStream = streamOpened(admin.page, 'user');
  await loginAdmin(admin.page);
  await adminStream;

  const before = await counter(page, 'Commandes');
  // A page that reloads loses this marker.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  const partner = await demoPartner(request);
  const buyer = await registerClientByApi(request, 'live');
  const line = await storeLine(request, partner.storeId, 1);
  const [order] = await orderByApi(buyer.api, [line], 'livraison');

  const toast = page.getByRole('alert').filter({ hasText: `Nouvelle commande #${order.ref}` });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/\d[\d\s]*,\d{2}\sDZD/);
  await expect(toast).toContainText(`${buyer.prenom} ${buyer.nom}`);
  const menu = page.getByRole('navigation', { name: 'Menu partenaire' });
  await expect(
    menu.getByLabel('1 nouvelle(s) commande(s) depuis votre dernière visite de la liste'),
  ).toBeVisible();
  await expect.poll(() => counter(page, 'Commandes')).toBe(before + 1);
  await expect(page.getByRole('main').getByText(order.ref).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The administrator hears of every order of the marketplace.
  await expect(
    admin.page.getByRole('alert').filter({ hasText: `Nouvelle commande #${order.ref}` }),
  ).toBeVisible();
  await admin.context.close();

  // The notification's link opens the order; the orders list clears the badge.
  await toast.getByRole('link', { name: 'Voir la commande' }).click();
  await expect(page).toHaveURL(new RegExp(`/partenaire/commandes/${order.ref}$`));
  await expect(page.getByText(order.ref).first()).toBeVisible();
  await expect(menu.getByLabel(/nouvelle\(s\) commande\(s\)/)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
