import type { PubAddInput } from '@souk/domain/content-schemas';
import type { AdminPub } from '@souk/domain/replies/content';
import { isForeignKeyViolation } from '../../db/errors';
import type { Ctx } from '../../lib/context';
import { notFound, validationError } from '../../lib/http-errors';
import type { MediaStore } from '../../lib/media';
import * as repo from './content-admin.repository';
import { CONTENT_MESSAGES } from './content-fields';
import { removeUnusedImages, saveImageField, withSavedImage } from './content-images.service';

/**
 * The administrator's ads ('Publicites', docs/product/admin.md, Ads). Three lists, one per tab: the home
 * page's ads (carousel banner1, side banner2, promo pub_accueil), the shop banners, and the
 * categories' banners. Only active ads (`valide`) reach the storefront.
 */
export const PUB_GROUPS = {
  accueil: ['banner1', 'banner2', 'pub_accueil'],
  shop: ['shop'],
  categorie: ['categorie'],
} as const;

export type PubGroup = keyof typeof PUB_GROUPS;

function pubOf(row: NonNullable<repo.PubRow>): AdminPub {
  return {
    id: row.id,
    type: row.type as AdminPub['type'],
    url_image: row.urlImage,
    model_id: row.modelId,
    valide: row.valide,
    created_at: row.createdAt.toISOString(),
    categorie:
      row.categorieId !== null && row.categorieSlug !== null && row.categorieDesignation !== null
        ? { id: row.categorieId, slug: row.categorieSlug, designation: row.categorieDesignation }
        : null,
  };
}

export function listPubsPage(ctx: Ctx, group: PubGroup) {
  const types = PUB_GROUPS[group];
  return {
    count: () => repo.countPubs(ctx.db, types),
    rows: async (limit: number, offset: number) =>
      (await repo.pagePubs(ctx.db, types, limit, offset)).map(pubOf),
  };
}

async function pubById(ctx: Ctx, id: number) {
  const row = await repo.findPub(ctx.db, id);
  if (!row) throw notFound(CONTENT_MESSAGES.pubNotFound);
  return pubOf(row);
}

export async function addPub(ctx: Ctx, input: PubAddInput, media: MediaStore) {
  const modelId = input.type === 'categorie' ? (input.model_id ?? null) : null;
  if (modelId !== null && !(await repo.categorieExists(ctx.db, modelId))) {
    throw validationError({ model_id: [CONTENT_MESSAGES.categorieInvalid] });
  }
  const image = await saveImageField(media, 'url_image', input.url_image);
  const { id } = await withSavedImage(media, image, async () => {
    try {
      return await repo.insertPub(ctx.db, { type: input.type, urlImage: image ?? '', modelId });
    } catch (error) {
      // The category was deleted meanwhile.
      if (isForeignKeyViolation(error)) {
        throw validationError({ model_id: [CONTENT_MESSAGES.categorieInvalid] });
      }
      throw error;
    }
  });
  return pubById(ctx, id);
}

export async function deletePub(ctx: Ctx, id: number, media: MediaStore) {
  const deleted = await repo.deletePub(ctx.db, id);
  if (!deleted) throw notFound(CONTENT_MESSAGES.pubNotFound);
  await removeUnusedImages(ctx.db, media, [deleted.url]);
}

/** Shows or hides an ad on the storefront. */
export async function togglePub(ctx: Ctx, id: number) {
  if (!(await repo.togglePub(ctx.db, id))) throw notFound(CONTENT_MESSAGES.pubNotFound);
  return pubById(ctx, id);
}
