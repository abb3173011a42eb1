import { algiersDay } from '@souk/domain/algiers-time';
import {
  CLIENT_MESSAGES,
  MAX_CART_LINES,
  type PanierAddInput,
  stockShortCode,
} from '@souk/domain/client-schemas';
import { renderFieldError } from '@souk/domain/error-codes';
import type { CartReply } from '@souk/domain/replies/cart';
import type { Ctx } from '../../lib/context';
import { notFound, unauthorized, validationError } from '../../lib/http-errors';
import { toCartReply } from './cart.serializer';
import * as repo from './stock-lines.repository';

/**
 * The client's basket: the cart page and the header's preview (docs/product/storefront-and-client.md,
 * Cart). It reserves nothing: stock is only taken
 * at checkout, so the cart shows each line's current stock and whether it can still be ordered.
 */

export function clientIdOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'client') throw unauthorized();
  return ctx.actor.id;
}

export async function getCart(ctx: Ctx): Promise<CartReply> {
  const clientId = clientIdOf(ctx);
  const lines = await repo.listCartLines(ctx.db, clientId);
  const stock = await repo.findStockLines(
    ctx.db,
    lines.map((l) => l.stockArticleId),
    algiersDay(),
  );
  return toCartReply(lines, stock);
}

/**
 * Adds to the quantity already in the cart. A request for more than the stock is refused (422 with
 * the stock left); a sum that would exceed it is capped at the stock, so the cart never holds more
 * than can be bought.
 */
export async function addToCart(ctx: Ctx, input: PanierAddInput): Promise<CartReply> {
  const clientId = clientIdOf(ctx);
  const s = (await repo.findStockLines(ctx.db, [input.stock_article_id], algiersDay())).get(
    input.stock_article_id,
  );
  if (!s) throw validationError({ stock_article_id: [CLIENT_MESSAGES.stockUnknown] });
  if (!s.sellable) throw validationError({ stock_article_id: [CLIENT_MESSAGES.articleUnavailable] });
  if (input.quantite > s.quantite) {
    const short = stockShortCode(s.article.designation, s.quantite);
    throw validationError({ quantite: [renderFieldError(short)] }, undefined, { quantite: [short] });
  }
  if (
    !(await repo.hasCartLine(ctx.db, clientId, s.id)) &&
    (await repo.countCartLines(ctx.db, clientId)) >= MAX_CART_LINES
  ) {
    throw validationError({ stock_article_id: [CLIENT_MESSAGES.cartFull] });
  }
  await repo.addToCart(ctx.db, clientId, s.id, input.quantite, s.quantite);
  return getCart(ctx);
}

/** `id` is the variant's id (spec: "stock article id"), as the cart screen sends it. */
export async function removeFromCart(ctx: Ctx, stockArticleId: number): Promise<void> {
  const clientId = clientIdOf(ctx);
  if (!(await repo.deleteCartLine(ctx.db, clientId, stockArticleId))) {
    throw notFound(CLIENT_MESSAGES.cartLineUnknown);
  }
}
