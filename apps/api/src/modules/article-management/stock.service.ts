import { ARTICLE_MESSAGES, type StockAddInput, type StockEditInput } from '@souk/domain/article-schemas';
import { combinationKey } from '@souk/domain/articles';
import { toCentimes } from '@souk/domain/money';
import type { StockReply } from '@souk/domain/replies/article-management';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound, validationError } from '../../lib/http-errors';
import { assertWritable, findWritableArticle, inTx, managerOf, scopeOf } from './article-access.service';
import { findStockOwner } from './article-management.repository';
import { toStockReply } from './article-management.serializer';
import { type ArticleStructure, loadStructure } from './article-structure.repository';
import * as repo from './stock.repository';

/**
 * Stock entries (variants): one sub-option per option of the article, one entry per combination.
 * Same ownership as editing the article: a partner its own, an administrator the platform's.
 */

/** The (option, sub-option) pairs, checked against the article: one per option, each of its option. */
export function checkCombination(
  article: Pick<ArticleStructure, 'options'>,
  pairs: StockAddInput['sous_options'],
): { optionId: number; sousOptionId: number }[] {
  const errors: Record<string, string[]> = {};
  const options = new Map(article.options.map((o) => [o.id, new Set(o.sousOptions.map((so) => so.id))]));
  const chosen = new Map<number, number>();
  pairs.forEach((pair, i) => {
    const sousOptions = options.get(pair.option_id);
    if (!sousOptions) errors[`sous_options.${i}.option_id`] = [ARTICLE_MESSAGES.optionUnknown];
    else if (chosen.has(pair.option_id))
      errors[`sous_options.${i}.option_id`] = [ARTICLE_MESSAGES.duplicateId];
    else if (!sousOptions.has(pair.id)) errors[`sous_options.${i}.id`] = [ARTICLE_MESSAGES.sousOptionUnknown];
    else chosen.set(pair.option_id, pair.id);
  });
  if (Object.keys(errors).length === 0 && chosen.size !== options.size) {
    errors.sous_options = [ARTICLE_MESSAGES.oneSousOptionPerOption];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return [...chosen].map(([optionId, sousOptionId]) => ({ optionId, sousOptionId }));
}

async function getStock(ctx: Ctx, id: number): Promise<StockReply> {
  const row = await repo.findStockRow(ctx.db, id);
  if (!row) throw notFound(ARTICLE_MESSAGES.stockNotFound);
  return toStockReply(row);
}

/** `positive()` lets 0.001 DZD through, which would be stored as 0 centimes: a free article. */
function prixCentimes(prix: number): number {
  const centimes = toCentimes(prix);
  if (centimes <= 0) {
    throw validationError({ prix: ['La valeur du champ prix doit être supérieure ou égale à 0,01.'] });
  }
  return centimes;
}

/**
 * stockarticleAdd. The article row is locked (an article edit deleting a sub-option waits), and the
 * unique (article, combination) index decides between two simultaneous adds: 403 'Ce stock existe déjà!'.
 */
export async function addStock(ctx: Ctx, input: StockAddInput): Promise<StockReply> {
  const prix = prixCentimes(input.prix);
  const id = await ctx.db.transaction(async (tx) => {
    const article = await findWritableArticle(inTx(ctx, tx), input.article_id, true);
    const chosen = checkCombination(await loadStructure(tx, article.id), input.sous_options);
    const stockId = await repo.insertStock(tx, {
      articleId: article.id,
      prix,
      quantite: input.quantite,
      combinaison: combinationKey(chosen.map((c) => c.sousOptionId)),
    });
    if (stockId === undefined) throw forbidden(ARTICLE_MESSAGES.stockExists);
    await repo.linkStockSousOptions(tx, stockId, chosen);
    return stockId;
  });
  return getStock(ctx, id);
}

/** The stock entry if the manager may change it: 404 when unseen, 403 when read-only. */
async function findWritableStock(ctx: Ctx, id: number) {
  const manager = managerOf(ctx);
  const stock = await findStockOwner(ctx.db, id, scopeOf(manager));
  if (!stock) throw notFound(ARTICLE_MESSAGES.stockNotFound);
  assertWritable(manager, stock);
  return stock;
}

/** stockarticleEdit: price and quantity only (the combination is the entry's identity). */
export async function editStock(ctx: Ctx, id: number, input: StockEditInput): Promise<StockReply> {
  const prix = prixCentimes(input.prix);
  await findWritableStock(ctx, id);
  await repo.updateStock(ctx.db, id, { prix, quantite: input.quantite });
  return getStock(ctx, id);
}

/** stockarticleDelete: cart lines holding it go; order lines keep their snapshot. */
export async function deleteStock(ctx: Ctx, id: number): Promise<void> {
  await findWritableStock(ctx, id);
  await repo.deleteStock(ctx.db, id);
}
