import { expect, expectedConsoleError, test } from './fixtures';
import { DEMO, loginAdmin, loginClient, loginPartner, storedSession } from './helpers';

test.describe('each role logs in and out', () => {
  test('a client logs in from the Client tab, lands on Profile, then logs out to /login', async ({
    page,
  }) => {
    await loginClient(page);
    expect(JSON.parse((await storedSession(page, 'client')) ?? '{}').token).toBeTruthy();
    expect(await storedSession(page, 'admin')).toBeNull();
    expect(await storedSession(page, 'partner')).toBeNull();
    await expect(page.getByRole('banner').getByText('Benmoussa Sarah')).toBeVisible();

    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page, 'client')).toBeNull();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('wrong credentials show the server message under the e-mail', {
    // The API's refusal of the wrong password.
    annotation: expectedConsoleError(/status of 422 .*\/api\/v1\/client\/login/),
  }, async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Email').fill(DEMO.client.email);
    await form.getByLabel('Mot de passe').fill('not-the-password');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(
      form.getByText('Ces identifiants ne correspondent pas à nos enregistrements.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a partner logs in from the Partenaire tab of /login and logs out to /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Partenaire' }).click();
    // The panel by name: the tab switches through the URL, so right after the click the panel shown may
    // still be the Client one (filling it, then submitting the Partenaire one, sent empty fields).
    const form = page.getByRole('tabpanel', { name: 'Partenaire' });
    await form.getByLabel('Email').fill(DEMO.partner.email);
    await form.getByLabel('Mot de passe').fill(DEMO.partner.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/partenaire\/dashboard$/);
    expect(await storedSession(page, 'partner')).not.toBeNull();
    expect(await storedSession(page, 'client')).toBeNull();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page, 'partner')).toBeNull();
  });

  test('a partner logs in from /partenaire/login', async ({ page }) => {
    await loginPartner(page);
    await expect(
      page.getByRole('navigation', { name: 'Menu partenaire' }).getByRole('link', { name: 'Commandes' }),
    ).toBeVisible();
  });

  test('an admin logs in, sees the back-office and logs out to the admin login', async ({ page }) => {
    await loginAdmin(page);
    await expect(page.getByText('Administrateur Souk')).toBeVisible();
    for (const entry of ['Clients', 'Magasins', 'Categories', 'Articles', 'Commandes']) {
      await expect(page.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    // The contacts entry's name also announces the unread count ('Contacts 4 message(s) non lu(s)').
    await expect(page.getByRole('link', { name: /^Contacts/ })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedSession(page, 'admin')).toBeNull();
  });

  test('the three sessions live side by side without touching each other', async ({ page }) => {
    await loginClient(page);
    await loginAdmin(page);
    await loginPartner(page);
    for (const kind of ['client', 'admin', 'partner'] as const) {
      expect(await storedSession(page, kind), kind).not.toBeNull();
    }
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/admin/clients');
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });
});
