import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { drawnPageRoutes, routes } from '@/app/router';
import { DRAWN_PAGE_PATH } from '@/lib/first-view';

/** The routes an address matches: the root by its id (a copy in `drawnPageRoutes`), the others by identity. */
function matched(table: typeof routes, pathname: string) {
  return (matchRoutes(table, pathname) ?? []).map(({ route }) => (route.id === 'root' ? 'root' : route));
}

describe('the part of the route table a drawn page is in (drawnPageRoutes)', () => {
  // One address of each page the server draws, with and without a trailing slash.
  const drawn = [
    '/',
    '/categories/robes',
    '/magasins',
    '/magasins/annaba-artisanat',
    '/resultats',
    '/login',
    '/register',
    '/produits/robe-kabyle',
  ].flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]));

  it.each(drawn)('matches %s to the same routes as the whole table, a page of its own', (path) => {
    expect(DRAWN_PAGE_PATH.test(path)).toBe(true);
    const inWhole = matched(routes, path);
    expect(matched(drawnPageRoutes, path)).toEqual(inWhole);
    const page = inWhole.at(-1);
    expect(page).not.toBe('root');
    expect(typeof page === 'object' && page.id).not.toMatch(/not-found/);
  });

  it('holds the same route objects as the table: a route resolved in one is resolved in the other', () => {
    const [storefront] = drawnPageRoutes[0].children ?? [];
    expect(storefront.id).toBe('storefront');
    expect(routes[0].children).toContain(storefront);
  });

  it('is not the table for an address the server does not draw', () => {
    // A back-office address: only the whole table finds its route (the storefront's own "not found" here).
    const path = '/admin/login';
    expect(DRAWN_PAGE_PATH.test(path)).toBe(false);
    expect(matched(drawnPageRoutes, path)).not.toEqual(matched(routes, path));
  });
});
