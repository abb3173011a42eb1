import { COUPON_ETAT_LABELS, type CouponEtat } from '@souk/domain/coupons';
import {
  ETAT_LABELS_IN,
  etatLabelIn,
  paidLabelIn,
  paymentLabelIn,
  VALIDATED_IN,
} from '@souk/domain/languages';
import { type Etat, nextSellerEtat, sellerTransitionLabel } from '@souk/domain/order-states';
import { currentLanguage, type Language } from '@/lib/i18n';

/**
 * The labels that `@souk/domain` writes in French (order states, payment types, paid / not paid,
 * coupon states; the documented words, shared with the API, the PDF invoice and the CSV exports), in the
 * language of the screen, from `@souk/domain/languages` (coupon states below). Components
 * that call `useTranslation` re-render on a language change, so they can call these directly.
 */

type Other = Exclude<Language, 'fr'>;

const COUPON_ETATS: Record<Other, Record<CouponEtat, string>> = {
  ar: { utilise: 'مستعملة', non_utilise: 'غير مستعملة' },
  en: { utilise: 'used', non_utilise: 'unused' },
};

export function etatLabel(etat: Etat, language: Language = currentLanguage()): string {
  return etatLabelIn(etat, language);
}

/** The seller's single next move ('Validée', then the next state's name), or null. */
export function sellerMoveLabel(etat: Etat, language: Language = currentLanguage()): string | null {
  if (language === 'fr') return sellerTransitionLabel(etat);
  const next = nextSellerEtat(etat);
  if (next === null) return null;
  return etat === 'en_attente_de_validation' ? VALIDATED_IN[language] : ETAT_LABELS_IN[language][next];
}

/** Takes any string: unknown or missing types read as cash on delivery, as in the domain. */
export function paymentTypeLabel(
  typePaiement: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  return paymentLabelIn(typePaiement, language);
}

export function paidStatusLabel(
  etat: Etat,
  typePaiement: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  return paidLabelIn(etat, typePaiement, language);
}

export function couponEtatLabel(etat: CouponEtat, language: Language = currentLanguage()): string {
  return language === 'fr' ? COUPON_ETAT_LABELS[etat] : COUPON_ETATS[language][etat];
}
