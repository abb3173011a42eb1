import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { ADMIN } from '@/test/sessions-fixtures';

describe('admin login and register', () => {
  it("logs in with 'Log In' and goes to the dashboard", async () => {
    const api = mockFetch({ 'POST /api/v1/user/login': { body: { user: ADMIN, token: 'tok-a' } } });
    const user = userEvent.setup();
    const app = renderApp('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Bienvenue !' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié?' }).getAttribute('href')).toBe(
      '/admin/forgot-password',
    );
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'admin@souk.dz');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/dashboard'));
    expect(api.calls('POST /api/v1/user/login')[0].body).toEqual({
      email: 'admin@souk.dz',
      password: 'Admin123!',
    });
    expect(getSession('admin')).toEqual({ token: 'tok-a', user: ADMIN });
  });

  it('shows the reply message in red above the form', async () => {
    mockFetch({ 'POST /api/v1/user/login': { status: 401, body: { message: 'Identifiants incorrects.' } } });
    const user = userEvent.setup();
    renderApp('/admin/login');
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'admin@souk.dz');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'faux');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Identifiants incorrects.');
  });

  it.each([
    ['en', 'The password confirmation does not match the password.'],
    ['ar', 'كلمة المرور التأكيدية لا تطابق كلمة المرور.'],
  ] as const)(
    'checks the password pair with the domain schema before sending, in %s',
    async (language, message) => {
      const api = mockFetch();
      const user = userEvent.setup();
      renderApp('/admin/register');
      await user.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Admin Souk');
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'admin@souk.dz');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'Chef-Souk-2026');
      await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Chef-Souk-2027');
      const button = screen.getByRole('button', { name: "S'inscrire" });
      await act(() => setLanguage(language));
      await user.click(button);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      await act(() => setLanguage('fr'));
    },
  );

  it('registers an admin and goes to the admin login; 422 errors go under the fields', async () => {
    let attempt = 0;
    const api = mockFetch({
      'POST /api/v1/user/register': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: { message: 'Invalide.', errors: { email: ['Cette adresse email est déjà utilisée.'] } },
            }
          : { status: 201, body: { user: ADMIN } },
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/register');
    // The domain's schema, in the browser: nothing is sent.
    await user.click(await screen.findByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Le champ nom est obligatoire.')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/register')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Admin Souk');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'admin@souk.dz');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Chef-Souk-2026');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Chef-Souk-2026');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Cette adresse email est déjà utilisée.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/login'));
    expect(api.calls('POST /api/v1/user/register')[1].body).toEqual({
      name: 'Admin Souk',
      email: 'admin@souk.dz',
      password: 'Chef-Souk-2026',
      password_confirmation: 'Chef-Souk-2026',
    });
    // Registering opens no session.
    expect(getSession('admin')).toBeNull();
  });
});
