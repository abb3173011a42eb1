import { MOTIFS_ECHEC, RESULTATS_APPEL } from '@souk/domain/cod-confirmation';
import { COUPON_ETATS } from '@souk/domain/coupons';
import { MODES_LIVRAISON } from '@souk/domain/delivery';
import { ETATS } from '@souk/domain/order-states';
import { TYPES_PAIEMENT } from '@souk/domain/payments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, marchands, type Role } from './accounts';
import { articles, stockArticles } from './catalog';
import { createdAt, money, oneOf, updatedAt } from './columns';

/** Cart lines: the basket lives in the database so any API process can serve it. */
export const panierLignes = pgTable(
  'panier_lignes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stockArticleId: integer('stock_article_id')
      .notNull()
      .references(() => stockArticles.id, { onDelete: 'cascade' }),
    quantite: integer('quantite').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('panier_lignes_quantite_check', sql`${t.quantite} > 0`),
    uniqueIndex('panier_lignes_client_stock_idx').on(t.clientId, t.stockArticleId),
  ],
);

/** Coupon models (admin): a reward issued when an order of at least `montant` is delivered. */
export const couponModels = pgTable(
  'coupon_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    designation: text('designation').notNull(),
    duree: integer('duree').notNull(),
    montant: money('montant').notNull(),
    remise: money('remise').notNull(),
    valide: boolean('valide').notNull().default(true),
    /** Issued codes; a model with issued codes cannot be deleted. */
    nbrCoupon: integer('nbr_coupon').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupon_models_duree_check', sql`${t.duree} > 0`),
    check('coupon_models_montant_check', sql`${t.montant} >= 0`),
    check('coupon_models_remise_check', sql`${t.remise} > 0`),
    check('coupon_models_nbr_check', sql`${t.nbrCoupon} >= 0`),
  ],
);

/** A client's coupon code: unique, usable once, within `duree` days. */
export const clientCoupons = pgTable(
  'client_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    couponModelId: integer('coupon_model_id')
      .notNull()
      .references(() => couponModels.id, { onDelete: 'restrict' }),
    etat: text('etat').notNull().default('non_utilise'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The delivered order that earned it (one reward per order). */
    sourceCommandeId: integer('source_commande_id').unique(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('client_coupons_etat_check', oneOf(t.etat, COUPON_ETATS)),
    index('client_coupons_client_idx').on(t.clientId),
  ],
);

/** Percentage promotions: the platform's (marchand_id null, admin) or one store's. */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    designation: text('designation').notNull(),
    dateDebut: date('date_debut', { mode: 'string' }).notNull(),
    dateFin: date('date_fin', { mode: 'string' }).notNull(),
    pourcentage: smallint('pourcentage').notNull(),
    valide: boolean('valide').notNull().default(true),
    marchandId: integer('marchand_id').references(() => marchands.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promotions_pourcentage_check', sql`${t.pourcentage} between 0 and 100`),
    check('promotions_dates_check', sql`${t.dateFin} >= ${t.dateDebut}`),
    index('promotions_marchand_idx').on(t.marchandId),
    index('promotions_active_idx').on(t.valide, t.dateDebut, t.dateFin),
  ],
);

export const promotionArticles = pgTable(
  'promotion_articles',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.articleId] }),
    index('promotion_articles_article_idx').on(t.articleId),
  ],
);

/**
 * The delivery fee grid (centimes), per destination wilaya: the platform's row (marchand_id null)
 * and, where the administrator set one, a store's own row, which wins for that store's orders.
 * Wilaya codes are checked against the wilaya data by the API (59–69 arrive as data, not a migration).
 */
export const fraisLivraison = pgTable(
  'frais_livraison',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    wilayaCode: smallint('wilaya_code').notNull(),
    marchandId: integer('marchand_id').references(() => marchands.id, { onDelete: 'cascade' }),
    domicile: money('domicile').notNull(),
    stopDesk: money('stop_desk').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('frais_livraison_wilaya_marchand_unique').on(t.wilayaCode, t.marchandId).nullsNotDistinct(),
    check('frais_livraison_wilaya_check', sql`${t.wilayaCode} between 1 and 99`),
    check('frais_livraison_montants_check', sql`${t.domicile} >= 0 and ${t.stopDesk} >= 0`),
    index('frais_livraison_marchand_idx').on(t.marchandId),
  ],
);

/**
 * One order per seller and checkout (docs/product/orders-and-money.md, From cart to orders).
 * marchand_id null = sold by the platform. Amounts are centimes computed by the server; `total` is Σ
 * quantite × prix before promotions.
 */
export const commandes = pgTable(
  'commandes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull().unique(),
    checkoutId: text('checkout_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    marchandId: integer('marchand_id').references(() => marchands.id, { onDelete: 'restrict' }),
    etat: text('etat').notNull(),
    typePaiement: text('type_paiement').notNull(),
    adresse: text('adresse').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    total: money('total').notNull(),
    remisePromotion: money('remise_promotion').notNull().default(0),
    remiseCoupon: money('remise_coupon').notNull().default(0),
    montantAPayer: money('montant_a_payer').notNull(),
    clientCouponId: integer('client_coupon_id').references(() => clientCoupons.id, { onDelete: 'set null' }),
    /** Centimes, included in `montant_a_payer` (0 when the order reached the free-delivery threshold). */
    fraisLivraison: money('frais_livraison').notNull().default(0),
    modeLivraison: text('mode_livraison').notNull().default('domicile'),
    /** Destination wilaya code; null on orders placed before delivery fees existed. */
    wilayaLivraison: smallint('wilaya_livraison'),
    /** Opaque token (≥128 bits) carried by the order's QR code. */
    qrToken: text('qr_token').notNull().unique(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** Cash on delivery: when the client last confirmed the order on the phone (null: not confirmed). */
    confirmeeAt: timestamp('confirmee_at', { withTimezone: true, mode: 'date' }),
    /** Phone-confirmation attempts recorded (`commande_appels`), kept here for the lists. */
    nbrAppels: integer('nbr_appels').notNull().default(0),
    /** Why the parcel could not be delivered (the order was then cancelled), and when. */
    echecLivraisonMotif: text('echec_livraison_motif'),
    echecLivraisonNote: text('echec_livraison_note'),
    echecLivraisonAt: timestamp('echec_livraison_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('commandes_nbr_appels_check', sql`${t.nbrAppels} >= 0`),
    check(
      'commandes_echec_livraison_motif_check',
      sql`${t.echecLivraisonMotif} is null or ${oneOf(t.echecLivraisonMotif, MOTIFS_ECHEC)}`,
    ),
    // The client's delivery record (sellers' order detail and list badge) reads failures per client.
    index('commandes_client_echec_idx')
      .on(t.clientId, t.echecLivraisonAt)
      .where(sql`${t.echecLivraisonMotif} is not null`),
    check('commandes_etat_check', oneOf(t.etat, ETATS)),
    check('commandes_type_paiement_check', oneOf(t.typePaiement, TYPES_PAIEMENT)),
    check(
      'commandes_montants_check',
      sql`${t.total} >= 0 and ${t.remisePromotion} >= 0 and ${t.remiseCoupon} >= 0 and ${t.montantAPayer} >= 0`,
    ),
    check('commandes_frais_livraison_check', sql`${t.fraisLivraison} >= 0`),
    check('commandes_mode_livraison_check', oneOf(t.modeLivraison, MODES_LIVRAISON)),
    index('commandes_client_idx').on(t.clientId, t.createdAt),
    index('commandes_marchand_idx').on(t.marchandId, t.createdAt),
    index('commandes_etat_idx').on(t.etat, t.createdAt),
    index('commandes_checkout_idx').on(t.checkoutId),
    index('commandes_created_idx').on(t.createdAt),
  ],
);

/** Order lines keep a snapshot of what was sold, at the price and promotion of the day. */
export const commandeLignes = pgTable(
  'commande_lignes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    stockArticleId: integer('stock_article_id').references(() => stockArticles.id, { onDelete: 'set null' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    quantite: integer('quantite').notNull(),
    prix: money('prix').notNull(),
    pourcentage: smallint('pourcentage').notNull().default(0),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    designation: text('designation').notNull(),
    urlImage: text('url_image'),
    /** [{ option_id, option, id, designation }] — the variant as it was when ordered. */
    sousOptions: jsonb('sous_options').notNull().default([]),
    /** The commission rate copied when the order was placed, hundredths of a percent (0: platform order). */
    tauxCommission: integer('taux_commission').notNull().default(0),
    /** The line's commission in centimes (finance/commission.ts `lineCommissionCentimes`). */
    commission: money('commission').notNull().default(0),
  },
  (t) => [
    check('commande_lignes_quantite_check', sql`${t.quantite} > 0`),
    check('commande_lignes_prix_check', sql`${t.prix} >= 0`),
    check('commande_lignes_pourcentage_check', sql`${t.pourcentage} between 0 and 100`),
    check('commande_lignes_taux_commission_check', sql`${t.tauxCommission} between 0 and 10000`),
    check('commande_lignes_commission_check', sql`${t.commission} >= 0`),
    index('commande_lignes_commande_idx').on(t.commandeId),
    index('commande_lignes_article_idx').on(t.articleId),
    index('commande_lignes_stock_idx').on(t.stockArticleId),
  ],
);

/** Every state change: who (role + id) and when. */
export const commandeEtats = pgTable(
  'commande_etats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    etat: text('etat').notNull(),
    actorRole: text('actor_role').notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('commande_etats_commande_idx').on(t.commandeId, t.createdAt)],
);

/** Cash on delivery: every phone call to confirm an order, with its result and who called. */
export const commandeAppels = pgTable(
  'commande_appels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'cascade' }),
    resultat: text('resultat').notNull(),
    note: text('note'),
    actorRole: text('actor_role').notNull(),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('commande_appels_resultat_check', oneOf(t.resultat, RESULTATS_APPEL)),
    index('commande_appels_commande_idx').on(t.commandeId, t.createdAt),
  ],
);

/** Payment attempts; `idempotency_key` makes paying an order twice charge once. */
export const paiements = pgTable(
  'paiements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    statut: text('statut').notNull(),
    montant: money('montant').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    message: text('message'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The refund of a successful card payment whose order was cancelled (migration 0030,
     * returns/card-refunds.service.ts): the provider's refund id, the attempts, the last failure,
     * when the last attempt was made (the retry's backoff counts from it) and when it succeeded.
     */
    refundProviderId: text('refund_provider_id'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundLastError: text('refund_last_error'),
    refundTriedAt: timestamp('refund_tried_at', { withTimezone: true, mode: 'date' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('paiements_statut_check', sql`${t.statut} in ('en_cours', 'reussi', 'refuse')`),
    check('paiements_refund_attempts_check', sql`${t.refundAttempts} >= 0`),
    index('paiements_commande_idx').on(t.commandeId),
    uniqueIndex('paiements_provider_ref_idx').on(t.provider, t.providerRef),
  ],
);

/**
 * The `Idempotency-Key` of a money-moving call and the reply it got (migrations 0020 and 0026,
 * decision 0033), scoped to its owner: a client, a partner or an administrator. `status_code` null:
 * the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    role: text('role').$type<Role>().notNull(),
    ownerId: integer('owner_id').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    reply: jsonb('reply'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.role, t.ownerId, t.route, t.key] }),
    check('idempotency_keys_role_check', sql`${t.role} in ('client', 'marchand', 'user')`),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
