import { expect, test } from './fixtures';
import { expectNotFoundPage, loginAdmin, loginClient, loginPartner } from './helpers';

test.describe('guards', () => {
  test('client routes send a visitor to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('client guest-only routes send a client to /profile', async ({ page }) => {
    await loginClient(page);
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/abc',
      '/forgot-password-partenaire',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/profile$/);
    }
  });

  // Two journeys, not one: each page load runs the back office's code, and eleven of them in one test
  // took 42–46 s of its 60 on a machine at load 6.
  test('admin routes send a visitor to the admin login', async ({ page }) => {
    for (const path of [
      '/admin',
      '/admin/dashboard',
      '/admin/clients',
      '/admin/conatcts',
      '/admin/articles/nouveau',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
    }
  });

  test('an administrator skips the admin login and its other guest pages; /admin goes to the dashboard', async ({
    page,
  }) => {
    await loginAdmin(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const path of [
      '/admin/login',
      '/admin/register',
      '/admin/forgot-password',
      '/admin/reset-password/tok',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/dashboard$/);
    }
  });

  test('partner routes send a visitor to the partner login', async ({ page }) => {
    for (const path of [
      '/partenaire',
      '/partenaire/dashboard',
      '/partenaire/commandes',
      '/partenaire/articles/nouveau',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/partenaire\/login$/);
    }
  });

  test('a partner skips the partner login; /partenaire goes to the dashboard', async ({ page }) => {
    await loginPartner(page);
    await page.goto('/partenaire');
    await expect(page).toHaveURL(/\/partenaire\/dashboard$/);
    await page.goto('/partenaire/login');
    await expect(page).toHaveURL(/\/partenaire\/dashboard$/);
  });

  test('a token of one role opens no other area', async ({ page }) => {
    await loginClient(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/partenaire/dashboard');
    await expect(page).toHaveURL(/\/partenaire\/login$/);
  });

  test('unknown paths under /, /admin and /partenaire show the 404 page', async ({ page }) => {
    for (const path of ['/nimporte-quoi', '/magasins/a/b/c', '/admin/inconnu', '/partenaire/inconnu']) {
      await page.goto(path);
      await expectNotFoundPage(page);
    }
  });

  test('a visitor clicking the cart goes to /login', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /panier/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
