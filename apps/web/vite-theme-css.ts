import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from './src/app/theme';

/** What the app imports (src/app/mantine-first-view-styles.ts): the theme's CSS variables. */
export const THEME_CSS_ID = 'virtual:souk-theme.css';
const RESOLVED_ID = `\0${THEME_CSS_ID}`;

/**
 * The style elements MantineProvider draws for `theme` — its CSS variables (`:root`, both colour
 * schemes) and its global classes (`hiddenFrom`/`visibleFrom` per breakpoint) — as one style sheet.
 * Drawn by Mantine itself, so the sheet is exactly what the provider would put in every page.
 */
export function themeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, deduplicateCssVariables: false, forceColorScheme: 'light' }),
  );
  const sheets = [
    ...markup.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g),
  ];
  if (sheets.length !== 2) throw new Error('MantineProvider no longer draws its two style elements');
  return sheets.map(([, css]) => css).join('\n');
}

/**
 * The theme's CSS variables and global classes as a style sheet of the build
 * (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum: a drawn page's HTML): the
 * Providers no longer draw them in every page (`withCssVariables`, `withGlobalClasses` off), the
 * browser keeps them in its cache with the rest of the entry's CSS. One source, app/theme.ts.
 */
export function themeStyleSheet(): Plugin {
  return {
    name: 'souk-theme-css',
    resolveId: (id) => (id === THEME_CSS_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss() : undefined),
  };
}
