import type { DeadLetterReply } from '@souk/domain/replies/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/catalog-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const LIST = 'GET /api/v1/user/tachesEchouees';
const ORDER_MAILS: DeadLetterReply = {
  id: '0b7c5a52-51d6-4d5e-a7a4-4a1f0e5f3c11',
  queue: 'notifications',
  concerne: { type: 'commande', id: '12', ref: 'CMD-2026-0012' },
  error: 'Connection refused',
  attempts: 11,
  created_at: '2026-11-29T07:00:00Z',
  failed_at: '2026-11-29T07:17:00Z',
  request_id: 'req-1',
};
const PAYOUT_MAIL: DeadLetterReply = {
  id: '9e0f1d33-7a1b-4c2d-8e3f-5a6b7c8d9e01',
  queue: 'payout-mail',
  concerne: { type: 'versement', id: '7', ref: null },
  error: null,
  attempts: 11,
  created_at: '2026-11-28T07:00:00Z',
  failed_at: '2026-11-28T07:17:00Z',
  request_id: null,
};

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({
    [LIST]: { body: envelope([ORDER_MAILS, PAYOUT_MAIL], null, '/api/v1/user/tachesEchouees') },
    ...handlers,
  });
  renderApp('/admin/taches');
  const table = await screen.findByRole('table');
  return { api, table, user: userEvent.setup() };
}

describe('admin failed jobs page (dead letters)', () => {
  it('lists each failed job: its kind in words, what it concerns, its last error and attempts', async () => {
    const { table } = await openPage();
    expect(await screen.findByRole('heading', { name: 'Tâches échouées' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tâche', 'Concerne', 'Dernière erreur', 'Tentatives', 'Dates', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('E-mails et flux d’une commande')).toBeTruthy();
    expect(within(first).getByText('Commande CMD-2026-0012')).toBeTruthy();
    expect(within(first).getByText('Connection refused')).toBeTruthy();
    expect(within(first).getByText('11')).toBeTruthy();
    expect(within(second).getByText('E-mail de versement')).toBeTruthy();
    expect(within(second).getByText('Versement n° 7')).toBeTruthy();
  });

  it('retries one after confirmation, then reloads the list', async () => {
    const { api, user } = await openPage({
      [`POST /api/v1/user/tacheRelancer/${ORDER_MAILS.id}`]: { body: { message: 'La tâche est relancée.' } },
    });
    await user.click(
      screen.getByRole('button', { name: 'Relancer la tâche « E-mails et flux d’une commande »' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Relancer cette tâche ?' });
    expect(api.calls(`POST /api/v1/user/tacheRelancer/${ORDER_MAILS.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Relancer' }));
    await waitFor(() =>
      expect(api.calls(`POST /api/v1/user/tacheRelancer/${ORDER_MAILS.id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('deletes one after confirmation', async () => {
    const { api, user } = await openPage({
      [`DELETE /api/v1/user/tacheDelete/${PAYOUT_MAIL.id}`]: { body: { message: 'La tâche est supprimée.' } },
    });
    await user.click(screen.getByRole('button', { name: 'Supprimer la tâche « E-mail de versement »' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Oui/ }));
    await waitFor(() =>
      expect(api.calls(`DELETE /api/v1/user/tacheDelete/${PAYOUT_MAIL.id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(api.calls(LIST)).toHaveLength(2));
  });

  it('says so when none failed', async () => {
    loginAdmin();
    mockFetch({ [LIST]: { body: envelope([], null, '/api/v1/user/tachesEchouees') } });
    renderApp('/admin/taches');
    expect(await screen.findByText('Aucune tâche échouée.')).toBeTruthy();
  });
});
