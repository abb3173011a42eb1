import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const SUCCESS = 'Veuillez verifié voter Boite email pour faire la modification de votre mot de passe.';

const button = () => screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement;

describe.each([
  ['/forgot-password', 'POST /api/v1/client/forgot-password'],
  ['/forgot-password-partenaire', 'POST /api/v1/marchand/forgot-password'],
  ['/admin/forgot-password', 'POST /api/v1/user/forgot-password'],
])('forgot password at %s', (path, endpoint) => {
  it('keeps Valider disabled while the e-mail is empty or the request runs', async () => {
    let release: () => void = () => {};
    mockFetch({
      [endpoint]: () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { message: 'ok' } });
        }),
    });
    const user = userEvent.setup();
    renderApp(path);
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(button().disabled).toBe(true);

    await user.type(email, 'client@souk.dz');
    expect(button().disabled).toBe(false);
    await user.click(button());
    expect(button().disabled).toBe(true);
    release();
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
  });

  it.each([
    ['en', 'The email field must be a valid email address.'],
    ['ar', 'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صالحًا.'],
  ] as const)('checks the e-mail with the domain schema before sending, in %s', async (language, message) => {
    const api = mockFetch({ [endpoint]: { body: { message: 'Lien envoyé.' } } });
    const user = userEvent.setup();
    renderApp(path);
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'client');
    const submit = button();
    await act(() => setLanguage(language));
    await user.click(submit);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await act(() => setLanguage('fr'));
  });

  it('shows the fixed success text', async () => {
    const api = mockFetch({ [endpoint]: { body: { message: 'Lien envoyé.' } } });
    const user = userEvent.setup();
    renderApp(path);
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'client@souk.dz');
    await user.click(button());
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(api.calls(endpoint)[0].body).toEqual({ email: 'client@souk.dz' });
  });

  it("shows 'Email incorrect !' on any failure", async () => {
    mockFetch({ [endpoint]: { status: 429, body: { message: 'Trop de requêtes.' } } });
    const user = userEvent.setup();
    renderApp(path);
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'client@souk.dz');
    await user.click(button());
    expect(await screen.findByText('Email incorrect !')).toBeTruthy();
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });
});
