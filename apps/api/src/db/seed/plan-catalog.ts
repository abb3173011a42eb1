import { toCentimes } from '@souk/domain/money';
import { CATEGORIES } from './catalog-data';
import type { ArticleSpec, StoreKey } from './catalog-types';
import { articlePhotos, sousCategoryPhoto } from './image-kinds';
import type { ImagePalette } from './images';
import { slugger } from './plan-accounts';
import type { PArticle, PCategory, POption, PStore, PVariant } from './plan-types';
import type { Random } from './random';
import { ago, DAY, HOUR } from './time';

const MAX_VARIANTS = 12;
const PLATFORM_SHARE = 0.33;

export interface CatalogPlan {
  categories: PCategory[];
  articles: PArticle[];
}

/** Shop prices end in round amounts: 10 DZD for small items, 100 DZD for big ones. */
function roundPrice(dzd: number): number {
  const step = dzd < 1_000 ? 10 : dzd < 20_000 ? 50 : 100;
  return Math.round(dzd / step) * step;
}

function combinations(sizes: number[]): number[][] {
  let out: number[][] = [[]];
  for (const size of sizes)
    out = out.flatMap((prefix) => Array.from({ length: size }, (_, i) => [...prefix, i]));
  return out;
}

function planVariants(rng: Random, spec: ArticleSpec, options: POption[]): PVariant[] {
  const all = combinations(options.map((o) => o.values.length));
  // Not every combination is stocked (a size may be missing in a colour): some are left out. The
  // first one is always kept, in stock: the product modal preselects each option's first sub-option.
  const kept =
    all.length > MAX_VARIANTS
      ? [all[0], ...rng.sample(all.slice(1), MAX_VARIANTS - 1)]
      : all.filter((_, i) => i === 0 || rng.chance(0.85));
  return kept.map((ranks, index) => {
    const percent = ranks.reduce((sum, rank, i) => sum + rank * (spec.options[i].step ?? 0), 0);
    return {
      id: 0,
      picks: ranks.map((rank, i) => options[i].values[rank]),
      prix: toCentimes(roundPrice(spec.prix * (1 + percent / 100))),
      quantite: index > 0 && rng.chance(0.12) ? 0 : rng.int(1, 50),
    };
  });
}

export function planCatalog(
  rng: Random,
  images: ImagePalette,
  stores: Map<StoreKey, PStore>,
  now: Date,
): CatalogPlan {
  const catSlug = slugger();
  const sousSlug = slugger();
  const articleSlug = slugger();
  const categories: PCategory[] = [];
  const articles: PArticle[] = [];

  CATEGORIES.forEach((spec, position) => {
    const category: PCategory = {
      id: 0,
      slug: catSlug(spec.designation),
      designation: spec.designation,
      urlImage: images.categoryIcon.get(spec.designation) ?? images.siteLogo,
      position,
      spec,
      sous: spec.sous.map((designation, i) => {
        const photo = sousCategoryPhoto(spec, i);
        return {
          id: 0,
          slug: sousSlug(designation),
          designation,
          urlImage: images.product(photo.kind, photo.color),
        };
      }),
    };
    categories.push(category);

    spec.articles.forEach((a, index) => {
      const sous = category.sous.find((s) => s.designation === a.sous);
      if (!sous) throw new Error(`Sous-catégorie inconnue « ${a.sous} » pour ${a.designation}`);
      const ownerKey =
        a.owner ??
        (spec.sellers.length === 0 || rng.chance(PLATFORM_SHARE) ? 'platform' : rng.pick(spec.sellers));
      const store = ownerKey === 'platform' ? null : (stores.get(ownerKey) ?? null);
      // Every photo shows the article's own kind of object (image-kinds.ts), in its colours.
      const { kind, colors } = articlePhotos(spec, a, index);
      const photoColors = new Set(colors);
      const options: POption[] = a.options.map((o, pos) => ({
        id: 0,
        designation: o.designation,
        position: pos,
        values: o.values.map((v, j) => ({
          id: 0,
          designation: v,
          position: j,
          // A colour we have a photo for swaps the product modal's main image.
          urlImage: o.designation === 'Couleur' && photoColors.has(v) ? images.product(kind, v) : null,
        })),
      }));
      const [main, ...alternatives] = colors.map((c) => images.product(kind, c));
      const oldest = store ? Math.floor((now.getTime() - store.createdAt.getTime()) / DAY) - 1 : 400;
      const createdDaysAgo = rng.chance(0.12) ? rng.int(1, 14) : rng.int(Math.min(30, oldest), oldest);
      articles.push({
        id: 0,
        slug: articleSlug(a.designation),
        designation: a.designation,
        description: a.description,
        marque: a.marque ?? null,
        urlImage: main,
        urlImageMarque: a.marque ? (images.brandLogo.get(a.marque) ?? null) : null,
        category,
        sous,
        store,
        valide: 1,
        nbrLike: rng.chance(0.2) ? 0 : rng.int(1, rng.chance(0.2) ? 240 : 60),
        createdAt: ago(now, createdDaysAgo * DAY + rng.int(0, 23) * HOUR),
        options,
        variants: planVariants(rng, a, options),
        gallery: [main, ...alternatives],
      });
    });
  });

  applyStates(rng, articles, stores, now);
  return { categories, articles };
}

/**
 * Some articles wait for the admin's validation (-1, recent, only partners create those) or are
 * blocked (0); a few have no stock entry yet, which hides them from the storefront.
 */
function applyStates(rng: Random, articles: PArticle[], stores: Map<StoreKey, PStore>, now: Date): void {
  const demoStore = stores.get('electro');
  const ofDemo = articles.filter((a) => a.store === demoStore);
  const ofOthers = articles.filter((a) => a.store && a.store !== demoStore && a.store.spec.valide);
  const ofPlatform = articles.filter((a) => a.store === null);

  const [demoNew1, demoNew2, demoBlocked] = rng.sample(ofDemo, 3);
  const others = rng.sample(ofOthers, 7);
  const newOnes = [demoNew1, demoNew2, ...others.slice(0, 5)];
  for (const a of newOnes) {
    a.valide = -1;
    a.createdAt = ago(now, rng.int(1, 6) * DAY + rng.int(1, 20) * HOUR);
    a.nbrLike = 0;
  }
  for (const a of [demoBlocked, ...others.slice(5), rng.pick(ofPlatform)]) a.valide = 0;

  // A new article without stock is the usual case; two active ones without stock show the rule.
  const active = (list: PArticle[]) => list.filter((a) => a.valide === 1);
  for (const a of [demoNew2, others[0], rng.pick(active(ofPlatform)), rng.pick(active(ofOthers))]) {
    a.variants = [];
  }
}
