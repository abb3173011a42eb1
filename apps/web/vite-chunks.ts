import { fileURLToPath, URL } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_VIEW_ROUTES, LAYOUT } from './vite-first-view';

/**
 * Fewer, larger chunks (docs/decisions/0042-fewer-larger-chunks.md). Over a phone's 4G each script
 * file costs about a round trip beyond its bytes, and Rolldown's own splitting made a storefront page
 * 70–122 files. The client build's chunks are grouped by library and by area instead.
 *
 * What the first view needs is known exactly: the storefront layout and its server-drawn pages are
 * made inputs of the build beside index.html, so Rolldown tags every module they, or the app entry,
 * import statically (after tree-shaking: a library's index re-exporting a dialog does not count)
 * `$initial`. What every page runs (the entry and the layout, with their static imports) goes to four
 * chunks — `react` (React, its DOM renderer, the router), `mantine`, `vendor` (i18next, React Query,
 * icons…) and `storefront` (the app's own code) — and each page's own code and libraries to a chunk
 * named after exactly the pages that use them: a storefront page is the app entry, those four, its
 * layout, its page and its `page-…` chunks.
 *
 * Past the first view: `dialogs` (Mantine's dialogs and drawers with the scroll lock) and `floating`
 * (menus, popovers, comboboxes and tooltips with floating-ui), which Rolldown's own splitting made a
 * dozen files fetched by the first dialog; the rest (the storefront's other pages, the
 * back-office) keeps Rolldown's own splitting: an area's group without its libraries made chunks that
 * import each other, and an admin icon was read before its chunk had run (decision 0042).
 *
 * Lazily imported modules (route pages, the product modal, a language…) stay chunks of their own, so
 * they still load when used; the first-view script's few modules too, so it stays a small file.
 */

type ChunkingContext = Rolldown.ChunkingContext;
type Group = Rolldown.CodeSplittingGroup;

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** index.html's app entry. */
const APP_ENTRY = `${WEB_ROOT}src/main.tsx`;
/** The first-view script: a small entry of its own (vite-first-view.ts), kept out of every group. */
const FIRST_VIEW_SCRIPT = `${WEB_ROOT}src/first-view.ts`;

/** The storefront's server-drawn pages, their layout, and the search results (the search box's
 * target): inputs of the build, so their static imports are the first view. */
export const FIRST_VIEW_INPUTS = [
  ...new Set([
    ...Object.values(FIRST_VIEW_ROUTES).flat(),
    'src/areas/storefront/pages/search-results-page.tsx',
  ]),
];

/** Back-office source (the paths bench/bundle-budget.ts checks). */
const ADMIN = /[\\/]src[\\/]areas[\\/]admin[\\/]/;
const PARTNER = /[\\/]src[\\/]areas[\\/]partner[\\/]/;
const BACKOFFICE = [
  ADMIN,
  PARTNER,
  /[\\/]src[\\/]features[\\/]backoffice[\\/]/,
  /[\\/]src[\\/]lib[\\/]locales[\\/]backoffice[\\/]/,
  /[\\/]src[\\/]ui[\\/]backoffice[-.]/,
];
const isBackoffice = (id: string) => BACKOFFICE.some((re) => re.test(id));

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** The framework every page runs first: React, its DOM renderer and scheduler, the router. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const MANTINE = /[\\/]node_modules[\\/](@mantine[\\/](core|hooks|store)|clsx)[\\/]/;

/**
 * The overlays the storefront opens on use, in two chunks: Mantine's dialogs and drawers with what
 * they bring (the scroll lock and its helpers, the focus trap, the transitions), which a tap on a
 * product card waits for (the product modal); and the floating menus, popovers, comboboxes and
 * tooltips, which the modal does not use. floating-ui itself comes with the dialogs: Mantine's
 * ScrollArea, which the modal imports, takes a hook from it. Rolldown's own splitting made them a
 * dozen small files; in one chunk, the first card tapped waited for the menus' code too.
 */
const DIALOGS =
  /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase|Drawer|ScrollArea|Portal|FocusTrap|Transition|Overlay|CloseButton|Collapse)[\\/]|@mantine[\\/]modals[\\/])/;
const FLOATING =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|tabbable|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Menu|Popover|Combobox|Tooltip)[\\/])/;

/** Who loads each of the app's own modules (its source imports name files, not libraries' indexes,
 * so the import graph is exact for it): the storefront, the admin area, the partner area. */
interface AppGraph {
  firstViewScript: Set<string>;
  storefront: Set<string>;
  /** What every storefront page runs: the entry and the storefront layout, with their static imports
   * (libraries included). */
  shell: Set<string>;
  /** Each first-view page's own static imports past the shell (libraries included), by page. */
  pages: Map<string, Set<string>>;
}

/** App modules reachable from `roots` (static imports, and dynamic ones with `dynamic`), not entering `stop`. */
function reachApp(
  ctx: ChunkingContext,
  roots: string[],
  stop: (id: string) => boolean,
  dynamic = true,
  libraries = false,
) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id) || (!libraries && NODE_MODULES.test(id)) || stop(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

function appGraph(ctx: ChunkingContext): AppGraph {
  // Static imports only, libraries included: what a page runs before its first tap answers.
  const shell = reachApp(ctx, [APP_ENTRY, `${WEB_ROOT}${LAYOUT}`], isBackoffice, false, true);
  const pages = new Map<string, Set<string>>();
  for (const [page, files] of Object.entries(FIRST_VIEW_ROUTES)) {
    const roots = files.filter((file) => file !== LAYOUT).map((file) => `${WEB_ROOT}${file}`);
    pages.set(
      page,
      reachApp(ctx, roots, (id) => isBackoffice(id) || shell.has(id), false, true),
    );
  }
  return {
    firstViewScript: reachApp(ctx, [FIRST_VIEW_SCRIPT], () => false, false),
    shell,
    pages,
    storefront: reachApp(ctx, [APP_ENTRY], isBackoffice),
  };
}

/** The groups of `build.rolldownOptions.output.codeSplitting`, first ones first (a group takes what
 * it captures, and its modules' static imports, before the groups after it). */
function groups(app: (ctx: ChunkingContext) => AppGraph): Group[] {
  const group = (
    name: string,
    test: (id: string, ctx: ChunkingContext) => boolean,
    options: Partial<Group> = {},
  ): Group => ({
    name(id, ctx) {
      const info = ctx.getModuleInfo(id);
      // Lazily imported modules stay chunks of their own (loaded when used), like the entries.
      if (!info || info.isEntry || info.dynamicImporters.length > 0 || id.startsWith('\0')) return null;
      if (app(ctx).firstViewScript.has(id)) return null;
      return test(id, ctx) ? name : null;
    },
    debugName: name,
    ...options,
  });
  const first: Partial<Group> = { tags: ['$initial'] };
  const appCode = (id: string) => !NODE_MODULES.test(id);
  const list: Group[] = [
    group('react', (id) => REACT.test(id), first),
    group('mantine', (id, ctx) => MANTINE.test(id) && app(ctx).shell.has(id), first),
    group('vendor', (id, ctx) => NODE_MODULES.test(id) && app(ctx).shell.has(id), first),
    group('storefront', (id, ctx) => appCode(id) && app(ctx).shell.has(id), first),
    // A first-view page's own code and libraries past the shell: with its page when only that page
    // uses them, in a chunk shared by exactly the pages that do (the product grid of home, category,
    // shop, search…), so a page never fetches code only other pages use.
    {
      ...group('page', () => true, first),
      name(id, ctx) {
        const info = ctx.getModuleInfo(id);
        if (!info || info.isEntry || info.dynamicImporters.length > 0 || id.startsWith('\0')) return null;
        if (isBackoffice(id) || app(ctx).firstViewScript.has(id)) return null;
        const users = [...app(ctx).pages].filter(([, modules]) => modules.has(id)).map(([page]) => page);
        if (users.length === 0) return null;
        // Named after the pages that use them: a page fetches no chunk another page alone needs.
        return `page-${users.sort().join('-')}`;
      },
      debugName: 'page',
    },
    group('dialogs', (id) => DIALOGS.test(id)),
    group('floating', (id) => FLOATING.test(id)),
    // Past the first view (the storefront's other pages, the back-office) Rolldown splits as it does:
    // grouped, a page would fetch every other page's code and libraries (a map, a payment form…), and
    // an area's group without its libraries made import cycles between chunks (an icon read before its
    // chunk had run: decision 0042).
  ];
  return list.map((g, index) => ({ ...g, priority: list.length - index }));
}

/** The client build's chunk groups, and the first view's pages as inputs (for `$initial`). */
export function chunkGroups(): Plugin {
  let graph: AppGraph | undefined;
  return {
    name: 'souk-chunk-groups',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            input: Object.fromEntries(
              FIRST_VIEW_INPUTS.map((file) => [file.replace(/^.*\/|\.tsx?$/g, ''), `${WEB_ROOT}${file}`]),
            ),
            output: {
              codeSplitting: {
                groups: groups((ctx) => {
                  graph ??= appGraph(ctx);
                  return graph;
                }),
              },
            },
          },
        },
      };
    },
    buildStart() {
      graph = undefined;
    },
  };
}
