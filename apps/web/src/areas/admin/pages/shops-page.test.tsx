import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { asListShop, makeAdminShop } from '@/features/clients/admin/admin-people.fixtures';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/marchands';

describe('admin stores page', () => {
  it('shows every store as a card with its owner, counts and state, linking to its profile', async () => {
    loginAdmin();
    const api = mockFetch({
      [LIST]: {
        body: envelope(
          [
            asListShop(
              makeAdminShop(1, {
                slug: 'electro-oran',
                designation_magasin: 'Électro Oran',
                nbr_articles: 12,
                nbr_commandes: 1,
              }),
            ),
            asListShop(
              makeAdminShop(2, {
                designation_magasin: 'Mode Sétif',
                nom: 'Bouzid',
                prenom: 'Lina',
                valide: false,
                nbr_articles: 1,
              }),
            ),
          ],
          null,
          '/api/v1/user/marchands',
        ),
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/magasins');
    // The back office's first page in this worker (its route and catalogue are transformed first).
    const oran = await screen.findByRole('link', { name: /Électro Oran/ }, { timeout: 15_000 });
    expect(oran.getAttribute('href')).toBe('/admin/magasins/electro-oran');
    expect(within(oran).getByText('Karim Haddad')).toBeTruthy();
    expect(within(oran).getByText('12 articles')).toBeTruthy();
    expect(within(oran).getByText('1 commande')).toBeTruthy();
    expect(within(oran).queryByText('Bloqué')).toBeNull();
    const setif = screen.getByRole('link', { name: /Mode Sétif/ });
    expect(within(setif).getByText('Lina Bouzid')).toBeTruthy();
    expect(within(setif).getByText('1 article')).toBeTruthy();
    expect(within(setif).getByText('Bloqué')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: /Rechercher un magasin/ }), 'oran{Enter}');
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
    expect(new URL(api.calls(LIST)[1].url, 'http://localhost').searchParams.get('search')).toBe('oran');
  });
});
