import { ETAT_LABELS, ETATS } from '@souk/domain/order-states';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  couponEtatLabel,
  etatLabel,
  paidStatusLabel,
  paymentTypeLabel,
  sellerMoveLabel,
} from '@/lib/domain-labels';
import { defaultNS, i18n } from '@/lib/i18n';
import { ar } from '@/lib/locales/ar';
import { backofficeAr } from '@/lib/locales/backoffice/ar/catalogue';
import { backofficeFr } from '@/lib/locales/backoffice/catalogue';
import { backofficeEn } from '@/lib/locales/backoffice/en/catalogue';
import { en } from '@/lib/locales/en';

describe('domain labels per language', () => {
  beforeAll(() => {
    // What the app fetches with a language switch and the back-office layouts.
    i18n.addResourceBundle('fr', defaultNS, backofficeFr, true, true);
    i18n.addResourceBundle('ar', defaultNS, { ...ar, ...backofficeAr }, true, true);
    i18n.addResourceBundle('en', defaultNS, { ...en, ...backofficeEn }, true, true);
  });

  it('keeps the fixed French words in French', () => {
    for (const etat of ETATS) expect(etatLabel(etat, 'fr')).toBe(ETAT_LABELS[etat]);
    expect(paymentTypeLabel('livraison', 'fr')).toBe('Paiement à la livraison');
    expect(paidStatusLabel('livree', 'livraison', 'fr')).toBe('payé');
    expect(sellerMoveLabel('en_attente_de_validation', 'fr')).toBe('Validée');
    expect(couponEtatLabel('non_utilise', 'fr')).toBe('non-utilisé');
  });

  it('reads the current language by default (French here)', () => {
    expect(etatLabel('livree')).toBe('Livrée');
    expect(paymentTypeLabel('cib')).toBe('Paiement avec CIB');
  });

  it('translates every order state, payment type and paid state into Arabic and English', () => {
    for (const language of ['ar', 'en'] as const) {
      const labels = ETATS.map((etat) => etatLabel(etat, language));
      expect(new Set(labels).size).toBe(ETATS.length);
      for (const etat of ETATS) expect(labels).not.toContain(ETAT_LABELS[etat]);
    }
    expect(etatLabel('livree', 'ar')).toBe('مُسلَّمة');
    expect(paymentTypeLabel('cib', 'ar')).toBe('الدفع ببطاقة CIB');
    expect(paymentTypeLabel(null, 'en')).toBe('Cash on delivery');
    expect(paymentTypeLabel('inconnu', 'fr')).toBe('Paiement à la livraison');
    expect(paidStatusLabel('en_attente_de_livraison', 'devise', 'ar')).toBe('مدفوعة');
    expect(paidStatusLabel('en_attente_de_livraison', 'livraison', 'en')).toBe('unpaid');
    expect(couponEtatLabel('utilise', 'ar')).toBe('مستعملة');
  });

  it('names the seller move after the act first, then after the next state', () => {
    expect(sellerMoveLabel('en_attente_de_validation', 'ar')).toBe('مؤكَّدة');
    expect(sellerMoveLabel('en_attente_de_livraison', 'en')).toBe('Out for delivery');
    expect(sellerMoveLabel('livree', 'ar')).toBeNull();
  });
});
