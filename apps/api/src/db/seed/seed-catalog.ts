import { combinationKey } from '@souk/domain/articles';
import type { Tx } from '../client';
import {
  articles,
  categories,
  galeries,
  options,
  sousCategories,
  sousOptions,
  stockArticleSousOptions,
  stockArticles,
} from '../schema/catalog';
import { chunked, idOf, insertAll } from './batch';
import type { CatalogPlan } from './plan-catalog';

/** Writes the catalogue level by level; each level's ids come back keyed by a natural key. */
export async function seedCatalog(tx: Tx, plan: CatalogPlan): Promise<void> {
  const catIds = await tx
    .insert(categories)
    .values(
      plan.categories.map((c) => ({
        slug: c.slug,
        designation: c.designation,
        urlImage: c.urlImage,
        position: c.position,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const catBySlug = new Map(catIds.map((r) => [r.slug, r.id]));
  for (const c of plan.categories) c.id = idOf(catBySlug, c.slug, 'catégorie');

  const allSous = plan.categories.flatMap((c) => c.sous.map((s) => ({ c, s })));
  const sousIds = await tx
    .insert(sousCategories)
    .values(
      allSous.map(({ c, s }) => ({
        categorieId: c.id,
        slug: s.slug,
        designation: s.designation,
        urlImage: s.urlImage,
      })),
    )
    .returning({ id: sousCategories.id, slug: sousCategories.slug });
  const sousBySlug = new Map(sousIds.map((r) => [r.slug, r.id]));
  for (const { s } of allSous) s.id = idOf(sousBySlug, s.slug, 'sous-catégorie');

  const articleRows = plan.articles.map((a) => ({
    slug: a.slug,
    designation: a.designation,
    description: a.description,
    marque: a.marque,
    urlImage: a.urlImage,
    urlImageMarque: a.urlImageMarque,
    sousCategorieId: a.sous.id,
    marchandId: a.store?.id ?? null,
    valide: a.valide,
    nbrLike: a.nbrLike,
    createdAt: a.createdAt,
    updatedAt: a.createdAt,
  }));
  const articleBySlug = new Map<string, number>();
  for (const part of chunked(articles, articleRows)) {
    for (const r of await tx
      .insert(articles)
      .values(part)
      .returning({ id: articles.id, slug: articles.slug })) {
      articleBySlug.set(r.slug, r.id);
    }
  }
  for (const a of plan.articles) a.id = idOf(articleBySlug, a.slug, 'article');

  const allOptions = plan.articles.flatMap((a) => a.options.map((o) => ({ a, o })));
  const optionByKey = new Map<string, number>();
  for (const part of chunked(options, allOptions)) {
    const rows = await tx
      .insert(options)
      .values(part.map(({ a, o }) => ({ articleId: a.id, designation: o.designation, position: o.position })))
      .returning({ id: options.id, articleId: options.articleId, position: options.position });
    for (const r of rows) optionByKey.set(`${r.articleId}:${r.position}`, r.id);
  }
  for (const { a, o } of allOptions) o.id = idOf(optionByKey, `${a.id}:${o.position}`, 'option');

  const allValues = allOptions.flatMap(({ o }) => o.values.map((v) => ({ o, v })));
  const valueByKey = new Map<string, number>();
  for (const part of chunked(sousOptions, allValues)) {
    const rows = await tx
      .insert(sousOptions)
      .values(
        part.map(({ o, v }) => ({
          optionId: o.id,
          designation: v.designation,
          urlImage: v.urlImage,
          position: v.position,
        })),
      )
      .returning({ id: sousOptions.id, optionId: sousOptions.optionId, position: sousOptions.position });
    for (const r of rows) valueByKey.set(`${r.optionId}:${r.position}`, r.id);
  }
  for (const { o, v } of allValues) v.id = idOf(valueByKey, `${o.id}:${v.position}`, 'sous-option');

  const allVariants = plan.articles.flatMap((a) =>
    a.variants.map((v) => ({ a, v, combinaison: combinationKey(v.picks.map((p) => p.id)) })),
  );
  const variantByKey = new Map<string, number>();
  for (const part of chunked(stockArticles, allVariants)) {
    const rows = await tx
      .insert(stockArticles)
      .values(
        part.map(({ a, v, combinaison }) => ({
          articleId: a.id,
          prix: v.prix,
          quantite: v.quantite,
          combinaison,
          createdAt: a.createdAt,
          updatedAt: a.createdAt,
        })),
      )
      .returning({
        id: stockArticles.id,
        articleId: stockArticles.articleId,
        combinaison: stockArticles.combinaison,
      });
    for (const r of rows) variantByKey.set(`${r.articleId}:${r.combinaison}`, r.id);
  }
  for (const { a, v, combinaison } of allVariants)
    v.id = idOf(variantByKey, `${a.id}:${combinaison}`, 'stock');

  await insertAll(
    tx,
    stockArticleSousOptions,
    allVariants.flatMap(({ a, v }) =>
      v.picks.map((pick, i) => ({ stockArticleId: v.id, optionId: a.options[i].id, sousOptionId: pick.id })),
    ),
  );

  await insertAll(
    tx,
    galeries,
    plan.articles.flatMap((a) =>
      a.gallery.map((url, position) => ({
        articleId: a.id,
        urlImage: url,
        position,
        createdAt: a.createdAt,
      })),
    ),
  );
}
