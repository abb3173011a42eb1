import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathFor, ROUTES, type RouteName } from '@/app/route-names';
import { routes } from '@/app/router';

// Names that share another route's screen instead of having their own route object.
const ALIASES: Partial<Record<RouteName, RouteName>> = { commandeDetail2: 'commandeDetail' };
// Prefix routes that only redirect (/admin, /partenaire).
const REDIRECTS: RouteName[] = ['admin', 'partenaire'];

describe('route names', () => {
  it('builds paths with encoded params and optional query', () => {
    expect(pathFor('Accueil')).toBe('/');
    expect(pathFor('Categories', { slug: 'maison & jardin' })).toBe('/categories/maison%20%26%20jardin');
    expect(pathFor('SearchResult', {}, { search: 'tapis berbère', page: undefined })).toBe(
      '/resultats?search=tapis+berb%C3%A8re',
    );
    expect(pathFor('commandeDetail-partenaire', { reference: '7KQ2-M9XD' })).toBe(
      '/partenaire/commandes/7KQ2-M9XD',
    );
    expect(pathFor('contacts')).toBe('/admin/conatcts');
    expect(() => pathFor('resetPassword')).toThrow(/token/);
  });

  it('maps every name to a route of the table carrying that id', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      if (REDIRECTS.includes(name)) continue;
      const path = ROUTES[name].replace(/:(\w+)/g, 'x-$1');
      const matches = matchRoutes(routes, path);
      expect(matches, `${name} → ${path}`).not.toBeNull();
      const leaf = matches?.at(-1)?.route.id;
      expect(leaf, `${name} → ${path}`).toBe(ALIASES[name] ?? name);
    }
  });

  it('matches the documented route table', () => {
    expect(ROUTES).toMatchObject({
      Accueil: '/',
      Magasins: '/magasins',
      magasinProfile: '/magasins/:slug',
      Categories: '/categories/:slug',
      produitDetail: '/produits/:slug',
      SearchResult: '/resultats',
      Apropos: '/apropos',
      Contact: '/contact',
      Panier: '/panier',
      demandePartenaire: '/demandePartenaire',
      Profile: '/profile',
      Login: '/login',
      Register: '/register',
      forgotPassword: '/forgot-password',
      resetPassword: '/reset-password/:token',
      forgotPasswordPartenaire: '/forgot-password-partenaire',
      resetPasswordPartenaire: '/reset-password-partenaire/:token',
      'login-admin': '/admin/login',
      forgotPasswordAdmin: '/admin/forgot-password',
      'magasinProfile-admin': '/admin/magasins/:slug',
      createArticle: '/admin/articles/nouveau',
      updateArticle: '/admin/articles/update/:slug',
      articleDetail: '/admin/articles/:slug',
      commandeDetail: '/admin/commandes/:reference',
      clientProfile: '/admin/clients/:slug',
      'dashboard-partenaire': '/partenaire/dashboard',
      'createArticle-partenaire': '/partenaire/articles/nouveau',
      'updateArticle-partenaire': '/partenaire/articles/update/:slug',
      'commandeDetail-partenaire': '/partenaire/commandes/:reference',
    });
  });
});
