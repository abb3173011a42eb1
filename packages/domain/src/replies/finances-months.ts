import { z } from '../validation';

/**
 * `GET v1/marchand/financesMois`: a store's last 12 Algiers months (the current one last), each with
 * its delivered orders' figures in DZD, counted in the month their `vente` was written (delivery):
 * `ventes` Σ lines after promotion, `commissions` Σ their commissions, `net` the seller's due
 * (ventes − commissions + delivery fees, docs/product/orders-and-money.md). A month without a delivery reads zeros.
 */
export const financesMoisReply = z.object({
  data: z.array(
    z.object({
      /** 'YYYY-MM'. */
      mois: z.string(),
      ventes: z.number(),
      commissions: z.number(),
      net: z.number(),
    }),
  ),
});
export type FinancesMoisReply = z.infer<typeof financesMoisReply>;
