import { TYPES_ECRITURE } from '@souk/domain/finance/entry-types';
import { ETATS_VERSEMENT, TYPES_COMPTE_VERSEMENT } from '@souk/domain/finance/payouts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, marchands } from './accounts';
import { createdAt, money, oneOf, updatedAt } from './columns';
import { commandes } from './commerce';
import { retours } from './returns';

/**
 * Marketplace money (migration 0025, docs/decisions/0044-seller-ledger.md). Amounts are centimes;
 * commission rates are hundredths of a percent (10 % = 1000).
 */

/** The money settings: a single row (id 1). */
export const financesConfig = pgTable(
  'finances_config',
  {
    id: smallint('id').primaryKey().default(1),
    /** Hundredths of a percent. */
    commissionDefaut: integer('commission_defaut').notNull().default(1000),
    delaiRetenueJours: integer('delai_retenue_jours').notNull().default(7),
    delaiRetourJours: integer('delai_retour_jours').notNull().default(30),
    versementMinimum: money('versement_minimum').notNull().default(100_000),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('finances_config_singleton_check', sql`${t.id} = 1`),
    check('finances_config_commission_check', sql`${t.commissionDefaut} between 0 and 10000`),
    check('finances_config_delais_check', sql`${t.delaiRetenueJours} >= 0 and ${t.delaiRetourJours} >= 0`),
    check('finances_config_minimum_check', sql`${t.versementMinimum} >= 0`),
  ],
);

/** A payout a partner asked for; one open (`demandee`) request per store. */
export const versements = pgTable(
  'versements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    marchandId: integer('marchand_id')
      .notNull()
      .references(() => marchands.id, { onDelete: 'restrict' }),
    montant: money('montant').notNull(),
    etat: text('etat').notNull().default('demandee'),
    /** The transfer's reference (paid). */
    reference: text('reference'),
    /** Why it was rejected. */
    motif: text('motif'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    traiteAt: timestamp('traite_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('versements_montant_check', sql`${t.montant} > 0`),
    check('versements_etat_check', oneOf(t.etat, ETATS_VERSEMENT)),
    uniqueIndex('versements_une_demande_idx').on(t.marchandId).where(sql`${t.etat} = 'demandee'`),
    index('versements_marchand_idx').on(t.marchandId, t.createdAt),
    index('versements_etat_idx').on(t.etat, t.createdAt),
  ],
);

/** Where a store's payouts are sent. */
export const comptesVersement = pgTable(
  'comptes_versement',
  {
    marchandId: integer('marchand_id')
      .primaryKey()
      .references(() => marchands.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    titulaire: text('titulaire').notNull(),
    numero: text('numero').notNull(),
    /** The CCP key (null for a RIB). */
    cle: text('cle'),
    updatedAt: updatedAt(),
  },
  (t) => [check('comptes_versement_type_check', oneOf(t.type, TYPES_COMPTE_VERSEMENT))],
);

/**
 * The seller's ledger: signed centimes in the seller's view, never updated nor deleted (a trigger
 * refuses both); a correction is a new entry. One `vente` per order at most.
 */
export const ecritures = pgTable(
  'ecritures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    marchandId: integer('marchand_id')
      .notNull()
      .references(() => marchands.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    montant: money('montant').notNull(),
    libelle: text('libelle').notNull(),
    commandeId: integer('commande_id').references(() => commandes.id, { onDelete: 'restrict' }),
    versementId: integer('versement_id').references(() => versements.id, { onDelete: 'restrict' }),
    /** The return refunded (`remboursement`). */
    retourId: integer('retour_id').references(() => retours.id, { onDelete: 'restrict' }),
    reference: text('reference'),
    motif: text('motif'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    disponibleAt: timestamp('disponible_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('ecritures_type_check', oneOf(t.type, TYPES_ECRITURE)),
    uniqueIndex('ecritures_une_vente_idx').on(t.commandeId).where(sql`${t.type} = 'vente'`),
    index('ecritures_marchand_idx').on(t.marchandId, t.createdAt),
    index('ecritures_marchand_type_idx').on(t.marchandId, t.type, t.createdAt),
    // INCLUDE (montant): written by migration 0028, which drizzle's builder does not express.
    index('ecritures_disponible_idx').on(t.marchandId, t.disponibleAt),
    index('ecritures_commande_idx').on(t.commandeId).where(sql`${t.commandeId} is not null`),
    index('ecritures_versement_idx').on(t.versementId).where(sql`${t.versementId} is not null`),
    index('ecritures_retour_idx').on(t.retourId).where(sql`${t.retourId} is not null`),
  ],
);

/**
 * Each store's running total: Σ `ecritures.montant` of the store, kept by the trigger of migration 0028
 * in the transaction of every insert into `ecritures` (decision 0044, addendum); no row: no entry yet.
 */
export const soldesMarchands = pgTable('soldes_marchands', {
  marchandId: integer('marchand_id')
    .primaryKey()
    .references(() => marchands.id, { onDelete: 'restrict' }),
  total: money('total').notNull().default(0),
});
