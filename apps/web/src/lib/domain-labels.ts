import { COUPON_ETAT_LABELS, type CouponEtat } from '@souk/domain/coupons';
import { ETAT_LABELS, type Etat, nextSellerEtat, sellerTransitionLabel } from '@souk/domain/order-states';
import { isPaid, paidLabel, paymentLabel } from '@souk/domain/payments';
import { currentLanguage, type Language } from '@/lib/i18n';

/**
 * The labels that `@souk/domain` writes in French (order states, payment types, paid / not paid,
 * coupon states; the documented words, shared with the API, the PDF invoice and the CSV exports), in the
 * language of the screen. French is the domain's own text; Arabic and English are below. Components
 * that call `useTranslation` re-render on a language change, so they can call these directly.
 */

type Other = Exclude<Language, 'fr'>;

const ETATS: Record<Other, Record<Etat, string>> = {
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

/** 'Validée': the seller's first move is named after the act (spec), not after the target state. */
const VALIDATED: Record<Other, string> = { ar: 'مؤكَّدة', en: 'Validated' };

const PAYMENTS: Record<Other, { devise: string; cib: string; livraison: string }> = {
  ar: { devise: 'الدفع عبر Stripe', cib: 'الدفع ببطاقة CIB', livraison: 'الدفع عند الاستلام' },
  en: { devise: 'Payment with Stripe', cib: 'Payment with CIB', livraison: 'Cash on delivery' },
};

const PAID: Record<Other, { paid: string; unpaid: string }> = {
  ar: { paid: 'مدفوعة', unpaid: 'غير مدفوعة' },
  en: { paid: 'paid', unpaid: 'unpaid' },
};

const COUPON_ETATS: Record<Other, Record<CouponEtat, string>> = {
  ar: { utilise: 'مستعملة', non_utilise: 'غير مستعملة' },
  en: { utilise: 'used', non_utilise: 'unused' },
};

export function etatLabel(etat: Etat, language: Language = currentLanguage()): string {
  return language === 'fr' ? ETAT_LABELS[etat] : ETATS[language][etat];
}

/** The seller's single next move ('Validée', then the next state's name), or null. */
export function sellerMoveLabel(etat: Etat, language: Language = currentLanguage()): string | null {
  if (language === 'fr') return sellerTransitionLabel(etat);
  const next = nextSellerEtat(etat);
  if (next === null) return null;
  return etat === 'en_attente_de_validation' ? VALIDATED[language] : ETATS[language][next];
}

/** Takes any string: unknown or missing types read as cash on delivery, as in the domain. */
export function paymentTypeLabel(
  typePaiement: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  if (language === 'fr') return paymentLabel(typePaiement);
  const labels = PAYMENTS[language];
  return typePaiement === 'devise' ? labels.devise : typePaiement === 'cib' ? labels.cib : labels.livraison;
}

export function paidStatusLabel(
  etat: Etat,
  typePaiement: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  if (language === 'fr') return paidLabel(etat, typePaiement);
  return isPaid(etat, typePaiement) ? PAID[language].paid : PAID[language].unpaid;
}

export function couponEtatLabel(etat: CouponEtat, language: Language = currentLanguage()): string {
  return language === 'fr' ? COUPON_ETAT_LABELS[etat] : COUPON_ETATS[language][etat];
}
