/**
 * The three languages of Souk (French first, Arabic, English): their codes, direction, and the cookie
 * the server draws a page in (decision 0043). No import: the web app's entry takes these alone, without
 * the domain's schemas (`./languages.ts` has the domain's words in each language and re-exports these).
 */

export const LANGUAGES = ['fr', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/**
 * The cookie that mirrors the visitor's language choice (the app keeps it in localStorage), so that the
 * server draws a storefront page in that language (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md).
 */
export const LANGUAGE_COOKIE = 'souk_lang';

/** The language a Cookie header names (`LANGUAGE_COOKIE`), or the default. */
export function languageOfCookies(header: string | undefined): Language {
  const match = header ? new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(header) : null;
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Arabic is written right to left; French and English left to right. */
export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
