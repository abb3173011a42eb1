import { ARTICLE_MESSAGES, type ArticleEditInput } from '@souk/domain/article-schemas';
import { IMAGE_MESSAGE } from '../../lib/media';
import { type ImageJob, isDataUrl } from './article-images.service';
import type { ArticleStructure } from './article-structure.repository';

/**
 * What an article form (create or edit) changes, decided before anything is written: field errors
 * under the contract's dotted keys, the pictures to save, the rows to insert, update and delete, and the
 * files that become unused. Pure: the same plan is checked before saving pictures and again inside
 * the transaction, on the article's locked state.
 */

/**
 * One picture field once written: a new picture saved under `key`, else `url` (kept, or null when
 * removed). `old` is the file it no longer uses.
 */
export interface ImageSlot {
  key: string | null;
  url: string | null;
  old: string | null;
}

export interface PlannedSousOption {
  id: number | null;
  designation: string;
  image: ImageSlot;
}

export interface PlannedOption {
  id: number | null;
  designation: string;
  sousOptions: PlannedSousOption[];
}

export interface FormPlan {
  errors: Record<string, string[]>;
  jobs: ImageJob[];
  urlImage: ImageSlot;
  urlImageMarque: ImageSlot;
  options: PlannedOption[];
  deletedOptionIds: number[];
  deletedSousOptionIds: number[];
  /** New photos (id null) and replaced ones. */
  galeries: { id: number | null; image: ImageSlot }[];
  /** Files of the rows the plan deletes. */
  orphans: string[];
}

/** The article as it stands; for a new article, EMPTY_ARTICLE. */
export interface CurrentArticle extends ArticleStructure {
  urlImage: string | null;
  urlImageMarque: string | null;
}

export const EMPTY_ARTICLE: CurrentArticle = {
  urlImage: null,
  urlImageMarque: null,
  options: [],
  galeries: [],
  usedSousOptionIds: new Set(),
  hasStock: false,
};

/** The form as both calls send it (on create, `url_image` is required by the schema). */
export type ArticleForm = ArticleEditInput;

export function planArticleForm(input: ArticleForm, current: CurrentArticle): FormPlan {
  const errors: Record<string, string[]> = {};
  const jobs: ImageJob[] = [];
  const fail = (key: string, message: string) => {
    errors[key] ??= [];
    if (!errors[key].includes(message)) errors[key].push(message);
  };

  /** undefined: kept; null: removed; the current URL: kept; a data URL: replaced; else refused. */
  const slot = (value: string | null | undefined, url: string | null, key: string): ImageSlot => {
    if (value === undefined || value === url) return { key: null, url, old: null };
    if (value === null) return { key: null, url: null, old: url };
    // Only this slot's own file may be sent back: pointing at another file would share it, and
    // removing one row would then break the other.
    if (!isDataUrl(value)) {
      fail(key, IMAGE_MESSAGE);
      return { key: null, url, old: null };
    }
    jobs.push({ key, dataUrl: value });
    return { key, url: null, old: url };
  };

  const urlImage = slot(input.url_image, current.urlImage, 'url_image');
  const urlImageMarque = slot(input.url_image_marque, current.urlImageMarque, 'url_image_marque');

  const currentOptions = new Map(current.options.map((o) => [o.id, o]));
  const keptOptions = new Set<number>();
  const seenSousOptions = new Set<number>();
  const deletedSousOptionIds: number[] = [];
  const orphans: string[] = [];

  const options = input.options.map((o, i): PlannedOption => {
    const base = `options.${i}`;
    let existing: CurrentArticle['options'][number] | undefined;
    // A refused id is reported once: what hangs from it is not checked any further.
    let refused = false;
    if (o.id !== undefined) {
      refused = true;
      if (keptOptions.has(o.id)) fail(`${base}.id`, ARTICLE_MESSAGES.duplicateId);
      else if (!currentOptions.has(o.id)) fail(`${base}.id`, ARTICLE_MESSAGES.optionUnknown);
      else {
        refused = false;
        existing = currentOptions.get(o.id);
        keptOptions.add(o.id);
      }
    } else if (current.hasStock) {
      // Every stock entry holds one sub-option per option: a new option would leave them incomplete.
      fail(`${base}.designation`, ARTICLE_MESSAGES.optionAddedWithStock);
    }
    const ownSousOptions = new Map(existing?.sousOptions.map((so) => [so.id, so]));
    const keptSousOptions = new Set<number>();
    const sousOptions = o.sous_options.map((so, j): PlannedSousOption => {
      const key = `${base}.sous_options.${j}`;
      const unchecked = { id: null, designation: so.designation, image: { key: null, url: null, old: null } };
      if (refused) return unchecked;
      let id: number | null = null;
      if (so.id !== undefined) {
        if (seenSousOptions.has(so.id)) fail(`${key}.id`, ARTICLE_MESSAGES.duplicateId);
        else if (!ownSousOptions.has(so.id)) fail(`${key}.id`, ARTICLE_MESSAGES.sousOptionUnknown);
        else id = so.id;
        seenSousOptions.add(so.id);
        if (id === null) return unchecked;
      }
      if (id !== null) keptSousOptions.add(id);
      const url = id === null ? null : (ownSousOptions.get(id)?.urlImage ?? null);
      return { id, designation: so.designation, image: slot(so.url_image, url, `${key}.url_image`) };
    });
    if (existing) {
      const removed = existing.sousOptions.filter((so) => !keptSousOptions.has(so.id));
      if (removed.some((so) => current.usedSousOptionIds.has(so.id))) {
        fail(`${base}.sous_options`, ARTICLE_MESSAGES.optionInUse);
      }
      for (const so of removed) {
        deletedSousOptionIds.push(so.id);
        if (so.urlImage) orphans.push(so.urlImage);
      }
    }
    return { id: existing?.id ?? null, designation: o.designation, sousOptions };
  });

  const deletedOptions = current.options.filter((o) => !keptOptions.has(o.id));
  if (deletedOptions.some((o) => o.sousOptions.some((so) => current.usedSousOptionIds.has(so.id)))) {
    fail('options', ARTICLE_MESSAGES.optionInUse);
  }
  for (const o of deletedOptions) {
    for (const so of o.sousOptions) if (so.urlImage) orphans.push(so.urlImage);
  }

  const currentGaleries = new Map(current.galeries.map((g) => [g.id, g.urlImage]));
  const galleryUrls = new Set(current.galeries.map((g) => g.urlImage));
  const seenGaleries = new Set<number>();
  const galeries: FormPlan['galeries'] = [];
  for (const [i, g] of input.galeries.entries()) {
    const key = `galeries.${i}.url_image`;
    if (g.id === undefined) {
      // A photo sent back as it is (the edit form holds the current gallery) is already there.
      if (galleryUrls.has(g.url_image)) continue;
      const image = slot(g.url_image, null, key);
      if (image.key) galeries.push({ id: null, image });
      continue;
    }
    const url = currentGaleries.get(g.id);
    if (seenGaleries.has(g.id)) fail(`galeries.${i}.id`, ARTICLE_MESSAGES.duplicateId);
    else if (url === undefined) fail(`galeries.${i}.id`, ARTICLE_MESSAGES.photoUnknown);
    else {
      const image = slot(g.url_image, url, key);
      if (image.key) galeries.push({ id: g.id, image });
    }
    seenGaleries.add(g.id);
  }

  return {
    errors,
    jobs,
    urlImage,
    urlImageMarque,
    options,
    deletedOptionIds: deletedOptions.map((o) => o.id),
    deletedSousOptionIds,
    galeries,
    orphans,
  };
}

/** Every file the written plan no longer uses: replaced or removed pictures and deleted rows' ones. */
export function unusedFiles(plan: FormPlan): string[] {
  const slots = [
    plan.urlImage,
    plan.urlImageMarque,
    ...plan.options.flatMap((o) => o.sousOptions.map((so) => so.image)),
    ...plan.galeries.map((g) => g.image),
  ];
  return [...plan.orphans, ...slots.flatMap((s) => (s.old ? [s.old] : []))];
}

/** The URL a slot holds once its new picture (if any) is saved. */
export function urlOf(s: ImageSlot, saved: Map<string, string>): string | null {
  if (s.key === null) return s.url;
  const url = saved.get(s.key);
  if (url === undefined) throw new Error(`picture ${s.key} was not saved`);
  return url;
}
