import { clampQuantity } from '@souk/domain/articles';
import { promotionPrice } from '@souk/domain/pricing';
import type { CartLine } from '@/features/cart/cart-types';

/** The header dropdown shows the last 2 basket items. */
export const CART_PREVIEW_SIZE = 2;

/** A line can be ordered only while the article is sold and in stock; otherwise it is greyed. */
export function isOrderable(line: CartLine): boolean {
  return line.disponible !== false && line.stock_article.quantite > 0;
}

/** Unit price after the article's latest promotion (DZD). */
export function unitPrice(line: CartLine): number {
  return promotionPrice(line.stock_article.prix, line.article.latestpromotions?.pourcentage);
}

/** The cart quantity capped by the stock, at least 1. */
export function initialQuantity(line: CartLine): number {
  return Math.max(1, clampQuantity(line.quantite_panier, line.stock_article.quantite));
}

/** 'Couleur : Rouge, Taille : M' — the variant's sub-options, for the line's subtitle. */
export function variantLabel(line: CartLine): string {
  return line.stock_article.sous_options
    .map((so) => (so.option ? `${so.option} : ${so.designation}` : so.designation))
    .join(', ');
}
