import { formatLongDateIn } from '@souk/domain/long-dates';
import { ENGINE_LOCALES, engineOptions, formatDzdIn, formatNumberIn, NBSP } from '@souk/domain/money';
import { wilayaLabelIn } from '@souk/domain/wilayas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, type Language } from '@/lib/i18n';

/**
 * Numbers, prices, dates and wilayas as the current language writes them (amounts through
 * `formatDzdIn` and `formatNumberIn` of `@souk/domain/money`, which the API's PDF invoice uses too).
 *  - fr: '1 234,00 DZD' (the screens' format, `@souk/domain/money`), dates '22/11/2026';
 *  - ar: 'ar-DZ' with Latin digits, as Algerian shops print them, and the suffix 'دج': '1.234,00 دج';
 *  - en: 'DZD 1,234.00', British day-first dates.
 * The functions read the current language by default, so a component that calls `useTranslation`
 * (re-rendered on every language change) can use them directly; `useFormatters()` binds them too.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, extra: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(extra)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(ENGINE_LOCALES[language], engineOptions(language, extra));
    cache.set(key, format);
  }
  return format;
}

function dateFormat(language: Language, extra: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(extra)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(ENGINE_LOCALES[language], engineOptions(language, extra));
    cache.set(key, format);
  }
  return format;
}

/** One known space character (see `@souk/domain/money`): no U+202F from ICU on screens. */
const spaces = (text: string) => text.replace(/[\s\u202f]/gu, NBSP);

/**
 * A DZD amount for the current language. `suffix` is the French one ('DZD', or 'DA' where the
 * dashboards write it); Arabic always writes 'دج' and English the code 'DZD' in front. An empty suffix
 * gives the bare number.
 */
export function formatDzd(amount: number, suffix = 'DZD', language: Language = currentLanguage()): string {
  return formatDzdIn(amount, language, suffix);
}

/** A plain number ('4,5' / '4.5'), at most `maximumFractionDigits` decimals (default 1); written
 * without the engine's formatter, like amounts (`@souk/domain/money`). */
export function formatNumber(
  value: number,
  maximumFractionDigits = 1,
  language: Language = currentLanguage(),
): string {
  return formatNumberIn(value, language, maximumFractionDigits);
}

/** A short, rounded number for chart axes ('1,2 M', '1.2M'). */
export function formatCompact(value: number, language: Language = currentLanguage()): string {
  return spaces(numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value));
}

export type DateStyle = 'numeric' | 'long' | 'dateTime' | 'monthYear';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  monthYear: { month: 'short', year: 'numeric' },
};

const ARABIC_MONTH_YEAR: Intl.DateTimeFormatOptions = { month: '2-digit', year: 'numeric' };

/**
 * A date for the current language: 'numeric' 22/11/2026, 'long' 22 novembre 2026 / 22 نوفمبر 2026,
 * 'dateTime' 22/11/2026 14:05, 'monthYear' nov. 2026 (11/2026 in Arabic). `timeZone` for dates that are calendar days
 * (UTC midnights). An invalid date gives ''.
 */
export function formatDate(
  value: string | number | Date,
  style: DateStyle = 'numeric',
  language: Language = currentLanguage(),
  timeZone?: string,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // The browser's own day, written without the engine's formatter (the product's reviews, drawn with
  // its page: decision 0062).
  if (style === 'long' && !timeZone)
    return formatLongDateIn(date.getFullYear(), date.getMonth() + 1, date.getDate(), language);
  // Arabic month names are full words ('أكتوبر'): chart axes take the numeric month instead.
  const base = style === 'monthYear' && language === 'ar' ? ARABIC_MONTH_YEAR : DATE_STYLES[style];
  const extra = timeZone ? { ...base, timeZone } : base;
  return dateFormat(language, extra).format(date);
}

/** A stored wilaya value ('16 - Alger') as the current language names it ('16 - الجزائر' in Arabic). */
export function formatWilaya(value: string, language: Language = currentLanguage()): string {
  return wilayaLabelIn(value, language);
}

export interface Formatters {
  language: Language;
  dzd: (amount: number, suffix?: string) => string;
  number: (value: number, maximumFractionDigits?: number) => string;
  compact: (value: number) => string;
  date: (value: string | number | Date, style?: DateStyle, timeZone?: string) => string;
  wilaya: (value: string) => string;
}

/** The formatters of the current language; the component re-renders when the language changes. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return useMemo(
    () => ({
      language,
      dzd: (amount, suffix) => formatDzd(amount, suffix, language),
      number: (value, digits) => formatNumber(value, digits, language),
      compact: (value) => formatCompact(value, language),
      date: (value, style, timeZone) => formatDate(value, style, language, timeZone),
      wilaya: (value) => formatWilaya(value, language),
    }),
    [language],
  );
}
