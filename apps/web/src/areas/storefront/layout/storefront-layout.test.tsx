import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/sessions';
import { ABOUT, CATEGORIES, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginClient } from '@/test/sessions-fixtures';

const mainMenu = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('storefront layout', () => {
  it('shows the site e-mail and phone, and Connexion / Inscription for a visitor', async () => {
    mockFetch();
    renderApp('/magasins');
    expect(await screen.findByRole('link', { name: `Email du site : ${ABOUT.email}` })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `Téléphone du site : ${ABOUT.telephone}` }).getAttribute('href'),
    ).toBe('tel:0550123456');
    expect(screen.getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Inscription' }).getAttribute('href')).toBe('/register');
    expect(within(mainMenu()).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('renders the main menu entries in order', async () => {
    mockFetch();
    renderApp('/magasins');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Accueil',
      'Magasins',
      'Apropos',
      'Contact',
      'Devenir un partenaire',
      'Se connecter',
    ]);
    expect(within(menu).getByRole('button', { name: 'Categories' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Magasins' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists every category in the Categories dropdown', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderApp('/contact');
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Menu principal' })).getByRole('button', {
        name: 'Categories',
      }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(CATEGORIES.length);
    expect(items[2].getAttribute('href')).toBe('/categories/categorie-3');
  });

  it('shows the category mega-menu on the home page only, with the first 11 categories', async () => {
    mockFetch();
    const user = userEvent.setup();
    const home = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Toutes les catégories' }));
    const items = await screen.findAllByRole('menuitem');
    // 11 categories + the 'More Categories' entry.
    expect(items).toHaveLength(12);
    expect(items[0].textContent).toContain('Catégorie 1');
    expect(items[11].textContent).toBe('More Categories');
    await user.click(items[11]);
    expect(await screen.findAllByRole('menuitem')).toHaveLength(CATEGORIES.length + 1);
    home.unmount();

    renderApp('/magasins');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('button', { name: 'Toutes les catégories' })).toBeNull();
  });

  it('sends a visitor clicking the cart to /login and a client to /panier', async () => {
    mockFetch();
    const visitor = renderApp('/');
    expect((await screen.findByRole('link', { name: /^Panier, 0 article/ })).getAttribute('href')).toBe(
      '/login',
    );
    visitor.unmount();
    loginClient();
    renderApp('/');
    expect((await screen.findByRole('link', { name: /^Panier, 0 article/ })).getAttribute('href')).toBe(
      '/panier',
    );
  });

  it('runs a search only with text and goes to /resultats', async () => {
    mockFetch();
    const user = userEvent.setup();
    const app = renderApp('/');
    const box = await screen.findByPlaceholderText('Rechercher un produit...');
    expect(box.hasAttribute('required')).toBe(true);
    await user.type(box, '   {Enter}');
    expect(app.pathname()).toBe('/');
    await user.clear(box);
    await user.type(box, 'tapis berbère{Enter}');
    await waitFor(() => expect(app.router.state.location.search).toBe('?search=tapis+berb%C3%A8re'));
    expect(app.pathname()).toBe('/resultats');
    expect(await screen.findByRole('heading', { name: 'tapis berbère', level: 1 })).toBeTruthy();
  });

  it("shows a logged-in client's name linking to Profile, and logs out to /login", async () => {
    loginClient('tok-c');
    loginAdmin();
    const api = mockFetch({ 'POST /api/v1/client/logout': { body: { message: 'Déconnecté.' } } });
    const user = userEvent.setup();
    const app = renderApp('/apropos');
    const profile = await screen.findByRole('link', { name: 'Mon profil : Benali Amina' });
    expect(profile.getAttribute('href')).toBe('/profile');
    expect(within(mainMenu()).getByRole('link', { name: 'Mon Profile' })).toBeTruthy();
    expect(within(mainMenu()).queryByRole('link', { name: 'Se connecter' })).toBeNull();

    // The top-header logout icon (the main menu has a 'Se déconnecter' entry too).
    await user.click(
      within(screen.getByRole('banner')).getAllByRole('button', { name: 'Se déconnecter' })[0],
    );
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(api.calls('POST /api/v1/client/logout')[0].headers.Authorization).toBe('Bearer tok-c');
    expect(getSession('client')).toBeNull();
    expect(getSession('admin')).not.toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    loginClient();
    mockFetch();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const user = userEvent.setup();
    const app = renderApp('/profile');
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Menu principal' })).findByRole('button', {
        name: 'Se déconnecter',
      }),
    );
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(getSession('client')).toBeNull();
  });

  it('renders the footer: description excerpt, links, socials, copyright and card logos', async () => {
    mockFetch();
    renderApp('/contact');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText(`${ABOUT.description.slice(0, 160)}...`)).toBeTruthy();
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Mon compte')).toBe('/profile');
    expect(href('Mon Panier')).toBe('/panier');
    expect(href('Se connecter')).toBe('/login');
    expect(href('Devenir un partenaire')).toBe('/demandePartenaire');
    expect(href('Login partenaire')).toBe('/partenaire/login');
    expect(href('Apropos')).toBe('/apropos');
    expect(href('Facebook')).toBe(ABOUT.facebook);
    expect(href('Twitter')).toBe(ABOUT.twitter);
    expect(href('LinkedIn')).toBe(ABOUT.linkedin);
    expect(href('Instagram')).toBe(ABOUT.instagram);
    expect(within(footer).getByText(ABOUT.adresse)).toBeTruthy();
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Souk. Tous droits réservés.`),
    ).toBeTruthy();
    const payments = within(footer).getByRole('group', { name: 'Moyens de paiement acceptés' });
    expect(
      within(payments)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Mastercard', 'CIB']);
    // Drawn in the page, not images the browser makes a document of each.
    expect(payments.querySelectorAll('img')).toHaveLength(0);
  });

  it('still renders when the API is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.getByPlaceholderText('Rechercher un produit...')).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: 'Categories' }));
    expect(
      await screen.findByText('Les catégories ne peuvent pas être chargées pour le moment.'),
    ).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    // The social icons keep their place as named, disabled links (an <a> without href has no role,
    // and then its name is not allowed: axe's aria-prohibited-attr).
    const facebook = within(footer).getByRole('link', { name: 'Facebook' });
    expect(facebook.getAttribute('href')).toBeNull();
    expect(facebook.getAttribute('aria-disabled')).toBe('true');
  });

  it('has a phone bottom bar with Accueil, Magasins and Se connecter / Mon Profile', async () => {
    mockFetch();
    const visitor = renderApp('/');
    const bar = await screen.findByRole('navigation', { name: 'Navigation mobile' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/'],
      ['Magasins', '/magasins'],
      ['Se connecter', '/login'],
    ]);
    visitor.unmount();
    loginClient();
    renderApp('/');
    const clientBar = await screen.findByRole('navigation', { name: 'Navigation mobile' });
    expect(within(clientBar).getByRole('link', { name: 'Mon Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('opens the phone menu with the burger (its code comes with the first press), and a link closes it', async () => {
    mockFetch();
    const user = userEvent.setup();
    const app = renderApp('/');
    const burger = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    // Nothing of the drawer is drawn before the first press.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(burger);
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Magasins' }).getAttribute('href')).toBe('/magasins');
    await user.click(within(nav).getByText('Categories'));
    expect(
      (await within(nav).findByRole('link', { name: CATEGORIES[0].designation })).getAttribute('href'),
    ).toBe(`/categories/${CATEGORIES[0].slug}`);

    await user.click(within(nav).getByRole('link', { name: 'Magasins' }));
    await waitFor(() => expect(app.pathname()).toBe('/magasins'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Pressed again: the drawer is already loaded and opens.
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
