import { describe, expect, it } from 'vitest';
import { articleValideSchema } from './article-schemas';
import {
  ARTICLE_VALIDE,
  type ArticleValide,
  articleToggleLabel,
  articleValideBadge,
  articleValideLabel,
  averageRating,
  clampQuantity,
  combinationKey,
  nextArticleValide,
  PROMOTION_FILTER_STEPS,
  RATING_FILTER_STEPS,
  starWidthPercent,
  variantForSelection,
} from './articles';

describe('article valide', () => {
  it('has the three values', () => {
    expect(ARTICLE_VALIDE).toEqual({ NOUVEAU: -1, BLOQUE: 0, ACTIVE: 1 });
    for (const v of [-1, 0, 1]) expect(articleValideSchema.parse(v)).toBe(v);
    expect(articleValideSchema.safeParse(2).success).toBe(false);
    expect(articleValideSchema.safeParse('1').success).toBe(false);
  });

  it.each([
    [-1, 'Nouveau', 'Valider', 1, 'warning'],
    [1, 'Active', 'Bloquer', 0, 'success'],
    [0, 'Bloqué', 'Débloquer', 1, 'danger'],
  ] as const)('%d reads %s, its button %s, toggles to %d, badge %s', (v, label, toggle, next, badge) => {
    expect(articleValideLabel(v)).toBe(label);
    expect(articleToggleLabel(v)).toBe(toggle);
    expect(nextArticleValide(v)).toBe(next);
    expect(articleValideBadge(v)).toBe(badge);
  });

  it('never toggles back to Nouveau', () => {
    for (const v of [-1, 0, 1] as ArticleValide[]) expect(nextArticleValide(v)).not.toBe(-1);
  });
});

describe('filters and ratings', () => {
  it('offers the documented steps', () => {
    expect(PROMOTION_FILTER_STEPS).toEqual([5, 20, 40, 60, 80]);
    expect(RATING_FILTER_STEPS).toEqual([1, 2, 3, 4]);
  });

  it.each([
    [0, 0],
    [1, 20],
    [2.5, 50],
    [4.3, 86],
    [5, 100],
    [6, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('a rating of %d fills %d %% of the stars', (rating, width) => {
    expect(starWidthPercent(rating)).toBeCloseTo(width, 10);
  });

  it.each([
    [[], 0],
    [[5], 5],
    [[4, 5], 4.5],
    [[1, 2, 2], 1.7],
    [[5, 4, 4], 4.3],
    [[1, 1, 2], 1.3],
    [[4, 5, 4, 5, 4, 5, 4, 5, 4, 5, 5, 4, 4, 5, 4, 5, 4, 5, 4, 4], 4.5], // 4.45 rounds up
  ] as [number[], number][])('averages %j to %d', (notes, avg) => {
    expect(averageRating(notes)).toBe(avg);
  });
});

describe('variantForSelection', () => {
  const red = 1;
  const blue = 2;
  const small = 3;
  const large = 4;
  const stock = [
    { id: 10, prix: 1000, sous_options: [{ id: red }, { id: small }] },
    { id: 11, prix: 1100, sous_options: [{ id: red }, { id: large }] },
    { id: 12, prix: 1200, sous_options: [{ id: large }, { id: blue }] },
  ];

  it('finds the variant whose sub-options are all chosen, in any order', () => {
    expect(variantForSelection(stock, [red, small])?.id).toBe(10);
    expect(variantForSelection(stock, [large, red])?.id).toBe(11);
    expect(variantForSelection(stock, [blue, large])?.id).toBe(12);
  });

  it('keeps the caller type', () => {
    expect(variantForSelection(stock, [red, large])?.prix).toBe(1100);
  });

  it('is null when no combination matches', () => {
    expect(variantForSelection(stock, [blue, small])).toBeNull();
    expect(variantForSelection(stock, [red])).toBeNull();
    expect(variantForSelection(stock, [])).toBeNull();
    expect(variantForSelection([], [red])).toBeNull();
  });

  it('ignores extra chosen sub-options', () => {
    expect(variantForSelection(stock, [red, small, 99])?.id).toBe(10);
  });

  it('matches the single variant of an article without options', () => {
    expect(variantForSelection([{ id: 7, sous_options: [] }], [])?.id).toBe(7);
  });

  it('prefers the most specific variant when several match', () => {
    const messy = [
      { id: 1, sous_options: [{ id: red }] },
      { id: 2, sous_options: [{ id: red }, { id: small }] },
    ];
    expect(variantForSelection(messy, [red, small])?.id).toBe(2);
    expect(variantForSelection(messy, [red, large])?.id).toBe(1);
  });
});

describe('clampQuantity', () => {
  it.each([
    [1, 5, 1],
    [3, 5, 3],
    [5, 5, 5],
    [6, 5, 5],
    [0, 5, 1],
    [-3, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 5],
    [1, 1, 1],
    [4, 2.5, 2],
    [1, 0, 0],
    [3, 0, 0],
    [3, -2, 0],
    [3, Number.NaN, 0],
  ])('quantity %d with stock %d → %d', (q, stock, expected) => {
    expect(clampQuantity(q, stock)).toBe(expected);
  });
});

describe('combinationKey', () => {
  it('sorts ids numerically and joins them with dashes', () => {
    expect(combinationKey([12, 3, 7])).toBe('3-7-12');
    expect(combinationKey([3, 12, 7])).toBe(combinationKey([7, 3, 12]));
    expect(combinationKey([5])).toBe('5');
    expect(combinationKey([])).toBe('');
  });

  it('treats a repeated id as one', () => {
    expect(combinationKey([2, 1, 2])).toBe('1-2');
  });

  it('does not mutate its input', () => {
    const ids = [3, 1, 2];
    combinationKey(ids);
    expect(ids).toEqual([3, 1, 2]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses id %d', (id) => {
    expect(() => combinationKey([1, id])).toThrow(RangeError);
  });
});
