import type {
  adminCategorieReply,
  adminCategorieWritten,
  adminSousCategorieReply,
  adminSousCategorieWritten,
} from '@souk/domain/replies/catalog';
import type { z } from 'zod';

/** A sub-category as the administrator's category calls answer it (docs/product/admin.md, Categories). */
export type AdminSousCategorie = z.infer<typeof adminSousCategorieReply>;

export type AdminCategorie = z.infer<typeof adminCategorieReply>;

export type AdminCategorieWritten = z.infer<typeof adminCategorieWritten>;
export type AdminSousCategorieWritten = z.infer<typeof adminSousCategorieWritten>;

/** `categorieAdd` / `categorieEdit`: the picture only when a new one was chosen. */
export interface CategoriePayload {
  designation: string;
  url_image?: string;
}

export interface SousCategoriePayload extends CategoriePayload {
  categorie_id: number;
}
