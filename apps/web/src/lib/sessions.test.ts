import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, getSession, getToken, SESSION_KEYS, setSession, useSession } from '@/lib/sessions';
import { ADMIN, CLIENT, loginAdmin, loginClient, loginPartner, MARCHAND } from '@/test/sessions-fixtures';

describe('sessions', () => {
  it('keeps each kind under its own localStorage key', () => {
    loginClient('c');
    loginAdmin('a');
    loginPartner('p');
    expect(JSON.parse(localStorage.getItem('souk.session.client') ?? '')).toEqual({
      token: 'c',
      client: CLIENT,
    });
    expect(JSON.parse(localStorage.getItem('souk.session.admin') ?? '')).toEqual({ token: 'a', user: ADMIN });
    expect(JSON.parse(localStorage.getItem('souk.session.partner') ?? '')).toEqual({
      token: 'p',
      marchand: MARCHAND,
    });
    expect(SESSION_KEYS).toEqual({
      client: 'souk.session.client',
      admin: 'souk.session.admin',
      partner: 'souk.session.partner',
    });
  });

  it('logs in and out of one kind without touching the others', () => {
    loginClient('c');
    loginPartner('p');
    expect(getSession('admin')).toBeNull();
    clearSession('client');
    expect(getSession('client')).toBeNull();
    expect(getToken('partner')).toBe('p');
    loginAdmin('a');
    expect(getToken('partner')).toBe('p');
    expect(getToken('admin')).toBe('a');
  });

  it('treats malformed or incomplete storage as logged out', () => {
    localStorage.setItem(SESSION_KEYS.client, '{not json');
    expect(getSession('client')).toBeNull();
    localStorage.setItem(SESSION_KEYS.admin, JSON.stringify({ token: 'x' }));
    expect(getSession('admin')).toBeNull();
    // A client session stored under the partner key is not a partner session.
    localStorage.setItem(SESSION_KEYS.partner, JSON.stringify({ token: 'x', client: CLIENT }));
    expect(getSession('partner')).toBeNull();
  });

  it('returns a stable snapshot while storage is unchanged', () => {
    loginClient();
    expect(getSession('client')).toBe(getSession('client'));
  });

  it('useSession reacts to changes in this tab', () => {
    const { result } = renderHook(() => useSession('client'));
    expect(result.current).toBeNull();
    act(() => setSession('client', { token: 't', client: CLIENT }));
    expect(result.current?.client.nom).toBe('Benali');
    act(() => clearSession('client'));
    expect(result.current).toBeNull();
  });

  it('useSession reacts to storage events from other tabs, for its own key only', () => {
    const { result } = renderHook(() => ({ client: useSession('client'), admin: useSession('admin') }));
    act(() => {
      // Another tab writes storage directly, then the browser fires `storage` here.
      localStorage.setItem(SESSION_KEYS.admin, JSON.stringify({ token: 'a', user: ADMIN }));
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.admin }));
    });
    expect(result.current.admin?.user.name).toBe('Admin Souk');
    expect(result.current.client).toBeNull();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.admin).toBeNull();
  });
});
