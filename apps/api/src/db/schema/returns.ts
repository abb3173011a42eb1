import { ETATS_RETOUR, MOTIFS_RETOUR, ROLES_HISTORIQUE_RETOUR } from '@souk/domain/returns/states';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clients, marchands } from './accounts';
import { createdAt, money, oneOf, updatedAt } from './columns';
import { commandeLignes, commandes } from './commerce';

/**
 * Returns and refunds (migration 0029, docs/decisions/0046-returns-and-refunds.md). Amounts are
 * centimes; the states, reasons and history roles are the domain's lists (returns/states.ts).
 */

/** A client's request to return lines of a delivered order, and where it stands. */
export const retours = pgTable(
  'retours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    commandeId: integer('commande_id')
      .notNull()
      .references(() => commandes.id, { onDelete: 'restrict' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** The order's store, copied for the store's lists; null: a platform order (the administrator sells it). */
    marchandId: integer('marchand_id').references(() => marchands.id, { onDelete: 'restrict' }),
    etat: text('etat', { enum: ETATS_RETOUR }).notNull().default('demande'),
    motif: text('motif', { enum: MOTIFS_RETOUR }).notNull(),
    commentaire: text('commentaire'),
    /** The photos' media paths, at most three. */
    photos: jsonb('photos').notNull().default([]),
    /** What the client got back (returns/refund.ts `refundFor`); null until refunded. */
    montantRembourse: money('montant_rembourse'),
    fraisRembourses: boolean('frais_rembourses').notNull().default(false),
    /** The refund's transfer reference (CIB, cash on delivery). */
    reference: text('reference'),
    /** The seller's (or the arbitrator's) reason for refusing. */
    motifRefus: text('motif_refus'),
    /** Whether the seller put the goods back in stock at reception; null before `recu`. */
    remiseEnStock: boolean('remise_en_stock'),
    /** Card refunds: the provider's refund id once asked, the attempts made, the last failure. */
    providerRefundId: text('provider_refund_id'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundLastError: text('refund_last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('retours_etat_check', oneOf(t.etat, ETATS_RETOUR)),
    check('retours_motif_check', oneOf(t.motif, MOTIFS_RETOUR)),
    check('retours_montant_check', sql`${t.montantRembourse} >= 0`),
    check(
      'retours_photos_check',
      sql`jsonb_typeof(${t.photos}) = 'array' and jsonb_array_length(${t.photos}) <= 3`,
    ),
    check('retours_attempts_check', sql`${t.refundAttempts} >= 0`),
    index('retours_client_idx').on(t.clientId, t.createdAt),
    index('retours_commande_idx').on(t.commandeId),
    index('retours_marchand_etat_idx').on(t.marchandId, t.etat, t.createdAt),
    // Disputes first: the administrator's list of open disputes reads this small index.
    index('retours_litige_idx').on(t.createdAt).where(sql`${t.etat} = 'litige'`),
    index('retours_etat_idx').on(t.etat, t.createdAt),
  ],
);

/** The lines a return brings back, and how many units of each. */
export const retourLignes = pgTable(
  'retour_lignes',
  {
    retourId: integer('retour_id')
      .notNull()
      .references(() => retours.id, { onDelete: 'cascade' }),
    commandeLigneId: integer('commande_ligne_id')
      .notNull()
      .references(() => commandeLignes.id, { onDelete: 'restrict' }),
    quantite: integer('quantite').notNull(),
  },
  (t) => [
    primaryKey({ name: 'retour_lignes_pkey', columns: [t.retourId, t.commandeLigneId] }),
    check('retour_lignes_quantite_check', sql`${t.quantite} > 0`),
    index('retour_lignes_ligne_idx').on(t.commandeLigneId),
  ],
);

/** A return's history: every state it went through, who moved it and the reason given. */
export const retourEtats = pgTable(
  'retour_etats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    retourId: integer('retour_id')
      .notNull()
      .references(() => retours.id, { onDelete: 'cascade' }),
    etat: text('etat').notNull(),
    actorRole: text('actor_role').notNull(),
    actorId: integer('actor_id'),
    motif: text('motif'),
    createdAt: createdAt(),
  },
  (t) => [
    check('retour_etats_etat_check', oneOf(t.etat, ETATS_RETOUR)),
    check('retour_etats_actor_role_check', oneOf(t.actorRole, ROLES_HISTORIQUE_RETOUR)),
    index('retour_etats_retour_idx').on(t.retourId, t.createdAt),
  ],
);
