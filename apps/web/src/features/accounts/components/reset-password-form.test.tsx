import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const button = () => screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement;

async function fill(
  user: UserEvent,
  password = 'Figuier-Tlemcen-2026',
  confirmation = 'Figuier-Tlemcen-2026',
) {
  await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), password);
  await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), confirmation);
}

describe.each([
  ['/reset-password/tok123', 'POST /api/v1/client/reset-password', '/login'],
  ['/reset-password-partenaire/tok123', 'POST /api/v1/marchand/reset-password', '/login'],
  ['/admin/reset-password/tok123', 'POST /api/v1/user/reset-password', '/admin/login'],
])('reset password at %s', (path, endpoint, loginPath) => {
  afterEach(async () => {
    await setLanguage('fr');
  });

  it('keeps Valider disabled until both fields are filled', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderApp(path);
    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'Figuier-Tlemcen-2026');
    expect(button().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'N');
    expect(button().disabled).toBe(false);
    await user.clear(screen.getByLabelText(/^Nouveau mot de passe/));
    expect(button().disabled).toBe(true);
  });

  it('shows 422 errors under the fields', async () => {
    mockFetch({
      [endpoint]: {
        status: 422,
        body: {
          message: 'Données invalides.',
          errors: {
            password: ['Le mot de passe doit contenir au moins 8 caractères.'],
            password_confirmation: ['La confirmation ne correspond pas.'],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp(path);
    // A pair the browser accepts: the server's refusals still land under their fields.
    await fill(user);
    await user.click(button());
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeTruthy();
    expect(screen.getByText('La confirmation ne correspond pas.')).toBeTruthy();
  });

  it("checks the pair with the domain's schema before sending, in the page's language", async () => {
    const api = mockFetch({ [endpoint]: { body: { message: 'Mot de passe modifié.' } } });
    const user = userEvent.setup();
    renderApp(path);
    await fill(user, 'Figuier-Tlemcen-2026', 'Figuier-Oran-2026');
    const submit = button();
    await act(() => setLanguage('en'));
    await user.click(submit);
    expect(await screen.findByText('The password confirmation does not match the password.')).toBeTruthy();
    await act(() => setLanguage('ar'));
    await user.click(submit);
    expect(await screen.findByText('كلمة المرور التأكيدية لا تطابق كلمة المرور.')).toBeTruthy();
    expect(api.calls(endpoint)).toHaveLength(0);
  });

  it("opens the 'Oops...' popup on a 401 (invalid or expired link)", async () => {
    mockFetch({ [endpoint]: { status: 401, body: { message: 'Jeton invalide.' } } });
    const user = userEvent.setup();
    renderApp(path);
    await fill(user);
    await user.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Oops...' });
    expect(dialog.textContent).toContain('Veuillez ressayé plus tard!');
  });

  it("toasts 'Success' and goes to the login page after 800 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockFetch({ [endpoint]: { body: { message: 'Mot de passe modifié.' } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const app = renderApp(path);
    await fill(user);
    await user.click(button());

    expect(await screen.findByText('Success')).toBeTruthy();
    expect(api.calls(endpoint)[0].body).toEqual({
      token: 'tok123',
      password: 'Figuier-Tlemcen-2026',
      password_confirmation: 'Figuier-Tlemcen-2026',
    });
    // Not before the delay…
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(app.pathname()).toBe(path);
    // …then to the login page.
    act(() => {
      vi.advanceTimersByTime(150);
    });
    await waitFor(() => expect(app.pathname()).toBe(loginPath));
  });
});
