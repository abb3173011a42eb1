import { MODE_LIVRAISON_LABELS, type ModeLivraison } from './delivery';
import { formatDzd, NBSP, toCentimes, toDzd } from './money';
import { ETAT_LABELS, type Etat } from './order-states';
import { isPaid, paidLabel, paymentLabel } from './payments';

/**
 * The three languages of Souk (French first, Arabic, English) and the domain's words in each: the
 * order states, payment types, paid / not paid and delivery modes that `@souk/domain` writes in
 * French, and DZD amounts as each language writes them. The web screens and the API's documents
 * (the PDF invoice in the client's language) read them from here.
 */

export const LANGUAGES = ['fr', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/**
 * The cookie that mirrors the visitor's language choice (the app keeps it in localStorage), so that the
 * server draws a storefront page in that language (docs/decisions/0028-server-drawn-first-view.md).
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

type Other = Exclude<Language, 'fr'>;

export const ETAT_LABELS_IN: Record<Other, Record<Etat, string>> = {
  ar: {
    en_attente_de_validation: 'في انتظار التأكيد',
    en_attente_de_paiement: 'في انتظار الدفع',
    en_attente_de_livraison: 'في انتظار التوصيل',
    en_cours_de_livraison: 'قيد التوصيل',
    livree: 'مُسلَّمة',
    annulee: 'ملغاة',
  },
  en: {
    en_attente_de_validation: 'Awaiting validation',
    en_attente_de_paiement: 'Awaiting payment',
    en_attente_de_livraison: 'Awaiting delivery',
    en_cours_de_livraison: 'Out for delivery',
    livree: 'Delivered',
    annulee: 'Cancelled',
  },
};

/** 'Validée': the seller's first move is named after the act, not after the target state. */
export const VALIDATED_IN: Record<Other, string> = { ar: 'مؤكَّدة', en: 'Validated' };

const PAYMENTS: Record<Other, { devise: string; cib: string; livraison: string }> = {
  ar: { devise: 'الدفع عبر Stripe', cib: 'الدفع ببطاقة CIB', livraison: 'الدفع عند الاستلام' },
  en: { devise: 'Payment with Stripe', cib: 'Payment with CIB', livraison: 'Cash on delivery' },
};

const PAID: Record<Other, { paid: string; unpaid: string }> = {
  ar: { paid: 'مدفوعة', unpaid: 'غير مدفوعة' },
  en: { paid: 'paid', unpaid: 'unpaid' },
};

const MODES: Record<Other, Record<ModeLivraison, string>> = {
  ar: { domicile: 'التوصيل إلى المنزل', stop_desk: 'الاستلام من مكتب التوصيل (Stop desk)' },
  en: { domicile: 'Home delivery', stop_desk: 'Stop desk pickup' },
};

export function etatLabelIn(etat: Etat, language: Language): string {
  return language === 'fr' ? ETAT_LABELS[etat] : ETAT_LABELS_IN[language][etat];
}

/** Takes any string: unknown or missing types read as cash on delivery, as in `paymentLabel`. */
export function paymentLabelIn(typePaiement: string | null | undefined, language: Language): string {
  if (language === 'fr') return paymentLabel(typePaiement);
  const labels = PAYMENTS[language];
  return typePaiement === 'devise' ? labels.devise : typePaiement === 'cib' ? labels.cib : labels.livraison;
}

export function paidLabelIn(etat: Etat, typePaiement: string | null | undefined, language: Language): string {
  if (language === 'fr') return paidLabel(etat, typePaiement);
  return isPaid(etat, typePaiement) ? PAID[language].paid : PAID[language].unpaid;
}

export function modeLivraisonLabelIn(mode: ModeLivraison, language: Language): string {
  return language === 'fr' ? MODE_LIVRAISON_LABELS[mode] : MODES[language][mode];
}

const NUMBER_LOCALES: Record<Other, string[]> = { ar: ['ar-DZ', 'ar'], en: ['en-GB', 'en'] };
const amountFormats = new Map<Other, Intl.NumberFormat>();

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
