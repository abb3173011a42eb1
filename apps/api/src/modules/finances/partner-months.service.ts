import { algiersMidnight, algiersYearMonth } from '@souk/domain/algiers-time';
import { sellerDueCentimes } from '@souk/domain/finance/seller-due';
import { toDzd } from '@souk/domain/money';
import type { FinancesMoisReply } from '@souk/domain/replies/finances-months';
import type { Ctx } from '../../lib/context';
import { unauthorized } from '../../lib/http-errors';
import * as repo from './partner-months.repository';

/** Months in the partner's chart: this one and the eleven before. */
export const MONTHS_SHOWN = 12;

/** The 'YYYY-MM' of the last `count` Algiers months up to `now`'s, oldest first. */
export function lastMonths(now: Date, count = MONTHS_SHOWN): string[] {
  const { year, month } = algiersYearMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - count + i, 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The store's sales, commissions and due over its last 12 Algiers months, every month listed. */
export async function ownMonths(ctx: Ctx, now = new Date()): Promise<FinancesMoisReply> {
  if (ctx.actor.role !== 'marchand') throw unauthorized();
  const months = lastMonths(now);
  const rows = await repo.storeMonths(ctx.db, ctx.actor.id, algiersMidnight(`${months[0]}-01`));
  const byMonth = new Map(rows.map((row) => [row.mois, row]));
  return {
    data: months.map((mois) => {
      const row = byMonth.get(mois);
      if (!row) return { mois, ventes: 0, commissions: 0, net: 0 };
      // The seller's due from the same rule the ledger uses (the sums are of lines after promotion).
      const net = sellerDueCentimes({
        typePaiement: 'cib',
        total: row.ventes,
        remisePromotion: 0,
        remiseCoupon: 0,
        fraisLivraison: row.frais,
        commission: row.commissions,
      });
      return { mois, ventes: toDzd(row.ventes), commissions: toDzd(row.commissions), net: toDzd(net) };
    }),
  };
}
