import { expect, test } from './fixtures';
import { loginAdmin } from './helpers';

// The administrator's own account (docs/product/admin.md, My account), from a phone's top bar.

for (const lang of ['fr', 'ar'] as const) {
  test(`on a 390 px phone (${lang}), the top bar keeps "Mon compte" and Logout on screen; the modal asks the current password`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAdmin(page);
    // The language chosen once logged in (the login helper reads the French labels).
    await page.evaluate((l) => window.localStorage.setItem('souk.lang', l), lang);
    await page.reload();
    const names =
      lang === 'fr'
        ? { account: 'Mon compte', logout: 'Logout' }
        : { account: 'حسابي', logout: 'تسجيل الخروج' };
    const account = page.getByRole('button', { name: names.account });
    await expect(account).toBeVisible({ timeout: 30_000 });
    for (const button of [account, page.getByRole('button', { name: names.logout })]) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }

    await account.click();
    const modal = page.getByRole('dialog', { name: names.account });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    const current = modal.locator('input[autocomplete="current-password"]');
    await expect(current).toHaveCount(0);
    await modal.locator('input[autocomplete="new-password"]').first().fill('Figuier-Tlemcen-2026');
    await expect(current).toBeVisible();
  });
}
