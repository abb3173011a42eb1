import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '@souk/domain/language-codes';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { BackofficeCatalogue } from '@/lib/locales/backoffice/catalogue';
import { type Catalogue, fr } from '@/lib/locales/fr';

export const defaultNS = 'translation';
export const resources = { fr: { translation: fr } } as const;

/** A key of the catalogue, for labels kept in data (menus, route titles) and translated later. */
export type TranslationKey = ParseKeys;

/**
 * The three languages of the app (`@souk/domain/languages`). French is the default and the product's own language: it is bundled, so
 * a French visitor's first render is synchronous and the storefront bundle carries no other
 * catalogue. Arabic and English are separate chunks, fetched when chosen (`setLanguage`) or, for a
 * returning visitor, before the first render (`languageReady`).
 */
export { DEFAULT_LANGUAGE, directionOf, isLanguage, LANGUAGES, type Language };
/** localStorage key of the visitor's choice, shared by the storefront and both back-offices. */
export const LANGUAGE_KEY = 'souk.lang';

const loaders: Record<Exclude<Language, 'fr'>, () => Promise<Catalogue>> = {
  ar: () => import('@/lib/locales/ar').then((module) => module.ar),
  en: () => import('@/lib/locales/en').then((module) => module.en),
};

/**
 * The admin and partner namespaces, per language: never in the storefront bundle, loaded by the
 * back-office layouts (`loadBackofficeCatalogue`) and merged into the same i18next namespace.
 */
const backofficeLoaders: Record<Language, () => Promise<BackofficeCatalogue>> = {
  fr: () => import('@/lib/locales/backoffice/catalogue').then((module) => module.backofficeFr),
  ar: () => import('@/lib/locales/backoffice/ar/catalogue').then((module) => module.backofficeAr),
  en: () => import('@/lib/locales/backoffice/en/catalogue').then((module) => module.backofficeEn),
};

export function readStoredLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** One year: the choice outlives the visit, as in localStorage. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 3600;

function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this visit only.
  }
  // Mirrored in a cookie, so the server draws the next storefront page in this language
  // (docs/decisions/0028-server-drawn-first-view.md).
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers; one fixed, known-safe value
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  }
}

/** <html lang> always follows the language; <html dir> is set here for the first paint, then kept by
 * the Providers (which also weigh the partner's RTL theme). */
function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('lang', language);
  document.documentElement.setAttribute('dir', directionOf(language));
}

/** The current language, as i18next resolved it (never a region tag). */
export function currentLanguage(): Language {
  const value = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

// What has been merged into i18next, per language (hasResourceBundle cannot tell the two parts apart).
const loadedCatalogues = new Set<Language>(['fr']);
const loadedBackoffice = new Set<Language>();
/** Set once a back-office layout asked for its strings: a language switch then fetches them too. */
let backofficeWanted = false;

async function ensureStorefrontCatalogue(language: Language) {
  if (loadedCatalogues.has(language)) return;
  const catalogue = await loaders[language as Exclude<Language, 'fr'>]();
  i18n.addResourceBundle(language, defaultNS, catalogue, true, true);
  loadedCatalogues.add(language);
}

async function ensureBackoffice(language: Language) {
  if (loadedBackoffice.has(language)) return;
  const catalogue = await backofficeLoaders[language]();
  i18n.addResourceBundle(language, defaultNS, catalogue, true, true);
  loadedBackoffice.add(language);
}

async function ensureCatalogue(language: Language) {
  await Promise.all([
    ensureStorefrontCatalogue(language),
    backofficeWanted ? ensureBackoffice(language) : undefined,
  ]);
}

/**
 * Fetches the admin and partner strings (French, the fallback, and the current language). The
 * back-office layout routes await it before they render; later language switches include them.
 */
export async function loadBackofficeCatalogue(): Promise<void> {
  backofficeWanted = true;
  // The stored language too: a returning visitor's switch to it may still be under way.
  const languages = new Set([DEFAULT_LANGUAGE, currentLanguage(), readStoredLanguage()]);
  await Promise.all([...languages].map(ensureBackoffice));
}

let screenStrings: Promise<void> | null = null;

/**
 * Fetches the French strings of the screens past the storefront's first view (basket, account,
 * back-office: lib/locales/screens/fr.ts), once; their routes render once it resolves
 * (app/router.tsx, `lazyPage`). French is every language's fallback, and the Arabic and English
 * catalogues hold their own.
 */
export function loadScreenStrings(): Promise<void> {
  screenStrings ??= import('@/lib/locales/screens/fr').then(
    ({ screensFr }) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, defaultNS, screensFr, true, false);
    },
    (error: unknown) => {
      // Offline or a build replaced meanwhile: the next screen asks again.
      screenStrings = null;
      throw error;
    },
  );
  return screenStrings;
}

/**
 * The server's draw of a page in `language` (ssr/entry-server.tsx): its catalogue is fetched once, then
 * `switchLanguageNow` switches i18next synchronously before each draw, since draws of different
 * languages may be under way together.
 */
export async function prepareLanguage(language: Language): Promise<void> {
  await ensureStorefrontCatalogue(language);
}

/** i18next in `language` at once (its catalogue is in: `prepareLanguage`), for a synchronous draw. */
export function switchLanguageNow(language: Language): void {
  // With the catalogue bundled or added, changeLanguage switches before it returns its promise.
  void i18n.changeLanguage(language);
}

/**
 * Switches the whole app: fetches the catalogue if needed, then changes i18next's language (every
 * `useTranslation` re-renders), <html lang/dir>, and remembers the choice. Resolves once done; a
 * catalogue that cannot be fetched rejects and leaves the current language in place.
 */
export async function setLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  // A back-office layout may have asked for its strings while the catalogue was on its way.
  if (backofficeWanted) await ensureBackoffice(language);
  await i18n.changeLanguage(language);
  applyToDocument(language);
  storeLanguage(language);
}

/**
 * The language the app starts in: the one the boot loader of a server-drawn page decided
 * (ssr/boot-loader.ts) — the page is hydrated in it —, else the stored choice.
 */
export function startLanguage(): Language {
  const decided = typeof window === 'undefined' ? undefined : window.__soukBoot?.language;
  return isLanguage(decided) ? decided : readStoredLanguage();
}

const stored = startLanguage();
// Before any render: the direction and lang of the page are right from the first paint.
applyToDocument(stored);

// French resources are bundled, so initialisation is synchronous and the first render is already French.
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS,
  resources,
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Settles when the stored language is usable. The Providers render nothing until then, so a
 * returning Arabic or English visitor never sees a French flash; if the chunk cannot be fetched the
 * app falls back to French.
 */
export const languageReady: Promise<void> =
  stored === DEFAULT_LANGUAGE
    ? Promise.resolve()
    : setLanguage(stored).catch(() => {
        applyToDocument(DEFAULT_LANGUAGE);
      });

let ready = stored === DEFAULT_LANGUAGE;
const readyListeners = new Set<() => void>();
void languageReady.then(() => {
  ready = true;
  for (const listener of readyListeners) listener();
});

export function isLanguageReady(): boolean {
  return ready;
}

export function subscribeLanguageReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

export { i18n };
