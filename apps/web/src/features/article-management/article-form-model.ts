import type { articleEditSchema } from '@souk/domain/article-schemas';
import { articleAddSchema } from '@souk/domain/article-schemas';
import type { z } from 'zod';
import type { ManagedArticle } from '@/features/article-management/article-management-types';
import { zodValidate } from '@/lib/zod-form';

/**
 * The article form (create and update, docs/product/partner.md, New article) as plain data: what the
 * screen edits, the rules it applies before sending (at least one option and one sub-option each, 'Champs
 * incomplets'), and the body of `articleAdd` / `articleEdit/{id}`. Kept apart from the components so
 * the rules are tested without rendering.
 */

export interface SousOptionDraft {
  /** React key; stable while the row lives. */
  key: string;
  /** The row's id on edit; null for a new one. */
  id: number | null;
  designation: string;
  /** A data URL (new picture), the current `/media/…` URL (kept), or null (none). */
  url_image: string | null;
}

export interface OptionDraft {
  key: string;
  id: number | null;
  designation: string;
  sous_options: SousOptionDraft[];
}

/** A gallery photo picked in this form (the article's current photos are deleted one by one instead). */
export interface GalleryDraft {
  key: string;
  url_image: string;
}

export interface ArticleFormValues {
  /** Data URL of a new picture, or the current URL on edit; '' when none is chosen yet. */
  url_image: string;
  designation: string;
  description: string;
  marque: string;
  url_image_marque: string | null;
  /** Select values (ids as text); '' when not chosen. */
  categorie_id: string;
  sous_categorie_id: string;
  options: OptionDraft[];
  galeries: GalleryDraft[];
}

/** The body of `articleAdd` and `articleEdit/{id}` (photos as data URLs). */
/** The body of `articleAdd` and `articleEdit/{id}` (photos as data URLs). */
export type ArticlePayload = z.input<typeof articleEditSchema>;

let sequence = 0;
export const newKey = () => `draft-${++sequence}`;

export const newSousOption = (): SousOptionDraft => ({
  key: newKey(),
  id: null,
  designation: '',
  url_image: null,
});
export const newOption = (): OptionDraft => ({
  key: newKey(),
  id: null,
  designation: '',
  sous_options: [newSousOption()],
});

/** A new article: one empty option holding one empty sub-option (the minimum the form accepts). */
export function emptyArticleForm(): ArticleFormValues {
  return {
    url_image: '',
    designation: '',
    description: '',
    marque: '',
    url_image_marque: null,
    categorie_id: '',
    sous_categorie_id: '',
    options: [newOption()],
    galeries: [],
  };
}

/** The update form, loaded from `articleShow/{slug}`. */
export function articleFormFrom(article: ManagedArticle): ArticleFormValues {
  const options = article.options.map(
    (o): OptionDraft => ({
      key: newKey(),
      id: o.id,
      designation: o.designation,
      sous_options: o.sous_options.map((so) => ({
        key: newKey(),
        id: so.id,
        designation: so.designation,
        url_image: so.url_image,
      })),
    }),
  );
  return {
    url_image: article.url_image ?? '',
    designation: article.designation,
    description: article.description,
    marque: article.marque ?? '',
    url_image_marque: article.url_image_marque,
    categorie_id: String(article.sous_categorie.categorie_id),
    sous_categorie_id: String(article.sous_categorie.id),
    options: options.length > 0 ? options : [newOption()],
    galeries: [],
  };
}

/** Removes option `index`, unless it is the last one: an article keeps at least one (the removal is ignored). */
export function removeOption(options: OptionDraft[], index: number): OptionDraft[] {
  if (options.length <= 1) return options;
  return options.filter((_, i) => i !== index);
}

/** Removes a sub-option, unless it is its option's last one (ignored). */
export function removeSousOption(options: OptionDraft[], optionIndex: number, index: number): OptionDraft[] {
  return options.map((o, i) => {
    if (i !== optionIndex || o.sous_options.length <= 1) return o;
    return { ...o, sous_options: o.sous_options.filter((_, j) => j !== index) };
  });
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * The image, designation, brand, category, sub-category, description and every option's
 * and sub-option's designation are required; one empty shows the 'Champs incomplets' toast.
 */
export function hasMissingFields(values: ArticleFormValues): boolean {
  return (
    blank(values.url_image) ||
    blank(values.designation) ||
    blank(values.marque) ||
    blank(values.categorie_id) ||
    blank(values.sous_categorie_id) ||
    blank(values.description) ||
    values.options.some((o) => blank(o.designation) || o.sous_options.some((so) => blank(so.designation)))
  );
}

const validateArticle = zodValidate<Record<string, unknown>>(articleAddSchema);

/**
 * The server's own rules (the domain schema the API parses), keyed like a 422 reply
 * (`options.0.sous_options.1.designation`), so each message lands under its field before sending.
 */
export function clientErrors(values: ArticleFormValues): Record<string, string> {
  return validateArticle({
    ...values,
    categorie_id: values.categorie_id || undefined,
    sous_categorie_id: values.sous_categorie_id || undefined,
  });
}

/**
 * The body to send. On update, the main image goes only when a new one was picked; the other
 * pictures go back as they are (the current URL keeps a picture, null removes it, a data URL
 * replaces it); only the gallery photos picked here are sent (they are appended).
 */
export function toArticlePayload(values: ArticleFormValues, original?: ManagedArticle): ArticlePayload {
  const keepMainImage = original !== undefined && values.url_image === (original.url_image ?? '');
  return {
    ...(keepMainImage ? {} : { url_image: values.url_image }),
    designation: values.designation,
    description: values.description,
    marque: values.marque,
    url_image_marque: values.url_image_marque || null,
    categorie_id: Number(values.categorie_id),
    sous_categorie_id: Number(values.sous_categorie_id),
    options: values.options.map((o) => ({
      ...(o.id === null ? {} : { id: o.id }),
      designation: o.designation,
      sous_options: o.sous_options.map((so) => ({
        ...(so.id === null ? {} : { id: so.id }),
        designation: so.designation,
        url_image: so.url_image || null,
      })),
    })),
    galeries: values.galeries.map((g) => ({ url_image: g.url_image })),
  };
}

const FIELD_KEY =
  /^(url_image|designation|description|marque|url_image_marque|categorie_id|sous_categorie_id|options|options\.\d+\.designation|options\.\d+\.sous_options|options\.\d+\.sous_options\.\d+\.(designation|url_image)|galeries\.\d+\.url_image)$/;

/** Whether a 422 key has a place in the form; any other one is shown above it. */
export function isFormField(key: string): boolean {
  return FIELD_KEY.test(key);
}
