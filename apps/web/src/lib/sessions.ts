import { useCallback, useSyncExternalStore } from 'react';
import {
  parseSession as parse,
  SESSION_KEYS,
  type SessionKind,
  type Sessions,
  sessionStorageArea as storage,
} from '@/lib/session-storage';

export type { AdminUser, Client, Marchand, SessionKind, Sessions } from '@/lib/session-storage';
export { SESSION_KEYS } from '@/lib/session-storage';

/**
 * The sessions' store for the app (lib/session-storage.ts reads and checks them): cached snapshots,
 * writes, and a re-render on login or logout in this tab and in others.
 */

const KINDS = Object.keys(SESSION_KEYS) as SessionKind[];

// Snapshots must be referentially stable for useSyncExternalStore: re-parse only when the raw
// stored string changes.
const cache = new Map<SessionKind, { raw: string | null; value: unknown }>();
const listeners = new Set<() => void>();

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
