import type { ArticleFilters } from '@/features/catalog/article-filters';

/**
 * What a storefront page reads in its address to know what it lists. Read by the pages, and by
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
