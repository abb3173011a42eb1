import type { Plugin } from 'vite';

/** Mantine's ScrollArea, which imports `useMergeRefs` from `@floating-ui/react`. */
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = '\0souk:scroll-area-merge-refs';

/**
 * Mantine's ScrollArea takes one hook from `@floating-ui/react`, `useMergeRefs`, and every dialog
 * imports ScrollArea (Mantine's `ModalRoot` compares its `scrollAreaComponent` with
 * `ScrollArea.Autosize`). That one import put the floating-ui module — a single file, whose other
 * exports the menus and tooltips use (hover, dismiss, focus, positioning) — in the dialogs' chunk,
 * 44 KB minified that a product card's first tap and the basket's "Commander" waited for. ScrollArea's
 * import is answered here by Mantine's own hook for the same job (`useMergedRef`: each ref set, and
 * given its cleanup, React 19's or null); floating-ui stays with the menus
 * (docs/decisions/0071-the-dialogs-without-floating-ui.md).
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'souk-scroll-area-refs',
    // The builds only: the dev server hands Mantine to its dependency optimizer, floating-ui included.
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS;
      return null;
    },
    load(id) {
      if (id !== MERGE_REFS) return null;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        'export function useMergeRefs(refs) {',
        '  return useMergedRef(...refs);',
        '}',
      ].join('\n');
    },
  };
}
