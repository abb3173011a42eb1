import { ARTICLE_CARD_FIELDS } from '../article-card';
import { cappedPaginatedSchema, paginatedSchema } from '../pagination';
import { z } from '../validation';
import { shopReply } from './shops';

/** Replies of the catalogue: categories, articles (every storefront list and the product modal), likes. */

export const sousCategorieReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  categorie_id: z.number(),
});
export type SousCategorieReply = z.infer<typeof sousCategorieReply>;

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
export type CategorieReply = z.infer<typeof categorieReply>;

/** `v1/categories`: every category with its sub-categories. */
export const categoriesReply = z.object({ data: z.array(categorieReply) });

export const sousOptionReply = z.object({
  id: z.number(),
  designation: z.string(),
  url_image: z.string().nullable(),
  option_id: z.number(),
});

/** The active promotion (valide, today in Algeria ∈ [date_debut, date_fin]); dates are YYYY-MM-DD. */
export const promotionReply = z.object({
  id: z.number(),
  designation: z.string(),
  pourcentage: z.number(),
  date_debut: z.string(),
  date_fin: z.string(),
});

export const noteReply = z.object({
  id: z.number(),
  note: z.number(),
  commentaire: z.string(),
  created_at: z.string(),
  achat_verifie: z.boolean(),
  client: z.object({ nom: z.string(), prenom: z.string(), url_photo: z.string().nullable() }),
});

/**
 * An article as every storefront call shows it (cards need variants, promotion and rating too).
 * Prices are DZD; `moyenne` is the average note to one decimal (0 without reviews) and `nbr_avis`
 * the number of reviews. `notes` is newest first: every review in `articleShow`, the 5 newest in
 * lists. `marchand` is null for the platform's own articles.
 */
export const articleReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  description: z.string(),
  url_image: z.string().nullable(),
  marque: z.string().nullable(),
  url_image_marque: z.string().nullable(),
  created_at: z.string(),
  valide: z.number(),
  nbr_like: z.number(),
  nbr_avis: z.number(),
  moyenne: z.number(),
  latestpromotions: promotionReply.nullable(),
  stock_articles: z.array(
    z.object({
      id: z.number(),
      prix: z.number(),
      quantite: z.number(),
      sous_options: z.array(sousOptionReply),
    }),
  ),
  galeries: z.array(z.object({ id: z.number(), url_image: z.string() })),
  options: z.array(
    z.object({ id: z.number(), designation: z.string(), sous_options: z.array(sousOptionReply) }),
  ),
  sous_categorie: sousCategorieReply,
  marchand: shopReply.nullable(),
  notes: z.array(noteReply),
});
export type ArticleReply = z.infer<typeof articleReply>;

/**
 * What a product card shows of an article (apps/web ProductCard: picture, brand, name, rating, likes,
 * price from its variants' prices, promotion ribbon). A server-drawn page carries its lists' articles in
 * this shape only, the app asking for the whole reply once it has hydrated
 * (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum): a card reads nothing else, so the
 * browser draws it as the server did. Its fields, and when two articles draw the same card: article-card.ts.
 */
export const articleCardReply = articleReply.pick(ARTICLE_CARD_FIELDS).extend({
  latestpromotions: promotionReply.pick({ pourcentage: true }).nullable(),
  stock_articles: z.array(z.object({ prix: z.number() })),
});
export type ArticleCardReply = z.infer<typeof articleCardReply>;

export const articlePage = cappedPaginatedSchema(articleReply);
export const articleList = z.object({ data: z.array(articleReply) });

export const categorieHeader = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
});

export const categoriePage = articlePage.extend({
  categorie: categorieHeader.extend({
    sous_categories: z.array(sousCategorieReply),
    /** The category's banner: its newest valid `categorie` ad, as `v1/categories` gives it. */
    image_publicitaire: z.string().nullable(),
  }),
});
export const sousCategoriePage = articlePage.extend({ sous_categorie: sousCategorieReply });

/** Home category blocks: the category, its newest `categorie` ad and its first 4 articles. */
export const categoryBlocksReply = z.object({
  data: z.array(
    z.object({
      categorie: categorieHeader,
      pub: z.object({ id: z.number(), url_image: z.string() }).nullable(),
      articles: z.array(articleReply),
    }),
  ),
});

export const likeReply = z.object({
  message: z.literal('success'),
  data: z.object({ id: z.number(), nbr_like: z.number() }),
});

// ---------------------------------------------------------------- the administrator's categories

export const adminSousCategorieReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  categorie_id: z.number(),
  /** Articles of the sub-category, whatever their state or owner. */
  nbrProduits: z.number(),
});

export const adminCategorieReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation: z.string(),
  url_image: z.string().nullable(),
  /** Articles of all its sub-categories. */
  nbrProduits: z.number(),
  sous_categories: z.array(adminSousCategorieReply),
});

export const adminCategoriePage = paginatedSchema(adminCategorieReply);
export const adminCategorieWritten = z.object({ message: z.string(), data: adminCategorieReply });
export const adminSousCategorieWritten = z.object({ message: z.string(), data: adminSousCategorieReply });

export type AdminCategorie = z.infer<typeof adminCategorieReply>;
export type AdminSousCategorie = z.infer<typeof adminSousCategorieReply>;
