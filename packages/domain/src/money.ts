import type { Language } from './language-codes';

/**
 * Amounts are integer centimes on the server (no float drift in sums) and DZD numbers with at most
 * two decimals in payloads and on screens.
 */

/** Removes binary noise (1.005 * 100 = 100.49999999999999) before rounding; 15 digits is what a
 * double holds exactly. */
function denoise(x: number): number {
  return Number.parseFloat(x.toPrecision(15));
}

/** Half away from zero, like a cashier; never returns -0. */
export function roundHalfUp(x: number): number {
  const r = Math.sign(x) * Math.round(Math.abs(denoise(x)));
  return r === 0 ? 0 : r;
}

export function toCentimes(dzd: number): number {
  if (!Number.isFinite(dzd)) throw new RangeError(`Montant invalide : ${dzd}`);
  const centimes = roundHalfUp(dzd * 100);
  if (!Number.isSafeInteger(centimes)) throw new RangeError(`Montant trop grand : ${dzd}`);
  return centimes;
}

export function toDzd(centimes: number): number {
  if (!Number.isSafeInteger(centimes)) throw new RangeError(`Centimes invalides : ${centimes}`);
  return centimes === 0 ? 0 : centimes / 100;
}

/** Plain no-break space (U+00A0): ICU emits U+202F for thousands in French, which some fonts and
 * PDF renderers lack; one known character keeps screens and tests stable. */
export const NBSP = '\u00a0';

let formatter: Intl.NumberFormat | undefined;

/** '12 500,00 DZD' where both spaces are U+00A0. An empty suffix gives the bare number. */
export function formatDzd(amount: number, suffix = 'DZD'): string {
  // fr-DZ is the right locale; engines with reduced ICU data fall back to fr-FR (same output). Made at
  // the first amount, not as the module loads: a page's first Intl formatter starts the engine's
  // locale data (150–200 ms on a phone), which the app's start need not wait for
  // (docs/decisions/0059-the-app-started-in-steps.md).
  formatter ??= new Intl.NumberFormat(['fr-DZ', 'fr-FR'], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const number = formatter.format(toDzd(toCentimes(amount))).replace(/\s/gu, NBSP);
  return suffix === '' ? number : `${number}${NBSP}${suffix}`;
}

type OtherLanguage = Exclude<Language, 'fr'>;

const NUMBER_LOCALES: Record<OtherLanguage, string[]> = { ar: ['ar-DZ', 'ar'], en: ['en-GB', 'en'] };
const amountFormats = new Map<OtherLanguage, Intl.NumberFormat>();

/**
 * A DZD amount as the language writes it:
 *  - fr: '1 234,00 DZD' (`formatDzd`; `suffix` is the French one, 'DZD' or 'DA');
 *  - ar: 'ar-DZ' with Latin digits, as Algerian shops print them, and the suffix 'دج': '1.234,00 دج';
 *  - en: 'DZD 1,234.00'.
 * Every space is U+00A0. An empty suffix gives the bare number.
 */
export function formatDzdIn(amount: number, language: Language, suffix = 'DZD'): string {
  if (language === 'fr') return formatDzd(amount, suffix);
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(language === 'ar' ? { numberingSystem: 'latn' } : {}),
    });
    amountFormats.set(language, format);
  }
  const number = format.format(toDzd(toCentimes(amount))).replace(/[\s\u202f]/gu, NBSP);
  if (suffix === '') return number;
  return language === 'ar' ? `${number}${NBSP}دج` : `DZD${NBSP}${number}`;
}
