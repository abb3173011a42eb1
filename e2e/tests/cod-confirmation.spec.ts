import { demoPartner, orderByApi, registerClientByApi, stockOf, storeLine } from './client-helpers';
import { expect, type Page, test } from './fixtures';
import { loginPartner } from './helpers';

/**
 * Cash-on-delivery confirmation as Algerian merchants work
 * (docs/decisions/0015-cod-confirmation.md). The partner calls the client (unreachable, then confirmed),
 * validates, ships, and records the parcel refused at the door: the order is cancelled, its stock comes
 * back, and the client's refusal shows on their other order — in French, then in Arabic.
 */

async function openOrder(page: Page, ref: string) {
  await page.goto(`/partenaire/commandes/${ref}`);
  await expect(page.getByRole('heading', { name: `commande #${ref}` })).toBeVisible({ timeout: 20_000 });
}

async function recordCall(page: Page, resultat: 'Injoignable' | 'Confirmée', note?: string) {
  const card = page.getByRole('region', { name: 'Confirmation téléphonique' });
  await card.getByRole('radio', { name: resultat }).check();
  if (note) await card.getByRole('textbox', { name: 'Note' }).fill(note);
  await card.getByRole('button', { name: "Enregistrer l'appel" }).click();
  await expect(page.getByText('Appel enregistré', { exact: true }).first()).toBeVisible();
  return card;
}

test('a partner confirms a COD order by phone, ships it, records the refused parcel; the client record shows it', async ({
  page,
  request,
}) => {
  // A long journey (two sessions' worth of screens, two languages) on a shared, loaded machine.
  test.setTimeout(180_000);
  const client = await registerClientByApi(request, 'cod');
  const partner = await demoPartner(request);
  const line = await storeLine(request, partner.storeId, 1);
  const stockBefore = await stockOf(request, line.pick);
  // Two separate checkouts: the order that will be refused, and a later one to look at.
  const [refused] = await orderByApi(client.api, [line], 'livraison');
  const [later] = await orderByApi(client.api, [{ ...line, quantite: 1 }], 'livraison');
  expect(refused.etat).toBe('en_attente_de_validation');
  expect(await stockOf(request, line.pick)).toBe(stockBefore - line.quantite - 1);

  await loginPartner(page);
  await openOrder(page, refused.ref);
  const clientCard = page.getByRole('region', { name: `${client.prenom} ${client.nom}` });
  await expect(clientCard).toContainText('Non confirmée');
  await expect(clientCard).toContainText('0 tentative(s)');
  await expect(page.getByRole('region', { name: 'Historique du client' })).toContainText(
    'Historique du client : 0 livrées, 0 refusées, 0 injoignables',
  );

  // First call: nobody answers.
  const calls = await recordCall(page, 'Injoignable', 'Messagerie vocale');
  await expect(calls.getByTestId('order-call')).toHaveCount(1);
  await expect(calls.getByTestId('order-call').first()).toContainText('Injoignable');
  await expect(calls.getByTestId('order-call').first()).toContainText('Messagerie vocale');
  await expect(clientCard).toContainText('1 tentative(s)');
  await expect(clientCard).toContainText('Non confirmée');

  // Second call: the client confirms.
  await recordCall(page, 'Confirmée');
  await expect(calls.getByTestId('order-call')).toHaveCount(2);
  await expect(clientCard).toContainText('Confirmée par téléphone');
  await expect(clientCard).toContainText('2 tentative(s)');

  // Validated, then shipped, with the usual action.
  await page.getByRole('button', { name: "Passer la commande à l'état : Validée" }).click();
  await expect(clientCard).toContainText('En attente de livraison', { timeout: 20_000 });
  // The call form is gone once validated; the calls stay listed.
  await expect(calls.getByRole('button', { name: "Enregistrer l'appel" })).toHaveCount(0);
  await expect(calls.getByTestId('order-call')).toHaveCount(2);
  await page.getByRole('button', { name: "Passer la commande à l'état : En cours de livraison" }).click();
  await expect(clientCard).toContainText('En cours de livraison', { timeout: 20_000 });

  // The parcel is refused at the door.
  await clientCard.getByRole('button', { name: 'Échec de livraison' }).click();
  const dialog = page.getByRole('dialog', { name: `Échec de livraison de la commande #${refused.ref}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Colis refusé par le client' }).check();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Refus à la porte');
  await dialog.getByRole('button', { name: "Confirmer l'échec" }).click();
  await expect(page.getByText('Échec de livraison enregistré', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(clientCard).toContainText('Annulée', { timeout: 20_000 });
  await expect(clientCard).toContainText('Échec de livraison : Colis refusé par le client');
  await expect(clientCard).toContainText('Refus à la porte');
  await expect(clientCard.getByRole('button', { name: 'Échec de livraison' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Historique des états' })).toContainText(
    'Échec de livraison : Colis refusé par le client — Refus à la porte',
  );
  // The refused units are back on the shelf (the later order still holds its one).
  expect(await stockOf(request, line.pick)).toBe(stockBefore - 1);

  // The client's other order shows the refusal, without naming anything else.
  await openOrder(page, later.ref);
  const record = page.getByRole('region', { name: 'Historique du client' });
  await expect(record).toContainText('Historique du client : 0 livrées, 1 refusées, 0 injoignables');
  await expect(record).toContainText('Derniers refus :');
  await expect(page.getByRole('region', { name: 'Confirmation téléphonique' })).toContainText(
    'Aucun appel enregistré.',
  );

  // The orders list warns about this client on its rows.
  await page.goto('/partenaire/commandes');
  const search = page.getByRole('searchbox', { name: 'Rechercher une commande' });
  await search.fill(later.ref);
  await search.press('Enter');
  const row = page.getByTestId('backoffice-order-row').filter({ hasText: `#${later.ref}` });
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await expect(row).toContainText('1 échec(s)');

  // The same screen in Arabic (right to left), with the call form translated.
  await page.evaluate(() => window.localStorage.setItem('souk.lang', 'ar'));
  await openOrderArabic(page, later.ref);
  await expect(page.getByRole('region', { name: 'سجل الزبون' })).toContainText(
    'سجل الزبون: 0 مُسلَّمة، 1 مرفوضة، 0 تعذّر الاتصال',
  );
  const arabicCalls = page.getByRole('region', { name: 'التأكيد الهاتفي' });
  await arabicCalls.getByRole('radio', { name: 'تعذّر الاتصال' }).check();
  await arabicCalls.getByRole('button', { name: 'تسجيل الاتصال' }).click();
  await expect(page.getByText('تم تسجيل الاتصال', { exact: true }).first()).toBeVisible();
  await expect(arabicCalls.getByTestId('order-call')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

async function openOrderArabic(page: Page, ref: string) {
  await page.goto(`/partenaire/commandes/${ref}`);
  await expect(page.getByRole('region', { name: 'التأكيد الهاتفي' })).toBeVisible({ timeout: 20_000 });
}
