import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

describe('not-found page', () => {
  it.each([
    '/nimporte-quoi',
    '/magasins/slug/extra',
    '/admin/inconnu',
    '/admin/articles/a/b/c',
    '/partenaire/inconnu',
    '/partenaire/commandes/a/b',
  ])('shows the full-page 404 for %s', async (path) => {
    mockFetch();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Please check your URL and try again...')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    // Full page: no storefront header around it.
    expect(screen.queryByPlaceholderText('Rechercher un produit...')).toBeNull();
  });

  it('shows the 404 under /admin and /partenaire even when logged in', async () => {
    mockFetch();
    loginAdmin();
    loginPartner();
    const app = renderApp('/admin/nope');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    await waitFor(() => expect(app.pathname()).toBe('/admin/nope'));
  });
});
