import { ARTICLE_MESSAGES, type ArticleAddInput, type ArticleEditInput } from '@souk/domain/article-schemas';
import { ARTICLE_VALIDE } from '@souk/domain/articles';
import type { ManagedArticleReply } from '@souk/domain/replies/article-management';
import type { Ctx } from '../../lib/context';
import { conflict, validationError } from '../../lib/http-errors';
import type { MediaStore } from '../../lib/media';
import { uniqueSlug } from '../../lib/slug';
import { findSousCategorie } from '../catalog/article-scopes.repository';
import { removeUnusedImages } from '../content/content-images.service';
import { findWritableArticle, inTx, managerOf } from './article-access.service';
import {
  type CurrentArticle,
  EMPTY_ARTICLE,
  type FormPlan,
  planArticleForm,
  unusedFiles,
  urlOf,
} from './article-form.plan';
import { precheckImages, removeImages, saveImages } from './article-images.service';
import { type ArticleHead, categorieExists } from './article-management.repository';
import { getManagedArticle } from './article-read.service';
import * as structure from './article-structure.repository';

/**
 * Creating and editing an article with its options, sub-options and gallery (both audiences).
 * Order of work: every check first (form, categories, options in use), then the pictures, then ONE
 * transaction; pictures saved for a write that fails are removed, and files a committed write
 * stopped using are removed after the commit.
 */

async function categoryErrors(ctx: Ctx, input: ArticleEditInput): Promise<Record<string, string[]>> {
  const [categorieOk, sousCategorie] = await Promise.all([
    categorieExists(ctx.db, input.categorie_id),
    findSousCategorie(ctx.db, input.sous_categorie_id),
  ]);
  const errors: Record<string, string[]> = {};
  if (!categorieOk) errors.categorie_id = [ARTICLE_MESSAGES.categorieInvalid];
  if (!sousCategorie) errors.sous_categorie_id = [ARTICLE_MESSAGES.sousCategorieInvalid];
  else if (categorieOk && sousCategorie.categorieId !== input.categorie_id) {
    errors.sous_categorie_id = [ARTICLE_MESSAGES.sousCategorieMismatch];
  }
  return errors;
}

function throwIfAny(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function articleFields(input: ArticleEditInput, plan: FormPlan, saved: Map<string, string>) {
  return {
    designation: input.designation,
    description: input.description,
    marque: input.marque,
    sousCategorieId: input.sous_categorie_id,
    urlImage: urlOf(plan.urlImage, saved),
    urlImageMarque: urlOf(plan.urlImageMarque, saved),
  };
}

/** Options, sub-options and photos of the plan; deletions first, then positions follow the form. */
async function writeStructure(
  db: Ctx['db'],
  articleId: number,
  plan: FormPlan,
  saved: Map<string, string>,
): Promise<void> {
  await structure.deleteOptions(db, plan.deletedOptionIds);
  await structure.deleteSousOptions(db, plan.deletedSousOptionIds);
  for (const [position, option] of plan.options.entries()) {
    let optionId = option.id;
    if (optionId === null) {
      optionId = await structure.insertOption(db, { articleId, designation: option.designation, position });
    } else {
      await structure.updateOption(db, optionId, { designation: option.designation, position });
    }
    const created: (structure.SousOptionValues & { optionId: number })[] = [];
    for (const [j, so] of option.sousOptions.entries()) {
      const values = { designation: so.designation, position: j, urlImage: urlOf(so.image, saved) };
      if (so.id === null) created.push({ ...values, optionId });
      else await structure.updateSousOption(db, so.id, values);
    }
    await structure.insertSousOptions(db, created);
  }
  for (const g of plan.galeries) {
    if (g.id !== null) await structure.updateGalerieImage(db, g.id, urlOf(g.image, saved) as string);
  }
  await structure.appendGaleries(
    db,
    articleId,
    plan.galeries.filter((g) => g.id === null).map((g) => urlOf(g.image, saved) as string),
  );
}

/**
 * articleAdd: a partner's article starts 'Nouveau' (-1), hidden until an administrator validates it;
 * an administrator's is the platform's and starts active (1). The owner comes from the token only.
 */
export async function addArticle(
  ctx: Ctx,
  input: ArticleAddInput,
  media: MediaStore,
): Promise<ManagedArticleReply> {
  const manager = managerOf(ctx);
  const plan = planArticleForm(input, EMPTY_ARTICLE);
  throwIfAny({ ...(await categoryErrors(ctx, input)), ...plan.errors, ...precheckImages(plan.jobs) });
  const saved = await saveImages(media, plan.jobs);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const article = await structure.insertArticle(tx, {
        slug: uniqueSlug(input.designation),
        marchandId: manager.role === 'marchand' ? manager.marchandId : null,
        valide: manager.role === 'marchand' ? ARTICLE_VALIDE.NOUVEAU : ARTICLE_VALIDE.ACTIVE,
        ...articleFields(input, plan, saved),
      });
      await writeStructure(tx, article.id, plan, saved);
      return article.id;
    });
  } catch (error) {
    await removeImages(media, [...saved.values()]);
    throw error;
  }
  return getManagedArticle(ctx, id);
}

async function currentArticle(db: Ctx['db'], head: ArticleHead): Promise<CurrentArticle> {
  return {
    urlImage: head.urlImage,
    urlImageMarque: head.urlImageMarque,
    ...(await structure.loadStructure(db, head.id)),
  };
}

/**
 * articleEdit: the slug and the state stay as they are. The plan is checked once before the
 * pictures are saved, then again inside the transaction on the locked article, so that a stock
 * entry added meanwhile can never lose one of its sub-options.
 */
export async function editArticle(
  ctx: Ctx,
  id: number,
  input: ArticleEditInput,
  media: MediaStore,
): Promise<ManagedArticleReply> {
  const head = await findWritableArticle(ctx, id);
  const plan = planArticleForm(input, await currentArticle(ctx.db, head));
  throwIfAny({ ...(await categoryErrors(ctx, input)), ...plan.errors, ...precheckImages(plan.jobs) });
  const saved = await saveImages(media, plan.jobs);
  let written: FormPlan;
  try {
    written = await ctx.db.transaction(async (tx) => {
      const locked = await findWritableArticle(inTx(ctx, tx), id, true);
      const fresh = planArticleForm(input, await currentArticle(tx, locked));
      throwIfAny(fresh.errors);
      if (fresh.jobs.some((job) => !saved.has(job.key))) {
        throw conflict(ARTICLE_MESSAGES.editConflict);
      }
      await structure.updateArticle(tx, id, articleFields(input, fresh, saved));
      await writeStructure(tx, id, fresh, saved);
      return fresh;
    });
  } catch (error) {
    await removeImages(media, [...saved.values()]);
    throw error;
  }
  const used = new Set(written.jobs.map((job) => job.key));
  const savedButUnused = [...saved].filter(([key]) => !used.has(key)).map(([, url]) => url);
  await removeUnusedImages(ctx.db, media, [...unusedFiles(written), ...savedButUnused]);
  return getManagedArticle(ctx, id);
}
