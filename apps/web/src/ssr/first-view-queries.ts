import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import {
  categoryListOf,
  categoryPageReadsCategories,
  homeNewArticlesPart,
  searchedText,
  shopPageReadsCategories,
  shopsPageOf,
} from '@/areas/storefront/page-addresses';
import { aboutSummaryQueryOptions } from '@/features/about/api/get-about';
import { articleBySlugQueryOptions } from '@/features/catalog/api/get-article';
import { categoryArticlesQueryOptions } from '@/features/catalog/api/get-category-articles';
import { newArticlesQueryOptions } from '@/features/catalog/api/get-new-articles';
import { shopArticlesQueryOptions } from '@/features/catalog/api/get-shop-articles';
import { subCategoryArticlesQueryOptions } from '@/features/catalog/api/get-sub-category-articles';
import { searchArticlesQueryOptions } from '@/features/catalog/api/search-articles';
import { filtersFromSearchParams } from '@/features/catalog/article-filters';
import { categoriesQueryOptions } from '@/features/categories/api/get-categories';
import { deliveryConfigQueryOptions } from '@/features/delivery/api/get-delivery-config';
import { pubsQueryOptions } from '@/features/pubs/api/get-pubs';
import { seedShopFromLists, shopQueryOptions } from '@/features/shops/api/get-shop';
import { shopsQueryOptions } from '@/features/shops/api/get-shops';
import { sponsorsQueryOptions } from '@/features/sponsors/api/get-sponsors';
import type { FirstViewPage } from '@/lib/first-view';

/**
 * The queries a first-view page is drawn with, asked for all at once: before the server draws it, so
 * that one render draws it (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum: a
 * drawn page's server time), and by the app's router as it navigates to the page (`askForDrawnPage`,
 * app/router.tsx), beside the page's code rather than once it has come and drawn
 * (docs/decisions/0065-a-link-asks-for-its-page-beside-its-code.md). Built with the options the page's
 * own hooks use where it is drawn — same keys, `enabled` and `meta`, on the server and in the browser —
 * from the URL as the page reads it, both in `page-addresses.ts`. One missing here is
 * still found by drawing the page (`render`'s further passes, each a whole render more):
 * ssr/entry-server.test.tsx checks that each page is drawn in one pass; app/drawn-page-loaders.test.tsx
 * that a page the app navigates to reads every reply asked for, and asks for none of them again.
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
      fetches.push(queryClient.prefetchQuery(newArticlesQueryOptions(homeNewArticlesPart())));
      fetches.push(queryClient.prefetchQuery(sponsorsQueryOptions()));
      fetches.push(queryClient.prefetchQuery(deliveryConfigQueryOptions()));
      break;
    case 'category': {
      const { sousId, filters: listed } = categoryListOf(search, filters);
      if (categoryPageReadsCategories(sousId))
        fetches.push(queryClient.prefetchQuery(categoriesQueryOptions()));
      if (sousId === null)
        fetches.push(queryClient.prefetchInfiniteQuery(categoryArticlesQueryOptions(slug, listed)));
      else fetches.push(queryClient.prefetchInfiniteQuery(subCategoryArticlesQueryOptions(sousId, listed)));
      break;
    }
    case 'shop': {
      if (shopPageReadsCategories(filters)) fetches.push(queryClient.prefetchQuery(categoriesQueryOptions()));
      // Its products are asked for with the shop's id: at once for a shop the app has read in the list
      // of shops (the same reply as its own, which then draws the page's header as soon as its code is
      // there), else once its own reply has come.
      const listed = seedShopFromLists(queryClient, slug);
      if (listed)
        fetches.push(queryClient.prefetchInfiniteQuery(shopArticlesQueryOptions(listed.id, filters)));
      fetches.push(
        queryClient
          .fetchQuery(shopQueryOptions(slug))
          .then((shop) => queryClient.prefetchInfiniteQuery(shopArticlesQueryOptions(shop.id, filters)))
          .catch(() => undefined),
      );
      break;
    }
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
