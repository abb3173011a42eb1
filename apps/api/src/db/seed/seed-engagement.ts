import type { Tx } from '../client';
import { likes, notes } from '../schema/catalog';
import { panierLignes } from '../schema/commerce';
import { insertAll } from './batch';
import type { PCartLine, PLike, PReview } from './plan-engagement';

/** Reviews, likes and carts: rows nothing else points at, so plain batched inserts. */
export async function seedEngagement(
  tx: Tx,
  plan: { reviews: PReview[]; likes: PLike[]; cart: PCartLine[] },
): Promise<void> {
  await insertAll(
    tx,
    notes,
    plan.reviews.map((r) => ({
      articleId: r.article.id,
      clientId: r.client.id,
      note: r.note,
      commentaire: r.commentaire,
      achatVerifie: r.achatVerifie,
      createdAt: r.createdAt,
      updatedAt: r.createdAt,
    })),
  );
  await insertAll(
    tx,
    likes,
    plan.likes.map((l) => ({ articleId: l.article.id, visitorKey: l.visitorKey, createdAt: l.createdAt })),
  );
  await insertAll(
    tx,
    panierLignes,
    plan.cart.map((l) => ({
      clientId: l.client.id,
      stockArticleId: l.variant.id,
      quantite: l.quantite,
      createdAt: l.createdAt,
      updatedAt: l.createdAt,
    })),
  );
}
