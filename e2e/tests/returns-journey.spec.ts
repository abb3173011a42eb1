import {
  type Article,
  apiAs,
  demoPartner,
  loginClientAs,
  orderByApi,
  orderRow,
  registerClientByApi,
  stockOf,
} from './client-helpers';
import { expect, type Page, test } from './fixtures';
import { loginPartner } from './helpers';

/**
 * A return end to end (docs/product/orders-and-money.md, Returns and refunds): a client returns one of
 * the two lines of a delivered card order, the seller accepts it and confirms its reception with the
 * units back in stock, the payment provider (the sandbox) refunds the card, and the refund shows on
 * the client's return and on the seller's ledger; the stock is back.
 */

/** Two in-stock variants of two different articles of a store, bought one unit each. */
async function twoStoreVariants(page: Page, storeId: number) {
  const { data } = (await (await page.request.get(`/api/v1/articlesMarchand/${storeId}`)).json()) as {
    data: Article[];
  };
  const picks = data.flatMap((article) => {
    const variant = article.stock_articles
      .filter((v) => v.quantite >= 3 && v.sous_options.length === article.options.length)
      .sort((a, b) => b.quantite - a.quantite)[0];
    return variant ? [{ categorySlug: '', article, variant }] : [];
  });
  if (picks.length < 2) throw new Error(`store ${storeId} has fewer than two articles in stock`);
  return picks.slice(0, 2);
}

test('a client returns one line of a card order, the seller accepts and restocks it, the card is refunded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await registerClientByApi(page.request, 'e2e.retour');
  const partner = await demoPartner(page.request);
  const picks = await twoStoreVariants(page, partner.storeId);
  const [order] = await orderByApi(
    client.api,
    picks.map((pick) => ({ pick, quantite: 1 })),
    'devise',
  );
  await client.api.post(`v1/client/commandePayer/${order.id}`, {
    cardPaiement: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      postal_code: '16000',
      cardHolderName: `${client.prenom} ${client.nom}`,
    },
  });
  await partner.advance(order.id, 'en_cours_de_livraison', 'livree');
  const returned = picks[1];
  const stockBefore = await stockOf(page.request, returned);

  // The client asks to return the second line.
  await loginClientAs(page, client);
  const row = orderRow(page, order.ref);
  await row.getByRole('button', { name: `Retourner des articles de la commande #${order.ref}` }).click();
  const form = page.getByRole('dialog', { name: `Retour de la commande #${order.ref}` });
  await form
    .getByRole('textbox', { name: `Quantité à retourner : ${returned.article.designation}` })
    .fill('1');
  await form.getByLabel('Motif du retour').selectOption({ label: 'Article défectueux' });
  await form.getByLabel('Commentaire').fill("L'écran ne s'allume pas.");
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Votre demande de retour a été envoyée.')).toBeVisible();

  await page.getByRole('tab', { name: 'Retours' }).click();
  const clientReturn = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: `#${order.ref}` });
  await expect(clientReturn.getByText('Demandé', { exact: true }).first()).toBeVisible();

  // The seller accepts it, then confirms the reception with the units back in stock.
  const seller = await browser.newPage();
  await loginPartner(seller);
  await seller
    .getByRole('navigation', { name: 'Menu partenaire' })
    .getByRole('link', { name: 'Retours' })
    .click();
  await expect(seller).toHaveURL(/\/partenaire\/retours$/);
  await seller
    .getByRole('link', { name: `Voir le retour de la commande #${order.ref}` })
    .first()
    .click();
  await expect(seller).toHaveURL(/\/partenaire\/retours\/\d+$/);
  await seller.getByRole('button', { name: 'Accepter' }).click();
  let dialog = seller.getByRole('dialog', { name: 'Accepter le retour' });
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(seller.getByText('Retour accepté.')).toBeVisible();

  await seller.getByRole('button', { name: 'Confirmer la réception' }).click();
  dialog = seller.getByRole('dialog', { name: 'Confirmer la réception' });
  await expect(dialog.getByRole('checkbox', { name: 'Remettre les articles en stock' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(seller.getByText('Réception confirmée.')).toBeVisible();
  // The card is refunded by the provider at once: the return is refunded.
  await expect(seller.getByText('Remboursé', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // The stock is back.
  await expect.poll(() => stockOf(page.request, returned), { timeout: 15_000 }).toBe(stockBefore + 1);

  // The refund on the client's return, with its amount.
  await page.reload();
  await page.getByRole('tab', { name: 'Retours' }).click();
  const refunded = page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: `#${order.ref}` });
  await expect(refunded.getByText('Remboursé', { exact: true }).first()).toBeVisible();
  // And on the order itself: its detail lists its return, refunded, with the amount.
  await page.getByRole('tab', { name: 'Toutes les commandes' }).click();
  await orderRow(page, order.ref)
    .getByRole('button', { name: `Voir le détail de la commande #${order.ref}` })
    .click();
  const onOrder = page.getByRole('region', { name: 'Retours de cette commande' }).getByTestId('order-return');
  await expect(onOrder.getByText('Remboursé', { exact: true })).toBeVisible();
  await expect(onOrder).toContainText(/Remboursement\s*:\s*[\d\s\u202f]+,\d{2}\s*DZD/);
  await expect(onOrder).toContainText(`${returned.article.designation} × 1`);
  const api = apiAs(page.request, client.token);
  const { data } = (await api.get('v1/client/retours')) as unknown as {
    data: { etat: string; montant_rembourse: number; commande: { ref: string } }[];
  };
  const mine = data.find((r) => r.commande.ref === order.ref);
  expect(mine).toMatchObject({ etat: 'rembourse' });
  expect(mine?.montant_rembourse).toBeGreaterThan(0);

  // On the seller's ledger: a refund entry of that order.
  await seller
    .getByRole('navigation', { name: 'Menu partenaire' })
    .getByRole('link', { name: 'Finances' })
    .click();
  const entry = seller
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ hasText: 'Remboursement' })
    .filter({ hasText: order.ref });
  await expect(entry).toHaveCount(1);
  await seller.close();
});
