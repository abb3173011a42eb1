import type { Language } from './language-codes';

/**
 * The months as each language writes them in a long date — Algeria's Arabic names (جانفي, فيفري…),
 * as ICU's 'ar-DZ' does, French and British English — for dates written without the engine's
 * `Intl.DateTimeFormat`, whose first use in a page costs as much as the first number formatter
 * (docs/decisions/0062-long-dates-without-the-engines-formatter.md). The engine stays the reference, in
 * the test.
 */
const MONTHS: Record<Language, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  ar: [
    'جانفي',
    'فيفري',
    'مارس',
    'أفريل',
    'ماي',
    'جوان',
    'جويلية',
    'أوت',
    'سبتمبر',
    'أكتوبر',
    'نوفمبر',
    'ديسمبر',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * A calendar day written long, day first, Latin digits: '5 janvier 2026', '5 جانفي 2026',
 * '5 January 2026' (`month` 1–12). Which day it is — the browser's or Algeria's — is the caller's.
 */
export function formatLongDateIn(year: number, month: number, day: number, language: Language): string {
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}
