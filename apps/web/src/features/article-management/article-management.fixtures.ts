import type { ManagedArticle } from '@/features/article-management/article-management-types';
import { envelope, makeArticle, SHOP } from '@/test/catalog-fixtures';

/**
 * Test data of the back-office article screens: the storefront fixture's dress (options Couleur and
 * Taille, four variants, Bleu / M at 0) with its managers' fields. Test-only (imported by *.test.tsx).
 */
export function makeManagedArticle(overrides: Partial<ManagedArticle> = {}): ManagedArticle {
  const article = { ...makeArticle(), bloque_par: null, ...overrides };
  const total = article.stock_articles.reduce((sum, s) => sum + s.quantite, 0);
  return {
    ...article,
    stock_total: overrides.stock_total ?? total,
    low_stock: overrides.low_stock ?? total <= 5,
  };
}

/** A platform article (no store): every action is the admin's. */
export const platformArticle = (overrides: Partial<ManagedArticle> = {}) =>
  makeManagedArticle({ marchand: null, ...overrides });

/** A store's article as the administrator sees it: read-only except state and reviews. */
export const storeArticle = (overrides: Partial<ManagedArticle> = {}) =>
  makeManagedArticle({ marchand: SHOP, valide: -1, ...overrides });

export const CATEGORY_CHOICES = [
  {
    id: 1,
    designation: 'Mode',
    sous_categories: [
      { id: 100, designation: 'Robes', categorie_id: 1 },
      { id: 101, designation: 'Chemises', categorie_id: 1 },
    ],
  },
  { id: 2, designation: 'Maison', sous_categories: [{ id: 200, designation: 'Cuisine', categorie_id: 2 }] },
];

export const articlePage = (data: ManagedArticle[], path = '/api/v1/user/articles') =>
  envelope(data, null, path);
