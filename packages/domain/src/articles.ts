import type { BadgeColor } from './order-states';

export const ARTICLE_VALIDE = { NOUVEAU: -1, BLOQUE: 0, ACTIVE: 1 } as const;

export type ArticleValide = (typeof ARTICLE_VALIDE)[keyof typeof ARTICLE_VALIDE];
// No zod here (its schema is in ./article-schemas): the storefront reads these rules on its first view.

export function articleValideLabel(v: ArticleValide): 'Nouveau' | 'Bloqué' | 'Active' {
  if (v === ARTICLE_VALIDE.NOUVEAU) return 'Nouveau';
  return v === ARTICLE_VALIDE.ACTIVE ? 'Active' : 'Bloqué';
}

/** The admin's three-state reading of the single toggle button, applied to partners too (decision 0010). */
export function articleToggleLabel(v: ArticleValide): 'Valider' | 'Bloquer' | 'Débloquer' {
  if (v === ARTICLE_VALIDE.NOUVEAU) return 'Valider';
  return v === ARTICLE_VALIDE.ACTIVE ? 'Bloquer' : 'Débloquer';
}

/** What the change-state call does: validating or unblocking activates, blocking blocks. */
export function nextArticleValide(v: ArticleValide): ArticleValide {
  return v === ARTICLE_VALIDE.ACTIVE ? ARTICLE_VALIDE.BLOQUE : ARTICLE_VALIDE.ACTIVE;
}

export function articleValideBadge(v: ArticleValide): BadgeColor {
  if (v === ARTICLE_VALIDE.NOUVEAU) return 'warning';
  return v === ARTICLE_VALIDE.ACTIVE ? 'success' : 'danger';
}

/** "N % or more" choices of the promotion filter. */
export const PROMOTION_FILTER_STEPS = [5, 20, 40, 60, 80] as const;
/** "N stars or more" choices of the rating filter. */
export const RATING_FILTER_STEPS = [1, 2, 3, 4] as const;

export const MAX_RATING = 5;

export function starWidthPercent(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(100, Math.max(0, (rating * 100) / MAX_RATING));
}

export function averageRating(notes: readonly number[]): number {
  if (notes.length === 0) return 0;
  const sum = notes.reduce((a, b) => a + b, 0);
  return Math.round((sum * 10) / notes.length) / 10;
}

type Variant = { sous_options: readonly { id: number }[] };

/**
 * The stock entry matching the client's choices in the product modal: every sub-option of the
 * variant is among the chosen ones. If several match (a malformed article), the most specific wins.
 */
export function variantForSelection<T extends Variant>(
  stockArticles: readonly T[],
  chosenSubOptionIds: readonly number[],
): T | null {
  const chosen = new Set(chosenSubOptionIds);
  let best: T | null = null;
  for (const variant of stockArticles) {
    if (!variant.sous_options.every((so) => chosen.has(so.id))) continue;
    if (best === null || variant.sous_options.length > best.sous_options.length) best = variant;
  }
  return best;
}

/**
 * Quantity picker bounds: 1..stock. With no stock there is nothing to buy, so 0 (the add-to-cart
 * button is disabled then) rather than a 1 that would exceed the stock.
 */
export function clampQuantity(q: number, stock: number): number {
  const max = Number.isNaN(stock) ? 0 : Math.floor(stock);
  if (max < 1) return 0;
  const wanted = Number.isNaN(q) ? 1 : Math.trunc(q);
  return Math.min(max, Math.max(1, wanted));
}

/**
 * Canonical key of a set of sub-options: the same combination picked in any order gives the same
 * key, which the server stores under a unique index (one stock entry per combination).
 */
export function combinationKey(subOptionIds: readonly number[]): string {
  for (const id of subOptionIds) {
    if (!Number.isSafeInteger(id) || id < 1)
      throw new RangeError(`Identifiant de sous-option invalide : ${id}`);
  }
  return [...new Set(subOptionIds)].sort((a, b) => a - b).join('-');
}
