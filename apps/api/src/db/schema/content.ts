import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { marchands } from './accounts';
import { categories } from './catalog';
import { createdAt, money, updatedAt } from './columns';

/** Site information / configuration: a single row (id = 1). */
export const about = pgTable(
  'about',
  {
    id: integer('id').primaryKey(),
    urlLogo: text('url_logo'),
    email: text('email'),
    telephone: text('telephone'),
    adresse: text('adresse'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    description: text('description'),
    condition: text('condition'),
    politique: text('politique'),
    /** Centimes: a seller order whose amount after promotions and coupon reaches it ships free; null = never. */
    livraisonGratuiteSeuil: money('livraison_gratuite_seuil'),
    /** Wilaya code the platform ships its own orders from (shown with the fee grid). */
    livraisonWilayaOrigine: smallint('livraison_wilaya_origine'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('about_single_row_check', sql`${t.id} = 1`),
    check(
      'about_livraison_seuil_check',
      sql`${t.livraisonGratuiteSeuil} is null or ${t.livraisonGratuiteSeuil} >= 0`,
    ),
  ],
);

export const fondateurs = pgTable('fondateurs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nom: text('nom').notNull(),
  prenom: text('prenom').notNull(),
  email: text('email'),
  telephone: text('telephone'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  linkedin: text('linkedin'),
  twitter: text('twitter'),
  urlPhoto: text('url_photo'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sponsors = pgTable('sponsors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nom: text('nom').notNull(),
  url: text('url'),
  urlLogo: text('url_logo'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Advertisements; model_id is the category of a `categorie` ad. */
export const publicites = pgTable(
  'publicites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    urlImage: text('url_image').notNull(),
    modelId: integer('model_id').references(() => categories.id, { onDelete: 'cascade' }),
    valide: boolean('valide').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'publicites_type_check',
      sql`${t.type} in ('banner1', 'banner2', 'pub_accueil', 'shop', 'categorie')`,
    ),
    check('publicites_model_check', sql`(${t.type} = 'categorie') = (${t.modelId} is not null)`),
    index('publicites_type_idx').on(t.type),
    index('publicites_model_idx').on(t.modelId),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    telephone: text('telephone').notNull(),
    email: text('email').notNull(),
    sujet: text('sujet').notNull(),
    msg: text('msg').notNull(),
    vu: boolean('vu').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_vu_idx').on(t.vu), index('contacts_created_idx').on(t.createdAt)],
);

/** Partner requests; etat false = pending, true = account created. */
export const demandeComptes = pgTable(
  'demande_comptes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    telephone: text('telephone').notNull(),
    email: text('email').notNull(),
    designationMagasin: text('designation_magasin').notNull(),
    adresseMagasin: text('adresse_magasin').notNull(),
    wilayaMagasin: text('wilaya_magasin').notNull(),
    description: text('description').notNull(),
    etat: boolean('etat').notNull().default(false),
    marchandId: integer('marchand_id').references(() => marchands.id, { onDelete: 'set null' }),
    traiteeAt: timestamp('traitee_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('demande_comptes_etat_idx').on(t.etat, t.createdAt)],
);

/** Wilayas are data (59–69 arrive in 2027): loaded from packages/domain/data/wilayas.json by the seed. */
export const wilayas = pgTable('wilayas', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  label: text('label').notNull().unique(),
});

/** Every stored image: its variants (widths) live next to it on disk or in S3. */
export const media = pgTable('media', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  widths: integer('widths').array().notNull(),
  createdAt: createdAt(),
});
