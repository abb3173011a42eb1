import { ARTICLE_VALIDE, type ArticleValide } from '@souk/domain/articles';
import type { GENRES } from '@souk/domain/auth-schemas';
import type { OrderTab } from '@souk/domain/checkout-schemas';
import type { MotifEchec, ResultatAppel } from '@souk/domain/cod-confirmation';
import type { CouponEtat } from '@souk/domain/coupons';
import type { ModeLivraison } from '@souk/domain/delivery';
import type { TypeEcriture } from '@souk/domain/finance/entry-types';
import type { EtatVersement, TypeCompteVersement } from '@souk/domain/finance/payouts';
import type { JobKind, JobSubjectType } from '@souk/domain/job-schemas';
import { type Etat, nextSellerEtat } from '@souk/domain/order-states';
import { isPaid, type TypePaiement } from '@souk/domain/payments';
import type { EtatRetour, MotifRetour } from '@souk/domain/returns/states';
import { i18n, type Language } from '@/lib/i18n';

/**
 * The labels of the domain's lists (`@souk/domain`: order states and the client's order tabs,
 * payment types, delivery modes, genders, coupon states, return states and reasons, and in the back office article states,
 * call results, failure reasons, ledger entry types, payout states, payout account types, job kinds and what a job concerns) are catalogue keys, one per value: `enums.*` in the storefront catalogue, `boEnums.*` in the
 * back-office one. The key functions give typed keys for a component's own `t()`; the label
 * functions read them in the current language (or `language`). Components that call
 * `useTranslation` re-render on a language change, so they can call these directly.
 */

type Genre = (typeof GENRES)[number];

export const etatKey = (etat: Etat) => `enums.etat.${etat}` as const;
export const orderTabKey = (tab: OrderTab) => `enums.orderTab.${tab}` as const;
export const modeLivraisonKey = (mode: ModeLivraison) => `enums.modeLivraison.${mode}` as const;
export const genreKey = (genre: Genre) => `enums.genre.${genre}` as const;
export const couponEtatKey = (etat: CouponEtat) => `enums.couponEtat.${etat}` as const;
export const etatRetourKey = (etat: EtatRetour) => `enums.etatRetour.${etat}` as const;
export const motifRetourKey = (motif: MotifRetour) => `enums.motifRetour.${motif}` as const;
export const resultatAppelKey = (resultat: ResultatAppel) => `boEnums.resultatAppel.${resultat}` as const;
export const motifEchecKey = (motif: MotifEchec) => `boEnums.motifEchec.${motif}` as const;
export const typeEcritureKey = (type: TypeEcriture) => `boEnums.typeEcriture.${type}` as const;
export const etatVersementKey = (etat: EtatVersement) => `boEnums.etatVersement.${etat}` as const;
export const typeCompteKey = (type: TypeCompteVersement) => `boEnums.typeCompte.${type}` as const;
export const jobKindKey = (kind: JobKind) => `boEnums.jobKind.${kind}` as const;
export const jobSubjectKey = (type: JobSubjectType) => `boEnums.jobSubject.${type}` as const;

type ArticleValideName = Lowercase<keyof typeof ARTICLE_VALIDE>;
const ARTICLE_VALIDE_NAMES = Object.fromEntries(
  Object.entries(ARTICLE_VALIDE).map(([name, value]) => [value, name.toLowerCase()]),
) as Record<ArticleValide, ArticleValideName>;

/** The article states are numbers (-1, 0, 1): their keys are the names of ARTICLE_VALIDE. */
export const articleValideKey = (valide: ArticleValide) =>
  `boEnums.articleValide.${ARTICLE_VALIDE_NAMES[valide]}` as const;

/** Unknown or missing payment types read as cash on delivery, as in the domain. */
export function typePaiementKey(typePaiement: string | null | undefined) {
  const type: TypePaiement = typePaiement === 'devise' || typePaiement === 'cib' ? typePaiement : 'livraison';
  return `enums.typePaiement.${type}` as const;
}

const inLanguage = (language: Language | undefined) => (language ? { lng: language } : undefined);

export function etatLabel(etat: Etat, language?: Language): string {
  return i18n.t(etatKey(etat), inLanguage(language));
}

/** The seller's single next move ('Validée', then the next state's name), or null. */
export function sellerMoveLabel(etat: Etat, language?: Language): string | null {
  const next = nextSellerEtat(etat);
  if (next === null) return null;
  return etat === 'en_attente_de_validation'
    ? i18n.t('enums.sellerValidated', inLanguage(language))
    : etatLabel(next, language);
}

/** Takes any string: unknown or missing types read as cash on delivery, as in the domain. */
export function paymentTypeLabel(typePaiement: string | null | undefined, language?: Language): string {
  return i18n.t(typePaiementKey(typePaiement), inLanguage(language));
}

export function paidStatusLabel(
  etat: Etat,
  typePaiement: string | null | undefined,
  language?: Language,
): string {
  const key = isPaid(etat, typePaiement) ? 'enums.paid.paid' : 'enums.paid.unpaid';
  return i18n.t(key, inLanguage(language));
}

export function couponEtatLabel(etat: CouponEtat, language?: Language): string {
  return i18n.t(couponEtatKey(etat), inLanguage(language));
}
