import { loadPasswordStrength, WEAK_PASSWORD_MESSAGES } from '@souk/domain/password-strength';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { getSession } from '@/lib/sessions';
import { WILAYA_LABELS } from '@/lib/wilayas';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { CLIENT } from '@/test/sessions-fixtures';

async function fillForm(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Nom/ }), 'Benali');
  await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Amina');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'amina@souk.dz');
  const phone = screen.getByRole('textbox', { name: /^Téléphone/ });
  // Typed and shown left to right on an Arabic page too (Mantine sets the direction on the input's box).
  expect(phone.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  await user.type(phone, '0550123456');
  await user.type(screen.getByRole('textbox', { name: /^Adresse/ }), '12 rue Didouche Mourad');
  await user.click(screen.getByRole('combobox', { name: /^Wilaya/ }));
  await user.click(await screen.findByRole('option', { name: '16 - Alger' }));
  await user.click(screen.getByRole('radio', { name: 'Femme' }));
  await user.type(screen.getByLabelText(/^Mot de passe/), 'Souk-Alger-2026');
  await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Souk-Alger-2026');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: "S'inscrire" }));

describe('register page', () => {
  it('offers the 58 wilayas as "NN - Name"', () => {
    expect(WILAYA_LABELS).toHaveLength(58);
    expect(WILAYA_LABELS[15]).toBe('16 - Alger');
  });

  it('cannot be submitted until the terms are accepted', async () => {
    const api = mockFetch({
      'POST /api/v1/client/register': { status: 201, body: { client: CLIENT, token: 't' } },
    });
    const user = userEvent.setup();
    const app = renderApp('/register');
    await fillForm(user);
    await submit(user);

    expect(
      await screen.findByText("Vous devez accepter les conditions d'utilisation pour créer un compte."),
    ).toBeTruthy();
    expect(api.calls('POST /api/v1/client/register')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await submit(user);
    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    expect(api.calls('POST /api/v1/client/register')[0].body).toEqual({
      nom: 'Benali',
      prenom: 'Amina',
      email: 'amina@souk.dz',
      adresse: '12 rue Didouche Mourad',
      telephone: '0550123456',
      wilaya: '16 - Alger',
      genre: 'femme',
      password: 'Souk-Alger-2026',
      password_confirmation: 'Souk-Alger-2026',
      // The app's language: the client's invoices are written in it.
      langue: 'fr',
    });
    expect(getSession('client')).toEqual({ token: 't', client: CLIENT });
  }, 45_000);

  it('says why a guessable password is refused, in the browser, and sends nothing', async () => {
    await loadPasswordStrength();
    const api = mockFetch({
      'POST /api/v1/client/register': { status: 201, body: { client: CLIENT, token: 't' } },
    });
    const user = userEvent.setup();
    renderApp('/register');
    // The page is loaded lazily: its first load may take a while on a busy machine.
    await screen.findByRole('textbox', { name: /^Nom/ }, { timeout: 15_000 });
    await user.type(screen.getByLabelText(/^Mot de passe/), 'aaaaaaaa');
    await user.tab();
    expect(await screen.findByText(WEAK_PASSWORD_MESSAGES.pattern)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await submit(user);
    expect(await screen.findByText(WEAK_PASSWORD_MESSAGES.pattern)).toBeTruthy();
    expect(api.calls('POST /api/v1/client/register')).toHaveLength(0);
  }, 60_000);

  it.each([
    ['en', 'The last name field is required.', 'The password confirmation does not match the password.'],
    ['ar', 'حقل اللقب إلزامي.', 'كلمة المرور التأكيدية لا تطابق كلمة المرور.'],
  ] as const)(
    'checks the form with the domain schema before sending, in %s',
    async (language, nom, mismatch) => {
      const api = mockFetch();
      const user = userEvent.setup();
      renderApp('/register');
      await fillForm(user);
      await user.clear(screen.getByRole('textbox', { name: /^Nom/ }));
      await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), '-bis');
      await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
      const button = screen.getByRole('button', { name: "S'inscrire" });
      await act(() => setLanguage(language));
      await user.click(button);
      expect(await screen.findByText(nom)).toBeTruthy();
      expect(screen.getByText(mismatch)).toBeTruthy();
      expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      await act(() => setLanguage('fr'));
    },
    45_000,
  );

  it('shows 422 errors under each field', async () => {
    const errors = {
      nom: ['Le champ nom est obligatoire.'],
      prenom: ['Le champ prénom est obligatoire.'],
      email: ["L'email a déjà été pris."],
      adresse: ['Le champ adresse est obligatoire.'],
      telephone: ['Le téléphone doit être valide.'],
      wilaya: ['La wilaya sélectionnée est invalide.'],
      password: ['Le mot de passe doit contenir au moins 8 caractères.'],
      password_confirmation: ['La confirmation ne correspond pas.'],
    };
    mockFetch({
      'POST /api/v1/client/register': { status: 422, body: { message: 'Données invalides.', errors } },
    });
    const user = userEvent.setup();
    const app = renderApp('/register');
    // A form the browser accepts: the server's refusals still land under their fields.
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await submit(user);

    for (const [messages] of Object.values(errors).map((m) => [m[0]])) {
      expect(await screen.findByText(messages)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('aria-invalid')).toBe('true');
    expect(app.pathname()).toBe('/register');
    expect(getSession('client')).toBeNull();
  });
});
