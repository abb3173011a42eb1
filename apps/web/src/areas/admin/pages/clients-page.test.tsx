import { formatDzd } from '@souk/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeAdminClient } from '@/features/clients/admin/admin-people.fixtures';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/clients';
const AMINA = makeAdminClient(1, {
  slug: 'amina-benali',
  nom: 'Benali',
  prenom: 'Amina',
  email: 'amina@exemple.dz',
  nbr_commande: 4,
  depences: 1700.5,
});
const KARIM = makeAdminClient(2, { slug: 'karim-saidi', nom: 'Saidi', prenom: 'Karim', valide: false });

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [LIST]: { body: envelope([AMINA, KARIM], null, '/api/v1/user/clients') },
    ...handlers,
  });
  renderApp('/admin/clients');
  const table = await screen.findByRole('table', { name: 'Liste des clients' });
  return { api, table, user: userEvent.setup() };
}

/** Testing Library reads no-break spaces as plain ones. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name)) as HTMLElement;

describe('admin clients page', () => {
  it('lists clients with their figures, state and a link to the profile', async () => {
    const { table } = await openPage();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Client', 'Email / Téléphone', 'Wilaya', 'Commandes', 'Total dépensé', 'Etat', 'Actions']);
    const amina = rowOf(table, 'Amina Benali');
    expect(within(amina).getByText('4')).toBeTruthy();
    expect(within(amina).getByText(spaced(formatDzd(1700.5)))).toBeTruthy();
    expect(within(amina).getByText('Actif')).toBeTruthy();
    expect(within(amina).getByRole('link', { name: 'Amina Benali' }).getAttribute('href')).toBe(
      '/admin/clients/amina-benali',
    );
    const karim = rowOf(table, 'Karim Saidi');
    expect(within(karim).getByText('Bloqué')).toBeTruthy();
    expect(within(karim).getByRole('button', { name: 'Débloquer le client Karim Saidi' })).toBeTruthy();
  });

  it('searches on Enter only', async () => {
    const { api, user } = await openPage();
    const search = screen.getByRole('searchbox', {
      name: 'Rechercher un client par nom, email ou téléphone',
    });
    await user.type(search, 'benali');
    expect(api.calls(LIST)).toHaveLength(1);
    await user.type(search, '{Enter}');
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
    expect(new URL(api.calls(LIST)[1].url, 'http://localhost').searchParams.get('search')).toBe('benali');
  });

  it('blocks a client only after confirmation, then reloads the list', async () => {
    const { api, table, user } = await openPage({
      'POST /api/v1/user/clientChangerEtat/1': {
        body: { message: 'Le client a été bloqué avec success.', data: { id: 1, valide: false } },
      },
    });
    const block = () =>
      within(rowOf(table, 'Amina Benali')).getByRole('button', { name: 'Bloquer le client Amina Benali' });

    // Cancelled: nothing is sent.
    await user.click(block());
    let confirm = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    expect(
      within(confirm).getByText(
        'Amina Benali ne pourra plus se connecter ni commander, et ses sessions seront fermées.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Etes-vous sur?' })).toBeNull());
    expect(api.calls('POST /api/v1/user/clientChangerEtat/1')).toHaveLength(0);

    await user.click(block());
    confirm = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    await user.click(within(confirm).getByRole('button', { name: 'Oui, bloquez-le!' }));
    expect(await screen.findByText('Le client a été bloqué avec success.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/clientChangerEtat/1')).toHaveLength(1);
    expect(api.calls('POST /api/v1/user/clientChangerEtat/1')[0].headers.Authorization).toBe(
      'Bearer admin-token',
    );
    await waitFor(() => expect(api.calls(LIST).length).toBeGreaterThan(1));
  });

  it("unblocks with 'Oui, débloquez-le!'", async () => {
    const { api, table, user } = await openPage({
      'POST /api/v1/user/clientChangerEtat/2': {
        body: { message: 'Le client a été débloqué avec success.', data: { id: 2, valide: true } },
      },
    });
    await user.click(
      within(rowOf(table, 'Karim Saidi')).getByRole('button', { name: 'Débloquer le client Karim Saidi' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Etes-vous sur?' });
    await user.click(within(confirm).getByRole('button', { name: 'Oui, débloquez-le!' }));
    expect(await screen.findByText('Le client a été débloqué avec success.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/clientChangerEtat/2')).toHaveLength(1);
  });

  it('downloads the CSV export of the current search with the admin token', async () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:clients');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    });
    const { api, user } = await openPage({
      'GET /api/v1/user/clientsExport': { body: 'Nom;Prénom' },
    });
    await user.type(screen.getByRole('searchbox', { name: /Rechercher un client/ }), 'amina{Enter}');
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(api.calls('GET /api/v1/user/clientsExport')).toHaveLength(1));
    const call = api.calls('GET /api/v1/user/clientsExport')[0];
    expect(new URL(call.url, 'http://localhost').searchParams.get('search')).toBe('amina');
    expect(call.headers.Authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    loginAdmin();
    mockFetch({ [LIST]: { body: envelope([], null, '/api/v1/user/clients') } });
    renderApp('/admin/clients');
    expect(await screen.findByText('Aucun client pour le moment')).toBeTruthy();
  });
});
