import { MODE_LIVRAISON_LABELS, type ModeLivraison } from './delivery';
import type { Language } from './language-codes';
import { ETAT_LABELS, type Etat } from './order-states';
import { isPaid, paidLabel, paymentLabel } from './payments';

/**
 * The three languages of Souk (French first, Arabic, English) and the domain's words in each: the
 * order states, payment types, paid / not paid and delivery modes that `@souk/domain` writes in
 * French, and DZD amounts as each language writes them. The API's documents (the PDF invoice in the
 * client's language) read them from here; the web screens read the same words from their catalogues
 * (`enums.*`, apps/web/src/lib/domain-labels.ts), whose test checks they match these.
 */

export * from './language-codes';

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

export { formatDzdIn } from './money';
