import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pathFor } from '@/app/route-names';
import { routes } from '@/app/router';
import { VISITOR_LOGIN_PATH, visitorSentTo } from '@/lib/client-pages';
import { SESSION_KEYS } from '@/lib/session-storage';
import { clearSession } from '@/lib/sessions';
import { loginAdmin, loginClient, loginPartner } from '@/test/sessions-fixtures';

afterEach(() => {
  clearSession('client');
  clearSession('admin');
  clearSession('partner');
});

describe('client-only pages', () => {
  it("spells the paths of the route table's client-only pages and of login", () => {
    const find = (list: RouteObject[]): RouteObject | undefined =>
      list
        .flatMap((route) => (route.id === 'client-only' ? [route] : [find(route.children ?? [])]))
        .find(Boolean);
    const paths = (find(routes)?.children ?? []).map((route) => route.path);
    expect(paths.sort()).toEqual([pathFor('Panier'), pathFor('Profile')]);
    expect(VISITOR_LOGIN_PATH).toBe(pathFor('Login'));
    loginAdmin();
    for (const path of paths) {
      expect(visitorSentTo(path as string)).toBe(pathFor('Login'));
      expect(visitorSentTo(`${path}/`)).toBe(pathFor('Login'));
    }
  });

  it('sends a visitor from those pages only, and a client nowhere', () => {
    for (const path of ['/', '/login', '/panier/x', '/panierx', '/profiles', '/magasins', '/admin']) {
      expect(visitorSentTo(path)).toBeNull();
    }
    // Another kind's session is no client session.
    loginPartner();
    expect(visitorSentTo('/panier')).toBe('/login');
    loginClient();
    expect(visitorSentTo('/panier')).toBeNull();
    expect(visitorSentTo('/profile')).toBeNull();
  });

  it('takes a broken or foreign stored value, or no storage at all, for a visitor', () => {
    window.localStorage.setItem(SESSION_KEYS.client, '{not json');
    expect(visitorSentTo('/panier')).toBe('/login');
    window.localStorage.setItem(SESSION_KEYS.client, JSON.stringify({ token: 't' }));
    expect(visitorSentTo('/panier')).toBe('/login');
    loginClient();
    expect(visitorSentTo('/panier', null)).toBe('/login');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(visitorSentTo('/panier', throwing)).toBe('/login');
  });
});
