import { etatSchema } from '../order-states';
import { z } from '../validation';

/** Replies of the dashboard calls; amounts in DZD. The counters are `countReply` (common.ts). */

export const statistiquesSchema = z.object({
  revenus_par_jour: z.array(z.object({ date: z.iso.date(), total: z.number() })),
  commandes_par_etat: z.array(z.object({ etat: etatSchema, total: z.number().int() })),
  /** Administrators only. */
  top_magasins: z
    .array(
      z.object({
        id: z.number().int(),
        designation_magasin: z.string(),
        slug: z.string(),
        /** Revenue in DZD. */
        total: z.number(),
        /** Paid orders behind that revenue. */
        commandes: z.number().int(),
      }),
    )
    .optional(),
});
export type Statistiques = z.infer<typeof statistiquesSchema>;

export const statistiquesReply = z.object({ data: statistiquesSchema });
