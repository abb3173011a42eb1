import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginClient, loginPartner } from '@/test/sessions-fixtures';

async function landsOn(from: string, to: string) {
  const app = renderApp(from);
  await waitFor(() => expect(app.pathname()).toBe(to));
  return app;
}

describe('guards', () => {
  beforeEach(() => {
    mockFetch();
  });

  describe('client', () => {
    it('sends a visitor from a client route to /login', async () => {
      await landsOn('/profile', '/login');
      expect(await screen.findByRole('tab', { name: 'Client' })).toBeTruthy();
    });

    it("sends a visitor from the basket to /login before the basket's page is drawn", async () => {
      const { requests } = mockFetch();
      // Arriving at the basket's address: login takes its place, so Back does not return to an
      // address that only sends the visitor on again.
      window.history.replaceState(null, '', '/panier');
      try {
        const app = renderApp('/panier');
        const shown: string[] = [];
        app.router.subscribe((state) => {
          if (state.initialized) shown.push(...state.matches.map((m) => m.route.id));
        });
        await waitFor(() => expect(app.pathname()).toBe('/login'));
        expect(await screen.findByRole('tab', { name: 'Client' })).toBeTruthy();
        // The basket's page was never drawn (it was, then left, moving the footer across the screen).
        expect(shown).toContain('Login');
        expect(shown).not.toContain('Panier');
        expect(requests.filter((r) => r.url.includes('panier'))).toEqual([]);
        expect(app.router.state.historyAction).toBe('REPLACE');
      } finally {
        window.history.replaceState(null, '', '/');
      }
    });

    it('sends a visitor who taps the basket to /login after the page they were on', async () => {
      const app = renderApp('/apropos');
      await waitFor(() => expect(app.pathname()).toBe('/apropos'));
      await act(() => app.router.navigate('/panier'));
      await waitFor(() => expect(app.pathname()).toBe('/login'));
      // Back returns to the page they tapped it on (a replace there would have dropped it).
      await act(() => app.router.navigate(-1));
      await waitFor(() => expect(app.pathname()).toBe('/apropos'));
    });

    it.each(['/login', '/register', '/forgot-password', '/reset-password/abc'])(
      'sends a client from guest route %s to /profile',
      async (path) => {
        loginClient();
        await landsOn(path, '/profile');
      },
    );

    it('lets a client open /profile and a visitor open the guest routes', async () => {
      loginClient();
      await landsOn('/profile', '/profile');
      clearSession('client');
      await landsOn('/register', '/register');
    });

    it('sends a logged-in partner away from the partner recovery routes', async () => {
      loginPartner();
      await landsOn('/forgot-password-partenaire', '/partenaire/dashboard');
    });
  });

  describe('admin', () => {
    it.each(['/admin/dashboard', '/admin/clients/ali', '/admin/conatcts', '/admin/commandes/7KQ2-M9XD'])(
      'sends %s without an admin token to /admin/login',
      async (path) => {
        await landsOn(path, '/admin/login');
      },
    );

    it.each(['/admin/login', '/admin/register', '/admin/forgot-password', '/admin/reset-password/abc'])(
      'sends an admin from guest route %s to /admin/dashboard',
      async (path) => {
        loginAdmin();
        await landsOn(path, '/admin/dashboard');
      },
    );

    it('redirects /admin to /admin/dashboard', async () => {
      loginAdmin();
      await landsOn('/admin', '/admin/dashboard');
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    });

    it('does not accept a client or partner token for admin routes', async () => {
      loginClient();
      loginPartner();
      await landsOn('/admin/articles', '/admin/login');
    });
  });

  describe('partner', () => {
    it.each(['/partenaire/dashboard', '/partenaire/articles/nouveau', '/partenaire/commandes/ABC'])(
      'sends %s without a partner token to /partenaire/login',
      async (path) => {
        await landsOn(path, '/partenaire/login');
      },
    );

    it('sends a partner from /partenaire/login to /partenaire/dashboard', async () => {
      loginPartner();
      await landsOn('/partenaire/login', '/partenaire/dashboard');
    });

    it('redirects /partenaire to /partenaire/dashboard', async () => {
      loginPartner();
      await landsOn('/partenaire', '/partenaire/dashboard');
    });

    it('does not accept an admin token for partner routes', async () => {
      loginAdmin();
      await landsOn('/partenaire/promotions', '/partenaire/login');
    });
  });

  it('leaves a protected area as soon as its session disappears (logout elsewhere, 401)', async () => {
    loginAdmin();
    const app = await landsOn('/admin/coupons', '/admin/coupons');
    await screen.findByRole('heading', { name: 'Coupons' });
    act(() => clearSession('admin'));
    await waitFor(() => expect(app.pathname()).toBe('/admin/login'));
  });
});
