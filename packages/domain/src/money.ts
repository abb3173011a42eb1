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

/**
 * How each language writes a number's digits: its thousands separator, its decimal comma or point and
 * its minus sign — what the engine's `Intl.NumberFormat` writes for 'fr-DZ', 'ar-DZ' with Latin digits
 * and 'en-GB' (U+202F made U+00A0; Arabic's minus comes after a left-to-right mark), a test holding
 * every language to the engine's output. Written here rather than asked of the engine: a page's first
 * `Intl.NumberFormat` costs 80–135 ms on a phone (the engine loading its locale data), in the hydration
 * of the first price (docs/decisions/0060-numbers-without-the-engines-formatter.md).
 */
const SYMBOLS: Record<Language, { group: string; decimal: string; minus: string }> = {
  fr: { group: NBSP, decimal: ',', minus: '-' },
  ar: { group: '.', decimal: ',', minus: '\u200e-' },
  en: { group: ',', decimal: '.', minus: '-' },
};

/** The engine's locales for each language (fr-DZ is the right one; engines with reduced ICU data fall
 * back to fr-FR, the same output): for dates, and the numbers `formatNumberIn` leaves to the engine. */
export const ENGINE_LOCALES: Record<Language, string[]> = {
  fr: ['fr-DZ', 'fr-FR'],
  ar: ['ar-DZ', 'ar'],
  en: ['en-GB', 'en'],
};

/** The engine's options for `language`: Arabic with Latin digits, as Algerian shops print them. */
export function engineOptions<T extends Intl.NumberFormatOptions | Intl.DateTimeFormatOptions>(
  language: Language,
  extra: T,
): T {
  return language === 'ar' ? { numberingSystem: 'latn', ...extra } : extra;
}

/**
 * `value` as `language` writes it, with thousands separators, rounded half away from zero to at most
 * `maximumFractionDigits` decimals, and at least `minimumFractionDigits` ('4,5', '1 234', '12,50').
 * Like the engine, it rounds the number's shortest decimal form (4.35 gives 4,4), not its binary value.
 */
export function formatNumberIn(
  value: number,
  language: Language,
  maximumFractionDigits: number,
  minimumFractionDigits = 0,
): string {
  const { group, decimal, minus } = SYMBOLS[language];
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/u.test(text)) {
    // NaN, infinities, and what JavaScript writes with an exponent (below 10^-6, from 10^21): left
    // to the engine.
    const format = new Intl.NumberFormat(
      ENGINE_LOCALES[language],
      engineOptions(language, { maximumFractionDigits, minimumFractionDigits }),
    );
    return format.format(value).replace(/[\s\u202f]/gu, NBSP);
  }
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > maximumFractionDigits) {
    const up = fraction.charAt(maximumFractionDigits) >= '5' ? 1n : 0n;
    const digits = (BigInt(whole + fraction.slice(0, maximumFractionDigits)) + up)
      .toString()
      .padStart(maximumFractionDigits + 1, '0');
    whole = digits.slice(0, digits.length - maximumFractionDigits);
    fraction = digits.slice(digits.length - maximumFractionDigits);
  }
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minimumFractionDigits, '0');
  const negative = value < 0 || Object.is(value, -0);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/gu, group);
  return `${negative ? minus : ''}${grouped}${fraction === '' ? '' : `${decimal}${fraction}`}`;
}

/** An amount's number with two decimals, rounded to the centime, as `language` writes it. */
function amountNumber(amount: number, language: Language): string {
  return formatNumberIn(toDzd(toCentimes(amount)), language, 2, 2);
}

/** '12 500,00 DZD' where both spaces are U+00A0. An empty suffix gives the bare number. */
export function formatDzd(amount: number, suffix = 'DZD'): string {
  const number = amountNumber(amount, 'fr');
  return suffix === '' ? number : `${number}${NBSP}${suffix}`;
}

/**
 * A DZD amount as the language writes it:
 *  - fr: '1 234,00 DZD' (`formatDzd`; `suffix` is the French one, 'DZD' or 'DA');
 *  - ar: Latin digits, as Algerian shops print them, and the suffix 'دج': '1.234,00 دج';
 *  - en: 'DZD 1,234.00'.
 * Every space is U+00A0. An empty suffix gives the bare number.
 */
export function formatDzdIn(amount: number, language: Language, suffix = 'DZD'): string {
  if (language === 'fr') return formatDzd(amount, suffix);
  const number = amountNumber(amount, language);
  if (suffix === '') return number;
  return language === 'ar' ? `${number}${NBSP}دج` : `DZD${NBSP}${number}`;
}
