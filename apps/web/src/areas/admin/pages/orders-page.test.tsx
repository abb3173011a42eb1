import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BO_STORE, boPage, makeBoOrder } from '@/features/orders/backoffice-orders.fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const OWN = '/api/v1/user/commandes';
const STORES = '/api/v1/user/commandesMarchands';

describe('admin orders page', () => {
  beforeEach(() => {
    loginAdmin('tok-a');
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function replies() {
    return mockFetch({
      [`GET ${OWN}`]: (request) =>
        request.url.includes('search=')
          ? { body: boPage([makeBoOrder(5)], OWN) }
          : { body: boPage([makeBoOrder(1), makeBoOrder(2, { etat: 'livree' })], OWN) },
      [`GET ${STORES}`]: { body: boPage([makeBoOrder(3, { marchand: BO_STORE })], STORES) },
      'GET /api/v1/user/commandesExport': { body: 'Référence' },
    });
  }

  it("'Mes Commandes' lists the platform's orders with the Action column; the other tab loads when opened", async () => {
    const api = replies();
    renderApp('/admin/commandes');
    expect(await screen.findByRole('heading', { name: 'Commandes' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mes Commandes' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByTestId('backoffice-orders-table');
    expect(within(table).getByRole('columnheader', { name: 'Action' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Marchand' })).toBeNull();
    expect(
      within(table).getByRole('button', { name: "Changer l'état de la commande #BO1-ABCD" }),
    ).toBeTruthy();
    expect(
      within(table).queryByRole('button', { name: "Changer l'état de la commande #BO2-ABCD" }),
    ).toBeNull();
    expect(api.calls(`GET ${STORES}`)).toHaveLength(0);
    expect(api.calls(`GET ${OWN}`)[0].headers.Authorization).toBe('Bearer tok-a');
  });

  it("'Commandes Marchant' shows the Marchand column and no state menu", async () => {
    const api = replies();
    const user = userEvent.setup();
    renderApp('/admin/commandes');
    await screen.findByTestId('backoffice-orders-table');
    await user.click(screen.getByRole('tab', { name: 'Commandes Marchant' }));
    expect(await screen.findByText('Dar Tlemcen')).toBeTruthy();
    const table = screen.getByTestId('backoffice-orders-table');
    expect(within(table).getByRole('columnheader', { name: 'Marchand' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Changer l'état/ })).toBeNull();
    expect(api.calls(`GET ${STORES}`)[0].url).toBe(`${STORES}?page=1`);
  });

  it('searches on Enter and exports each tab with its scope and search', async () => {
    const api = replies();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/admin/commandes');
    await screen.findByTestId('backoffice-orders-table');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'amina{Enter}');
    expect(await screen.findByRole('link', { name: '#BO5-ABCD' })).toBeTruthy();
    expect(api.calls(`GET ${OWN}`).at(-1)?.url).toBe(`${OWN}?page=1&search=amina`);
    await user.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.calls('GET /api/v1/user/commandesExport')[0].url).toBe(
      '/api/v1/user/commandesExport?scope=own&search=amina',
    );

    await user.click(screen.getByRole('tab', { name: 'Commandes Marchant' }));
    await screen.findByText('Dar Tlemcen');
    await user.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.calls('GET /api/v1/user/commandesExport')[1].url).toBe(
      '/api/v1/user/commandesExport?scope=marchands',
    );
  });

  it('says so when the export fails', async () => {
    mockFetch({
      [`GET ${OWN}`]: { body: boPage([makeBoOrder(1)], OWN) },
      'GET /api/v1/user/commandesExport': { status: 500, body: { message: 'Erreur' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/commandes');
    await screen.findByTestId('backoffice-orders-table');
    await user.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    expect(
      await screen.findByText('Le fichier ne peut pas être téléchargé pour le moment. Veuillez réessayer.'),
    ).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    mockFetch({ [`GET ${OWN}`]: { status: 500, body: { message: 'Erreur' } } });
    renderApp('/admin/commandes');
    expect(
      await screen.findByText('Les commandes ne peuvent pas être chargées pour le moment.'),
    ).toBeTruthy();
  });
});
