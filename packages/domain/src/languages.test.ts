import { describe, expect, it } from 'vitest';
import {
  directionOf,
  etatLabelIn,
  formatDzdIn,
  isLanguage,
  LANGUAGE_COOKIE,
  languageOfCookies,
  modeLivraisonLabelIn,
  paidLabelIn,
  paymentLabelIn,
} from './languages';

describe('languages', () => {
  it('knows the three languages and their directions', () => {
    expect(['fr', 'ar', 'en'].every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
  });

  it('writes an amount as each language does, every space a no-break space', () => {
    expect(formatDzdIn(5600, 'fr')).toBe('5\u00a0600,00\u00a0DZD');
    expect(formatDzdIn(5600, 'ar')).toBe('5.600,00\u00a0دج');
    expect(formatDzdIn(5600, 'en')).toBe('DZD\u00a05,600.00');
    expect(formatDzdIn(12.5, 'en', '')).toBe('12.50');
  });

  it("gives the domain's words in each language, French being the domain's own", () => {
    expect(etatLabelIn('livree', 'fr')).toBe('Livrée');
    expect(etatLabelIn('livree', 'ar')).toBe('مُسلَّمة');
    expect(paymentLabelIn('cib', 'en')).toBe('Payment with CIB');
    expect(paymentLabelIn(null, 'fr')).toBe('Paiement à la livraison');
    expect(paidLabelIn('livree', 'livraison', 'ar')).toBe('مدفوعة');
    expect(modeLivraisonLabelIn('stop_desk', 'fr')).toBe('Retrait en stop desk');
    expect(modeLivraisonLabelIn('domicile', 'en')).toBe('Home delivery');
  });

  it('reads the language of the cookie the app mirrors its choice in, French otherwise', () => {
    expect(LANGUAGE_COOKIE).toBe('souk_lang');
    expect(languageOfCookies('a=1; souk_lang=ar; b=2')).toBe('ar');
    expect(languageOfCookies('souk_lang=en')).toBe('en');
    expect(languageOfCookies('xsouk_lang=ar')).toBe('fr');
    expect(languageOfCookies('souk_lang=de')).toBe('fr');
    expect(languageOfCookies(undefined)).toBe('fr');
  });
});
