import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PARTNER_THEME_KEY } from '@/lib/appearance';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginPartner } from '@/test/sessions-fixtures';

describe('partner layout', () => {
  it('shows the partner name, a default avatar and the six sidebar entries', async () => {
    loginPartner();
    mockFetch();
    renderApp('/partenaire/articles/update/tapis');
    expect(await screen.findByText('Haddad Karim')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Modifier Article' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu partenaire' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/partenaire/dashboard'],
      ['Articles', '/partenaire/articles'],
      ['Promotions', '/partenaire/promotions'],
      ['Commandes', '/partenaire/commandes'],
      ['Finances', '/partenaire/finances'],
      ['Retours', '/partenaire/retours'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Articles' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(`© ${new Date().getFullYear()} Souk`)).toBeTruthy();
  });

  it('logs out through the API and goes to /login', async () => {
    loginPartner('tok-p');
    const api = mockFetch({ 'POST /api/v1/marchand/logout': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    const app = renderApp('/partenaire/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.calls('POST /api/v1/marchand/logout')[0].headers.Authorization).toBe('Bearer tok-p');
    expect(getSession('partner')).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Client' })).toBeTruthy();
  });

  it('applies and remembers the theme chosen in the settings panel, inside the partner area only', async () => {
    loginPartner();
    mockFetch({ 'POST /api/v1/marchand/logout': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    const app = renderApp('/partenaire/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Paramètres du thème' }));
    const panel = await screen.findByRole('dialog', { name: 'Paramètres du thème' });
    const switches = within(panel).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label') ?? s.closest('label')?.textContent)).toBeTruthy();
    expect((within(panel).getByRole('switch', { name: 'Mode clair' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await user.click(within(panel).getByRole('switch', { name: 'Mode sombre RTL' }));
    expect(localStorage.getItem(PARTNER_THEME_KEY)).toBe('dark-rtl');
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect((within(panel).getByRole('switch', { name: 'Mode clair' }) as HTMLInputElement).checked).toBe(
      false,
    );

    // Leaving the partner area restores the storefront's light, left-to-right look.
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('ltr'));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(localStorage.getItem(PARTNER_THEME_KEY)).toBe('dark-rtl');
  });

  it('restores the remembered theme when the partner comes back', async () => {
    loginPartner();
    localStorage.setItem(PARTNER_THEME_KEY, 'rtl');
    mockFetch();
    renderApp('/partenaire/promotions');
    await screen.findByRole('heading', { name: 'Promotions' });
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
