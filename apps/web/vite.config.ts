import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { themeColors } from './src/app/theme';
import { chunkGroups } from './vite-chunks';
import { firstViewScript } from './vite-first-view';
import { precompress } from './vite-precompress';
import { scrollAreaRefs } from './vite-scroll-area-refs';
import { themeStyleSheet } from './vite-theme-css';

const api = 'http://localhost:3000';

/**
 * React Router's production build, in the builds. Its package's exports point every condition at its
 * development build, whose only difference is its warnings' code (`ENABLE_DEV_WARNINGS`), kept in the
 * bundle: the builds name the production files (0.6 KB gzip less on every page); the dev server keeps
 * the warnings.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // .br/.gz next to every text file: served as they are by the API (@fastify/static preCompressed).
  // first-view.ts: the first view's API request and image preload, before the bundle
  // (docs/benchmarks.md: Lighthouse).
  // Chunks grouped by library and by area (decision 0042: fewer, larger chunks).
  // The theme's CSS variables as a style sheet, not inline in every page (vite-theme-css.ts).
  // ScrollArea's one floating-ui hook answered by Mantine's: no floating-ui in the dialogs' chunk
  // (vite-scroll-area-refs.ts).
  plugins: [react(), scrollAreaRefs(), themeStyleSheet(), firstViewScript(), chunkGroups(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  // The theme's palettes worked out once here rather than on every visitor's phone (src/app/theme.ts).
  define: { __SOUK_THEME_COLORS__: JSON.stringify(themeColors()) },
  build: isSsrBuild
    ? // The server's render of the first-view pages (src/ssr/entry-server.tsx), imported by the API.
      // Minified: the boot loader is sent inline, as this build writes it, in every drawn page.
      { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, minify: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Read by bench/bundle-budget.ts (entry and route chunks, docs/benchmarks.md: storefront bundle).
        manifest: true,
      },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/media': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/media': { target: api, changeOrigin: true },
    },
  },
}));
