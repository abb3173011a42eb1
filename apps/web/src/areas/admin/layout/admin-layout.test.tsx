import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { AdminSidebar } from '@/areas/admin/layout/admin-sidebar';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginClient } from '@/test/sessions-fixtures';

describe('admin layout', () => {
  it('lists every documented sidebar entry, in order, with contacts at /admin/conatcts', async () => {
    loginAdmin();
    mockFetch();
    renderApp('/admin/clients/ali');
    const nav = await screen.findByRole('navigation', { name: "Menu d'administration" });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Clients', '/admin/clients'],
      ['Magasins', '/admin/magasins'],
      ['Categories', '/admin/categories'],
      ['Articles', '/admin/articles'],
      ['Commandes', '/admin/commandes'],
      ['Finances', '/admin/finances'],
      ['Retours', '/admin/retours'],
      ['Promotions', '/admin/promotions'],
      ['Coupons', '/admin/coupons'],
      ['Sponsors', '/admin/sponsors'],
      ['Configuration', '/admin/configuration'],
      ['Livraison', '/admin/livraison'],
      ['Fondateurs', '/admin/fondateurs'],
      ['Publicites', '/admin/publicites'],
      ['Partenaires', '/admin/partenaires'],
      ['Contacts', '/admin/conatcts'],
      ['Synonymes', '/admin/synonymes'],
      ['Tâches échouées', '/admin/taches'],
      ['Journal', '/admin/journal'],
    ]);
    // A sub-screen keeps its section highlighted.
    expect(within(nav).getByRole('link', { name: 'Clients' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Profil client' })).toBeTruthy();
  });

  it('shows the admin name, the year in the footer, and logs out to /admin/login', async () => {
    loginAdmin('tok-a');
    loginClient();
    const api = mockFetch({ 'POST /api/v1/user/logout': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    const app = renderApp('/admin/dashboard');
    expect(await screen.findByText('Admin Souk')).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Souk`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/login'));
    expect(api.calls('POST /api/v1/user/logout')[0].headers.Authorization).toBe('Bearer tok-a');
    expect(getSession('admin')).toBeNull();
    expect(getSession('client')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Bienvenue !' })).toBeTruthy();
  });

  it('shows the order reference in the order screen title and breadcrumb', async () => {
    loginAdmin();
    mockFetch();
    renderApp('/admin/commandes/7KQ2-M9XD');
    expect(await screen.findByRole('heading', { name: 'commande #7KQ2-M9XD' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/admin/dashboard', '/admin/commandes']);
  });

  it('has a badge slot for unread contacts', () => {
    const router = createMemoryRouter([{ path: '*', element: <AdminSidebar unreadContacts={3} /> }]);
    render(
      <Providers env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByLabelText('3 message(s) non lu(s)').textContent).toBe('3');
  });

  it('badges the contacts entry with the unread count from countContactsNonLus, and none at 0', async () => {
    loginAdmin('tok-a');
    let unread = 4;
    const api = mockFetch({ 'GET /api/v1/user/countContactsNonLus': () => ({ body: { data: unread } }) });
    const app = renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: "Menu d'administration" });
    const contacts = within(nav).getByRole('link', { name: /Contacts/ });
    await waitFor(() =>
      expect(within(contacts).getByLabelText('4 message(s) non lu(s)').textContent).toBe('4'),
    );
    expect(api.calls('GET /api/v1/user/countContactsNonLus')[0].headers.Authorization).toBe('Bearer tok-a');
    unread = 0;
    await app.queryClient.invalidateQueries({ queryKey: ['admin', 'v1/user/countContactsNonLus'] });
    await waitFor(() => expect(within(contacts).queryByLabelText(/non lu/)).toBeNull());
  });
});
