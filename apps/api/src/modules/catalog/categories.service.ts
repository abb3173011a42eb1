import type { categorieReply } from '@souk/domain/replies/catalog';
import type { z } from 'zod';
import type { Ctx } from '../../lib/context';
import { listCategories, listCategoryAds, listSousCategories } from './categories.repository';

type Categorie = z.infer<typeof categorieReply>;

/** Every category with its sub-categories and its newest ad: three queries whatever the count. */
export async function getCategoriesTree(ctx: Ctx): Promise<Categorie[]> {
  const cats = await listCategories(ctx.db);
  const [subs, ads] = await Promise.all([
    listSousCategories(
      ctx.db,
      cats.map((c) => c.id),
    ),
    listCategoryAds(ctx.db),
  ]);
  const adByCategory = new Map<number, { id: number; url_image: string }>();
  for (const ad of ads) {
    if (ad.modelId !== null && !adByCategory.has(ad.modelId)) {
      adByCategory.set(ad.modelId, { id: ad.id, url_image: ad.urlImage });
    }
  }
  return cats.map((c) => {
    const pub = adByCategory.get(c.id) ?? null;
    return {
      id: c.id,
      slug: c.slug,
      designation: c.designation,
      url_image: c.urlImage,
      sous_categories: subs
        .filter((s) => s.categorieId === c.id)
        .map((s) => ({
          id: s.id,
          slug: s.slug,
          designation: s.designation,
          url_image: s.urlImage,
          categorie_id: s.categorieId,
        })),
      pub,
      image_publicitaire: pub?.url_image ?? null,
    };
  });
}
