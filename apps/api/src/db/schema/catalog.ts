import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, marchands } from './accounts';
import { createdAt, money, updatedAt } from './columns';

/** PostgreSQL's full-text document type; read back as its text form (never sent to clients). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    designation: text('designation').notNull(),
    urlImage: text('url_image'),
    position: integer('position').notNull().default(0),
    /** The category's commission rate in hundredths of a percent (null: the default; migration 0025). */
    tauxCommission: integer('taux_commission'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('categories_taux_commission_check', sql`${t.tauxCommission} between 0 and 10000`)],
);

export const sousCategories = pgTable(
  'sous_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categorieId: integer('categorie_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    designation: text('designation').notNull(),
    urlImage: text('url_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sous_categories_categorie_idx').on(t.categorieId)],
);

/**
 * An article belongs to one store (`marchand_id`) or to the platform itself (null: admin-owned).
 * valide: 1 active, 0 blocked, -1 new (waiting for an admin's validation).
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    designation: text('designation').notNull(),
    description: text('description').notNull().default(''),
    marque: text('marque'),
    urlImage: text('url_image'),
    urlImageMarque: text('url_image_marque'),
    sousCategorieId: integer('sous_categorie_id')
      .notNull()
      .references(() => sousCategories.id, { onDelete: 'restrict' }),
    marchandId: integer('marchand_id').references(() => marchands.id, { onDelete: 'restrict' }),
    valide: smallint('valide').notNull().default(1),
    /**
     * Who blocked the article (valide 0): 'user' (an admin) or 'marchand' (its partner). A partner may
     * unblock only what it blocked itself; null on a blocked article reads as the admin's block.
     */
    bloquePar: text('bloque_par'),
    nbrLike: integer('nbr_like').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Storefront search, written only by the triggers of migration 0003 (articles, sub-category and
     * store renames): unaccented French full text, weighted designation A, brand and sub-category B,
     * store C, description D.
     */
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    /** Unaccented lower-case designation and brand: the trigram side of the search (typos). */
    searchText: text('search_text').notNull().default(''),
    /**
     * Whether the article has a stock row (what the storefront may sell, with valide and its store):
     * written only by the stock_articles triggers of migration 0009, read by the listing indexes.
     */
    enStock: boolean('en_stock').notNull().default(false),
    /**
     * What the storefront filters compare (migration 0010), written only by its triggers: the lowest
     * stock price (null without stock), the shown average rating (0 without reviews), and the
     * promotion running on the day of `promotions_jour` (see modules/catalog/promotions-du-jour.ts).
     */
    /** The sub-category's category, kept by the triggers of migration 0010 (category pages). */
    categorieId: integer('categorie_id'),
    prixMin: bigint('prix_min', { mode: 'number' }),
    noteMoyenne: numeric('note_moyenne', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    /** How many reviews, kept with note_moyenne by the same triggers (migration 0017: best rated). */
    nombreNotes: integer('nombre_notes').notNull().default(0),
    promoPourcentage: smallint('promo_pourcentage'),
  },
  (t) => [
    check('articles_valide_check', sql`${t.valide} in (-1, 0, 1)`),
    check('articles_nbr_like_check', sql`${t.nbrLike} >= 0`),
    check('articles_nombre_notes_check', sql`${t.nombreNotes} >= 0`),
    check('articles_bloque_par_check', sql`${t.bloquePar} is null or ${t.bloquePar} in ('user', 'marchand')`),
    index('articles_sous_categorie_idx').on(t.sousCategorieId),
    index('articles_marchand_idx').on(t.marchandId),
    index('articles_valide_created_idx').on(t.valide, t.createdAt),
    // The search reads search_postings (migration 0011), which dropped the GIN indexes of 0002.
  ],
);

export const options = pgTable(
  'options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    designation: text('designation').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('options_article_idx').on(t.articleId)],
);

export const sousOptions = pgTable(
  'sous_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    designation: text('designation').notNull(),
    urlImage: text('url_image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sous_options_option_idx').on(t.optionId)],
);

/** A variant: one sub-option per option, its price and its stock. */
export const stockArticles = pgTable(
  'stock_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    prix: money('prix').notNull(),
    quantite: integer('quantite').notNull(),
    /** Sorted sub-option ids joined by '-': one stock entry per combination ('Ce stock existe déjà!'). */
    combinaison: text('combinaison').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stock_articles_quantite_check', sql`${t.quantite} >= 0`),
    check('stock_articles_prix_check', sql`${t.prix} >= 0`),
    uniqueIndex('stock_articles_combinaison_idx').on(t.articleId, t.combinaison),
  ],
);

export const stockArticleSousOptions = pgTable(
  'stock_article_sous_options',
  {
    stockArticleId: integer('stock_article_id')
      .notNull()
      .references(() => stockArticles.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => options.id, { onDelete: 'cascade' }),
    sousOptionId: integer('sous_option_id')
      .notNull()
      .references(() => sousOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.stockArticleId, t.optionId] }),
    index('stock_article_sous_options_sous_option_idx').on(t.sousOptionId),
  ],
);

export const galeries = pgTable(
  'galeries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    urlImage: text('url_image').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('galeries_article_idx').on(t.articleId)],
);

/** Reviews: one per client and article (a second replaces the first). */
export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    note: smallint('note').notNull(),
    commentaire: text('commentaire').notNull(),
    achatVerifie: boolean('achat_verifie').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('notes_note_check', sql`${t.note} between 1 and 5`),
    uniqueIndex('notes_article_client_idx').on(t.articleId, t.clientId),
  ],
);

/** Likes are public: counted once per visitor (a hashed visitor key) per article. */
export const likes = pgTable(
  'likes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitorKey] })],
);

/**
 * The administrator's search synonyms (migration 0022, decision 0035): a group of expressions that
 * mean the same ('machine à laver', 'lave-linge'). `search_synonyme_termes` keeps each expression as
 * its words (lower case, no accent), which the search (souk_search_words) looks up in a query.
 */
export const searchSynonymes = pgTable('search_synonymes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  expressions: text('expressions').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const searchSynonymeTermes = pgTable(
  'search_synonyme_termes',
  {
    synonymeId: integer('synonyme_id')
      .notNull()
      .references(() => searchSynonymes.id, { onDelete: 'cascade' }),
    mots: text('mots').array().notNull(),
  },
  (t) => [
    index('search_synonyme_termes_first_idx').on(sql`(${t.mots}[1])`),
    index('search_synonyme_termes_synonyme_idx').on(t.synonymeId),
  ],
);
