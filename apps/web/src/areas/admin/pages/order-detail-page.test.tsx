import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BO_STORE, makeBoOrderDetail } from '@/features/orders/backoffice-orders.fixtures';
import { PRINTING_CLASS } from '@/features/orders/components/print-invoice-modal';
import { SHOP } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

// Leaflet needs a real layout engine; the stand-in shows what the map is given.
vi.mock('@/ui/map-view', () => ({
  MapView: ({
    center,
    zoom,
    label,
    popup,
  }: {
    center: readonly [number, number];
    zoom: number;
    label: string;
    popup?: ReactNode;
  }) => (
    <section aria-label={label} data-center={center.join(',')} data-zoom={zoom}>
      <span data-testid="marker-title">{popup}</span>
    </section>
  ),
}));

const SHOW = '/api/v1/user/commandeShow/7KQ2-M9XD';

const ORDER = makeBoOrderDetail({
  total: 8000,
  remise_promotion: 1400,
  remise_coupon: 500,
  montant_a_payer: 6100,
  coupon: { code: 'CP001-TEST', modelCoupon: { designation: 'Fidélité', remise: 500 } },
  stock_articles: [
    {
      id: 1,
      commande_ligne_id: 1,
      stock_article_id: 11,
      quantite: 2,
      prix: 3500,
      pourcentage: 20,
      prix_promotion: 2800,
      promotion: { id: 3, pourcentage: 20 },
      article: {
        id: 21,
        slug: 'theiere',
        designation: 'Théière en cuivre',
        url_image: null,
        latestpromotions: { id: 3, pourcentage: 20 },
        marchand: null,
      },
      stock_article: {
        id: 11,
        prix: 3500,
        quantite: 2,
        sous_options: [{ id: 5, designation: 'Grande', option_id: 2, option: 'Taille' }],
      },
      taux_commission: 0,
      commission: 0,
    },
    {
      id: 2,
      commande_ligne_id: 2,
      stock_article_id: 12,
      quantite: 1,
      prix: 1000,
      pourcentage: 0,
      prix_promotion: 1000,
      promotion: null,
      article: {
        id: 22,
        slug: 'plateau',
        designation: 'Plateau',
        url_image: null,
        latestpromotions: null,
        marchand: null,
      },
      stock_article: { id: 12, prix: 1000, quantite: 1, sous_options: [] },
      taux_commission: 0,
      commission: 0,
    },
  ],
  etats: [
    { etat: 'en_attente_de_validation', created_at: '2026-11-20T10:00:00.000Z', note: null },
    { etat: 'en_attente_de_livraison', created_at: '2026-11-21T09:30:00.000Z', note: null },
  ],
  etat: 'en_attente_de_livraison',
});

describe('admin order detail', () => {
  beforeEach(() => {
    loginAdmin('tok-a');
    URL.createObjectURL = vi.fn(() => 'blob:facture');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the client and state, the lines, the map, the summary, the QR code and the history', async () => {
    const api = mockFetch({ [`GET ${SHOW}`]: { body: { data: ORDER } } });
    renderApp('/admin/commandes/7KQ2-M9XD');
    expect(await screen.findByRole('heading', { name: 'Amina Benali' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'commande #7KQ2-M9XD', level: 1 })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/admin/dashboard', '/admin/commandes']);
    expect(api.calls(`GET ${SHOW}`)[0].headers.Authorization).toBe('Bearer tok-a');

    const client = screen.getByRole('region', { name: 'Amina Benali' });
    expect(within(client).getByText('0550 12 34 56')).toBeTruthy();
    expect(within(client).getByText('amina@exemple.dz')).toBeTruthy();
    expect(within(client).getByText('En attente de livraison')).toBeTruthy();
    expect(within(client).getByText('non-payé')).toBeTruthy();
    expect(within(client).getByText('Paiement à la livraison')).toBeTruthy();

    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByText('Théière en cuivre')).toBeTruthy();
    expect(within(lines[0]).getByText('Taille : Grande')).toBeTruthy();
    expect(within(lines[0]).getByText('Promotion -20 %')).toBeTruthy();
    expect(within(lines[0]).getByText('3 500,00 DZD')).toBeTruthy();
    expect(within(lines[0]).getByText('2 800,00 DZD')).toBeTruthy();
    expect(within(lines[0]).getByText('5 600,00 DZD')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Produit',
      'Prix',
      'Quantité',
      'Total',
    ]);

    const map = screen.getByRole('region', {
      name: 'Carte : position de livraison de la commande #7KQ2-M9XD',
    });
    expect(map.getAttribute('data-zoom')).toBe('10');
    expect(map.getAttribute('data-center')).toBe('36.75,3.05');
    expect(within(map).getByTestId('marker-title').textContent).toBe('Position de client.');

    const summary = screen.getByRole('region', { name: 'Résumé de la commande' });
    expect(
      within(summary)
        .getAllByTestId('summary-amount')
        .map((a) => a.textContent?.replace(/\s/gu, ' ')),
    ).toEqual(['8 000,00 DZD', '- 1 400,00 DZD', '- 500,00 DZD', 'Gratuite', '6 100,00 DZD']);
    expect(within(summary).getByText('Frais de livraison')).toBeTruthy();
    expect(within(summary).getByText('Remise coupon (CP001-TEST)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code de la commande #7KQ2-M9XD' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Historique des états' });
    expect(within(history).getByText('En attente de validation')).toBeTruthy();
    expect(within(history).getByText('En attente de livraison')).toBeTruthy();
  });

  it('prints the invoice from its modal, hiding the interface while printing', async () => {
    mockFetch({ [`GET ${SHOW}`]: { body: { data: ORDER } } });
    const classesWhilePrinting: boolean[] = [];
    const print = vi.fn(() => classesWhilePrinting.push(document.body.classList.contains(PRINTING_CLASS)));
    window.print = print;
    const user = userEvent.setup();
    renderApp('/admin/commandes/7KQ2-M9XD');
    await user.click(await screen.findByRole('button', { name: 'Imprimer la facture' }));
    const modal = await screen.findByRole('dialog', { name: 'Facture de la commande #7KQ2-M9XD' });
    const invoice = within(modal).getByTestId('invoice');
    expect(within(invoice).getByText('Souk')).toBeTruthy();
    expect(within(invoice).getByText('N° 7KQ2-M9XD')).toBeTruthy();
    expect(within(invoice).getByText('Théière en cuivre')).toBeTruthy();
    expect(within(invoice).getByText('6 100,00 DZD')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledOnce();
    expect(classesWhilePrinting).toEqual([true]);
    await waitFor(() => expect(document.body.classList.contains(PRINTING_CLASS)).toBe(false));
  });

  it('downloads the PDF invoice with the admin token', async () => {
    const api = mockFetch({
      [`GET ${SHOW}`]: { body: { data: ORDER } },
      'GET /api/v1/user/commandeFacture/7KQ2-M9XD': { body: '%PDF-1.4' },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/admin/commandes/7KQ2-M9XD');
    await user.click(await screen.findByRole('button', { name: 'Télécharger la facture' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [call] = api.calls('GET /api/v1/user/commandeFacture/7KQ2-M9XD');
    expect(call.headers.Authorization).toBe('Bearer tok-a');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('facture-7KQ2-M9XD.pdf');
  });

  it("moves the platform's order to its next state; a store's order offers no move to the admin", async () => {
    const api = mockFetch({
      [`GET ${SHOW}`]: { body: { data: ORDER } },
      'POST /api/v1/user/commandeChangerEtat/1': { body: { message: 'Success' } },
      'GET /api/v1/user/commandeShow/STORE-0001': {
        body: { data: { ...ORDER, ref: 'STORE-0001', marchand: { ...SHOP, id: BO_STORE.id } } },
      },
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/commandes/7KQ2-M9XD');
    await user.click(
      await screen.findByRole('button', { name: "Passer la commande à l'état : En cours de livraison" }),
    );
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/commandeChangerEtat/1')[0].body).toEqual({
      id: 1,
      etat: 'en_cours_de_livraison',
    });
    // The detail reloads after the change.
    await waitFor(() => expect(api.calls(`GET ${SHOW}`)).toHaveLength(2));

    await app.router.navigate('/admin/commandes/STORE-0001');
    expect(await screen.findByText(SHOP.designation_magasin)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Passer la commande à l'état/ })).toBeNull();
    // A store's order: the administrator sees what the platform takes and what the store is due.
    expect(
      within(screen.getByTestId('order-lines')).getByRole('columnheader', { name: 'Commission' }),
    ).toBeTruthy();
    expect(screen.getByText('Net dû au vendeur')).toBeTruthy();
  });

  it('corrects a delivery confirmed by mistake, with a reason; only on a delivered order', async () => {
    const delivered = { ...ORDER, etat: 'livree' as const, paye: true };
    const api = mockFetch({
      [`GET ${SHOW}`]: { body: { data: delivered } },
      'POST /api/v1/user/commandeCorrigerLivraison/1': {
        body: {
          message: 'Livraison corrigée : la commande est de nouveau en cours de livraison.',
          data: {
            id: 1,
            ref: '7KQ2-M9XD',
            etat: 'en_cours_de_livraison',
            paye: false,
            coupon_retire: true,
            coupon_utilise: null,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/commandes/7KQ2-M9XD');
    await user.click(await screen.findByRole('button', { name: 'Corriger la livraison' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Corriger la livraison de la commande #7KQ2-M9XD',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Corriger la livraison' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(/Motif de la correction/), 'Scan avant la remise du colis');
    await user.click(confirm);
    expect(
      await screen.findByText('Livraison corrigée : la commande est de nouveau en cours de livraison.'),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/user/commandeCorrigerLivraison/1')[0].body).toEqual({
      motif: 'Scan avant la remise du colis',
    });
    await waitFor(() => expect(api.calls(`GET ${SHOW}`)).toHaveLength(2));
  });

  it('offers no delivery correction before delivery', async () => {
    mockFetch({ [`GET ${SHOW}`]: { body: { data: ORDER } } });
    renderApp('/admin/commandes/7KQ2-M9XD');
    expect(await screen.findByRole('heading', { name: 'Amina Benali' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Corriger la livraison' })).toBeNull();
  });

  it('says when the order does not exist', async () => {
    mockFetch({ [`GET ${SHOW}`]: { status: 404, body: { message: 'Commande introuvable.' } } });
    renderApp('/admin/commandes/7KQ2-M9XD');
    expect(await screen.findByRole('heading', { name: 'Commande introuvable.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux commandes' }).getAttribute('href')).toBe(
      '/admin/commandes',
    );
  });
});

describe('partner order detail', () => {
  it('loads the order with the partner token, offers the PDF but no print modal', async () => {
    loginPartner('tok-p');
    const api = mockFetch({
      'GET /api/v1/marchand/commandeShow/7KQ2-M9XD': {
        body: { data: { ...ORDER, etat: 'en_attente_de_validation', marchand: SHOP } },
      },
    });
    renderApp('/partenaire/commandes/7KQ2-M9XD');
    expect(await screen.findByRole('heading', { name: 'Amina Benali' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'commande #7KQ2-M9XD', level: 1 })).toBeTruthy();
    expect(api.calls('GET /api/v1/marchand/commandeShow/7KQ2-M9XD')[0].headers.Authorization).toBe(
      'Bearer tok-p',
    );
    expect(screen.getByRole('button', { name: 'Télécharger la facture' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Imprimer la facture' })).toBeNull();
    expect(screen.getByRole('button', { name: "Passer la commande à l'état : Validée" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Corriger la livraison' })).toBeNull();
    const map = screen.getByRole('region', { name: /Carte : position de livraison/ });
    expect(map.getAttribute('data-zoom')).toBe('10');
  });

  it("shows each line's commission and rate, the order's commission and the seller's net due", async () => {
    loginPartner('tok-p');
    const [first, second] = ORDER.stock_articles;
    if (!first || !second) throw new Error('two lines expected');
    mockFetch({
      'GET /api/v1/marchand/commandeShow/7KQ2-M9XD': {
        body: {
          data: {
            ...ORDER,
            marchand: SHOP,
            stock_articles: [
              { ...first, taux_commission: 10, commission: 560 },
              { ...second, taux_commission: 12.5, commission: 50 },
            ],
            commission: 610,
            net_du: 5990,
          },
        },
      },
    });
    renderApp('/partenaire/commandes/7KQ2-M9XD');
    const lines = await screen.findByTestId('order-lines');
    expect(within(lines).getByRole('columnheader', { name: 'Commission' })).toBeTruthy();
    expect(
      within(lines)
        .getAllByTestId('line-commission')
        .map((cell) => cell.textContent?.replace(/\s/gu, ' ')),
    ).toEqual(['560,00 DZDTaux 10 %', '50,00 DZDTaux 12,5 %']);
    const summary = screen.getByRole('region', { name: 'Résumé de la commande' });
    expect(
      within(summary)
        .getAllByTestId('settlement-amount')
        .map((a) => a.textContent?.replace(/\s/gu, ' ')),
    ).toEqual(['- 610,00 DZD', '5 990,00 DZD']);
    expect(within(summary).getByText('Net dû au vendeur')).toBeTruthy();
  });

  it("shows no commission on the platform's own order", async () => {
    loginAdmin();
    mockFetch({ [`GET ${SHOW}`]: { body: { data: ORDER } } });
    renderApp('/admin/commandes/7KQ2-M9XD');
    const lines = await screen.findByTestId('order-lines');
    expect(within(lines).queryByRole('columnheader', { name: 'Commission' })).toBeNull();
    expect(screen.queryByText('Net dû au vendeur')).toBeNull();
  });
});
