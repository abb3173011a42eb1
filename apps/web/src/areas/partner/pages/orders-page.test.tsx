import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_SEEN_KEY } from '@/areas/partner/pages/orders-page';
import { BO_STORE, boPage, makeBoOrder } from '@/features/orders/backoffice-orders.fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginPartner } from '@/test/sessions-fixtures';

const LIST = '/api/v1/marchand/commandes';

describe('partner orders page', () => {
  beforeEach(() => {
    loginPartner('tok-p');
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the store orders with the state menu, searches on Enter and pages', async () => {
    const api = mockFetch({
      [`GET ${LIST}`]: (request) => {
        const url = new URL(request.url, 'http://localhost');
        const page = Number(url.searchParams.get('page'));
        const search = url.searchParams.get('search');
        if (search) return { body: boPage([makeBoOrder(9, { marchand: BO_STORE })], LIST) };
        return {
          body: boPage(
            [
              makeBoOrder(page === 2 ? 11 : 1, { marchand: BO_STORE }),
              makeBoOrder(2, { marchand: BO_STORE }),
            ],
            LIST,
            2,
            page,
          ),
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/commandes');
    expect(await screen.findByRole('heading', { name: 'Commandes' })).toBeTruthy();
    const table = await screen.findByTestId('backoffice-orders-table');
    expect(within(table).getByRole('columnheader', { name: 'Action' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Marchand' })).toBeNull();
    expect(
      within(table).getByRole('button', { name: "Changer l'état de la commande #BO1-ABCD" }),
    ).toBeTruthy();
    expect(api.calls(`GET ${LIST}`)[0].url).toBe(`${LIST}?page=1`);
    expect(api.calls(`GET ${LIST}`)[0].headers.Authorization).toBe('Bearer tok-p');

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: '#BO11-ABCD' })).toBeTruthy();
    expect(api.calls(`GET ${LIST}`).at(-1)?.url).toBe(`${LIST}?page=2`);

    const search = screen.getByRole('searchbox', { name: 'Rechercher une commande' });
    await user.type(search, 'amina');
    expect(api.calls(`GET ${LIST}`).some((c) => c.url.includes('search'))).toBe(false);
    await user.type(search, '{Enter}');
    expect(await screen.findByRole('link', { name: '#BO9-ABCD' })).toBeTruthy();
    expect(api.calls(`GET ${LIST}`).at(-1)?.url).toBe(`${LIST}?page=1&search=amina`);
  });

  it('shows an empty state, and a no-match state after a search', async () => {
    mockFetch({
      [`GET ${LIST}`]: { body: boPage([], LIST) },
    });
    const user = userEvent.setup();
    renderApp('/partenaire/commandes');
    expect(await screen.findByText('Aucune commande pour le moment.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'zzz{Enter}');
    expect(await screen.findByText('Aucune commande ne correspond à « zzz ».')).toBeTruthy();
  });

  it('exports the orders as CSV with the current search and the partner token', async () => {
    const api = mockFetch({
      [`GET ${LIST}`]: { body: boPage([makeBoOrder(1, { marchand: BO_STORE })], LIST) },
      'GET /api/v1/marchand/commandesExport': { body: 'Référence;Date' },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/partenaire/commandes');
    await screen.findByTestId('backoffice-orders-table');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), 'benali{Enter}');
    await user.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [call] = api.calls('GET /api/v1/marchand/commandesExport');
    expect(call.url).toBe('/api/v1/marchand/commandesExport?search=benali');
    expect(call.headers.Authorization).toBe('Bearer tok-p');
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });

  it('counts the orders placed since the last visit, then records this visit', async () => {
    const lastVisit = '2026-11-19T08:00:00.000Z';
    window.localStorage.setItem(ORDERS_SEEN_KEY, lastVisit);
    const api = mockFetch({
      [`GET ${LIST}`]: { body: boPage([makeBoOrder(1, { marchand: BO_STORE })], LIST) },
      'GET /api/v1/marchand/countNouvellesCommandes': { body: { data: 3 } },
    });
    renderApp('/partenaire/commandes');
    expect(await screen.findByText('3 nouvelle(s) commande(s)')).toBeTruthy();
    expect(api.calls('GET /api/v1/marchand/countNouvellesCommandes')[0].url).toBe(
      `/api/v1/marchand/countNouvellesCommandes?depuis=${encodeURIComponent(lastVisit)}`,
    );
    await waitFor(() => expect(window.localStorage.getItem(ORDERS_SEEN_KEY)).not.toBe(lastVisit));
    expect(Date.parse(window.localStorage.getItem(ORDERS_SEEN_KEY) ?? '')).toBeGreaterThan(
      Date.parse(lastVisit),
    );
  });

  it('shows no badge on a first visit or when nothing is new', async () => {
    const api = mockFetch({
      [`GET ${LIST}`]: { body: boPage([makeBoOrder(1)], LIST) },
      'GET /api/v1/marchand/countNouvellesCommandes': { body: { data: 0 } },
    });
    renderApp('/partenaire/commandes');
    await screen.findByTestId('backoffice-orders-table');
    expect(api.calls('GET /api/v1/marchand/countNouvellesCommandes')).toHaveLength(0);
    expect(screen.queryByText(/nouvelle\(s\) commande\(s\)/)).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(ORDERS_SEEN_KEY)).not.toBeNull());
  });
});
