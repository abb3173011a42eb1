import type { QueryParams } from '@/lib/api-client';
import type { SessionKind } from '@/lib/sessions';

/**
 * Query keys that several features read or invalidate: the catalogue's (a review, a like or an order
 * refreshes the product lists) and the basket's (an order empties it, the delivery quote lives under
 * it). Each feature's own keys stay in its `api/` folder; these are here so that the features using
 * them need not import each other (docs/architecture.md, "Boundaries").
 */

/**
 * Prefix for every query made with a session's token (cart, profile, orders…): logging out
 * removes them at once, so the next account never sees the previous one's data.
 */
export const sessionKey = (kind: SessionKind) => ['session', kind] as const;

/** Query keys of the catalog: `catalogKeys.all` covers every product list and detail. */
export const catalogKeys = {
  all: ['catalog'] as const,
  article: (id: number) => [...catalogKeys.all, 'article', id] as const,
  articleBySlug: (slug: string) => [...catalogKeys.all, 'articleBySlug', slug] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
  homeList: (list: 'new' | 'promo' | 'mostOrdered' | 'topRated') => [...catalogKeys.home(), list] as const,
  categoryBlocks: () => [...catalogKeys.home(), 'categoryBlocks'] as const,
  recommended: () => [...catalogKeys.home(), 'recommended'] as const,
  category: (slug: string, filters: QueryParams) => [...catalogKeys.all, 'category', slug, filters] as const,
  subCategory: (id: number, filters: QueryParams) =>
    [...catalogKeys.all, 'subCategory', id, filters] as const,
  search: (filters: QueryParams) => [...catalogKeys.all, 'search', filters] as const,
};

/**
 * The basket's queries, under the client session's prefix (a logout drops them). Adding a line
 * invalidates `all`, which refreshes the header badge, its dropdown and the cart page at once.
 */
export const cartKeys = {
  all: [...sessionKey('client'), 'cart'] as const,
  show: () => [...cartKeys.all, 'show'] as const,
};
