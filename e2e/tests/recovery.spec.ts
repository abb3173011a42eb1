import { expect, expectedConsoleError, test } from './fixtures';
import { field } from './helpers';

test.describe('register and password recovery', () => {
  test('register enforces the terms checkbox, shows server errors, then logs the new client in', {
    // The e-mail already used: the API's 422, shown under the field.
    annotation: expectedConsoleError(/status of 422 .*\/api\/v1\/client\/register/),
  }, async ({ page }) => {
    await page.goto('/register');
    const email = `e2e.${Date.now()}@exemple.dz`;
    await field(page, 'Nom').fill('Kaci');
    await field(page, 'Prénom').fill('Lina');
    await field(page, 'Email').fill('client@souk.dz');
    await field(page, 'Adresse').fill('3 rue Larbi Ben M’hidi, Oran');
    await field(page, 'Téléphone').fill('0555 11 22 33');
    await field(page, 'Wilaya').first().click();
    await page.getByRole('option', { name: '31 - Oran' }).click();
    await field(page, 'Mot de passe').fill('MotDePasse123');
    await field(page, 'Confirmation du mot de passe').fill('MotDePasse123');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Cette adresse email est déjà utilisée.')).toBeVisible();
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('forgot password answers the fixed message, and a bad reset link shows the popup', {
    // The bad reset link: the API refuses its token.
    annotation: expectedConsoleError(/status of 401 .*\/api\/v1\/client\/reset-password/),
  }, async ({ page }) => {
    await page.goto('/forgot-password');
    const submit = page.getByRole('button', { name: 'Valider' });
    await expect(submit).toBeDisabled();
    await field(page, 'Email').fill('client@souk.dz');
    await submit.click();
    await expect(
      page.getByText('Veuillez verifié voter Boite email pour faire la modification de votre mot de passe.'),
    ).toBeVisible();

    await page.goto('/reset-password/not-a-real-token');
    const reset = page.getByRole('button', { name: 'Valider' });
    await expect(reset).toBeDisabled();
    const fields = page.locator('input[type="password"]');
    await fields.nth(0).fill('NouveauMotDePasse1');
    await fields.nth(1).fill('NouveauMotDePasse1');
    await reset.click();
    await expect(page.getByText('Oops...')).toBeVisible();
    await expect(page.getByText('Veuillez ressayé plus tard!')).toBeVisible();
  });
});
