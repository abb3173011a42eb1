import { algiersDay } from '@souk/domain/algiers-time';
import { formatDzd } from '@souk/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { latestOrder, STATISTIQUES } from '@/features/dashboard/dashboard.fixtures';
import { SHOP } from '@/features/shops/store-profile.fixtures';
import { mockFetch, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginPartner } from '@/test/sessions-fixtures';

/** Counters answer one figure without a range and another with one, so the screen shows which it sent. */
const counter = (all: number, ranged: number) => (request: RecordedRequest) => ({
  body: { data: new URL(request.url, 'http://x').searchParams.has('dateDebut') ? ranged : all },
});

function mockPartnerDashboard() {
  return mockFetch({
    'GET /api/v1/marchand/profilShow': { body: { data: SHOP } },
    'GET /api/v1/marchand/countArticles': counter(40, 5),
    'GET /api/v1/marchand/countRevenues': counter(250_000, 12_345.5),
    'GET /api/v1/marchand/countCommandes': counter(60, 9),
    'GET /api/v1/marchand/statistiques': { body: { data: STATISTIQUES } },
    'GET /api/v1/marchand/commandeslatest': { body: { data: [latestOrder()] } },
    'POST /api/v1/marchand/profilEdit': {
      body: {
        message: 'Modification avec success',
        data: { ...SHOP, designation_magasin: 'Atelier Yasmine & Fils' },
      },
    },
  });
}

const params = (request: RecordedRequest) =>
  Object.fromEntries(new URL(request.url, 'http://x').searchParams);
const tile = (label: string) => screen.getByRole('group', { name: label });

async function openDashboard() {
  loginPartner();
  const api = mockPartnerDashboard();
  const user = userEvent.setup();
  renderApp('/partenaire/dashboard');
  await screen.findByRole('heading', { name: 'Dashboard' });
  await waitFor(() => expect(within(tile('Commandes')).getByTestId('stat-value').textContent).toBe('9'));
  return { api, user };
}

describe('partner dashboard', () => {
  it('shows the store card, the personal information, the counters of the default period and the latest orders', async () => {
    const { api } = await openDashboard();
    const store = screen.getByRole('region', { name: 'Atelier Yasmine' });
    expect(within(store).getByText('Yasmine Bensalem')).toBeTruthy();
    expect(within(store).getByText('25 - Constantine')).toBeTruthy();
    expect(within(store).getByRole('img', { name: 'Photo du magasin Atelier Yasmine' })).toBeTruthy();
    // All-time figures on the card.
    await waitFor(() => expect(store.textContent).toContain(formatDzd(250_000, 'DA')));
    expect(within(store).getByText('40')).toBeTruthy();

    const info = screen.getByRole('region', { name: 'Informations personnelles' });
    expect(within(info).getByText('0770112233')).toBeTruthy();
    expect(within(info).getByText('yasmine@boutique.dz')).toBeTruthy();
    expect(within(info).getByText('5 rue Larbi Ben Mhidi, 25 - Constantine')).toBeTruthy();
    expect(within(info).getByText('Bijoux berbères en argent.')).toBeTruthy();

    // The counters follow the filter, sent with its default dates.
    expect(within(tile('Articles')).getByTestId('stat-value').textContent).toBe('5');
    expect(within(tile('Revenue')).getByTestId('stat-value').textContent).toBe(formatDzd(12_345.5, 'DA'));
    const ranged = api.calls('GET /api/v1/marchand/countCommandes').map(params);
    expect(ranged).toContainEqual({ dateDebut: '2023-06-01', dateFin: algiersDay() });
    expect((screen.getByLabelText('Debut') as HTMLInputElement).value).toBe('2023-06-01');
    expect((screen.getByLabelText('Fin') as HTMLInputElement).value).toBe(algiersDay());

    const latest = screen.getByRole('region', { name: 'Dernières Commandes' });
    expect(await within(latest).findByText('#7KQ2-M9XD')).toBeTruthy();

    const etats = await screen.findByRole('table', { name: 'Commandes par état' });
    const livree = within(etats).getByText('Livrée').closest('tr') as HTMLElement;
    expect(within(livree).getByText('7')).toBeTruthy();
    expect(screen.getByTestId('revenue-chart').getAttribute('role')).toBe('img');
    expect(screen.queryByRole('region', { name: 'Meilleurs magasins' })).toBeNull();
  });

  it('sends the date filter only when both dates are set', async () => {
    const { api, user } = await openDashboard();
    fireEvent.change(screen.getByLabelText('Debut'), { target: { value: '2024-03-01' } });
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '2024-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    const range = { dateDebut: '2024-03-01', dateFin: '2024-03-31' };
    await waitFor(() =>
      expect(api.calls('GET /api/v1/marchand/countRevenues').map(params)).toContainEqual(range),
    );
    expect(api.calls('GET /api/v1/marchand/countArticles').map(params)).toContainEqual(range);
    expect(api.calls('GET /api/v1/marchand/statistiques').map(params)).toContainEqual(range);

    const before = api.calls('GET /api/v1/marchand/countCommandes').length;
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(within(tile('Commandes')).getByTestId('stat-value').textContent).toBe('60'));
    const after = api.calls('GET /api/v1/marchand/countCommandes').slice(before).map(params);
    expect(after).toEqual([{}]);
    const stats = api.calls('GET /api/v1/marchand/statistiques').map(params);
    expect(stats.at(-1)).toEqual({});
  });

  it('does not send a range whose end comes before its start', async () => {
    const { api } = await openDashboard();
    const sent = api.requests.length;
    fireEvent.change(screen.getByLabelText('Debut'), { target: { value: '2024-04-01' } });
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '2024-03-01' } });
    expect(
      screen.getByText('La date de fin doit être postérieure ou égale à la date de début.'),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Filtrer' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(api.requests.slice(sent).filter((r) => r.url.includes('2024-04-01'))).toEqual([]);
  });

  it("opens the store edit modal from 'Modifier Profil' and shows the saved profile", async () => {
    const { api, user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: 'Modifier Profil' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier Profil' });
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modifier Profil' })).toBeNull());
    expect(api.calls('POST /api/v1/marchand/profilEdit')).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Atelier Yasmine & Fils' })).toBeTruthy();
  });
});
