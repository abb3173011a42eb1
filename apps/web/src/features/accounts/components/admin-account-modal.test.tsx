import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const saved = (name: string) => ({
  body: { message: 'Modification avec success', data: { id: 3, name, email: 'admin@souk.dz' } },
});

async function openAccount(replies: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch(replies);
  const user = userEvent.setup();
  renderApp('/admin/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Mon compte' }, { timeout: 20_000 }));
  const modal = await screen.findByRole('dialog', { name: 'Mon compte' });
  return { api, user, modal };
}

describe("the administrator's own account (Mon compte)", () => {
  it('opens from the top bar with the name; saves a new name and shows it in the session', async () => {
    const { api, user, modal } = await openAccount({ 'POST /api/v1/user/profilEdit': saved('Amina Kaci') });
    const name = within(modal).getByLabelText(/^Nom/) as HTMLInputElement;
    expect(name.value).toBe('Admin Souk');
    expect((within(modal).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('admin@souk.dz');
    expect(within(modal).queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    await user.clear(name);
    await user.type(name, 'Amina Kaci');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mon compte' })).toBeNull());
    expect(api.calls('POST /api/v1/user/profilEdit')[0].body).toEqual({ name: 'Amina Kaci' });
    expect(getSession('admin')?.user.name).toBe('Amina Kaci');
  }, 60_000);

  it('asks the current password once a new one is typed: nothing is sent without it', async () => {
    const { api, user, modal } = await openAccount({ 'POST /api/v1/user/profilEdit': saved('Admin Souk') });
    await user.type(within(modal).getByLabelText(/^Nouveau mot de passe/), 'Figuier-Tlemcen-2026');
    await user.type(within(modal).getByLabelText(/^Confirmation du mot de passe/), 'Figuier-Tlemcen-2026');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('Le mot de passe actuel est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/profilEdit')).toHaveLength(0);
    await user.type(within(modal).getByLabelText(/^Mot de passe actuel/), 'Admin123!');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('POST /api/v1/user/profilEdit')).toHaveLength(1));
    expect(api.calls('POST /api/v1/user/profilEdit')[0].body).toEqual({
      name: 'Admin Souk',
      password: 'Figuier-Tlemcen-2026',
      password_confirmation: 'Figuier-Tlemcen-2026',
      current_password: 'Admin123!',
    });
  }, 60_000);

  it("shows the API's refusal of a wrong current password under the field", async () => {
    const { user, modal } = await openAccount({
      'POST /api/v1/user/profilEdit': {
        status: 422,
        body: {
          message: 'Le mot de passe actuel est incorrect.',
          errors: { current_password: ['Le mot de passe actuel est incorrect.'] },
        },
      },
    });
    await user.type(within(modal).getByLabelText(/^Nouveau mot de passe/), 'Figuier-Tlemcen-2026');
    await user.type(within(modal).getByLabelText(/^Confirmation du mot de passe/), 'Figuier-Tlemcen-2026');
    await user.type(within(modal).getByLabelText(/^Mot de passe actuel/), 'PasLeBon-2026');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('Le mot de passe actuel est incorrect.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Mon compte' })).toBeTruthy();
  }, 60_000);
});
