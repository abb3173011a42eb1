/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { toArticleCard } from '@/features/catalog/article-card';
import type { ArticleCard } from '@/features/catalog/article-types';
import { PRODUCT_PARAM } from '@/features/catalog/use-product-modal';
import { setApiTransport } from '@/lib/api-client';
import { CLIENT_ONLY_PATH } from '@/lib/client-pages';
import { type FirstViewPage, firstViewPlan } from '@/lib/first-view';
import {
  DEFAULT_LANGUAGE,
  i18n,
  isLanguage,
  type Language,
  prepareLanguage,
  switchLanguageNow,
} from '@/lib/i18n';
import { type PageMeta, type PageMetaCollector, PageMetaContext } from '@/lib/page-meta';
import { createQueryClient } from '@/lib/query-client';
import { BOOT_LOADER_SOURCE } from '@/ssr/boot-loader';
import { CLIENT_PAGE_LOADER_SOURCE } from '@/ssr/client-page-loader';
import { prefetchFirstView } from '@/ssr/first-view-queries';

/**
 * The server's side of the storefront's first view (docs/decisions/0028-server-drawn-first-view.md).
 * The API imports this module's build (`dist-ssr/entry-server.js`) and draws the storefront's first-view
 * pages (home, category, shop, product, the list of shops, search results, login, registration) to HTML, for an
 * anonymous visitor in the language of their cookie, with the API replies they used and what the page
 * says of itself in <head> (its `usePageMeta`: lib/page-meta.ts); the browser shows that HTML at once
 * and fetches the app right after, when `main.tsx` hydrates it (ssr/hydrate.ts;
 * docs/decisions/0043-drawn-pages-hydrate-on-their-own.md).
 */

export { BOOT_LOADER_SOURCE, CLIENT_PAGE_LOADER_SOURCE };

/**
 * The client's own pages (basket, profile), as a pattern's source: the API sends them with the client
 * page loader in place of the app's scripts (ssr/client-page-loader.ts).
 */
export const CLIENT_PAGE_PATH = CLIENT_ONLY_PATH.source;

/** How the page's API requests are answered: the API server injects them into itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const transport = transports.getStore();
  if (!transport) return Promise.reject(new Error('API request outside of a server render'));
  return transport(url, init);
});

const handler = createStaticHandler(routes);

/**
 * A drawn page: the HTML of #root, the link tags React hoisted (image preloads), the query cache, and
 * its title, description, Open Graph tags, canonical address and schema.org data (written, escaped,
 * by the API's `drawnDocument`).
 */
export interface RenderedPage {
  /** Which first-view page it is (its files are listed under this key in index.html). */
  page: FirstViewPage;
  /** The language it is drawn in (`<html lang dir>` and the boot loader's check follow it). */
  language: Language;
  html: string;
  head: string;
  /** The dehydrated React Query cache, as JSON (not yet escaped for a <script> element). */
  state: string;
  /** Absent when the page sets none (it keeps index.html's title and description). */
  meta?: PageMeta;
  /** How many times it was drawn: 1 when its queries were all asked for ahead (`prefetchFirstView`). */
  passes: number;
}

/** A query the page's draw would run (not one waiting for a session or a choice: `enabled: false`). */
function enabled(query: Query): boolean {
  // useQuery's options are kept on the query it builds, `enabled` among them.
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  const value = typeof option === 'function' ? option(query) : option;
  return value !== false && query.options.queryFn !== skipToken;
}

/** What a query's `meta` says of how its reply is inlined in a drawn page. */
interface DrawnMeta {
  /** A list of which the page draws only the first items (e.g. the home's newest products). */
  drawnItems?: number;
  /** Articles the page shows as product cards (`DRAWN_AS_CARDS`, lib/infinite-pages.ts). */
  drawnCards?: boolean;
}

type Pages = { pages: { data?: unknown }[] };
const isPages = (data: unknown): data is Pages =>
  typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages);

/** A list of articles, or an infinite query's pages of them, with each article as its card. */
function asCards(data: unknown): unknown {
  const cards = (list: unknown) => (Array.isArray(list) ? (list as ArticleCard[]).map(toArticleCard) : list);
  if (Array.isArray(data)) return cards(data);
  if (isPages(data))
    return { ...data, pages: data.pages.map((page) => ({ ...page, data: cards(page.data) })) };
  return data;
}

/**
 * Replies inlined with only what the first view draws (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md,
 * addendum; decision 0042): a list of which the page draws only the first items (`drawnItems`) with
 * those items only, and articles shown as cards (`drawnCards`) with their cards' fields only. Both are
 * marked stale: the app draws them as the server did when it hydrates, then asks for the whole reply.
 */
function inlineDrawnItems(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const meta = (query.meta ?? {}) as DrawnMeta;
    let data: unknown = query.state.data;
    const drawn = meta.drawnItems;
    if (typeof drawn === 'number' && Array.isArray(data) && data.length > drawn) data = data.slice(0, drawn);
    if (meta.drawnCards) data = asCards(data);
    if (data !== query.state.data) queryClient.setQueryData(query.queryKey, data, { updatedAt: 0 });
  }
}

/**
 * The page's requests are asked for ahead (`prefetchFirstView`, ssr/first-view-queries.ts); any other is
 * found by drawing it: each further pass asks for what it lacked, up to this many in all.
 */
const MAX_PASSES = 4;

/** Leading `<link>` tags of renderToString's output: the resources React hoists (they go in <head>). */
const HOISTED = /^(?:<link [^>]*\/?>)+/;

/**
 * Draws `url` or answers null when it is not a server-drawn page or a request it needed failed (the
 * app then draws it in the browser, as for every other page). `url` is absolute (the API gives the
 * site's address: the page's canonical and Open Graph URLs are made from it) or a path and query.
 */
export async function render(
  url: string,
  transport: ApiTransport,
  requested: string = DEFAULT_LANGUAGE,
): Promise<RenderedPage | null> {
  const target = new URL(url, 'http://souk.local');
  const page = firstViewPlan(target.pathname)?.page;
  // A shared product link opens its modal at once: the app draws that page in the browser.
  if (!page || target.searchParams.has(PRODUCT_PARAM)) return null;
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  await prepareLanguage(language);
  return transports.run(transport, async () => {
    const context = await handler.query(new Request(target));
    if (context instanceof Response || context.errors) return null;
    const queryClient: QueryClient = createQueryClient();
    const collector: PageMetaCollector = { origin: target.origin, pathname: target.pathname };
    // The page's queries, all at once: then one render draws it (the passes below find nothing more).
    await prefetchFirstView(queryClient, page, context.matches.at(-1)?.params ?? {}, target.searchParams);
    let html = '';
    let passes = 0;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      passes++;
      // Draws of other languages may have run meanwhile (between passes): this one is synchronous.
      switchLanguageNow(language);
      html = renderToString(
        <StrictMode>
          <PageMetaContext.Provider value={collector}>
            <Providers queryClient={queryClient}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </Providers>
          </PageMetaContext.Provider>
        </StrictMode>,
      );
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query),
        );
      if (asked.length === 0) break;
      if (pass === MAX_PASSES - 1) return null;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    }
    // A request that failed would be drawn as an error: the browser asks again instead.
    const queries = queryClient.getQueryCache().getAll().filter(enabled);
    if (queries.some((query) => query.state.status !== 'success')) return null;
    const hoisted = HOISTED.exec(html)?.[0] ?? '';
    inlineDrawnItems(queryClient);
    const state = JSON.stringify(dehydrate(queryClient));
    queryClient.clear();
    const head = hoisted + tapSheetStrings(language);
    return { page, language, html: html.slice(hoisted.length), head, state, meta: collector.meta, passes };
  });
}

/** The words of the sheet the boot loader shows for a card tapped before the app is there. */
function tapSheetStrings(language: Language): string {
  const t = i18n.getFixedT(language);
  return renderToString(
    <meta name="souk-tap-sheet" data-close={t('common.close')} data-loading={t('common.loading')} />,
  );
}
