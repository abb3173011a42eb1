import { PROMOTION_FILTER_STEPS, RATING_FILTER_STEPS } from '@souk/domain/articles';
import type { QueryParams } from '@/lib/api-client';

/**
 * The storefront product filters (docs/product/storefront-and-client.md, Category), with the API's
 * query names.
 */
export interface ArticleFilters {
  search?: string;
  prixMin?: number;
  prixMax?: number;
  /** "N % and more", one of PROMOTION_FILTER_STEPS. */
  promotion?: number;
  /** "N stars and more", one of RATING_FILTER_STEPS. */
  etoil?: number;
  /** A category id (shop page only). */
  categorie?: number;
}

export const FILTER_KEYS = ['search', 'prixMin', 'prixMax', 'promotion', 'etoil', 'categorie'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

function positive(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function step(value: string | null, steps: readonly number[]): number | undefined {
  const n = positive(value);
  return n !== undefined && steps.includes(n) ? n : undefined;
}

/**
 * What a price box keeps of what is typed or pasted: digits and one decimal separator (a comma
 * becomes a point), two decimals at most; a minus sign, spaces and letters are dropped.
 */
export function priceInput(typed: string): string {
  const [whole, ...rest] = typed
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

/**
 * Filters read from the page URL, so they survive a reload and can be shared. Anything invalid
 * (a negative price, a promotion that is not a step) is ignored rather than sent.
 */
export function filtersFromSearchParams(params: URLSearchParams): ArticleFilters {
  const filters: ArticleFilters = {};
  const search = params.get('search')?.trim();
  if (search) filters.search = search;
  const prixMin = positive(params.get('prixMin'));
  if (prixMin !== undefined) filters.prixMin = prixMin;
  const prixMax = positive(params.get('prixMax'));
  if (prixMax !== undefined) filters.prixMax = prixMax;
  const promotion = step(params.get('promotion'), PROMOTION_FILTER_STEPS);
  if (promotion !== undefined) filters.promotion = promotion;
  const etoil = step(params.get('etoil'), RATING_FILTER_STEPS);
  if (etoil !== undefined) filters.etoil = etoil;
  const categorie = positive(params.get('categorie'));
  if (categorie !== undefined && Number.isInteger(categorie)) filters.categorie = categorie;
  return filters;
}

/**
 * Only the filters that are set: text when non-empty, numbers when greater than 0.
 * The same object is the query of the API call and part of the query key.
 */
export function filterParams(filters: ArticleFilters): QueryParams {
  const params: Record<string, string | number> = {};
  const search = filters.search?.trim();
  if (search) params.search = search;
  for (const key of ['prixMin', 'prixMax', 'promotion', 'etoil', 'categorie'] as const) {
    const value = filters[key];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) params[key] = value;
  }
  return params;
}

/** The page URL with `changes` applied to its filters (null or 0 removes one); other params stay. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Record<FilterKey, string | number | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '' || text === '0') next.delete(key);
    else next.set(key, text);
  }
  return next;
}

export function hasActiveFilters(filters: ArticleFilters): boolean {
  return Object.keys(filterParams(filters)).length > 0;
}
