import type {
  CategorieAddInput,
  CategorieEditInput,
  SousCategorieAddInput,
  SousCategorieEditInput,
} from '@souk/domain/category-schemas';
import type { AdminCategorie, AdminSousCategorie } from '@souk/domain/replies/catalog';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { categories, sousCategories } from '../../db/schema/catalog';
import type { Ctx } from '../../lib/context';
import { conflict, notFound, validationError } from '../../lib/http-errors';
import type { MediaStore } from '../../lib/media';
import { slugify, uniqueSlug } from '../../lib/slug';
import {
  CONTENT_MESSAGES,
  removeUnusedImages,
  saveImageField,
  withSavedImage,
  writeLocked,
} from '../content';
import { listSousCategories } from './categories.repository';
import * as repo from './categories-admin.repository';

/**
 * The administrator's categories and sub-categories (docs/product/admin.md, Categories).
 * Deleting is refused while articles are filed under the category (409, shown as 'Impossible de
 * faire la suppression'); a category goes with its empty sub-categories and its ads.
 */

type CategorieRow = NonNullable<Awaited<ReturnType<typeof repo.findCategorie>>>;
type SousCategorieRow = NonNullable<Awaited<ReturnType<typeof repo.findSousCategorieRow>>>;

function sousCategorieReply(row: SousCategorieRow, counts: Map<number, number>): AdminSousCategorie {
  return {
    id: row.id,
    slug: row.slug,
    designation: row.designation,
    url_image: row.urlImage,
    categorie_id: row.categorieId,
    nbrProduits: counts.get(row.id) ?? 0,
  };
}

/** Categories with their sub-categories and article counts: three queries whatever the count. */
async function withSousCategories(ctx: Ctx, cats: CategorieRow[]): Promise<AdminCategorie[]> {
  const subs = await listSousCategories(
    ctx.db,
    cats.map((c) => c.id),
  );
  const counts = await repo.countArticlesBySousCategorie(
    ctx.db,
    subs.map((s) => s.id),
  );
  return cats.map((c) => {
    const own = subs.filter((s) => s.categorieId === c.id).map((s) => sousCategorieReply(s, counts));
    return {
      id: c.id,
      slug: c.slug,
      designation: c.designation,
      url_image: c.urlImage,
      nbrProduits: own.reduce((sum, s) => sum + s.nbrProduits, 0),
      sous_categories: own,
    };
  });
}

/** One page of categories (search on their names and their sub-categories' names). */
export function listCategoriesPage(ctx: Ctx, search: string | undefined) {
  return {
    count: () => repo.countAdminCategories(ctx.db, search),
    rows: async (limit: number, offset: number) =>
      withSousCategories(ctx, await repo.listAdminCategories(ctx.db, limit, offset, search)),
  };
}

/** Every category (forms' selects: article category, ad category). */
export async function listAllCategories(ctx: Ctx): Promise<AdminCategorie[]> {
  return withSousCategories(ctx, await repo.listAdminCategories(ctx.db, null));
}

async function categorieReply(ctx: Ctx, row: CategorieRow): Promise<AdminCategorie> {
  const [reply] = await withSousCategories(ctx, [row]);
  return reply;
}

async function sousCategorieReplyOf(ctx: Ctx, row: SousCategorieRow): Promise<AdminSousCategorie> {
  const counts = await repo.countArticlesBySousCategorie(ctx.db, [row.id]);
  return sousCategorieReply(row, counts);
}

/** A readable slug from the name; a short random suffix only when that one is taken. */
async function freeSlug(taken: (slug: string) => Promise<boolean>, designation: string) {
  const base = slugify(designation);
  return (await taken(base)) ? uniqueSlug(designation) : base;
}

/** Runs an insert/update; a slug taken meanwhile by a concurrent write gets a random suffix. */
async function retryOnSlugClash<T>(write: (slug?: string) => Promise<T>, designation: string) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write(uniqueSlug(designation));
  }
}

function refuseTakenDesignation(taken: boolean) {
  if (taken) throw validationError({ designation: [CONTENT_MESSAGES.designationTaken] });
}

export async function addCategorie(ctx: Ctx, input: CategorieAddInput, media: MediaStore) {
  refuseTakenDesignation(await repo.categorieDesignationTaken(ctx.db, input.designation));
  const url = await saveImageField(media, 'url_image', input.url_image);
  const row = await withSavedImage(media, url, async () => {
    const slug = await freeSlug((s) => repo.categorieSlugTaken(ctx.db, s), input.designation);
    const position = await repo.nextCategoriePosition(ctx.db);
    return retryOnSlugClash(
      (retry) =>
        repo.insertCategorie(ctx.db, {
          slug: retry ?? slug,
          designation: input.designation,
          urlImage: url,
          position,
        }),
      input.designation,
    );
  });
  return categorieReply(ctx, row);
}

export async function editCategorie(ctx: Ctx, id: number, input: CategorieEditInput, media: MediaStore) {
  const current = await repo.findCategorie(ctx.db, id);
  if (!current) throw notFound(CONTENT_MESSAGES.categorieNotFound);
  refuseTakenDesignation(await repo.categorieDesignationTaken(ctx.db, input.designation, id));
  const url = await saveImageField(media, 'url_image', input.url_image, current.urlImage);
  const renamed = current.designation !== input.designation;
  const { row, replaced } = await withSavedImage(media, url, async () => {
    // The slug follows the name, so the storefront's /categories/{slug} reads like the category.
    const slug = renamed
      ? await freeSlug((s) => repo.categorieSlugTaken(ctx.db, s, id), input.designation)
      : current.slug;
    return retryOnSlugClash(
      (retry) =>
        writeLocked(
          ctx.db,
          { table: categories, id: [categories.id, id], columns: [categories.urlImage] },
          (tx) =>
            repo.updateCategorie(tx, id, {
              designation: input.designation,
              slug: retry ?? slug,
              ...(url ? { urlImage: url } : {}),
            }),
        ),
      input.designation,
    );
  });
  if (!row) throw notFound(CONTENT_MESSAGES.categorieNotFound);
  if (url) await removeUnusedImages(ctx.db, media, replaced);
  return categorieReply(ctx, row);
}

export async function deleteCategorie(ctx: Ctx, id: number, media: MediaStore) {
  let urls: string[] | null;
  try {
    urls = await ctx.db.transaction(async (tx) => {
      if (!(await repo.findCategorie(tx, id))) throw notFound(CONTENT_MESSAGES.categorieNotFound);
      if ((await repo.countCategorieArticles(tx, id)) > 0) {
        throw conflict(CONTENT_MESSAGES.categorieHasArticles);
      }
      return repo.deleteCategorieTree(tx, id);
    });
  } catch (error) {
    // An article filed meanwhile: the foreign key refuses the delete, the rows stay.
    if (isForeignKeyViolation(error)) throw conflict(CONTENT_MESSAGES.categorieHasArticles);
    throw error;
  }
  if (!urls) throw notFound(CONTENT_MESSAGES.categorieNotFound);
  await removeUnusedImages(ctx.db, media, urls);
}

export async function addSousCategorie(ctx: Ctx, input: SousCategorieAddInput, media: MediaStore) {
  if (!(await repo.findCategorie(ctx.db, input.categorie_id))) {
    throw validationError({ categorie_id: [CONTENT_MESSAGES.categorieInvalid] });
  }
  refuseTakenDesignation(
    await repo.sousCategorieDesignationTaken(ctx.db, input.categorie_id, input.designation),
  );
  const url = await saveImageField(media, 'url_image', input.url_image);
  const row = await withSavedImage(media, url, async () => {
    const slug = await freeSlug((s) => repo.sousCategorieSlugTaken(ctx.db, s), input.designation);
    try {
      return await retryOnSlugClash(
        (retry) =>
          repo.insertSousCategorie(ctx.db, {
            categorieId: input.categorie_id,
            slug: retry ?? slug,
            designation: input.designation,
            urlImage: url,
          }),
        input.designation,
      );
    } catch (error) {
      // The category was deleted meanwhile.
      if (isForeignKeyViolation(error)) {
        throw validationError({ categorie_id: [CONTENT_MESSAGES.categorieInvalid] });
      }
      throw error;
    }
  });
  return sousCategorieReplyOf(ctx, row);
}

export async function editSousCategorie(
  ctx: Ctx,
  id: number,
  input: SousCategorieEditInput,
  media: MediaStore,
) {
  const current = await repo.findSousCategorieRow(ctx.db, id);
  if (!current) throw notFound(CONTENT_MESSAGES.sousCategorieNotFound);
  refuseTakenDesignation(
    await repo.sousCategorieDesignationTaken(ctx.db, current.categorieId, input.designation, id),
  );
  const url = await saveImageField(media, 'url_image', input.url_image, current.urlImage);
  const renamed = current.designation !== input.designation;
  const { row, replaced } = await withSavedImage(media, url, async () => {
    const slug = renamed
      ? await freeSlug((s) => repo.sousCategorieSlugTaken(ctx.db, s, id), input.designation)
      : current.slug;
    return retryOnSlugClash(
      (retry) =>
        writeLocked(
          ctx.db,
          { table: sousCategories, id: [sousCategories.id, id], columns: [sousCategories.urlImage] },
          (tx) =>
            repo.updateSousCategorie(tx, id, {
              designation: input.designation,
              slug: retry ?? slug,
              ...(url ? { urlImage: url } : {}),
            }),
        ),
      input.designation,
    );
  });
  if (!row) throw notFound(CONTENT_MESSAGES.sousCategorieNotFound);
  if (url) await removeUnusedImages(ctx.db, media, replaced);
  return sousCategorieReplyOf(ctx, row);
}

export async function deleteSousCategorie(ctx: Ctx, id: number, media: MediaStore) {
  let deleted: { url: string | null } | null;
  try {
    deleted = await ctx.db.transaction(async (tx) => {
      if (!(await repo.findSousCategorieRow(tx, id))) throw notFound(CONTENT_MESSAGES.sousCategorieNotFound);
      if ((await repo.countSousCategorieArticles(tx, id)) > 0) {
        throw conflict(CONTENT_MESSAGES.sousCategorieHasArticles);
      }
      return repo.deleteSousCategorie(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(CONTENT_MESSAGES.sousCategorieHasArticles);
    throw error;
  }
  if (!deleted) throw notFound(CONTENT_MESSAGES.sousCategorieNotFound);
  await removeUnusedImages(ctx.db, media, [deleted.url]);
}
