import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AboutConfig } from '@/features/about/admin/api/get-about-config';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin } from '@/test/sessions-fixtures';

const CONFIG: AboutConfig = {
  url_logo: '/media/2026/01/logo.webp',
  email: 'contact@souk.dz',
  telephone: '0550123456',
  adresse: 'Alger',
  latitude: 36.75,
  longitude: 3.04,
  facebook: 'https://facebook.com/souk',
  instagram: null,
  linkedin: null,
  twitter: null,
  description: 'Souk réunit les magasins algériens.',
  condition: 'Anciennes conditions',
  politique: null,
};

async function openPage(handlers: Parameters<typeof mockFetch>[0] = {}) {
  loginAdmin();
  const api = mockFetch({ 'GET /api/v1/user/aboutShow': { body: { data: CONFIG } }, ...handlers });
  renderApp('/admin/configuration');
  await screen.findByRole('textbox', { name: 'Email' });
  return { api, user: userEvent.setup() };
}

describe('admin configuration page', () => {
  it('offers the three documented tabs vertically and saves every field, without the unchanged logo', async () => {
    const { api, user } = await openPage({
      'POST /api/v1/user/aboutAdd': { body: { message: 'Modification avec success', data: CONFIG } },
    });
    const tabs = screen.getByRole('tablist', { name: 'Sections de la configuration' });
    expect(tabs.getAttribute('aria-orientation')).toBe('vertical');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['A propos', "Conditions d'utilisation", 'Politiques de confidentialité']);

    await user.click(within(tabs).getByRole('tab', { name: "Conditions d'utilisation" }));
    const terms = await screen.findByRole('textbox', { name: "Conditions d'utilisation" });
    await user.clear(terms);
    await user.type(terms, 'Nouvelles conditions');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modification avec success')).toBeTruthy();
    expect(api.calls('POST /api/v1/user/aboutAdd')[0].body).toEqual({
      email: 'contact@souk.dz',
      telephone: '0550123456',
      adresse: 'Alger',
      latitude: 36.75,
      longitude: 3.04,
      facebook: 'https://facebook.com/souk',
      instagram: '',
      linkedin: '',
      twitter: '',
      description: 'Souk réunit les magasins algériens.',
      condition: 'Nouvelles conditions',
      politique: '',
    });
  });

  it('brings forward the tab holding a refused field, with the message under it', async () => {
    const { user } = await openPage({
      'POST /api/v1/user/aboutAdd': {
        status: 422,
        body: {
          message: 'Le champ email doit être une adresse e-mail valide.',
          errors: { email: ['Le champ email doit être une adresse e-mail valide.'] },
        },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Politiques de confidentialité' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /A propos/ }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByText('Le champ email doit être une adresse e-mail valide.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Cette section contient des erreurs')).toBeTruthy();
  });
});
