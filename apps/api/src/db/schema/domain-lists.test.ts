import { MOTIFS_ECHEC, RESULTATS_APPEL } from '@souk/domain/cod-confirmation';
import { COUPON_ETATS } from '@souk/domain/coupons';
import { MODES_LIVRAISON } from '@souk/domain/delivery';
import { TYPES_ECRITURE } from '@souk/domain/finance/entry-types';
import { ETATS_VERSEMENT, TYPES_COMPTE_VERSEMENT } from '@souk/domain/finance/payouts';
import { ETATS } from '@souk/domain/order-states';
import { TYPES_PAIEMENT } from '@souk/domain/payments';
import { ETATS_RETOUR, MOTIFS_RETOUR, ROLES_HISTORIQUE_RETOUR } from '@souk/domain/returns/states';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';

/**
 * The CHECK constraints the migrations created accept exactly the domain's lists, which the drizzle
 * schema writes them from (columns.ts `oneOf`; docs/decisions/0040-one-place-per-rule.md).
 */
describe('CHECK constraints and domain lists', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  const cases: [string, readonly string[]][] = [
    ['commandes_etat_check', ETATS],
    ['commandes_type_paiement_check', TYPES_PAIEMENT],
    ['commandes_mode_livraison_check', MODES_LIVRAISON],
    ['commandes_echec_livraison_motif_check', MOTIFS_ECHEC],
    ['commande_appels_resultat_check', RESULTATS_APPEL],
    ['client_coupons_etat_check', COUPON_ETATS],
    ['ecritures_type_check', TYPES_ECRITURE],
    ['versements_etat_check', ETATS_VERSEMENT],
    ['comptes_versement_type_check', TYPES_COMPTE_VERSEMENT],
    ['retours_etat_check', ETATS_RETOUR],
    ['retours_motif_check', MOTIFS_RETOUR],
    ['retour_etats_etat_check', ETATS_RETOUR],
    ['retour_etats_actor_role_check', ROLES_HISTORIQUE_RETOUR],
  ];

  it.each(cases)('%s holds the domain list', async (name, list) => {
    const { rows } = (await database.db.execute(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${name}`,
    )) as unknown as { rows: { def: string }[] };
    expect(rows).toHaveLength(1);
    const literals = [...(rows[0]?.def ?? '').matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
    expect(literals.sort()).toEqual([...list].sort());
  });
});
