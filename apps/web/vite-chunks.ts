import path from 'node:path';
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
 * layout, its page and its `page-…` chunks. "Import statically" is read through libraries' indexes by
 * the names imported (`staticImportsOf`): in the module graph `@mantine/core`'s index imports every
 * component, which put every component any page uses (a filter's NumberInput, login's PasswordInput)
 * in every page's first view. The `page-…` chunks are grouped by how many pages share them, the most
 * shared first (a group takes its modules' imports along); a chunk of a few hundred bytes, or one all
 * the drawn pages but one share, goes to the shell instead (decision 0042, addendum of 2026-11-30).
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

/**
 * A page the app draws in the browser whose first load a shopper waits for: a signed-in client's
 * basket, and what its first tap opens (`tap`: the order form, fetched once the basket shows). What
 * each imports past the shell and the drawn pages' chunks, and shares with other screens, is one chunk
 * (`page-cart`, `tap-cart`) beside the module's own, not the dozen files of a few hundred bytes
 * Rolldown's splitting made of it (docs/decisions/0058-the-basket-without-its-order-form.md).
 */
export const CLIENT_PAGES = {
  cart: {
    page: 'src/areas/storefront/pages/cart-page.tsx',
    tap: 'src/features/cart/components/checkout-modal.tsx',
  },
} as const;

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
 * dozen small files; in one chunk, the first card tapped waited for the menus' code too. The modal's
 * styles come with its code: the product modal, the basket's order form and the confirmations import
 * them, and in a chunk of the basket's they would bring its code to a product card's first tap.
 */
const DIALOGS =
  /[\\/]node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|ModalBase|Drawer|ScrollArea|Portal|FocusTrap|Transition|Overlay|CloseButton|Collapse)[\\/]|@mantine[\\/]modals[\\/]|@mantine[\\/]core[\\/]styles[\\/]Modal\.layer\.css$)/;
const FLOATING =
  /[\\/]node_modules[\\/](@floating-ui[\\/]|tabbable|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Menu|Popover|Combobox|Tooltip)[\\/])/;

/** The least code (characters of the transformed modules) a `page-…` chunk holds: less goes to the
 * shell (a round trip on 4G costs more than those bytes). */
const MIN_PAGE_CHUNK = 12_000;

/** The least code a client page would fetch for nothing in a drawn pages' chunk before its share of
 * that chunk is split off (`appGraph`): below, the extra file the drawn pages then fetch costs more. */
const MIN_SPARED = 100_000;

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
  /** What a client page shares with drawn pages in a chunk of its own, by module: its chunk's name. */
  clientShares: Map<string, string>;
  /**
   * By chunk name (`page-cart`, `tap-cart`): the static imports of a client page, and of what its first
   * tap opens, past the shell, the first-view pages' and (for the tap) the page's own, that they share
   * with other chunks (`CLIENT_PAGES`).
   */
  clientPages: Map<string, Set<string>>;
}

/**
 * A library's index that only re-exports its modules (`@mantine/core`, `@mantine/hooks`, React
 * Query's…). In the import graph it imports every one of them, so an app module importing `Button`
 * from it would seem to need NumberInput, Pagination and every other component the app uses anywhere
 * (they all went to the `mantine` chunk, in every page's first view). The graph is read through it
 * by name instead: `import { Button, Text } from '@mantine/core'` reaches the modules behind those two
 * names. Anything it cannot read exactly (`import *`, a name it cannot follow) reaches the whole index.
 */
const STATEMENT = /\b(import|export)\s*([^;'"]*?)\s*from\s*["']([^"']+)["']\s*;?/g;
const LOCAL_EXPORTS = /\bexport\s*\{([^}]*)\}\s*;?/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** A binding's name when it is a module's namespace (`import * as x`). */
const NAMESPACE = '*';

interface Binding {
  /** The module the name comes from, as written. */
  from: string;
  /** The name it has there. */
  name: string;
}

/** `{ a, b as c }` as [imported, local] pairs; null for anything else (a namespace, a default import). */
function namedList(clause: string): [string, string][] | null {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return null;
  return braces[1]
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      return [imported.trim(), local.trim()];
    });
}

interface Barrel {
  /** Exported name → where it comes from. */
  exports: Map<string, Binding>;
  /** `export * from` targets, as written. */
  stars: string[];
}

/** A re-exporting index's exports, or null when the module does more than import and export. */
function readBarrel(code: string): Barrel | null {
  const rest = code.replace(STATEMENT, '').replace(LOCAL_EXPORTS, '').replace(COMMENTS, '').trim();
  if (rest !== '') return null;
  const locals = new Map<string, Binding>();
  const exports = new Map<string, Binding>();
  const stars: string[] = [];
  for (const [, keyword, clause, from] of code.matchAll(STATEMENT)) {
    if (keyword === 'export' && clause.trim() === '*') {
      stars.push(from);
      continue;
    }
    // `import * as icons from './icons/index.mjs'; export { icons }` (tabler's index): the name is
    // the whole module behind it.
    const namespace = keyword === 'import' ? /^\*\s+as\s+([\w$]+)$/.exec(clause.trim()) : null;
    if (namespace) {
      locals.set(namespace[1], { from, name: NAMESPACE });
      continue;
    }
    const names = namedList(clause);
    if (!names) return null;
    for (const [imported, local] of names) {
      (keyword === 'import' ? locals : exports).set(local, { from, name: imported });
    }
  }
  // `export { a as b }` of a local binding (the statements with a `from` are read above).
  for (const [, list] of code.replace(STATEMENT, '').matchAll(LOCAL_EXPORTS)) {
    for (const [local, exported] of namedList(`{${list}}`) ?? []) {
      const binding = locals.get(local);
      if (!binding) return null;
      exports.set(exported, binding);
    }
  }
  return { exports, stars };
}

/** The names a module imports (or re-exports) from the specifiers `matches` accepts; null if it takes
 * them all (`import *`). */
function namesImported(code: string, matches: (specifier: string) => boolean): Set<string> | null {
  const names = new Set<string>();
  for (const [, , clause, from] of code.matchAll(STATEMENT)) {
    if (!matches(from)) continue;
    const text = clause.trim().replace(/^type\s+/, '');
    if (text === '') continue;
    // A default import beside named ones: `import a, { b } from`.
    const [, defaultName, braces] = /^([\w$]+)?\s*,?\s*(\{[^}]*\})?$/.exec(text) ?? [];
    if (!braces && !defaultName) return null;
    if (defaultName) names.add('default');
    for (const [imported] of braces ? (namedList(braces) ?? []) : []) names.add(imported);
  }
  return names;
}

const PACKAGE = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/g;

/** Whether `specifier`, written in `importer`, names module `id` (a relative path, or a package's index). */
function specifierNames(importer: string, specifier: string, id: string) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier) === id;
  const match = [...id.matchAll(PACKAGE)].pop();
  return match?.[1].replace(/\\/g, '/') === specifier;
}

/** The static imports of a module, read through the re-exporting indexes it imports by name. */
function staticImportsOf(ctx: ChunkingContext, id: string, barrels: Map<string, Barrel | null>): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  const barrelOf = (target: string) => {
    if (!barrels.has(target)) {
      const code = NODE_MODULES.test(target) ? ctx.getModuleInfo(target)?.code : null;
      barrels.set(target, code ? readBarrel(code) : null);
    }
    return barrels.get(target) ?? null;
  };
  /** The modules behind `names` of a barrel (and of the barrels it takes them from). */
  const through = (barrelId: string, barrel: Barrel, names: Set<string>, depth: number): string[] => {
    const targets = ctx.getModuleInfo(barrelId)?.importedIds ?? [];
    const found: string[] = [];
    for (const name of names) {
      const binding = barrel.exports.get(name);
      const next = binding && targets.find((t) => specifierNames(barrelId, binding.from, t));
      if (!binding || !next || depth > 4) {
        // A name it does not list (from an `export *`?) or cannot follow: all of it, as the graph says.
        if (!binding && barrel.stars.length === 0) continue;
        return targets;
      }
      const inner = binding.name === NAMESPACE ? null : barrelOf(next);
      found.push(...(inner ? through(next, inner, new Set([binding.name]), depth + 1) : [next]));
    }
    return found;
  };
  const out: string[] = [];
  for (const target of info.importedIds) {
    const barrel = barrelOf(target);
    const names =
      barrel && info.code ? namesImported(info.code, (from) => specifierNames(id, from, target)) : null;
    if (!barrel || !names || names.size === 0) out.push(target);
    else out.push(...through(target, barrel, names, 0));
  }
  return out;
}

/** App modules reachable from `roots` (static imports, and dynamic ones with `dynamic`), not entering
 * `stop`; with `libraries`, libraries too, read through their indexes by name (`staticImportsOf`). */
function reachApp(
  ctx: ChunkingContext,
  roots: string[],
  stop: (id: string) => boolean,
  dynamic = true,
  libraries = false,
) {
  const seen = new Set<string>();
  const barrels = new Map<string, Barrel | null>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id) || (!libraries && NODE_MODULES.test(id)) || stop(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(
      ...(libraries ? staticImportsOf(ctx, id, barrels) : info.importedIds),
      ...(dynamic ? info.dynamicallyImportedIds : []),
    );
  }
  return seen;
}

/**
 * What `root` (a lazily imported module) imports statically, libraries included, short of back-office
 * code and of what `elsewhere` has: all of it (`reached`) and what other chunks use too (`shared`).
 * What only `root` imports — every importer is such a module — Rolldown keeps in `root`'s own chunk.
 */
function sharedPart(ctx: ChunkingContext, root: string, elsewhere: (id: string) => boolean) {
  const reached = reachApp(ctx, [root], (id) => isBackoffice(id) || elsewhere(id), false, true);
  const own = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of reached) {
      const info = ctx.getModuleInfo(id);
      if (own.has(id) || !info || info.dynamicImporters.length > 0) continue;
      if (info.importers.length > 0 && info.importers.every((importer) => own.has(importer))) {
        own.add(id);
        grew = true;
      }
    }
  }
  return { reached, shared: new Set([...reached].filter((id) => !own.has(id))) };
}

function appGraph(ctx: ChunkingContext): AppGraph {
  // Static imports only, libraries included: what a page runs before its first tap answers.
  const shell = reachApp(ctx, [APP_ENTRY, `${WEB_ROOT}${LAYOUT}`], isBackoffice, false, true);
  const reachPage = (file: string) =>
    reachApp(ctx, [`${WEB_ROOT}${file}`], (id) => isBackoffice(id) || shell.has(id), false, true);
  const pages = new Map<string, Set<string>>();
  for (const [page, files] of Object.entries(FIRST_VIEW_ROUTES)) {
    pages.set(page, new Set(files.filter((file) => file !== LAYOUT).flatMap((file) => [...reachPage(file)])));
  }
  // A chunk of a few hundred bytes costs a page a round trip for little: the code that too few bytes
  // share with the same pages, or that all drawn pages but two share (login and registration share
  // little with the catalogue's pages), goes to the shell's chunks instead.
  const drawnPages = Object.keys(FIRST_VIEW_ROUTES).length;
  const size = (id: string) => ctx.getModuleInfo(id)?.code?.length ?? 0;
  const sizesBy = (users: Map<string, string>) => {
    const sizes = new Map<string, number>();
    for (const [id, key] of users) sizes.set(key, (sizes.get(key) ?? 0) + size(id));
    return sizes;
  };
  const users = new Map<string, string>();
  for (const [page, modules] of pages) {
    for (const id of modules) users.set(id, users.has(id) ? `${users.get(id)}-${page}` : page);
  }
  const sizes = sizesBy(users);
  for (const [id, key] of users) {
    if ((sizes.get(key) ?? 0) < MIN_PAGE_CHUNK || key.split('-').length >= drawnPages - 2) shell.add(id);
  }
  // A client page (the basket) takes what it shares with drawn pages from their chunks. The few bytes
  // it shares with the same pages go to the shell too, rather than the client page fetching a whole
  // chunk of theirs for them; and a larger share of a chunk that holds much more (registration's: its
  // wilaya combobox, which imports the dialogs' libraries) is a chunk of its own, named after the
  // client page and those pages (`page-cart-register`), which they fetch beside theirs
  // (docs/decisions/0058-the-basket-without-its-order-form.md, addendum: its first view).
  const clientShares = new Map<string, string>();
  for (const [client, { page }] of Object.entries(CLIENT_PAGES)) {
    const reached = reachPage(page);
    const shared = new Map<string, string>();
    const rest = new Map<string, string>();
    for (const [id, key] of users) {
      if (!shell.has(id)) (reached.has(id) ? shared : rest).set(id, key);
    }
    const sharedSizes = sizesBy(shared);
    const restSizes = sizesBy(rest);
    for (const [id, key] of shared) {
      if ((sharedSizes.get(key) ?? 0) < MIN_PAGE_CHUNK) shell.add(id);
      else if ((restSizes.get(key) ?? 0) >= MIN_SPARED)
        clientShares.set(id, `page-${[client, ...key.split('-')].sort().join('-')}`);
    }
  }
  // The dialogs' chunk takes along what its modules import (Rolldown's `includeDependenciesRecursively`):
  // a helper of theirs that a first view without dialogs needs too — Mantine's `useMergedRef`, which
  // the basket's checkboxes use — would bring the whole chunk to that view. Such a helper goes to the
  // shell instead, before the dialogs' group. (A view that needs the dialogs' code itself, registration's
  // wilaya list, fetches their chunk anyway.)
  const storefrontModules = reachApp(ctx, [APP_ENTRY], isBackoffice, true, true);
  const dialogsNeed = reachApp(
    ctx,
    [...storefrontModules].filter((id) => DIALOGS.test(id)),
    (id) => isBackoffice(id) || shell.has(id),
    false,
    true,
  );
  const firstViews = [...pages.values(), ...Object.values(CLIENT_PAGES).map(({ page }) => reachPage(page))];
  for (const modules of firstViews) {
    if ([...modules].some((id) => DIALOGS.test(id))) continue;
    for (const id of modules) {
      if (dialogsNeed.has(id) && !DIALOGS.test(id)) shell.add(id);
    }
  }
  const drawn = new Set([...pages.values()].flatMap((modules) => [...modules]));
  const clientPages = new Map<string, Set<string>>();
  for (const [page, { page: file, tap }] of Object.entries(CLIENT_PAGES)) {
    const pageShared = sharedPart(ctx, `${WEB_ROOT}${file}`, (id) => shell.has(id) || drawn.has(id));
    clientPages.set(`page-${page}`, pageShared.shared);
    const tapShared = sharedPart(
      ctx,
      `${WEB_ROOT}${tap}`,
      (id) => shell.has(id) || drawn.has(id) || pageShared.reached.has(id),
    );
    clientPages.set(`tap-${page}`, tapShared.shared);
  }
  return {
    firstViewScript: reachApp(ctx, [FIRST_VIEW_SCRIPT], () => false, false),
    shell,
    pages,
    clientShares,
    clientPages,
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
    // The app's entry module stays in the entry's chunk: the boot loader runs it last, in a task of its
    // own, so the start of the app (its route matching, the drawn page's replies) is not one task with
    // the shell's modules (docs/decisions/0063-the-app-entry-in-a-task-of-its-own.md).
    group('storefront', (id, ctx) => appCode(id) && id !== APP_ENTRY && app(ctx).shell.has(id), first),
    // The dialogs' libraries before the pages' groups: registration's wilaya list (a combobox) uses
    // some of them too (the scroll area, the portal, floating-ui), which its own group would otherwise
    // take along, and the product modal would then fetch registration's chunk.
    group('dialogs', (id) => DIALOGS.test(id)),
    // A first-view page's own code and libraries past the shell: with its page when only that page
    // uses them, in a chunk shared by exactly the pages that do (the product grid of home, category,
    // shop, search…), so a page never fetches code only other pages use. A group takes its modules'
    // imports along (Rolldown's `includeDependenciesRecursively`), and what a module imports is used
    // by every page that uses it, and maybe more: so the chunks of the most shared go first, one group
    // per number of pages, lest a page's own chunk take the product grid's helpers with it.
    ...Object.keys(FIRST_VIEW_ROUTES).map((_, index, all): Group => {
      const count = all.length - index;
      return {
        ...group('page', () => true, first),
        name(id, ctx) {
          const info = ctx.getModuleInfo(id);
          if (!info || info.isEntry || info.dynamicImporters.length > 0 || id.startsWith('\0')) return null;
          if (isBackoffice(id) || app(ctx).firstViewScript.has(id) || app(ctx).shell.has(id)) return null;
          // Named after the pages that use them: a page fetches no chunk another page alone needs.
          const users = [...app(ctx).pages].filter(([, modules]) => modules.has(id)).map(([page]) => page);
          const chunk = app(ctx).clientShares.get(id) ?? `page-${users.sort().join('-')}`;
          return chunk.split('-').length - 1 === count ? chunk : null;
        },
        debugName: `page-${count}`,
      };
    }),
    // A client page's code shared with other screens, then its first tap's, each in one chunk after
    // the drawn pages' (which the page fetches as they are): `page-cart`, `tap-cart`.
    ...Object.keys(CLIENT_PAGES).flatMap((page) =>
      [`page-${page}`, `tap-${page}`].map(
        (chunk): Group => ({
          name(id, ctx) {
            if (id.startsWith('\0') || isBackoffice(id) || app(ctx).firstViewScript.has(id)) return null;
            return app(ctx).clientPages.get(chunk)?.has(id) ? chunk : null;
          },
          debugName: chunk,
        }),
      ),
    ),
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
