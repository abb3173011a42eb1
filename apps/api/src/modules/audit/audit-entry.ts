/**
 * What the audit log keeps of an administrator's write: the call, its target, and a summary of the
 * body safe to show to every administrator — no secret, no image bytes, no novel.
 */

/** Keys dropped from summaries, wherever they are nested. */
const SECRET_KEY = /pass|token|secret|cvc|cvv|card/i;
export const MAX_STRING = 200;
export const MAX_ITEMS = 20;
export const MAX_KEYS = 50;
export const MAX_DEPTH = 5;

/** A JSON-safe, bounded copy of a request body for the log. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (/^data:image\//i.test(value)) return '[image]';
    if (/^data:/i.test(value)) return '[fichier]';
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return '[…]';
    const items = value.slice(0, MAX_ITEMS).map((item) => sanitize(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… (+${value.length - MAX_ITEMS})`);
    return items;
  }
  if (typeof value === 'object') {
    if (depth >= MAX_DEPTH) return '[…]';
    const out: Record<string, unknown> = {};
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([key, v]) => !SECRET_KEY.test(key) && v !== undefined && typeof v !== 'function',
    );
    for (const [key, v] of entries.slice(0, MAX_KEYS)) out[key] = sanitize(v, depth + 1);
    if (entries.length > MAX_KEYS) out['…'] = `+${entries.length - MAX_KEYS}`;
    return out;
  }
  return undefined;
}

/** Calls under /v1/user/ that are no administration act (or carry credentials only). */
const NOT_AUDITED = new Set(['login', 'logout', 'forgot-password', 'reset-password']);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ADMIN_PREFIX = '/v1/user/';

export interface AuditedCall {
  method: string;
  /** The route pattern without the '/api' mount, e.g. '/v1/user/couponEdit/:id'. */
  route: string;
}

/** The admin write a request was, or null when it is none (reads, other audiences, sign-in calls). */
export function auditedCall(method: string, routeUrl: string | undefined): AuditedCall | null {
  if (!routeUrl || !WRITE_METHODS.has(method)) return null;
  const route = routeUrl.replace(/^\/api(?=\/)/, '');
  if (!route.startsWith(ADMIN_PREFIX)) return null;
  const name = route.slice(ADMIN_PREFIX.length).split('/')[0];
  if (NOT_AUDITED.has(name)) return null;
  return { method, route };
}

/** 'couponEdit' → 'coupon', 'stockarticleAdd' → 'stockarticle', 'createCompte' → 'compte'. */
export function entityOf(route: string): string {
  const name = route.slice(ADMIN_PREFIX.length).split('/')[0];
  if (name === 'register') return 'admin';
  const stripped = name.replace(/(Add|Edit|Delete|ChangerEtat|Show)$/, '').replace(/^create(?=[A-Z])/, '');
  return (stripped || name).replace(/^[A-Z]/, (c) => c.toLowerCase());
}

/** The target's id: the `id` param, else the last param, else the `data.id` of the reply (creations). */
export function entityIdOf(params: unknown, replyPayload: unknown): string | null {
  if (params && typeof params === 'object') {
    const p = params as Record<string, unknown>;
    if (p.id !== undefined && p.id !== null) return String(p.id);
    const values = Object.values(p).filter((v) => v !== undefined && v !== null);
    if (values.length > 0) return String(values[values.length - 1]);
  }
  const data = (replyPayload as { data?: { id?: unknown } } | null)?.data;
  if (data && (typeof data.id === 'number' || typeof data.id === 'string')) return String(data.id);
  return null;
}

/** A JSON reply body, when it is one of reasonable size (only used to find a created row's id). */
export function parseReply(payload: unknown, contentType: unknown): unknown {
  if (typeof payload !== 'string' || payload.length > 200_000) return null;
  if (typeof contentType !== 'string' || !contentType.includes('json')) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

export interface AuditDetails {
  ip: string | null;
  params?: unknown;
  body?: unknown;
}

/** What is stored in `details`: the address, the path params and the sanitised body (when any). */
export function auditDetails(ip: string | undefined, params: unknown, body: unknown): AuditDetails {
  const details: AuditDetails = { ip: ip ?? null };
  if (params && typeof params === 'object' && Object.keys(params).length > 0)
    details.params = sanitize(params);
  const summary = sanitize(body);
  if (summary && typeof summary === 'object' && Object.keys(summary).length > 0) details.body = summary;
  return details;
}
