import { formatDzd } from '@souk/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminShop } from '@/features/clients/admin/admin-people.fixtures';
import { boPage, makeBoOrder } from '@/features/orders/backoffice-orders.fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const spaced = (text: string) => text.replace(/\s+/g, ' ');
const SHOP = makeAdminShop(5, {
  slug: 'electro-oran',
  designation_magasin: 'Électro Oran',
  nom: 'Haddad',
  prenom: 'Karim',
  email: 'karim@boutique.dz',
  telephone: '0661223344',
  adresse_magasin: 'Cité 500 logements',
  wilaya_magasin: '31 - Oran',
  description: 'Électroménager depuis 2010.',
  created_at: '2025-06-01T10:00:00.000Z',
  nbr_articles: 14,
  revenus: 2600.5,
});
const ORDERS = 'GET /api/v1/user/marchandShowCommandes/5';

function open(extra: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    'GET /api/v1/user/marchandShow/electro-oran': { body: { data: SHOP } },
    'GET /api/v1/user/countArticlesMarchand/5': { body: { data: 14 } },
    'GET /api/v1/user/countCommandesMarchand/5': { body: { data: 3 } },
    'GET /api/v1/user/countRevenuesMarchand/5': { body: { data: 2600.5 } },
    [ORDERS]: {
      body: boPage([makeBoOrder(1, { ref: 'K7Q2-M9XD' })], '/api/v1/user/marchandShowCommandes/5'),
    },
    ...extra,
  });
  renderApp('/admin/magasins/electro-oran');
  return { api, user: userEvent.setup() };
}

describe('admin store profile', () => {
  it('shows the profile card, the personal information, the three tiles and the orders', async () => {
    const { api, user } = open();
    const card = await screen.findByRole('region', { name: 'Électro Oran' });
    expect(within(card).getByText('Karim Haddad')).toBeTruthy();
    expect(within(card).getByText('Créé le 01/06/2025')).toBeTruthy();
    expect(within(card).getByText('Produits : 14')).toBeTruthy();
    expect(within(card).getByText(spaced(`Revenus : ${formatDzd(2600.5, 'Da')}`))).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Modifier Profile' })).toBeTruthy();

    const info = screen.getByRole('region', { name: 'Informations personnelles' });
    expect(within(info).getByText('karim@boutique.dz').getAttribute('dir')).toBe('ltr');
    expect(within(info).getByText('0661223344').getAttribute('dir')).toBe('ltr');
    expect(within(info).getByText('Cité 500 logements, 31 - Oran')).toBeTruthy();
    expect(within(info).getByText('Électroménager depuis 2010.')).toBeTruthy();

    const produits = screen.getByRole('link', { name: 'Produits' });
    expect(produits.getAttribute('href')).toBe('/admin/magasins-produits/5');
    await waitFor(() =>
      expect(screen.getAllByTestId('shop-figure').map((f) => f.textContent)).toEqual([
        '14',
        '3',
        formatDzd(2600.5, 'Da'),
      ]),
    );
    expect(screen.getByText('Revenues Total')).toBeTruthy();

    const orders = await screen.findByTestId('backoffice-orders-table');
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Référence',
      'Client',
      'Date',
      'Total',
      'Status',
      'Etat Paiement',
      'Méthode Paiement',
      'Voir Details',
    ]);
    expect(within(orders).getByRole('link', { name: '#K7Q2-M9XD' })).toBeTruthy();

    await user.type(
      screen.getByRole('searchbox', { name: /Rechercher une commande du magasin/ }),
      'amina{Enter}',
    );
    await waitFor(() => expect(api.calls(ORDERS)).toHaveLength(2));
    expect(new URL(api.calls(ORDERS)[1].url, 'http://localhost').searchParams.get('search')).toBe('amina');
  });

  it("edits the store from 'Modifier Profile', then reloads the profile", async () => {
    const { api, user } = open({
      'POST /api/v1/user/marchandEdit/5': {
        body: {
          message: 'Modification avec success',
          data: { ...SHOP, designation_magasin: 'Électro Oran 2' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier Profile' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier Profil' });
    expect((within(modal).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('karim@boutique.dz');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('POST /api/v1/user/marchandEdit/5')).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET /api/v1/user/marchandShow/electro-oran')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier Profil' })).toBeNull());
  });

  it('says when the store does not exist', async () => {
    open({
      'GET /api/v1/user/marchandShow/electro-oran': {
        status: 404,
        body: { message: 'Magasin introuvable.' },
      },
    });
    expect(await screen.findByText('Magasin introuvable')).toBeTruthy();
  });
});
