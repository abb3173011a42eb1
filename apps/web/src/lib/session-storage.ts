import type {
  AdminAccount,
  AdminSession,
  ClientAccount,
  ClientSession,
  MarchandAccount,
  MarchandSession,
} from '@souk/domain/auth-schemas';

/**
 * Three independent sessions (client, admin, partner), each under its own localStorage key, so
 * logging in or out of one never touches the others. This file reads them with no dependency (no
 * React): the router's guard of the client's pages uses it (lib/client-pages.ts), and the inline
 * script of those pages carries its check (ssr/client-page-loader.ts); the app's store and hooks are in
 * `./sessions.ts`.
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

/** Where a stored session keeps its account, by kind. */
export const SESSION_ACCOUNT_FIELDS: Readonly<Record<SessionKind, string>> = {
  client: 'client',
  admin: 'user',
  partner: 'marchand',
};

/** This browser's localStorage, or null where it cannot be used. */
export function sessionStorageArea(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw (privacy mode, sandboxed iframes): behave as logged out.
    return null;
  }
}

/**
 * Whether `value` (a stored session, parsed) is a session: a token and, under `accountField`, an account.
 * Self-contained (nothing from outside the function): the basket's inline script carries its source
 * (ssr/client-page-loader.ts).
 */
export function isSessionValue(value: unknown, accountField: string): boolean {
  if (!value || typeof value !== 'object') return false;
  const { token, [accountField]: account } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof account === 'object' && account !== null;
}

/** A stored session as kept under its key, or null when it is missing or not a session. */
export function parseSession<K extends SessionKind>(kind: K, raw: string | null): Sessions[K] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSessionValue(value, SESSION_ACCOUNT_FIELDS[kind]) ? (value as Sessions[K]) : null;
  } catch {
    return null;
  }
}

/** Whether this browser holds a session of `kind` (read afresh, not cached). */
export function hasStoredSession(kind: SessionKind, storage: Storage | null = sessionStorageArea()): boolean {
  try {
    return parseSession(kind, storage?.getItem(SESSION_KEYS[kind]) ?? null) !== null;
  } catch {
    return false;
  }
}
