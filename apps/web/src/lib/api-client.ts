import type { FieldCodes, FieldErrorCode, FieldErrorParams, ValidationCode } from '@souk/domain/error-codes';
import { noteVisitorWrite, publicReadCache } from '@/lib/fresh-reads';
import { clearSession, getToken, type SessionKind } from '@/lib/sessions';

/**
 * Thin fetch wrapper for the Laravel-style API: JSON in and out, bearer token of one session kind,
 * and every failure turned into an ApiError carrying the reply's `message` and `errors` map.
 */

export const API_BASE = '/api';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** The codes of `errors` (decision 0041): same keys, same places; empty from an older server. */
  readonly codes: FieldCodes;
  /** The code of `message` alone (a refusal without fields: 409, 422…), null when it has none. */
  readonly code: FieldErrorCode | null;
  readonly data: unknown;

  constructor(
    status: number,
    message: string,
    errors: FieldErrors = {},
    data: unknown = null,
    codes: FieldCodes = {},
    code: FieldErrorCode | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.codes = codes;
    this.code = code;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: QueryParams;
  signal?: AbortSignal;
  /**
   * For calls whose 401 is a business answer (a refused coupon, a declined card), not a dead
   * token: the session is kept and the reply's message shown where the call was made.
   */
  keepSessionOn401?: boolean;
  /**
   * Sent as `Idempotency-Key` on money-moving calls (checkout, payment): one value per attempt, the
   * same on its retries, so a lost reply never places a second order (decision 0033).
   */
  idempotencyKey?: string;
  /** A GET that changes something (a like): public reads are revalidated after it, as after a POST. */
  writes?: boolean;
}

type Method = 'GET' | 'POST' | 'DELETE';

export function apiUrl(path: string, params?: QueryParams): string {
  const url = /^(https?:)?\/\//.test(path) || path.startsWith(`${API_BASE}/`) ? path : joinBase(path);
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // Filters are sent only when set (docs/product/storefront-and-client.md, Category): skip empty
    // values instead of sending "".
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function joinBase(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
}

function asFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[key] = messages.map(String);
    else if (typeof messages === 'string') out[key] = [messages];
  }
  return out;
}

/**
 * One `{ code, params }` of the declared shape; anything else counts as no code. Its code may be one
 * this build does not know (a newer server's): lib/error-messages.ts, where codes are read, treats
 * such a code as none (`knownCode`) — the table of codes is not in this module, which every page runs
 * before its first tap answers (docs/decisions/0042-fewer-larger-chunks.md).
 */
function asFieldErrorCode(entry: unknown): FieldErrorCode | null {
  const { code, params } = (entry ?? {}) as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || code === '') return null;
  return {
    code: code as ValidationCode,
    params: params && typeof params === 'object' ? (params as FieldErrorParams) : {},
  };
}

/** A reply's `codes`, kept where they have the declared shape; anything else counts as no code. */
function asFieldCodes(value: unknown): FieldCodes {
  if (!value || typeof value !== 'object') return {};
  const out: FieldCodes = {};
  for (const [key, entries] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(entries)) continue;
    out[key] = entries.map(asFieldErrorCode);
  }
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A first-view reply older than this is not used (the visitor left the page before it was drawn). */
export const FIRST_VIEW_MAX_AGE_MS = 30_000;

/**
 * The reply the first-view script (`lib/first-view.ts`) started for this anonymous GET, once: the
 * first caller takes it, later ones (a refetch) ask the API themselves.
 */
function takeFirstViewReply(url: string): Promise<Response> | undefined {
  const pending = typeof window === 'undefined' ? undefined : window.__soukFirstView;
  const early = pending?.[url];
  if (!early) return undefined;
  delete pending[url];
  return Date.now() - early.at < FIRST_VIEW_MAX_AGE_MS ? early.reply : undefined;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch (looked up at each call, so a test's stubbed fetch is used). */
export const browserTransport: Transport = (url, init) => fetch(url, init);

/** How requests reach the API: the browser's fetch, or the server's own router when it draws a page. */
let transport: Transport = browserTransport;

/** Server-side rendering (ssr/entry-server.tsx): API calls are answered in process. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function request<T>(
  kind: SessionKind | null,
  method: Method,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
  keepSessionOn401 = false,
  idempotencyKey?: string,
  writes = method !== 'GET',
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const token = kind ? getToken(kind) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    const anonymousRead = method === 'GET' && !token;
    const early = anonymousRead ? takeFirstViewReply(url) : undefined;
    response = await (early ??
      transport(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        // Replies to reads with a token are never kept (private, no-store); anonymous ones may be,
        // and are asked again after this browser's own writes (lib/fresh-reads.ts).
        ...(anonymousRead ? { cache: publicReadCache() } : {}),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw new ApiError(0, 'Request aborted');
    }
    throw new ApiError(0, 'Network Error');
  }

  const data = await readBody(response);
  if (response.ok) {
    if (writes) noteVisitorWrite();
    return data as T;
  }

  // A 401 on an authenticated call means the token was revoked or expired: drop that session so
  // the guards send the user back to the matching login page.
  if (response.status === 401 && kind && token && !keepSessionOn401) clearSession(kind);

  throw apiErrorFrom(response.status, data);
}

/** The error of a failed reply: its message, field errors and their codes (decision 0041), as sent. */
export function apiErrorFrom(status: number, data: unknown): ApiError {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : `Request failed with status code ${status}`;
  return new ApiError(
    status,
    message,
    asFieldErrors(record.errors),
    data,
    asFieldCodes(record.codes),
    asFieldErrorCode(record),
  );
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Follows a pagination link (`links.next`, `meta.links[].url`) exactly as the server gave it. */
  getUrl<T>(fullUrl: string, options?: Omit<RequestOptions, 'params'>): Promise<T>;
}

/** An API client that authenticates as `kind` (or anonymously when `kind` is null). */
export function api(kind: SessionKind | null): ApiClient {
  return {
    get: (path, options) =>
      request(
        kind,
        'GET',
        apiUrl(path, options?.params),
        undefined,
        options?.signal,
        options?.keepSessionOn401,
        undefined,
        options?.writes,
      ),
    post: (path, body, options) =>
      request(
        kind,
        'POST',
        apiUrl(path, options?.params),
        body ?? {},
        options?.signal,
        options?.keepSessionOn401,
        options?.idempotencyKey,
      ),
    delete: (path, options) =>
      request(kind, 'DELETE', apiUrl(path, options?.params), undefined, options?.signal),
    getUrl: (fullUrl, options) => request(kind, 'GET', fullUrl, undefined, options?.signal),
  };
}
