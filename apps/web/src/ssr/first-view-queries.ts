import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { categoryListOf } from '@/areas/storefront/pages/category-page';
import { searchedText } from '@/areas/storefront/pages/search-results-page';
import { shopsPageOf } from '@/areas/storefront/pages/shops-page';
import { aboutSummaryQueryOptions } from '@/features/about/api/get-about';
import { articleBySlugQueryOptions } from '@/features/catalog/api/get-article';
import { categoryArticlesQueryOptions } from '@/features/catalog/api/get-category-articles';
import { newArticlesQueryOptions } from '@/features/catalog/api/get-new-articles';
import { shopArticlesQueryOptions } from '@/features/catalog/api/get-shop-articles';
import { subCategoryArticlesQueryOptions } from '@/features/catalog/api/get-sub-category-articles';
import { searchArticlesQueryOptions } from '@/features/catalog/api/search-articles';
import { filtersFromSearchParams } from '@/features/catalog/article-filters';
import { MOST_PER_VIEW } from '@/features/catalog/components/product-carousel';
import { categoriesQueryOptions } from '@/features/categories/api/get-categories';
import { deliveryConfigQueryOptions } from '@/features/delivery/api/get-delivery-config';
import { pubsQueryOptions } from '@/features/pubs/api/get-pubs';
import { shopQueryOptions } from '@/features/shops/api/get-shop';
import { shopsQueryOptions } from '@/features/shops/api/get-shops';
import { sponsorsQueryOptions } from '@/features/sponsors/api/get-sponsors';
import type { FirstViewPage } from '@/lib/first-view';

/**
 * The queries a first-view page is drawn with, asked for all at once before the server draws it, so
 * that one render draws it (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum: a
 * drawn page's server time). Built with the options the page's own hooks use — same keys, `enabled`
 * and `meta` — from the URL as the page reads it. One missing here is still found by drawing the page
 * (`render`'s further passes, each a whole render more); ssr/entry-server.test.tsx checks that each
 * page is drawn in one pass.
 */
export async function prefetchFirstView(
  queryClient: QueryClient,
  page: FirstViewPage,
  params: Params,
  search: URLSearchParams,
): Promise<void> {
  const slug = params.slug ?? '';
  const filters = filtersFromSearchParams(search);
  // Every first-view page is in the storefront layout: its header and footer.
  const fetches: Promise<unknown>[] = [queryClient.prefetchQuery(aboutSummaryQueryOptions())];
  switch (page) {
    case 'home':
      fetches.push(queryClient.prefetchQuery(pubsQueryOptions()));
      fetches.push(queryClient.prefetchQuery(newArticlesQueryOptions({ drawn: MOST_PER_VIEW })));
      fetches.push(queryClient.prefetchQuery(sponsorsQueryOptions()));
      fetches.push(queryClient.prefetchQuery(deliveryConfigQueryOptions()));
      break;
    case 'category': {
      const { sousId, filters: listed } = categoryListOf(search, filters);
      // A sub-category's page names its category from the list (the whole category's, from its reply).
      if (sousId !== null) fetches.push(queryClient.prefetchQuery(categoriesQueryOptions()));
      if (sousId === null)
        fetches.push(queryClient.prefetchInfiniteQuery(categoryArticlesQueryOptions(slug, listed)));
      else fetches.push(queryClient.prefetchInfiniteQuery(subCategoryArticlesQueryOptions(sousId, listed)));
      break;
    }
    case 'shop':
      // Its category filter shows the chosen category's name.
      if (filters.categorie) fetches.push(queryClient.prefetchQuery(categoriesQueryOptions()));
      // Its products are asked for with the shop's id.
      fetches.push(
        queryClient
          .fetchQuery(shopQueryOptions(slug))
          .then((shop) => queryClient.prefetchInfiniteQuery(shopArticlesQueryOptions(shop.id, filters)))
          .catch(() => undefined),
      );
      break;
    case 'shops':
      fetches.push(queryClient.prefetchQuery(shopsQueryOptions(shopsPageOf(search))));
      break;
    case 'search':
      if (searchedText(search))
        fetches.push(
          queryClient.prefetchInfiniteQuery(searchArticlesQueryOptions({ search: searchedText(search) })),
        );
      break;
    case 'product':
      if (slug) fetches.push(queryClient.prefetchQuery(articleBySlugQueryOptions(slug)));
      fetches.push(queryClient.prefetchQuery(categoriesQueryOptions()));
      break;
    case 'login':
    case 'register':
      break;
  }
  await Promise.all(fetches);
}
