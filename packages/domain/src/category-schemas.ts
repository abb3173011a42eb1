import { categorieIdField, optionalImage, requiredImage } from './content-schemas';
import { requiredText, z } from './validation';

/**
 * Payloads of the administrator's category calls (docs/product/admin.md, Categories), parsed by the
 * API and checked by the category form before sending.
 */

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

export type CategorieAddInput = z.infer<typeof categorieAddBody>;
export type CategorieEditInput = z.infer<typeof categorieEditBody>;
export type SousCategorieAddInput = z.infer<typeof sousCategorieAddBody>;
export type SousCategorieEditInput = z.infer<typeof sousCategorieEditBody>;
