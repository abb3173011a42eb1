import { afterEach, describe, expect, it } from 'vitest';
import { pathFor } from '@/app/route-names';
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
  it("spells the route table's basket and login paths", () => {
    expect(VISITOR_LOGIN_PATH).toBe(pathFor('Login'));
    loginAdmin();
    expect(visitorSentTo(pathFor('Panier'))).toBe(pathFor('Login'));
    expect(visitorSentTo(`${pathFor('Panier')}/`)).toBe(pathFor('Login'));
  });

  it('sends a visitor from the basket only, and a client nowhere', () => {
    for (const path of ['/', '/login', '/panier/x', '/panierx', '/profile', '/magasins']) {
      expect(visitorSentTo(path)).toBeNull();
    }
    // Another kind's session is no client session.
    loginPartner();
    expect(visitorSentTo('/panier')).toBe('/login');
    loginClient();
    expect(visitorSentTo('/panier')).toBeNull();
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
