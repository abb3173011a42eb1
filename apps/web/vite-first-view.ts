import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const SOURCE = '/src/first-view.ts';
const ENTRY_NAME = 'first-view';
const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The storefront layout: the lazy route around every first-view page (router.tsx). */
export const LAYOUT = 'src/areas/storefront/layout/storefront-layout.tsx';

/**
 * The lazy route modules each first-view page loads (router.tsx: layout + page), by the `page` key of
 * `firstViewPlan` (src/lib/first-view.ts). bench/bundle-budget.ts measures the same pages.
 */
export const FIRST_VIEW_ROUTES = {
  home: [LAYOUT, 'src/areas/storefront/pages/home-page.tsx'],
  category: [LAYOUT, 'src/areas/storefront/pages/category-page.tsx'],
  shop: [LAYOUT, 'src/areas/storefront/pages/shop-page.tsx'],
  shops: [LAYOUT, 'src/areas/storefront/pages/shops-page.tsx'],
  search: [LAYOUT, 'src/areas/storefront/pages/search-results-page.tsx'],
  login: [LAYOUT, 'src/areas/account/pages/login-page.tsx'],
  register: [LAYOUT, 'src/areas/account/pages/register-page.tsx'],
  product: [LAYOUT, 'src/areas/storefront/pages/product-page.tsx'],
} as const;

/**
 * A signed-in client's page drawn by the app in the browser (not by the server) whose first load the
 * client waits for, by its path: the lazy route modules it loads (router.tsx: layout, page, the screens'
 * French strings). Its list is keyed by the path, which the API hands to the client page loader
 * (src/ssr/client-page-loader.ts): the page's code downloads beside the app's instead of after it has
 * run (docs/decisions/0068-a-client-page-fetched-beside-the-app.md).
 */
export const CLIENT_PAGE_ROUTES = {
  '/panier': [LAYOUT, 'src/areas/storefront/pages/cart-page.tsx', 'src/lib/locales/screens/fr.ts'],
} as const;

/**
 * The catalogues of the languages other than French (src/lib/i18n.ts fetches them before the first
 * render of a visitor who reads one): listed as `lang:ar`, `lang:en` so that they download beside
 * the app rather than after its entry has run.
 */
const LANGUAGE_CATALOGUES = {
  ar: 'src/lib/locales/ar.ts',
  en: 'src/lib/locales/en.ts',
} as const;

/**
 * What the first tap on a first-view page opens, by page: a product card's modal. Its code is listed
 * as `tap:<page>` (beyond the page's own files) so that the boot loader fetches it once the page has
 * been painted, beside the app, and the tap does not start a download (src/ssr/boot-loader.ts).
 */
const FIRST_TAP: Partial<Record<keyof typeof FIRST_VIEW_ROUTES, string>> = {
  home: 'src/features/catalog/components/product-modal.tsx',
  category: 'src/features/catalog/components/product-modal.tsx',
  shop: 'src/features/catalog/components/product-modal.tsx',
  search: 'src/features/catalog/components/product-modal.tsx',
};

/** The id of the JSON element of index.html that lists each first-view page's files (read by
 * `preloadPageFiles` in src/lib/first-view.ts, which spells it too: this file imports nothing from src). */
const FIRST_VIEW_FILES_ID = 'souk-first-view-files';

function isChunk(output: OutputBundle[string] | undefined): output is OutputChunk {
  return output?.type === 'chunk';
}

/** A chunk and every chunk it imports statically, transitively (file names). */
function staticClosure(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (isChunk(next)) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * The chunks `start` imports statically, transitively, in the order the browser evaluates them (each
 * after the chunks it imports), `start` itself left out.
 */
function evaluationOrder(bundle: OutputBundle, start: OutputChunk): OutputChunk[] {
  const order: OutputChunk[] = [];
  const seen = new Set<string>([start.fileName]);
  const visit = (chunk: OutputChunk) => {
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (!isChunk(next) || seen.has(file)) continue;
      seen.add(file);
      visit(next);
      order.push(next);
    }
  };
  visit(start);
  return order;
}

/**
 * Each first-view page's files beyond index.html's entry script and style sheets: the entry's static
 * imports, the lazy layout's and page's chunks with their static imports, and their CSS. The router asks for them only once the entry has
 * run; the first-view script preloads them at once, so they download while the entry does.
 */
export function firstViewFiles(
  bundle: OutputBundle,
): Record<
  | 'app'
  | keyof typeof FIRST_VIEW_ROUTES
  | keyof typeof CLIENT_PAGE_ROUTES
  | `lang:${keyof typeof LANGUAGE_CATALOGUES}`
  | `tap:${keyof typeof FIRST_VIEW_ROUTES}`,
  string[]
> {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
  if (!entry) throw new Error('the app entry is missing from the build');
  const entryChunks = staticClosure(bundle, entry);
  // The entry's own imports are listed too: a server-drawn page has no module preloads (the API
  // removes them), so the boot loader preloads them beside the entry rather than after it.
  const loaded = new Set([entry.fileName]);
  const loadedCss = new Set(entryChunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const files = {} as ReturnType<typeof firstViewFiles>;
  // What the entry imports, in the order it is evaluated: the boot loader runs them one task each
  // (docs/decisions/0059-the-app-started-in-steps.md).
  files.app = evaluationOrder(bundle, entry).map((c) => `/${c.fileName}`);
  const moduleChunk = (module: string) => {
    const id = path.join(WEB_ROOT, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`${module}: no chunk of its own in the build`);
    return chunk;
  };
  /** The route modules' chunks with their static imports (those in `skip` left out), and their CSS. */
  const routeFiles = (modules: readonly string[], skip: Set<string>, list = new Set<string>()) => {
    for (const module of modules) {
      for (const c of staticClosure(bundle, moduleChunk(module))) {
        if (!skip.has(c.fileName)) list.add(`/${c.fileName}`);
        for (const css of c.viteMetadata?.importedCss ?? []) if (!loadedCss.has(css)) list.add(`/${css}`);
      }
    }
    return list;
  };
  for (const [page, modules] of Object.entries(FIRST_VIEW_ROUTES) as [
    keyof typeof FIRST_VIEW_ROUTES,
    readonly string[],
  ][]) {
    const list = routeFiles(
      modules,
      loaded,
      new Set(entryChunks.filter((c) => !loaded.has(c.fileName)).map((c) => `/${c.fileName}`)),
    );
    files[page] = [...list];
    const tap = FIRST_TAP[page];
    if (tap) {
      const next = new Set<string>();
      for (const c of staticClosure(bundle, moduleChunk(tap))) {
        if (!loaded.has(c.fileName) && !list.has(`/${c.fileName}`)) next.add(`/${c.fileName}`);
        for (const css of c.viteMetadata?.importedCss ?? [])
          if (!loadedCss.has(css) && !list.has(`/${css}`)) next.add(`/${css}`);
      }
      files[`tap:${page}`] = [...next];
    }
  }
  // A client's page: its own files only — the client page loader preloads the entry's imports itself.
  const entryClosure = new Set(entryChunks.map((c) => c.fileName));
  for (const [pagePath, modules] of Object.entries(CLIENT_PAGE_ROUTES) as [
    keyof typeof CLIENT_PAGE_ROUTES,
    readonly string[],
  ][]) {
    files[pagePath] = [...routeFiles(modules, entryClosure)];
  }
  for (const [language, module] of Object.entries(LANGUAGE_CATALOGUES) as [
    keyof typeof LANGUAGE_CATALOGUES,
    string,
  ][]) {
    files[`lang:${language}`] = staticClosure(bundle, moduleChunk(module))
      .filter((c) => !loaded.has(c.fileName))
      .map((c) => `/${c.fileName}`);
  }
  return files;
}

/**
 * Adds `src/first-view.ts` to the page as a script of its own, `async`, ahead of the app
 * (docs/benchmarks.md: Lighthouse; see `src/lib/first-view.ts`). Vite would fold a second module script
 * of index.html into the app's entry, which runs only once the whole bundle has arrived; so the script
 * is built as a separate Rollup input and its tag (with preloads of what it imports) is written into
 * index.html, after the list of each first-view page's files that the script preloads (`firstViewFiles`).
 */
export function firstViewScript(): Plugin {
  return {
    name: 'souk-first-view',
    config(_config, { command, isSsrBuild }) {
      if (command !== 'build' || isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              [ENTRY_NAME]: fileURLToPath(new URL(`.${SOURCE}`, import.meta.url)),
            },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) {
          return [
            { tag: 'script', attrs: { type: 'module', async: true, src: SOURCE }, injectTo: 'head-prepend' },
          ];
        }
        const chunk = Object.values(ctx.bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === ENTRY_NAME,
        );
        if (chunk?.type !== 'chunk') throw new Error('first-view chunk missing from the build');
        return [
          // Read by the first-view script (so written before it): the files to preload for its page.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: FIRST_VIEW_FILES_ID },
            children: JSON.stringify(firstViewFiles(ctx.bundle)),
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...chunk.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}
