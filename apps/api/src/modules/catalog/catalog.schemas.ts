import { z } from 'zod';

export const sousCategorieReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  categorie_id: z.number(),
});

export const categorieReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  sous_categories: z.array(sousCategorieReply),
  /** The category's ad banner (type `categorie`), shown in the home mega-menu. */
  pub: z.object({ id: z.number(), url_image: z.string() }).nullable(),
  image_publicitaire: z.string().nullable(),
});
