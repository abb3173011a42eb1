import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { CLIENT, MARCHAND } from '@/test/sessions-fixtures';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('login page', () => {
  it.each([
    ['en', 'The email field must be a valid email address.'],
    ['ar', 'يجب أن يكون حقل البريد الإلكتروني عنوان بريد إلكتروني صالحًا.'],
  ] as const)('checks the e-mail with the domain schema before sending, in %s', async (language, message) => {
    const api = mockFetch();
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'pas-un-email');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'x');
    const submit = screen.getByRole('button', { name: 'Se connecter' });
    await act(() => setLanguage(language));
    await user.click(submit);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    await act(() => setLanguage('fr'));
  });

  it('shows the Client and Partenaire tabs with their links', async () => {
    mockFetch();
    renderApp('/login');
    expect(await screen.findByRole('tab', { name: 'Client' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Partenaire' })).toBeTruthy();
    const clientPanel = screen.getByRole('tabpanel');
    expect(within(clientPanel).getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(clientPanel).getByRole('link', { name: 'Mot de passe oublié?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Partenaire' }));
    const partnerPanel = await screen.findByRole('tabpanel', { name: 'Partenaire' });
    expect(
      within(partnerPanel).getByRole('link', { name: 'Devenir un partenaire' }).getAttribute('href'),
    ).toBe('/demandePartenaire');
    expect(
      within(partnerPanel).getByRole('link', { name: 'Mot de passe oublié?' }).getAttribute('href'),
    ).toBe('/forgot-password-partenaire');
  });

  it('logs a client in, stores the client session and goes to /profile', async () => {
    const api = mockFetch({ 'POST /api/v1/client/login': { body: { client: CLIENT, token: 'tok-c' } } });
    const app = renderApp('/login');
    await fillAndSubmit('client@souk.dz', 'Client123!');

    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    expect(api.calls('POST /api/v1/client/login')[0].body).toEqual({
      email: 'client@souk.dz',
      password: 'Client123!',
    });
    expect(getSession('client')).toEqual({ token: 'tok-c', client: CLIENT });
    expect(getSession('partner')).toBeNull();
  });

  it('shows 422 field errors under the fields', async () => {
    mockFetch({
      'POST /api/v1/client/login': {
        status: 422,
        body: {
          message: "L'email doit être une adresse valide. (et 1 erreur de plus)",
          errors: {
            email: ["L'email doit être une adresse valide."],
            password: ['Le mot de passe est obligatoire.'],
          },
        },
      },
    });
    const app = renderApp('/login');
    await fillAndSubmit('ali@example.dz', 'x');

    const email = await screen.findByText("L'email doit être une adresse valide.");
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('aria-describedby')).toContain(
      email.id,
    );
    expect(screen.getByText('Le mot de passe est obligatoire.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('aria-invalid')).toBe('true');
    // The summary message is not repeated above the form when every error has its field.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.pathname()).toBe('/login');
    expect(getSession('client')).toBeNull();
  });

  it.each([
    [401, 'Email ou mot de passe incorrect.'],
    [429, 'Trop de tentatives. Veuillez réessayer dans 60 secondes.'],
    [403, 'Votre compte est bloqué.'],
  ])('shows the %i reply message in red above the form', async (status, message) => {
    mockFetch({ 'POST /api/v1/client/login': { status, body: { message } } });
    renderApp('/login');
    await fillAndSubmit('client@souk.dz', 'mauvais');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    const form = alert.closest('form');
    expect(form?.firstElementChild).toBe(alert);
  });

  it('logs a partner in from the Partenaire tab into the partner session and dashboard', async () => {
    const api = mockFetch({
      'POST /api/v1/marchand/login': { body: { marchand: MARCHAND, token: 'tok-p' } },
    });
    const app = renderApp('/login?tab=partenaire');
    expect((await screen.findByRole('tab', { name: 'Partenaire' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    await fillAndSubmit('partenaire@souk.dz', 'Partenaire123!');

    await waitFor(() => expect(app.pathname()).toBe('/partenaire/dashboard'));
    expect(api.calls('POST /api/v1/marchand/login')).toHaveLength(1);
    expect(api.calls('POST /api/v1/client/login')).toHaveLength(0);
    expect(getSession('partner')).toEqual({ token: 'tok-p', marchand: MARCHAND });
    expect(getSession('client')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows partner errors under the fields and above the form', async () => {
    mockFetch({
      'POST /api/v1/marchand/login': {
        status: 422,
        body: {
          message: 'Données invalides.',
          errors: { email: ['Email inconnu.'], message: ['Compte inactif.'] },
        },
      },
    });
    renderApp('/login?tab=partenaire');
    await fillAndSubmit('x@souk.dz', 'secret123');
    expect(await screen.findByText('Email inconnu.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Compte inactif.');
    expect(getSession('partner')).toBeNull();
  });
});
