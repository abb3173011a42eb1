import { paginatedSchema } from '@souk/domain/pagination';
import { requiredText, z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';
import { categorieIdField, optionalImage, requiredImage } from '../content/content-fields';

/** Payloads and replies of the administrator's category calls (docs/product/admin.md, Categories). */

const designation = () => requiredText(100);

export const categorieAddBody = z.object({
  designation: designation(),
  url_image: requiredImage('image'),
});

/** `id` may be repeated in the body (the original screens send it); the path decides. */
export const categorieEditBody = z.object({
  designation: designation(),
  url_image: optionalImage('image'),
});

export const sousCategorieAddBody = z.object({
  categorie_id: categorieIdField(),
  designation: designation(),
  url_image: requiredImage('image'),
});

export const sousCategorieEditBody = z.object({
  designation: designation(),
  url_image: optionalImage('image'),
});

export const categoriesAdminQuery = z.object({
  page: pageParam,
  search: z.string().trim().max(100).optional().catch(undefined),
});

export const adminSousCategorieReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  categorie_id: z.number(),
  /** Articles of the sub-category, whatever their state or owner. */
  nbrProduits: z.number(),
});

export const adminCategorieReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  /** Articles of all its sub-categories. */
  nbrProduits: z.number(),
  sous_categories: z.array(adminSousCategorieReply),
});

export const adminCategoriePage = paginatedSchema(adminCategorieReply);

export type CategorieAddInput = z.infer<typeof categorieAddBody>;
export type CategorieEditInput = z.infer<typeof categorieEditBody>;
export type SousCategorieAddInput = z.infer<typeof sousCategorieAddBody>;
export type SousCategorieEditInput = z.infer<typeof sousCategorieEditBody>;
export type AdminCategorie = z.infer<typeof adminCategorieReply>;
export type AdminSousCategorie = z.infer<typeof adminSousCategorieReply>;
