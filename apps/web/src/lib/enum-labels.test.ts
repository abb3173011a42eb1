import { ARTICLE_VALIDE, type ArticleValide, articleValideLabel } from '@souk/domain/articles';
import { GENRES } from '@souk/domain/auth-schemas';
import { ORDER_TABS } from '@souk/domain/checkout-schemas';
import {
  MOTIF_ECHEC_LABELS,
  MOTIFS_ECHEC,
  RESULTAT_APPEL_LABELS,
  RESULTATS_APPEL,
} from '@souk/domain/cod-confirmation';
import { COUPON_ETAT_LABELS, COUPON_ETATS } from '@souk/domain/coupons';
import { MODE_LIVRAISON_LABELS, MODES_LIVRAISON } from '@souk/domain/delivery';
import { TYPES_ECRITURE } from '@souk/domain/finance/entry-types';
import { ETATS_VERSEMENT, TYPES_COMPTE_VERSEMENT } from '@souk/domain/finance/payouts';
import { JOB_KINDS, JOB_SUBJECT_TYPES } from '@souk/domain/job-schemas';
import {
  etatLabelIn,
  modeLivraisonLabelIn,
  paidLabelIn,
  paymentLabelIn,
  VALIDATED_IN,
} from '@souk/domain/languages';
import { ETAT_LABELS, ETATS, sellerTransitionLabel } from '@souk/domain/order-states';
import { paidLabel, paymentLabel, TYPES_PAIEMENT } from '@souk/domain/payments';
import { ETATS_RETOUR, MOTIFS_RETOUR } from '@souk/domain/returns/states';
import { describe, expect, it } from 'vitest';
import {
  articleValideKey,
  couponEtatKey,
  etatKey,
  etatRetourKey,
  etatVersementKey,
  genreKey,
  jobKindKey,
  jobSubjectKey,
  modeLivraisonKey,
  motifEchecKey,
  motifRetourKey,
  orderTabKey,
  resultatAppelKey,
  typeCompteKey,
  typeEcritureKey,
  typePaiementKey,
} from '@/lib/domain-labels';
import { ar } from '@/lib/locales/ar';
import { backofficeAr } from '@/lib/locales/backoffice/ar/catalogue';
import { backofficeFr } from '@/lib/locales/backoffice/catalogue';
import { backofficeEn } from '@/lib/locales/backoffice/en/catalogue';
import { en } from '@/lib/locales/en';
import { fr } from '@/lib/locales/fr';

const CATALOGUES = {
  fr: { ...fr, ...backofficeFr },
  ar: { ...ar, ...backofficeAr },
  en: { ...en, ...backofficeEn },
} as const;
type Language = keyof typeof CATALOGUES;
const LANGUAGES = Object.keys(CATALOGUES) as Language[];

/** The message at a dotted key, or undefined. */
function lookUp(language: Language, key: string): unknown {
  let node: unknown = CATALOGUES[language];
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

// Every list of the domain that the screens name, driven from the domain's own values: a value
// added there without a label in each catalogue fails here.
const LISTS: Record<string, { group: string; keys: string[] }> = {
  etat: { group: 'enums.etat', keys: ETATS.map(etatKey) },
  orderTab: { group: 'enums.orderTab', keys: ORDER_TABS.map(orderTabKey) },
  typePaiement: { group: 'enums.typePaiement', keys: TYPES_PAIEMENT.map(typePaiementKey) },
  modeLivraison: { group: 'enums.modeLivraison', keys: MODES_LIVRAISON.map(modeLivraisonKey) },
  genre: { group: 'enums.genre', keys: GENRES.map(genreKey) },
  paid: { group: 'enums.paid', keys: ['enums.paid.paid', 'enums.paid.unpaid'] },
  couponEtat: { group: 'enums.couponEtat', keys: COUPON_ETATS.map(couponEtatKey) },
  etatRetour: { group: 'enums.etatRetour', keys: ETATS_RETOUR.map(etatRetourKey) },
  motifRetour: { group: 'enums.motifRetour', keys: MOTIFS_RETOUR.map(motifRetourKey) },
  articleValide: {
    group: 'boEnums.articleValide',
    keys: Object.values(ARTICLE_VALIDE).map((v: ArticleValide) => articleValideKey(v)),
  },
  resultatAppel: { group: 'boEnums.resultatAppel', keys: RESULTATS_APPEL.map(resultatAppelKey) },
  motifEchec: { group: 'boEnums.motifEchec', keys: MOTIFS_ECHEC.map(motifEchecKey) },
  typeEcriture: { group: 'boEnums.typeEcriture', keys: TYPES_ECRITURE.map(typeEcritureKey) },
  etatVersement: { group: 'boEnums.etatVersement', keys: ETATS_VERSEMENT.map(etatVersementKey) },
  typeCompte: { group: 'boEnums.typeCompte', keys: TYPES_COMPTE_VERSEMENT.map(typeCompteKey) },
  jobKind: { group: 'boEnums.jobKind', keys: JOB_KINDS.map(jobKindKey) },
  jobSubject: { group: 'boEnums.jobSubject', keys: JOB_SUBJECT_TYPES.map(jobSubjectKey) },
};

describe.each(Object.entries(LISTS))('the labels of %s', (_, { group, keys }) => {
  it.each(LANGUAGES)('name every value in %s, and nothing else', (language) => {
    for (const key of keys) {
      const label = lookUp(language, key);
      expect(typeof label === 'string' && label.trim() !== '', `${language}: ${key}`).toBe(true);
    }
    const labelled = Object.keys(lookUp(language, group) as object).map((name) => `${group}.${name}`);
    expect(labelled.sort()).toEqual([...new Set(keys)].sort());
  });

  it('differ from one value to the next in every language', () => {
    for (const language of LANGUAGES) {
      const labels = keys.map((key) => lookUp(language, key));
      expect(new Set(labels).size, language).toBe(new Set(keys).size);
    }
  });
});

describe('the French labels', () => {
  it("are the domain's own words (the documented ones, shared with the API, invoices and exports)", () => {
    for (const etat of ETATS) expect(lookUp('fr', etatKey(etat))).toBe(ETAT_LABELS[etat]);
    expect(lookUp('fr', 'enums.sellerValidated')).toBe(sellerTransitionLabel('en_attente_de_validation'));
    for (const type of TYPES_PAIEMENT) expect(lookUp('fr', typePaiementKey(type))).toBe(paymentLabel(type));
    expect(lookUp('fr', 'enums.paid.paid')).toBe(paidLabel('livree', 'livraison'));
    expect(lookUp('fr', 'enums.paid.unpaid')).toBe(paidLabel('en_attente_de_validation', 'livraison'));
    for (const mode of MODES_LIVRAISON) {
      expect(lookUp('fr', modeLivraisonKey(mode))).toBe(MODE_LIVRAISON_LABELS[mode]);
    }
    for (const etat of COUPON_ETATS) expect(lookUp('fr', couponEtatKey(etat))).toBe(COUPON_ETAT_LABELS[etat]);
    for (const valide of Object.values(ARTICLE_VALIDE)) {
      expect(lookUp('fr', articleValideKey(valide))).toBe(articleValideLabel(valide));
    }
    for (const r of RESULTATS_APPEL) expect(lookUp('fr', resultatAppelKey(r))).toBe(RESULTAT_APPEL_LABELS[r]);
    for (const m of MOTIFS_ECHEC) expect(lookUp('fr', motifEchecKey(m))).toBe(MOTIF_ECHEC_LABELS[m]);
    expect(lookUp('fr', genreKey('home'))).toBe('Homme');
    expect(lookUp('fr', genreKey('femme'))).toBe('Femme');
  });
});

describe.each(['ar', 'en'] as const)('the %s labels', (language) => {
  it("match the domain's translations, which the API's invoice prints", () => {
    for (const etat of ETATS) expect(lookUp(language, etatKey(etat))).toBe(etatLabelIn(etat, language));
    expect(lookUp(language, 'enums.sellerValidated')).toBe(VALIDATED_IN[language]);
    for (const type of TYPES_PAIEMENT) {
      expect(lookUp(language, typePaiementKey(type))).toBe(paymentLabelIn(type, language));
    }
    expect(lookUp(language, 'enums.paid.paid')).toBe(paidLabelIn('livree', 'livraison', language));
    expect(lookUp(language, 'enums.paid.unpaid')).toBe(paidLabelIn('annulee', 'livraison', language));
    for (const mode of MODES_LIVRAISON) {
      expect(lookUp(language, modeLivraisonKey(mode))).toBe(modeLivraisonLabelIn(mode, language));
    }
  });
});
