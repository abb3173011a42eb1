import type { ArticleFilters } from '@/features/catalog/article-filters';
import { MOST_PER_VIEW } from '@/features/catalog/carousel-size';
import { isServerRender } from '@/lib/hydrating';

/**
 * What a storefront page reads in its address to know what it lists, and which replies it reads where
 * it is drawn (on the server or in the browser). Read by the pages, and by
 * `prefetchFirstView` (ssr/first-view-queries.ts), which asks for a page's replies before the server
 * draws it and as the app's router navigates to it: a module of its own, without the pages' code, so
 * that the router (in every page's first view) can import it.
 */

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The products a category page lists for its URL: the chosen sub-category (`sous_categorie`, or null
 * for the whole category) and the URL's filters, less the category (the page is the category).
 */
export function categoryListOf(params: URLSearchParams, urlFilters: ArticleFilters) {
  return {
    sousId: positiveInt(params.get('sous_categorie')),
    filters: { ...urlFilters, categorie: undefined },
  };
}

/** The text the search results page searches for (`search`). */
export function searchedText(params: URLSearchParams): string {
  return params.get('search')?.trim() ?? '';
}

/** The page of shops the list of shops shows (`page`, 1 by default). */
export function shopsPageOf(params: URLSearchParams): number {
  const requested = Number(params.get('page'));
  return Number.isInteger(requested) && requested > 1 ? requested : 1;
}

/**
 * Whether a category page reads the list of categories: a sub-category's page names its parent from
 * it, and in the browser the page names its category from it before its products arrive; a server draw
 * of the whole category needs only its products' reply, which carries the category and its banner
 * (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum).
 */
export function categoryPageReadsCategories(sousId: number | null): boolean {
  return sousId !== null || !isServerRender();
}

/**
 * Whether a shop page reads the list of categories, its category filter's choices: the closed select
 * of a server draw shows only the chosen one, so the list is read there only when the URL chose a
 * category; the browser always offers it.
 */
export function shopPageReadsCategories(filters: ArticleFilters): boolean {
  return Boolean(filters.categorie) || !isServerRender();
}

/**
 * How much of the newest products the home reads: the server draws their first row (the app asks
 * for the rest), the browser reads them whole (docs/decisions/0042-fewer-larger-chunks.md).
 */
export function homeNewArticlesPart(): { drawn?: number } {
  return isServerRender() ? { drawn: MOST_PER_VIEW } : {};
}
