import { describe, expect, it } from 'vitest';
import {
  filterParams,
  filtersFromSearchParams,
  priceInput,
  withFilters,
} from '@/features/catalog/article-filters';

describe('article filters', () => {
  it('keeps digits and one decimal separator of a typed price', () => {
    expect(priceInput('1500')).toBe('1500');
    expect(priceInput('-250')).toBe('250');
    expect(priceInput('1 500,5')).toBe('1500.5');
    expect(priceInput('12.345.6')).toBe('12.34');
    expect(priceInput('abc')).toBe('');
    expect(priceInput('9.')).toBe('9.');
    expect(priceInput('')).toBe('');
  });

  it('sends only what is set: text when non-empty, numbers when greater than 0', () => {
    expect(filterParams({})).toEqual({});
    expect(
      filterParams({ search: '  ', prixMin: 0, prixMax: 0, promotion: 0, etoil: 0, categorie: 0 }),
    ).toEqual({});
    expect(
      filterParams({ search: ' robe ', prixMin: 100, prixMax: 5000, promotion: 20, etoil: 3, categorie: 2 }),
    ).toEqual({ search: 'robe', prixMin: 100, prixMax: 5000, promotion: 20, etoil: 3, categorie: 2 });
  });

  it('reads the URL, ignoring values the API would refuse', () => {
    const params = new URLSearchParams(
      'search=lin&prixMin=-3&prixMax=abc&promotion=33&etoil=4&categorie=1.5',
    );
    expect(filtersFromSearchParams(params)).toEqual({ search: 'lin', etoil: 4 });
    expect(filtersFromSearchParams(new URLSearchParams('promotion=80&prixMin=250'))).toEqual({
      promotion: 80,
      prixMin: 250,
    });
  });

  it('updates the URL: empty or 0 removes a filter, other parameters stay', () => {
    const next = withFilters(new URLSearchParams('sous_categorie=4&promotion=20&produit=7'), {
      promotion: null,
      etoil: 3,
      prixMin: 0,
      search: ' robe ',
    });
    expect(next.toString()).toBe('sous_categorie=4&produit=7&etoil=3&search=robe');
  });
});
