import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Administrators (`v1/user/...`). */
export const admins = pgTable('admins', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  password: text('password').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    email: text('email').notNull().unique(),
    telephone: text('telephone'),
    genre: text('genre'),
    adresse: text('adresse'),
    wilaya: text('wilaya'),
    urlPhoto: text('url_photo'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    description: text('description'),
    /** The client's language ('fr' | 'ar' | 'en'), set by the web app; the order invoice is written in it. */
    langue: text('langue').notNull().default('fr'),
    /** false = blocked by an administrator: cannot log in nor order. */
    valide: boolean('valide').notNull().default(true),
    password: text('password').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('clients_genre_check', sql`${t.genre} is null or ${t.genre} in ('home', 'femme')`),
    check('clients_langue_check', sql`${t.langue} in ('fr', 'ar', 'en')`),
    index('clients_created_at_idx').on(t.createdAt),
  ],
);

/** A partner (merchant) and its one store. */
export const marchands = pgTable(
  'marchands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    email: text('email').notNull().unique(),
    telephone: text('telephone'),
    genre: text('genre'),
    urlPhoto: text('url_photo'),
    designationMagasin: text('designation_magasin').notNull(),
    adresseMagasin: text('adresse_magasin'),
    wilayaMagasin: text('wilaya_magasin'),
    urlPhotoMagasin: text('url_photo_magasin'),
    description: text('description'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    /** Legal identity (law 18-05): commercial register number and tax id, shown on the shop page and invoices. */
    registreCommerce: text('registre_commerce'),
    nif: text('nif'),
    /** The partner's language ('fr' | 'ar' | 'en'), set by the web app; its payout e-mails are written in it. */
    langue: text('langue').notNull().default('fr'),
    /** false = store blocked: hidden from the storefront, its partner cannot log in. */
    valide: boolean('valide').notNull().default(true),
    password: text('password').notNull(),
    /** When the partner last opened its orders list (new-orders counter). */
    commandesVuesAt: timestamp('commandes_vues_at', { withTimezone: true, mode: 'date' }),
    /** The store's own commission rate in hundredths of a percent (null: its category's or the default). */
    tauxCommission: integer('taux_commission'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('marchands_genre_check', sql`${t.genre} is null or ${t.genre} in ('home', 'femme')`),
    check('marchands_langue_check', sql`${t.langue} in ('fr', 'ar', 'en')`),
    index('marchands_designation_idx').on(t.designationMagasin),
    check('marchands_taux_commission_check', sql`${t.tauxCommission} between 0 and 10000`),
  ],
);

export const ROLES = ['client', 'marchand', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Opaque bearer tokens, stored as sha256 hashes; `role` keeps one role's token out of another's routes. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: text('role').$type<Role>().notNull(),
    ownerId: integer('owner_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_idx').on(t.tokenHash),
    index('access_tokens_owner_idx').on(t.role, t.ownerId),
    check('access_tokens_role_check', sql`${t.role} in ('client', 'marchand', 'user')`),
  ],
);

/** Single-use, hashed, expiring password-reset tokens. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: text('role').$type<Role>().notNull(),
    ownerId: integer('owner_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_hash_idx').on(t.tokenHash),
    index('password_resets_owner_idx').on(t.role, t.ownerId),
    check('password_resets_role_check', sql`${t.role} in ('client', 'marchand', 'user')`),
  ],
);

/** Who did what, when: every admin write and every order state change can be traced. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorRole: text('actor_role').notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Throttling counters shared by the API processes on PostgreSQL without Redis (lib/rate-limiter.ts,
 * decision 0030): a fixed window per key, from the first hit to `resetAt`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('rate_limits_reset_at_idx').on(t.resetAt),
    check('rate_limits_count_check', sql`${t.count} >= 0`),
  ],
);

/**
 * What the durable jobs did for good (modules/jobs, decision 0049): one row per sent mail or feed
 * event, under the job's idempotency key, written right after the send; a job run again after a crash
 * or a failure skips what is recorded here. Rows older than 90 days are deleted by the jobs' sweep.
 */
export const tachesFaites = pgTable(
  'taches_faites',
  {
    cle: text('cle').primaryKey(),
    faiteLe: timestamp('faite_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('taches_faites_faite_le_idx').on(t.faiteLe)],
);
