import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/features/audit/audit-types';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/auditLogs';

const EDIT: AuditEntry = {
  id: 2,
  admin: { id: 3, name: 'Admin Souk', email: 'admin@souk.dz' },
  action: 'POST /v1/user/couponEdit/:id',
  cible: { type: 'coupon', id: '12' },
  details: { params: { id: 12 }, body: { designation: 'Fidélité Aïd', remise: 300, url_image: '[image]' } },
  ip: '203.0.113.7',
  // 23:30 UTC is already the next day in Algiers.
  created_at: '2026-03-09T23:30:00.000Z',
};
const DELETE: AuditEntry = {
  id: 1,
  admin: null,
  action: 'DELETE /v1/user/sponsorDelete/:id',
  cible: { type: 'sponsor', id: '5' },
  details: {},
  ip: null,
  created_at: '2026-03-08T09:00:00.000Z',
};

async function openPage() {
  loginAdmin();
  const api = mockFetch({ [LIST]: { body: envelope([EDIT, DELETE], null, '/api/v1/user/auditLogs') } });
  renderApp('/admin/journal');
  const table = await screen.findByRole('table', { name: "Journal d'audit des administrateurs" });
  return { api, table, user: userEvent.setup() };
}

const sent = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('admin audit log page (/admin/journal)', () => {
  it('is reached from the sidebar and lists the entries: date in Algiers, admin, action, target', async () => {
    const { table } = await openPage();
    expect(screen.getByRole('heading', { name: "Journal d'audit", level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: "Menu d'administration" });
    expect(within(nav).getByRole('link', { name: 'Journal' }).getAttribute('aria-current')).toBe('page');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('10/03/2026 00:30:00')).toBeTruthy();
    expect(within(rows[0]).getByText('Admin Souk')).toBeTruthy();
    expect(within(rows[0]).getByText('admin@souk.dz')).toBeTruthy();
    expect(within(rows[0]).getByText('POST')).toBeTruthy();
    expect(within(rows[0]).getByText('/v1/user/couponEdit/:id')).toBeTruthy();
    expect(within(rows[0]).getByText('coupon #12')).toBeTruthy();
    expect(within(rows[1]).getByText('Compte supprimé')).toBeTruthy();
    expect(within(rows[1]).getByText('sponsor #5')).toBeTruthy();
  });

  it('opens and closes the details of one entry', async () => {
    const { user } = await openPage();
    const button = screen.getByRole('button', {
      name: 'Voir les détails : POST /v1/user/couponEdit/:id, 10/03/2026 00:30:00',
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Adresse IP : 203.0.113.7')).toBeTruthy();
    expect(panel.textContent).toContain('"designation": "Fidélité Aïd"');
    expect(panel.textContent).toContain('"url_image": "[image]"');
    await user.click(button);
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Voir les détails : DELETE/ }));
    expect(await screen.findByText('Aucun détail')).toBeTruthy();
  });

  it('searches on Enter and filters by dates, back to page 1', async () => {
    const { api, user } = await openPage();
    const search = screen.getByRole('searchbox', { name: "Rechercher dans le journal d'audit" });
    await user.type(search, 'coupon');
    expect(api.calls(LIST)).toHaveLength(1);
    await user.type(search, '{Enter}');
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
    expect(sent(api.calls(LIST)[1].url).get('search')).toBe('coupon');

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(3));
    const withStart = sent(api.calls(LIST)[2].url);
    expect([withStart.get('search'), withStart.get('dateDebut'), withStart.get('dateFin')]).toEqual([
      'coupon',
      '2026-03-01',
      null,
    ]);

    // An end before the start is refused on the spot, nothing is sent.
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-02-01' } });
    expect(
      await screen.findByText('La date de fin doit être postérieure ou égale à la date de début.'),
    ).toBeTruthy();
    expect(api.calls(LIST)).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(4));
    expect(sent(api.calls(LIST)[3].url).get('dateFin')).toBe('2026-03-10');
    expect(sent(api.calls(LIST)[3].url).get('page')).toBe('1');
    expect(api.calls(LIST)[3].headers.Authorization).toBe('Bearer admin-token');

    await user.click(screen.getByRole('button', { name: 'Effacer les dates' }));
    expect((screen.getByLabelText('Du') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Au') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Effacer les dates' })).toBeNull();
    // Same filters as the search alone: its page (already loaded) is shown again.
    expect(await screen.findByText('coupon #12')).toBeTruthy();
  });

  it('says when nothing was recorded yet, and when nothing matches', async () => {
    loginAdmin();
    mockFetch({ [LIST]: { body: envelope([], null, '/api/v1/user/auditLogs') } });
    renderApp('/admin/journal');
    expect(await screen.findByText('Aucune action enregistrée')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('searchbox', { name: "Rechercher dans le journal d'audit" }),
      'zzz{Enter}',
    );
    expect(await screen.findByText('Aucune action ne correspond à ces critères')).toBeTruthy();
  });
});
