import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE = '/src/first-view.ts';
const ENTRY_NAME = 'first-view';

/**
 * Adds `src/first-view.ts` to the page as a script of its own, `async`, ahead of the app (issue #7,
 * goal 7; see `src/lib/first-view.ts`). Vite would fold a second module script of index.html into
 * the app's entry, which runs only once the whole bundle has arrived; so the script is built as a
 * separate Rollup input and its tag (with preloads of what it imports) is written into index.html.
 */
export function firstViewScript(): Plugin {
  return {
    name: 'souk-first-view',
    config(_config, { command }) {
      if (command !== 'build') return;
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
