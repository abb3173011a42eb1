import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import { type BloquePar, toggleArticle } from '@souk/domain/article-state';
import type { ArticleValide } from '@souk/domain/articles';
import type { Ctx } from '../../lib/context';
import { HttpError, notFound } from '../../lib/http-errors';
import type { MediaStore } from '../../lib/media';
import { removeUnusedImages } from '../content';
import { findManagedArticle, findWritableArticle, inTx, managerOf } from './article-access.service';
import * as repo from './article-management.repository';
import { loadStructure } from './article-structure.repository';

/** State change, deletion, gallery photo and review deletion (both audiences). */

/**
 * articleChangerEtat: an administrator on any article, a partner on its own (domain
 * `toggleArticle` says what each may do). The row is locked so two clicks toggle twice, in order.
 */
export async function changeArticleState(ctx: Ctx, id: number) {
  const manager = managerOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const article = await findManagedArticle(inTx(ctx, tx), id, true);
    const outcome = toggleArticle(
      manager.role,
      article.valide as ArticleValide,
      article.bloquePar as BloquePar | null,
    );
    if (!outcome.ok) throw new HttpError(422, outcome.message);
    await repo.setValide(tx, id, outcome.valide, outcome.bloque_par);
    return { id, valide: outcome.valide, bloque_par: outcome.bloque_par };
  });
}

/**
 * articleDelete: only an article without stock entries (docs/product/partner.md, Article). Order lines
 * keep their snapshot (their article_id becomes null), so sold articles may go too.
 */
export async function deleteArticle(ctx: Ctx, id: number, media: MediaStore): Promise<void> {
  const files = await ctx.db.transaction(async (tx) => {
    const article = await findWritableArticle(inTx(ctx, tx), id, true);
    if (await repo.hasStock(tx, id)) throw new HttpError(422, ARTICLE_MESSAGES.hasStock);
    const { options, galeries } = await loadStructure(tx, id);
    await repo.deleteArticle(tx, id);
    return [
      article.urlImage,
      article.urlImageMarque,
      ...options.flatMap((o) => o.sousOptions.map((so) => so.urlImage)),
      ...galeries.map((g) => g.urlImage),
    ];
  });
  await removeUnusedImages(ctx.db, media, files);
}

/** galerieDelete: a photo of an article the manager may edit. */
export async function deleteGalerie(
  ctx: Ctx,
  articleId: number,
  galerieId: number,
  media: MediaStore,
): Promise<void> {
  const url = await ctx.db.transaction(async (tx) => {
    await findWritableArticle(inTx(ctx, tx), articleId);
    const galerie = await repo.findGalerie(tx, articleId, galerieId);
    if (!galerie) throw notFound(ARTICLE_MESSAGES.photoNotFound);
    await repo.deleteGalerie(tx, galerie.id);
    return galerie.urlImage;
  });
  await removeUnusedImages(ctx.db, media, [url]);
}

/**
 * noteDelete: moderation of reviews. A partner on its own articles; an administrator on every
 * article, a store's included (docs/product/admin.md, Articles).
 */
export async function deleteNote(ctx: Ctx, articleId: number, noteId: number): Promise<void> {
  await findManagedArticle(ctx, articleId);
  if (!(await repo.deleteNote(ctx.db, articleId, noteId))) throw notFound(ARTICLE_MESSAGES.noteNotFound);
}
