import { describe, expect, it } from 'vitest';
import { ADS } from './ads-data';
import { ABOUT, CONDITIONS, POLITIQUE } from './content-data';
import { DEMO_FREE_DELIVERY_FROM } from './seed-delivery';

/** '10 000 DZD' (a plain or narrow no-break space between thousands is read as a space). */
const threshold = `${(DEMO_FREE_DELIVERY_FROM / 100).toLocaleString('fr-FR').replace(/\s/g, ' ')} DZD`;

/** 'livraison gratuite', 'nous livrons … gratuitement', 'la livraison est offerte', 'gratuite partout'. */
const FREE_DELIVERY =
  /(livraison|livrons|livré)[^.;]{0,40}(gratuit|offert)|(gratuit|offert)\w*\s+(livraison|partout)/i;

/** The sentences (or ad creatives) of the demo texts that speak of delivery being free. */
function freeDeliveryClaims(): string[] {
  const texts = [
    ABOUT.description,
    CONDITIONS,
    POLITIQUE,
    ...ADS.map((ad) => `${ad.title} — ${ad.subtitle}`),
  ];
  return texts
    .flatMap((text) => text.split(/(?<=\.)\s+|\n\n/))
    .filter((sentence) => FREE_DELIVERY.test(sentence));
}

describe('demo site texts', () => {
  it('promise free delivery only as checkout grants it: from the threshold, per seller', () => {
    const claims = freeDeliveryClaims();
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      const normalised = claim.replace(/\s/g, ' ');
      expect(normalised, claim).toContain(`ès ${threshold}`);
      expect(normalised, claim).toMatch(/par vendeur/);
    }
  });
});
