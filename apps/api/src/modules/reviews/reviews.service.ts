import { CLIENT_MESSAGES, type NotationAddInput } from '@souk/domain/client-schemas';
import type { ReviewReply } from '@souk/domain/replies/reviews';
import type { Ctx } from '../../lib/context';
import { validationError } from '../../lib/http-errors';
import { clientIdOf } from '../cart/cart.service';
import * as repo from './reviews.repository';

/**
 * Reviews (docs/product/storefront-and-client.md, Product modal): one per client and article, on
 * articles the storefront sells; a review by a client who received the article is marked as a verified
 * purchase.
 */
export async function addReview(ctx: Ctx, input: NotationAddInput): Promise<ReviewReply> {
  const clientId = clientIdOf(ctx);
  if (!(await repo.isArticleSellable(ctx.db, input.article_id))) {
    throw validationError({ article_id: [CLIENT_MESSAGES.articleUnavailable] });
  }
  const id = await repo.upsertReview(ctx.db, {
    articleId: input.article_id,
    clientId,
    note: input.note,
    commentaire: input.commentaire,
    achatVerifie: await repo.hasDeliveredPurchase(ctx.db, clientId, input.article_id),
  });
  const row = await repo.findReview(ctx.db, id);
  return {
    id: row.id,
    article_id: row.articleId,
    note: row.note,
    commentaire: row.commentaire,
    created_at: row.createdAt.toISOString(),
    achat_verifie: row.achatVerifie,
    client: { nom: row.client.nom, prenom: row.client.prenom, url_photo: row.client.urlPhoto },
  };
}
