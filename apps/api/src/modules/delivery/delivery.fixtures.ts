import { toCentimes } from '@souk/domain/money';
import type { DbOrTx } from '../../db/client';
import { fraisLivraison } from '../../db/schema/commerce';
import { about } from '../../db/schema/content';

/** Test helpers: grid rows and delivery settings written straight to the database (DZD in, centimes stored). */

export async function makeFee(
  db: DbOrTx,
  wilayaCode: number,
  fees: { domicile: number; stop_desk: number },
  marchandId: number | null = null,
) {
  const [row] = await db
    .insert(fraisLivraison)
    .values({
      wilayaCode,
      marchandId,
      domicile: toCentimes(fees.domicile),
      stopDesk: toCentimes(fees.stop_desk),
    })
    .returning();
  return row;
}

export async function setDeliveryConfig(
  db: DbOrTx,
  config: { seuil?: number | null; origine?: number | null },
) {
  const values = {
    livraisonGratuiteSeuil:
      config.seuil === undefined || config.seuil === null ? null : toCentimes(config.seuil),
    livraisonWilayaOrigine: config.origine ?? null,
  };
  await db
    .insert(about)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: about.id, set: values });
}
