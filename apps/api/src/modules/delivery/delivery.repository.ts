import type { DeliveryRate } from '@souk/domain/delivery';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, marchands } from '../../db/schema/accounts';
import { fraisLivraison } from '../../db/schema/commerce';
import { about } from '../../db/schema/content';

/** The only file that talks to Drizzle about delivery fees: the grid and the configuration row. */

export interface DeliveryConfig {
  /** Centimes; null = delivery is never free. */
  seuil: number | null;
  /** Wilaya code the platform ships from; null until the administrator sets it. */
  origine: number | null;
}

export async function findConfig(db: DbOrTx): Promise<DeliveryConfig> {
  const [row] = await db
    .select({ seuil: about.livraisonGratuiteSeuil, origine: about.livraisonWilayaOrigine })
    .from(about)
    .where(eq(about.id, 1))
    .limit(1);
  return { seuil: row?.seuil ?? null, origine: row?.origine ?? null };
}

/** Writes the two delivery settings only: the rest of the configuration row stays as it is. */
export async function saveConfig(db: DbOrTx, config: DeliveryConfig): Promise<void> {
  const values = { livraisonGratuiteSeuil: config.seuil, livraisonWilayaOrigine: config.origine };
  await db
    .insert(about)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: about.id, set: { ...values, updatedAt: new Date() } });
}

export interface GridRow {
  wilayaCode: number;
  domicile: number;
  stopDesk: number;
}

const scope = (marchandId: number | null) =>
  marchandId === null ? isNull(fraisLivraison.marchandId) : eq(fraisLivraison.marchandId, marchandId);

/** One grid: the platform's (null) or a store's overrides. */
export function listGrid(db: DbOrTx, marchandId: number | null): Promise<GridRow[]> {
  return db
    .select({
      wilayaCode: fraisLivraison.wilayaCode,
      domicile: fraisLivraison.domicile,
      stopDesk: fraisLivraison.stopDesk,
    })
    .from(fraisLivraison)
    .where(scope(marchandId))
    .orderBy(asc(fraisLivraison.wilayaCode));
}

/** Upserts `rows` and removes the rows of `removed` wilayas, in one grid. */
export async function saveGrid(
  db: DbOrTx,
  marchandId: number | null,
  rows: readonly GridRow[],
  removed: readonly number[],
): Promise<void> {
  const now = new Date();
  if (rows.length > 0) {
    await db
      .insert(fraisLivraison)
      .values(rows.map((r) => ({ ...r, marchandId, createdAt: now, updatedAt: now })))
      .onConflictDoUpdate({
        target: [fraisLivraison.wilayaCode, fraisLivraison.marchandId],
        set: {
          domicile: sql`excluded.domicile`,
          stopDesk: sql`excluded.stop_desk`,
          updatedAt: now,
        },
      });
  }
  if (removed.length > 0) {
    await db
      .delete(fraisLivraison)
      .where(and(scope(marchandId), inArray(fraisLivraison.wilayaCode, [...removed])));
  }
}

export interface StoreBrief {
  id: number;
  slug: string;
  designationMagasin: string;
  wilayaMagasin: string | null;
}

const storeColumns = {
  id: marchands.id,
  slug: marchands.slug,
  designationMagasin: marchands.designationMagasin,
  wilayaMagasin: marchands.wilayaMagasin,
};

export async function findStore(db: DbOrTx, id: number): Promise<StoreBrief | null> {
  const [row] = await db.select(storeColumns).from(marchands).where(eq(marchands.id, id)).limit(1);
  return row ?? null;
}

/** Stores with their own rows, by name, with how many wilayas they price. */
export function listStoresWithOverrides(db: DbOrTx): Promise<(StoreBrief & { nbrTarifs: number })[]> {
  return db
    .select({ ...storeColumns, nbrTarifs: count(fraisLivraison.id) })
    .from(fraisLivraison)
    .innerJoin(marchands, eq(marchands.id, fraisLivraison.marchandId))
    .groupBy(marchands.id)
    .orderBy(asc(marchands.designationMagasin), asc(marchands.id));
}

export interface RatesTo {
  /** The platform's row for the destination (the default of every seller). */
  platform: DeliveryRate | null;
  /** Stores' own rows for the destination, by store id. */
  stores: Map<number, DeliveryRate>;
}

/** The rows that price deliveries to `wilayaCode` for the platform and `marchandIds`: one query. */
export async function ratesTo(
  db: DbOrTx,
  wilayaCode: number,
  marchandIds: readonly number[],
): Promise<RatesTo> {
  const rows = await db
    .select({
      marchandId: fraisLivraison.marchandId,
      domicile: fraisLivraison.domicile,
      stopDesk: fraisLivraison.stopDesk,
    })
    .from(fraisLivraison)
    .where(
      and(
        eq(fraisLivraison.wilayaCode, wilayaCode),
        marchandIds.length > 0
          ? sql`(${fraisLivraison.marchandId} is null or ${inArray(fraisLivraison.marchandId, [...marchandIds])})`
          : isNull(fraisLivraison.marchandId),
      ),
    );
  const result: RatesTo = { platform: null, stores: new Map() };
  for (const r of rows) {
    const rate = { domicile: r.domicile, stop_desk: r.stopDesk };
    if (r.marchandId === null) result.platform = rate;
    else result.stores.set(r.marchandId, rate);
  }
  return result;
}

/** The wilaya of the client's profile ('NN - Name'), if any. */
export async function findClientWilaya(db: DbOrTx, clientId: number): Promise<string | null> {
  const [row] = await db.select({ wilaya: clients.wilaya }).from(clients).where(eq(clients.id, clientId));
  return row?.wilaya ?? null;
}
