import { paginatedSchema } from '@souk/domain/pagination';
import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';

/**
 * Queries and replies of the administrator's category calls (docs/product/admin.md, Categories);
 * their payloads are in @souk/domain/category-schemas.
 */

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

export type AdminCategorie = z.infer<typeof adminCategorieReply>;
export type AdminSousCategorie = z.infer<typeof adminSousCategorieReply>;
