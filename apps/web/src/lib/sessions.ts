import type {
  AdminAccount,
  AdminSession,
  ClientAccount,
  ClientSession,
  MarchandAccount,
  MarchandSession,
} from '@souk/domain/auth-schemas';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Three independent sessions (client, admin, partner), each under its own localStorage key, so
 * logging in or out of one never touches the others.
 */

/**
 * The three account kinds as the login / register replies carry them (their schemas in
 * `@souk/domain/auth-schemas`, which the API replies with) and a session keeps them.
 */
export type Client = ClientAccount;
export type Marchand = MarchandAccount;
export type AdminUser = AdminAccount;

export type SessionKind = 'client' | 'admin' | 'partner';

export interface Sessions {
  client: ClientSession;
  admin: AdminSession;
  partner: MarchandSession;
}

export const SESSION_KEYS: Readonly<Record<SessionKind, string>> = {
  client: 'souk.session.client',
  admin: 'souk.session.admin',
  partner: 'souk.session.partner',
};

const ACCOUNT_FIELD: Readonly<Record<SessionKind, string>> = {
  client: 'client',
  admin: 'user',
  partner: 'marchand',
};

const KINDS = Object.keys(SESSION_KEYS) as SessionKind[];

// Snapshots must be referentially stable for useSyncExternalStore: re-parse only when the raw
// stored string changes.
const cache = new Map<SessionKind, { raw: string | null; value: unknown }>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw (privacy mode, sandboxed iframes): behave as logged out.
    return null;
  }
}

function parse<K extends SessionKind>(kind: K, raw: string | null): Sessions[K] | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    const account = value?.[ACCOUNT_FIELD[kind]];
    if (typeof value?.token !== 'string' || !value.token || typeof account !== 'object' || !account) {
      return null;
    }
    return value as unknown as Sessions[K];
  } catch {
    return null;
  }
}

export function getSession<K extends SessionKind>(kind: K): Sessions[K] | null {
  const raw = storage()?.getItem(SESSION_KEYS[kind]) ?? null;
  const cached = cache.get(kind);
  if (cached && cached.raw === raw) return cached.value as Sessions[K] | null;
  const value = parse(kind, raw);
  cache.set(kind, { raw, value });
  return value;
}

export function getToken(kind: SessionKind): string | null {
  return getSession(kind)?.token ?? null;
}

function notify() {
  for (const listener of listeners) listener();
}

export function setSession<K extends SessionKind>(kind: K, session: Sessions[K]): void {
  storage()?.setItem(SESSION_KEYS[kind], JSON.stringify(session));
  notify();
}

export function clearSession(kind: SessionKind): void {
  storage()?.removeItem(SESSION_KEYS[kind]);
  notify();
}

// Kinds whose logout is navigating away right now (see useSignOut and RequireSession).
const signingOut = new Set<SessionKind>();

export function isSigningOut(kind: SessionKind): boolean {
  return signingOut.has(kind);
}

/**
 * Marks a logout in progress: the area guard must not redirect to its own login page while the
 * logout takes the user elsewhere (the partner goes to /login, not /partenaire/login).
 */
export function setSigningOut(kind: SessionKind, value: boolean): void {
  if (value) signingOut.add(kind);
  else signingOut.delete(kind);
  notify();
}

function onStorage(event: StorageEvent) {
  // key === null means another tab called localStorage.clear().
  if (event.key === null || KINDS.some((kind) => SESSION_KEYS[kind] === event.key)) notify();
}

export function subscribeSessions(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The current session of one kind; re-renders on login/logout in this tab and in other tabs. */
export function useSession<K extends SessionKind>(kind: K): Sessions[K] | null {
  const snapshot = useCallback(() => getSession(kind), [kind]);
  return useSyncExternalStore(subscribeSessions, snapshot, () => null);
}
