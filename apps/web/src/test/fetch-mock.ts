import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** The fetch cache mode asked for ('default' when none). */
  cache: RequestCache;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = MockReply | ((request: RecordedRequest) => MockReply | Promise<MockReply>);

export const ABOUT = {
  url_logo: null,
  email: 'contact@souk.dz',
  telephone: '0550 12 34 56',
  adresse: '12 rue Didouche Mourad, Alger',
  description: 'Souk réunit les meilleurs magasins algériens. '.repeat(8),
  facebook: 'https://facebook.com/souk',
  twitter: 'https://twitter.com/souk',
  linkedin: 'https://linkedin.com/company/souk',
  instagram: 'https://instagram.com/souk',
  latitude: 36.75,
  longitude: 3.04,
  condition: '',
  politique: '',
  fondateurs: [],
  delai_retour_jours: 30,
};

export const CATEGORIES = Array.from({ length: 13 }, (_, n) => ({
  id: n + 1,
  slug: `categorie-${n + 1}`,
  designation: `Catégorie ${n + 1}`,
  url_image: n === 0 ? null : `/media/categories/${n + 1}.webp`,
  sous_categories: [
    { id: 100 + n, slug: `sous-${n + 1}`, designation: `Sous-catégorie ${n + 1}`, url_image: null },
  ],
  pub: n === 0 ? { id: 1, url_image: '/media/pubs/1.webp' } : null,
  image_publicitaire: null,
}));

/**
 * Replaces global fetch with a router keyed by 'METHOD /path' (query string ignored). About (and its
 * summary) and categories answer by default so layouts render; anything else unmatched gets a 404.
 */
export function mockFetch(handlers: Record<string, Handler> = {}) {
  const requests: RecordedRequest[] = [];
  const all: Record<string, Handler> = {
    'GET /api/v1/about': { body: { data: ABOUT } },
    'GET /api/v1/categories': { body: { data: CATEGORIES } },
    ...handlers,
  };
  // The header's and footer's part of the site information answers as `v1/about` does (a test that
  // sets the return period there sets it for both), unless the test gives its own.
  all['GET /api/v1/about/summary'] ??= all['GET /api/v1/about'];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, path, headers, body, cache: init?.cache ?? 'default' };
    requests.push(request);
    const handler = all[`${method} ${path}`];
    const reply =
      typeof handler === 'function'
        ? await handler(request)
        : (handler ?? { status: 404, body: { message: 'Not found' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return {
    spy,
    requests,
    /** Requests to one endpoint ('POST /api/v1/client/login'). */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
