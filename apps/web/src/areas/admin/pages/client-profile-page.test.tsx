import { formatDzd } from '@souk/domain/money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminClientDetail } from '@/features/clients/admin/admin-people.fixtures';
import { BO_STORE, makeBoOrder } from '@/features/orders/backoffice-orders.fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const SHOW = 'GET /api/v1/user/clientShow/amina-benali';
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const AMINA = makeAdminClientDetail(7, {
  slug: 'amina-benali',
  nom: 'Benali',
  prenom: 'Amina',
  email: 'amina@exemple.dz',
  telephone: '0550123456',
  adresse: '12 rue Didouche Mourad',
  wilaya: '16 - Alger',
  nbr_commande: 2,
  depences: 1123.45,
  commandes: [
    makeBoOrder(11, { ref: 'K7Q2-M9XD', marchand: BO_STORE, etat: 'livree', paye: true }),
    makeBoOrder(10, { ref: 'A1B2-C3D4' }),
  ],
  coupons: [
    {
      id: 3,
      code: 'AB3CD-EF4GH',
      etat: 'non_utilise',
      expires_at: '2099-01-31T00:00:00.000Z',
      modelCoupon: { designation: 'Fidélité', remise: 500 },
    },
  ],
});

describe('admin client profile', () => {
  it('shows the personal information, the figures, the orders tab and the coupons tab', async () => {
    loginAdmin();
    mockFetch({ [SHOW]: { body: { data: AMINA } } });
    const user = userEvent.setup();
    renderApp('/admin/clients/amina-benali');
    expect(await screen.findByRole('heading', { name: 'Amina Benali' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil client' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByText('Amina Benali')).toBeTruthy();

    const info = screen.getByRole('region', { name: 'Informations personnelles' });
    expect(within(info).getByText('amina@exemple.dz')).toBeTruthy();
    expect(within(info).getByText('0550123456')).toBeTruthy();
    // A phone number and an e-mail keep their left-to-right order on an Arabic page.
    expect(within(info).getByText('0550123456').getAttribute('dir')).toBe('ltr');
    expect(within(info).getByText('amina@exemple.dz').getAttribute('dir')).toBe('ltr');
    expect(within(info).getByText('12 rue Didouche Mourad, 16 - Alger').getAttribute('dir')).toBeNull();
    expect(within(info).getByText('12 rue Didouche Mourad, 16 - Alger')).toBeTruthy();
    expect(within(info).getByText('Femme')).toBeTruthy();

    const card = screen.getByRole('region', { name: 'Amina Benali' });
    expect(within(card).getByText('Nombre de commandes').nextSibling?.textContent).toBe('2');
    expect(within(card).getByText(spaced(formatDzd(1123.45)))).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Bloquer le client Amina Benali' })).toBeTruthy();

    const orders = screen.getByTestId('backoffice-orders-table');
    expect(within(orders).getByRole('link', { name: '#K7Q2-M9XD' }).getAttribute('href')).toBe(
      '/admin/commandes/K7Q2-M9XD',
    );
    expect(within(orders).getByText('Dar Tlemcen')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /Coupons/ }));
    const coupons = await screen.findByRole('table', { name: 'Coupons du client' });
    expect(within(coupons).getByText('AB3CD-EF4GH')).toBeTruthy();
    expect(within(coupons).getByText('Fidélité')).toBeTruthy();
    expect(within(coupons).getByText('non-utilisé')).toBeTruthy();
  });

  it('says when the client does not exist', async () => {
    loginAdmin();
    mockFetch({ [SHOW]: { status: 404, body: { message: 'Client introuvable.' } } });
    renderApp('/admin/clients/amina-benali');
    expect(await screen.findByText('Client introuvable')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux clients' }).getAttribute('href')).toBe(
      '/admin/clients',
    );
  });
});
