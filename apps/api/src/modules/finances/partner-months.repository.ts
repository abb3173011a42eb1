import { ALGIERS_UTC_OFFSET_HOURS } from '@souk/domain/algiers-time';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commandeLignes, commandes } from '../../db/schema/commerce';
import { ecritures } from '../../db/schema/finances';

/** The only file that talks to Drizzle about a store's monthly figures. */

const algiersMonth = sql<string>`to_char((${ecritures.createdAt} at time zone 'UTC') + ${sql.raw(`interval '${ALGIERS_UTC_OFFSET_HOURS} hour'`)}, 'YYYY-MM')`;

/**
 * A store's delivered orders per Algiers month of their `vente` (from `from` on), in centimes: lines
 * after promotion, their commissions and the delivery fees. An order delivered again after a
 * correction has a `vente` per delivery but counts once, in the month of its latest.
 */
export async function storeMonths(db: DbOrTx, marchandId: number, from: Date) {
  const lines = db
    .select({
      commandeId: commandeLignes.commandeId,
      commission: sql<number>`sum(${commandeLignes.commission})`.as('commission'),
    })
    .from(commandeLignes)
    .groupBy(commandeLignes.commandeId)
    .as('l');
  const ventes = db
    .select({
      commandeId: ecritures.commandeId,
      mois: sql<string>`max(${algiersMonth})`.as('mois'),
    })
    .from(ecritures)
    .where(
      and(eq(ecritures.marchandId, marchandId), eq(ecritures.type, 'vente'), gte(ecritures.createdAt, from)),
    )
    .groupBy(ecritures.commandeId)
    .as('v');
  return db
    .select({
      mois: ventes.mois,
      ventes: sql<number>`coalesce(sum(${commandes.total} - ${commandes.remisePromotion}), 0)`.mapWith(
        Number,
      ),
      commissions: sql<number>`coalesce(sum(${lines.commission}), 0)`.mapWith(Number),
      frais: sql<number>`coalesce(sum(${commandes.fraisLivraison}), 0)`.mapWith(Number),
    })
    .from(ventes)
    .innerJoin(commandes, eq(commandes.id, ventes.commandeId))
    .innerJoin(lines, eq(lines.commandeId, commandes.id))
    .where(and(eq(commandes.marchandId, marchandId), eq(commandes.etat, 'livree')))
    .groupBy(ventes.mois)
    .orderBy(ventes.mois);
}
