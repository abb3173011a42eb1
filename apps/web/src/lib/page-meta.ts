import { createContext } from 'react';

/**
 * What a server-drawn page says of itself in its <head> (docs/decisions/0028-server-drawn-first-view.md,
 * Addendum): the title and description `usePageMeta` sets in the browser, and for link previews and
 * search engines its Open Graph type and picture, its canonical address and its schema.org data. The
 * render module returns it (`ssr/entry-server.tsx`); the API writes the tags, escaped
 * (`apps/api/src/lib/web-ssr.ts`). URLs are absolute.
 */
export interface PageMeta {
  /** The whole <title> ('Tajine | Souk'). */
  title: string;
  /** One line, at most 160 characters. */
  description: string;
  /** og:type. */
  type: 'website' | 'product';
  /** The canonical address: the page's path without its query, on the site's origin. */
  url: string;
  /** og:image. */
  image?: string;
  /** A `<script type="application/ld+json">`: data, never run (the CSP allows no other inline script). */
  jsonLd?: Record<string, unknown>;
}

/** What a page adds to its title and description (usePageMeta's third argument). */
export interface PageMetaExtra {
  type?: PageMeta['type'];
  /** A path ('/media/…') or an absolute URL. */
  image?: string | null;
  /** Built with the site's origin, for absolute URLs. */
  jsonLd?: (origin: string) => Record<string, unknown>;
}

/** Given by the server render only: the page's `usePageMeta` writes into it while it is drawn. */
export interface PageMetaCollector {
  origin: string;
  /** The drawn page's path (its canonical address). */
  pathname: string;
  meta?: PageMeta;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

/** A page's path or picture on the site's origin (absolute URLs are kept). */
export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}
