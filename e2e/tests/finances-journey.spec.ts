import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/api/test/pdf-text';
import { expect, expectedConsoleError, type Page, test } from './fixtures';
import { DEMO, field, loginAdmin, loginPartner } from './helpers';

/**
 * The marketplace's money end to end (docs/product/partner.md and admin.md, Finances): the demo
 * partner sees the commission of one of its delivered orders, records its payout account and asks for
 * a payout (a second request is refused while the first is open), the administrator pays it with a
 * transfer reference, and the partner downloads its statement as CSV and as PDF, the payout in both.
 */

/** A figure of a balance tile ('112 210,00 DA') as a number. */
function amount(text: string | null) {
  return Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
}

async function available(page: Page) {
  const value = page.getByRole('group', { name: 'Disponible', exact: true }).getByTestId('stat-value');
  await expect(value).toBeVisible({ timeout: 20_000 });
  return amount(await value.textContent());
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel');
}

const PAYOUT = 1500;
const REFERENCE = 'VIR-E2E-0001';

test('a partner sees its commission, asks for a payout, the administrator pays it, the statement shows it', {
  annotation: expectedConsoleError(/status of 422 .*\/api\/v1\/marchand\/versementAdd/),
}, async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await loginPartner(page);
  await page
    .getByRole('navigation', { name: 'Menu partenaire' })
    .getByRole('link', { name: 'Finances' })
    .click();
  await expect(page).toHaveURL(/\/partenaire\/finances$/);
  const before = await available(page);
  expect(before).toBeGreaterThan(PAYOUT);

  // A sale of the ledger opens its order, which shows what the platform takes and what is due.
  const sale = page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Vente' }).first();
  const order = sale.getByRole('link');
  const ref = ((await order.textContent()) ?? '').trim();
  await order.click();
  await expect(page).toHaveURL(new RegExp(`/partenaire/commandes/${ref}$`));
  const lines = page.getByTestId('order-lines');
  await expect(lines.getByRole('columnheader', { name: 'Commission' })).toBeVisible();
  await expect(lines.getByTestId('line-commission').first()).toContainText(/DZDTaux \d+(,\d+)? %/);
  const summary = page.getByRole('region', { name: 'Résumé de la commande' });
  await expect(summary.getByText('Net dû au vendeur')).toBeVisible();
  await expect(summary.getByTestId('settlement-amount')).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/partenaire\/finances$/);

  // The payout account, then the request.
  let panel = await openTab(page, 'Compte de versement');
  await field(panel, 'Type de compte').selectOption('ccp');
  await field(panel, 'Titulaire').fill('Karim Haddad');
  await field(panel, 'Numéro de compte CCP').fill('0012345678');
  await field(panel, 'Clé').fill('42');
  await panel.getByRole('button', { name: 'Enregistrer le compte' }).click();
  await expect(page.getByText('Compte de versement enregistré.')).toBeVisible();

  panel = await openTab(page, 'Versements');
  await field(panel, 'Montant (DZD)').fill(String(PAYOUT));
  await panel.getByRole('button', { name: 'Demander' }).click();
  await expect(page.getByText('Demande de versement enregistrée.')).toBeVisible();
  const requested = panel.getByRole('row').filter({ has: page.getByText('Demandé', { exact: true }) });
  await expect(requested).toHaveCount(1);
  await expect(requested).toContainText(/1\s500,00\sDA/);
  await expect.poll(() => available(page)).toBeCloseTo(before - PAYOUT, 2);
  // One request open at a time: the server says so above the form.
  await field(panel, 'Montant (DZD)').fill('1000');
  await panel.getByRole('button', { name: 'Demander' }).click();
  await expect(panel.getByText(/Une demande de versement est déjà en cours/)).toBeVisible();

  // The administrator pays it with the transfer's reference.
  const admin = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const adminPage = await admin.newPage();
  await loginAdmin(adminPage);
  await adminPage
    .getByRole('navigation', { name: "Menu d'administration" })
    .getByRole('link', { name: 'Finances' })
    .click();
  const queued = adminPage.getByRole('tabpanel').getByRole('row').filter({ hasText: DEMO.partner.email });
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText(/1\s500,00\sDA/);
  await expect(queued).toContainText('0012345678 42');
  await queued.getByRole('button', { name: /^Payer le versement de / }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Payer le versement' });
  await field(dialog, 'Référence du virement').fill(REFERENCE);
  await dialog.getByRole('button', { name: 'Confirmer le paiement' }).click();
  await expect(adminPage.getByText('Versement payé.')).toBeVisible();
  await expect(queued).toHaveCount(0);
  await admin.close();

  // The partner sees it paid.
  await page.reload();
  panel = await openTab(page, 'Versements');
  const paid = panel.getByRole('row').filter({ hasText: REFERENCE });
  await expect(paid).toContainText('Payé');

  // The statement of this month, as CSV then as PDF: the payout is in both.
  panel = await openTab(page, 'Relevé');
  await panel.getByText('CSV', { exact: true }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    panel.getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^releve-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe('date;type;libelle;commande_ref;montant;solde');
  expect(rows[1]).toContain("Solde d'ouverture");
  expect(rows.at(-1)).toContain('Solde de clôture');
  expect(rows.some((row) => /;versement;.*;-1500,00;/.test(row))).toBe(true);

  await panel.getByText('PDF', { exact: true }).click();
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    panel.getByRole('button', { name: 'Télécharger' }).click(),
  ]);
  const file = await readFile(await pdf.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(file).join('\n');
  expect(text).toContain('RELEVÉ DE COMPTE');
  expect(text).toMatch(/Versement n° \d+ demandé/);
  expect(text).toContain("Solde d'ouverture");
});
