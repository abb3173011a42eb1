import { algiersDay } from '@souk/domain/algiers-time';
import {
  DELIVERY_MESSAGES,
  type DeliveryRate,
  WILAYA_CODES,
  wilayaCodeOf,
  wilayaLabelOf,
} from '@souk/domain/delivery';
import type { FraisLivraisonEditInput, LivraisonConfigInput } from '@souk/domain/delivery-schemas';
import { toCentimes, toDzd } from '@souk/domain/money';
import type { DeliveryConfigReply, GridReply, QuoteReply } from '@souk/domain/replies/delivery';
import type { DbOrTx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { notFound, unauthorized, validationError } from '../../lib/http-errors';
import { clientIdOf, findStockLines, listCartLines } from '../cart';
import * as repo from './delivery.repository';

/**
 * Delivery fees (docs/product/orders-and-money.md, Delivery fees; decision 0014).
 *
 * - The grid: per destination wilaya, a home-delivery and a stop-desk fee. The platform's rows
 *   (marchand_id null) price every seller; a store may get its own rows from the administrator
 *   (it ships from elsewhere, has its own carrier…), which win for that store's orders.
 * - Each seller order of a checkout pays its seller's fee towards the client's wilaya, unless its
 *   articles after promotions and coupon reach the free-delivery threshold (configuration).
 * - A destination the grid does not price ships without fee (nothing is invented).
 */

function requireAdmin(ctx: Ctx): void {
  if (ctx.actor.role !== 'user') throw unauthorized();
}

const dzdOrNull = (centimes: number | null) => (centimes === null ? null : toDzd(centimes));
const rateToDzd = (r: DeliveryRate): DeliveryRate => ({
  domicile: toDzd(r.domicile),
  stop_desk: toDzd(r.stop_desk),
});

function toConfigReply(config: repo.DeliveryConfig): DeliveryConfigReply {
  return {
    livraison_gratuite_seuil: dzdOrNull(config.seuil),
    livraison_wilaya_origine: config.origine,
    livraison_wilaya_origine_label: wilayaLabelOf(config.origine),
  };
}

const toStoreReply = (s: repo.StoreBrief) => ({
  id: s.id,
  slug: s.slug,
  designation_magasin: s.designationMagasin,
  wilaya_magasin: s.wilayaMagasin,
});

export async function getDeliveryConfig(ctx: Ctx): Promise<DeliveryConfigReply> {
  return toConfigReply(await repo.findConfig(ctx.db));
}

export async function saveDeliveryConfig(
  ctx: Ctx,
  input: LivraisonConfigInput,
): Promise<DeliveryConfigReply> {
  requireAdmin(ctx);
  const config = {
    seuil: input.livraison_gratuite_seuil === undefined ? null : toCentimes(input.livraison_gratuite_seuil),
    origine: input.livraison_wilaya_origine,
  };
  await repo.saveConfig(ctx.db, config);
  return toConfigReply(config);
}

async function storeOrNotFound(db: DbOrTx, id: number): Promise<repo.StoreBrief> {
  const store = await repo.findStore(db, id);
  if (!store) throw notFound(DELIVERY_MESSAGES.storeNotFound);
  return store;
}

/** One grid (the platform's, or a store's own rows) over every wilaya, with the configuration. */
export async function getGrid(ctx: Ctx, marchandId?: number): Promise<GridReply> {
  requireAdmin(ctx);
  const store = marchandId === undefined ? null : await storeOrNotFound(ctx.db, marchandId);
  const [config, platform, own, stores] = await Promise.all([
    repo.findConfig(ctx.db),
    repo.listGrid(ctx.db, null),
    store ? repo.listGrid(ctx.db, store.id) : Promise.resolve(null),
    repo.listStoresWithOverrides(ctx.db),
  ]);
  const platformBy = new Map(platform.map((r) => [r.wilayaCode, r]));
  const ownBy = new Map((own ?? platform).map((r) => [r.wilayaCode, r]));
  return {
    config: toConfigReply(config),
    marchand: store ? toStoreReply(store) : null,
    lignes: WILAYA_CODES.map((code) => {
      const row = ownBy.get(code);
      const p = platformBy.get(code);
      return {
        wilaya_code: code,
        wilaya: wilayaLabelOf(code) ?? String(code),
        domicile: row ? toDzd(row.domicile) : null,
        stop_desk: row ? toDzd(row.stopDesk) : null,
        plateforme: p ? { domicile: toDzd(p.domicile), stop_desk: toDzd(p.stopDesk) } : null,
      };
    }),
    marchands: stores.map((s) => ({ ...toStoreReply(s), nbr_tarifs: s.nbrTarifs })),
  };
}

/**
 * Writes the sent rows of one grid. A store's row sent with both fees blank is removed (the store
 * pays the platform's fee there again); wilayas not sent are left as they are.
 */
export async function editGrid(ctx: Ctx, input: FraisLivraisonEditInput): Promise<GridReply> {
  requireAdmin(ctx);
  const marchandId = input.marchand_id ?? null;
  if (marchandId !== null) await storeOrNotFound(ctx.db, marchandId);
  const rows: repo.GridRow[] = [];
  const removed: number[] = [];
  for (const line of input.lignes) {
    if (line.domicile === undefined || line.stop_desk === undefined) removed.push(line.wilaya_code);
    else {
      rows.push({
        wilayaCode: line.wilaya_code,
        domicile: toCentimes(line.domicile),
        stopDesk: toCentimes(line.stop_desk),
      });
    }
  }
  await ctx.db.transaction((tx) => repo.saveGrid(tx, marchandId, rows, removed));
  return getGrid(ctx, marchandId ?? undefined);
}

// ---------------------------------------------------------------- pricing orders

export interface DeliveryTerms {
  destination: number;
  /** Centimes. */
  seuil: number | null;
  /** The row that prices `marchandId`'s orders (null: the platform's own) towards the destination. */
  rateOf(marchandId: number | null): DeliveryRate | null;
}

/** What the checkout needs to price each seller order's delivery: one query for the rows. */
export async function deliveryTerms(
  db: DbOrTx,
  destination: number,
  marchandIds: readonly number[],
): Promise<DeliveryTerms> {
  // One after the other: `db` may be the checkout's transaction.
  const config = await repo.findConfig(db);
  const rates = await repo.ratesTo(db, destination, marchandIds);
  return {
    destination,
    seuil: config.seuil,
    rateOf: (id) => (id === null ? null : rates.stores.get(id)) ?? rates.platform,
  };
}

/**
 * The destination of a client's order: the wilaya sent, else the one of the client's profile; a
 * client with neither is asked for it.
 */
export async function destinationOf(db: DbOrTx, clientId: number, sent: number | undefined): Promise<number> {
  if (sent !== undefined) return sent;
  const code = wilayaCodeOf(await repo.findClientWilaya(db, clientId));
  if (code === null) throw validationError({ wilaya: [DELIVERY_MESSAGES.wilayaRequired] });
  return code;
}

/**
 * The fees of every seller of the client's cart towards a wilaya (the profile's by default), so
 * the cart prices the selected lines with the same rule as the checkout.
 */
export async function quoteCart(ctx: Ctx, wilaya: number | undefined): Promise<QuoteReply> {
  const clientId = clientIdOf(ctx);
  const destination = await destinationOf(ctx.db, clientId, wilaya);
  const lines = await listCartLines(ctx.db, clientId);
  const stock = await findStockLines(
    ctx.db,
    lines.map((l) => l.stockArticleId),
    algiersDay(),
  );
  const sellers = new Map<number | null, { designation: string | null; origine: string | null }>();
  const config = await repo.findConfig(ctx.db);
  for (const s of stock.values()) {
    const id = s.article.marchandId;
    if (sellers.has(id)) continue;
    sellers.set(
      id,
      s.marchand
        ? { designation: s.marchand.designationMagasin, origine: s.marchand.wilayaMagasin }
        : { designation: null, origine: wilayaLabelOf(config.origine) },
    );
  }
  const ids = [...sellers.keys()].sort((a, b) => (a ?? 0) - (b ?? 0));
  const terms = await deliveryTerms(
    ctx.db,
    destination,
    ids.filter((id): id is number => id !== null),
  );
  return {
    wilaya_code: destination,
    wilaya: wilayaLabelOf(destination) ?? String(destination),
    livraison_gratuite_seuil: dzdOrNull(config.seuil),
    vendeurs: ids.map((id) => {
      const rate = terms.rateOf(id);
      const dzd = rate ? rateToDzd(rate) : null;
      const seller = sellers.get(id)!;
      return {
        marchand_id: id,
        designation_magasin: seller.designation,
        origine: seller.origine,
        domicile: dzd?.domicile ?? null,
        stop_desk: dzd?.stop_desk ?? null,
      };
    }),
  };
}
