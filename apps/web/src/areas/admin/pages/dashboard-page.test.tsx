import { algiersDay } from '@souk/domain/algiers-time';
import { formatDzd } from '@souk/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { latestOrder, STATISTIQUES, TOP_MAGASINS } from '@/features/dashboard/dashboard.fixtures';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const params = (request: RecordedRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);
const tileValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).queryByTestId('stat-value')?.textContent;

function mockAdminDashboard() {
  return mockFetch({
    'GET /api/v1/user/countArticles': { body: { data: 154 } },
    'GET /api/v1/user/countCategories': { body: { data: 12 } },
    'GET /api/v1/user/countCommandes': { body: { data: 87 } },
    'GET /api/v1/user/countRevenues': { body: { data: 1_234_567.8 } },
    'GET /api/v1/user/statistiques': { body: { data: { ...STATISTIQUES, top_magasins: TOP_MAGASINS } } },
    'GET /api/v1/user/commandeslatest': {
      body: {
        data: [
          latestOrder(),
          latestOrder({
            id: 42,
            ref: 'ZX81-QW3E',
            marchand: { id: 4, designation_magasin: 'Électro Oran', slug: 'electro-oran' },
          }),
        ],
      },
    },
  });
}

describe('admin dashboard', () => {
  it('shows the four counters of the default period, the charts and the latest orders', async () => {
    loginAdmin();
    const api = mockAdminDashboard();
    renderApp('/admin/dashboard');
    await waitFor(() => expect(tileValue('Revenue')).toBe(formatDzd(1_234_567.8, 'DA')));
    expect(tileValue('Articles')).toBe('154');
    expect(tileValue('Categories')).toBe('12');
    expect(tileValue('Commandes')).toBe('87');
    for (const path of [
      'countArticles',
      'countCategories',
      'countCommandes',
      'countRevenues',
      'statistiques',
    ]) {
      expect(api.calls(`GET /api/v1/user/${path}`).map(params), path).toEqual([
        { dateDebut: '2023-06-01', dateFin: algiersDay() },
      ]);
    }

    const top = await screen.findByRole('table', { name: 'Meilleurs magasins' });
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Électro Oran',
      'Atelier Yasmine',
    ]);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/admin/magasins/electro-oran');
    expect(rows[0].textContent).toContain(formatDzd(98_000, 'DA'));
    expect(within(rows[0]).getByText('12')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Commandes par état' })).toBeTruthy();
    // The revenue chart's figures are readable without the picture; a long period goes by month.
    const table = screen.getByRole('table', { name: 'Revenus par période' });
    expect(table.textContent).toContain(formatDzd(12_500 + 3_200.5, 'DA'));
    expect(screen.getByRole('region', { name: 'Revenus' }).textContent).toContain('par mois');

    const latest = screen.getByRole('region', { name: 'Dernières Commandes' });
    expect(await within(latest).findByText('#ZX81-QW3E')).toBeTruthy();
    expect(within(latest).getByRole('columnheader', { name: 'Marchand' })).toBeTruthy();
    expect(within(latest).getByText('Électro Oran')).toBeTruthy();
  });

  it('sends the date filter only when both dates are set', async () => {
    loginAdmin();
    const api = mockAdminDashboard();
    const user = userEvent.setup();
    renderApp('/admin/dashboard');
    await waitFor(() => expect(tileValue('Articles')).toBe('154'));
    fireEvent.change(screen.getByLabelText('Debut'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(api.calls('GET /api/v1/user/countCategories')).toHaveLength(2));
    for (const path of [
      'countArticles',
      'countCategories',
      'countCommandes',
      'countRevenues',
      'statistiques',
    ]) {
      expect(api.calls(`GET /api/v1/user/${path}`).map(params).at(-1), path).toEqual({});
    }
    fireEvent.change(screen.getByLabelText('Debut'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '2024-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(api.calls('GET /api/v1/user/countRevenues').map(params).at(-1)).toEqual({
        dateDebut: '2024-01-01',
        dateFin: '2024-01-31',
      }),
    );
  });
});
