import type {
  categorieEditBody,
  sousCategorieAddBody,
  sousCategorieEditBody,
} from '@souk/domain/category-schemas';
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
/** `categorieAdd` / `categorieEdit`: the picture only when a new one was chosen. */
export type CategoriePayload = z.input<typeof categorieEditBody>;

/** `souscategorieAdd` / `souscategorieEdit`: the edit's fields and the parent, which the edit leaves out. */
export type SousCategoriePayload = z.input<typeof sousCategorieEditBody> &
  Pick<z.input<typeof sousCategorieAddBody>, 'categorie_id'>;
