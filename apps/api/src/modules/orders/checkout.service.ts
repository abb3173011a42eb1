import { randomBytes, randomUUID } from 'node:crypto';
import { algiersDay } from '@souk/domain/algiers-time';
import { type CommandeAddInput, ORDER_MESSAGES } from '@souk/domain/checkout-schemas';
import { CLIENT_MESSAGES, stockShortCode } from '@souk/domain/client-schemas';
import { checkoutQuoteCentimes } from '@souk/domain/delivery';
import { type FieldCodes, renderFieldError } from '@souk/domain/error-codes';
import { initialEtat } from '@souk/domain/order-states';
import { PAYMENT_MESSAGES } from '@souk/domain/payment-schemas';
import type { OrderSummary } from '@souk/domain/pricing';
import { generateOrderRef } from '@souk/domain/refs';
import { isPaymentTypeAvailable } from '../../config';
import type { Tx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import { validationError } from '../../lib/http-errors';
import { clientIdOf, deleteCartLines, findStockLines, type StockLine } from '../cart';
import { findUsableCoupon, spendCoupon, type UsableCoupon } from '../coupons';
import { type DeliveryTerms, deliveryTerms, destinationOf } from '../delivery';
import { commissionsOf } from '../finances';
import * as repo from './checkout.repository';
import { recordOrderEvent } from './order-events';
import { insertEtatHistory } from './order-state.repository';
import { withTxRetry } from './tx-retry';

/**
 * `commandeAdd` (docs/product/orders-and-money.md, From cart to orders): the selected lines become one
 * order per seller, priced by the server from its own prices and today's promotions, with the stock
 * reserved and the coupon spent — all in one transaction, so a refused checkout leaves nothing behind.
 * Each order adds its own delivery fee: its seller's row of the grid towards the client's wilaya,
 * waived from the free-delivery threshold (modules/delivery).
 */

interface WantedLine {
  /** Position in the payload: errors are reported under `stock_articles.{index}.…`. */
  index: number;
  stockArticleId: number;
  quantite: number;
}

interface PricedLine extends WantedLine {
  stock: StockLine;
  /** Centimes, read from the row the reservation locked. */
  prix: number;
}

interface SellerGroup {
  marchandId: number | null;
  lines: PricedLine[];
  summary: OrderSummary;
  couponId: number | null;
}

/** The lines to order: those not explicitly unselected; a variant may appear once. */
function wantedLines(input: CommandeAddInput): WantedLine[] {
  const wanted: WantedLine[] = [];
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  input.stock_articles.forEach((l, index) => {
    if (l.isSelected === false) return;
    if (seen.has(l.stock_article_id)) {
      errors[`stock_articles.${index}.stock_article_id`] = [ORDER_MESSAGES.duplicateLine];
    }
    seen.add(l.stock_article_id);
    wanted.push({ index, stockArticleId: l.stock_article_id, quantite: l.quantite });
  });
  if (wanted.length === 0) throw validationError({ stock_articles: [ORDER_MESSAGES.emptySelection] });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return wanted;
}

function assertSellable(wanted: WantedLine[], stock: Map<number, StockLine>): void {
  const errors: Record<string, string[]> = {};
  for (const w of wanted) {
    const s = stock.get(w.stockArticleId);
    if (!s) errors[`stock_articles.${w.index}.stock_article_id`] = [CLIENT_MESSAGES.stockUnknown];
    else if (!s.sellable) {
      errors[`stock_articles.${w.index}.stock_article_id`] = [
        `L'article « ${s.article.designation} » n'est plus disponible.`,
      ];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Reserves every line, locking variants in id order (two carts holding the same variants in
 * opposite orders cannot deadlock). Any short line fails the whole checkout, naming each one.
 */
async function reserveAll(
  tx: Tx,
  wanted: WantedLine[],
  stock: Map<number, StockLine>,
): Promise<PricedLine[]> {
  const sorted = [...wanted].sort((a, b) => a.stockArticleId - b.stockArticleId);
  const priced: PricedLine[] = [];
  const short: WantedLine[] = [];
  for (const w of sorted) {
    const reserved = await repo.reserveStock(tx, w.stockArticleId, w.quantite);
    if (reserved) priced.push({ ...w, stock: stock.get(w.stockArticleId)!, prix: reserved.prix });
    else short.push(w);
  }
  if (short.length > 0) {
    const left = await repo.stockQuantities(
      tx,
      short.map((w) => w.stockArticleId),
    );
    const errors: Record<string, string[]> = {};
    const codes: FieldCodes = {};
    for (const w of short.sort((a, b) => a.index - b.index)) {
      const designation = stock.get(w.stockArticleId)!.article.designation;
      const coded = stockShortCode(designation, left.get(w.stockArticleId) ?? 0);
      errors[`stock_articles.${w.index}.quantite`] = [renderFieldError(coded)];
      codes[`stock_articles.${w.index}.quantite`] = [coded];
    }
    throw validationError(errors, undefined, codes);
  }
  return priced.sort((a, b) => a.index - b.index);
}

const pourcentageOf = (l: PricedLine) => l.stock.promotion?.pourcentage ?? 0;

/**
 * One order per seller (the platform first, then stores by id), priced by the domain's
 * `checkoutQuoteCentimes`: the coupon goes to the order with the most to pay for its articles (first
 * one on a tie), capped at them; each order then pays its seller's delivery fee unless its articles
 * after the coupon reach the threshold.
 */
function splitBySeller(
  lines: PricedLine[],
  coupon: UsableCoupon | null,
  terms: DeliveryTerms,
  mode: CommandeAddInput['mode_livraison'],
): SellerGroup[] {
  const bySeller = new Map<number | null, PricedLine[]>();
  for (const l of lines) {
    const key = l.stock.article.marchandId;
    bySeller.set(key, [...(bySeller.get(key) ?? []), l]);
  }
  const sellers = [...bySeller.keys()].sort((a, b) => (a ?? 0) - (b ?? 0));
  const quote = checkoutQuoteCentimes(
    sellers.map((marchandId) => ({
      seller: marchandId,
      lines: bySeller
        .get(marchandId)!
        .map((l) => ({ prix: l.prix, quantite: l.quantite, pourcentage: pourcentageOf(l) })),
      rate: terms.rateOf(marchandId),
    })),
    { couponRemise: coupon?.remise ?? null, mode, seuilGratuite: terms.seuil },
  );
  return quote.orders.map((o) => ({
    marchandId: o.seller,
    lines: bySeller.get(o.seller)!,
    summary: o.summary,
    couponId: o.coupon && coupon ? coupon.id : null,
  }));
}

const REF_ATTEMPTS = 8;

async function insertGroup(
  tx: Tx,
  group: SellerGroup,
  common: {
    checkoutId: string;
    clientId: number;
    input: CommandeAddInput;
    destination: number;
    now: Date;
  },
): Promise<number> {
  const { input, clientId, now } = common;
  const etat = initialEtat(input.type_paiement);
  let commandeId: number | null = null;
  // Refs are short and random: on the rare collision, draw again.
  for (let attempt = 0; attempt < REF_ATTEMPTS && commandeId === null; attempt++) {
    commandeId = await repo.insertOrder(tx, {
      ref: generateOrderRef((n) => randomBytes(n)),
      checkoutId: common.checkoutId,
      clientId,
      marchandId: group.marchandId,
      etat,
      typePaiement: input.type_paiement,
      adresse: input.adresse,
      latitude: input.latitude,
      longitude: input.longitude,
      total: group.summary.total,
      remisePromotion: group.summary.remisePromotion,
      remiseCoupon: group.summary.remiseCoupon,
      montantAPayer: group.summary.aPayer,
      fraisLivraison: group.summary.fraisLivraison,
      modeLivraison: input.mode_livraison,
      wilayaLivraison: common.destination,
      clientCouponId: group.couponId,
      qrToken: randomBytes(32).toString('hex'),
      createdAt: now,
      updatedAt: now,
    });
  }
  if (commandeId === null) throw new Error(`No free order ref after ${REF_ATTEMPTS} attempts`);
  const id = commandeId;
  // The rate of the day is copied onto each line: later rate changes never touch a placed order.
  const commissions = await commissionsOf(
    tx,
    group.marchandId,
    group.lines.map((l) => ({
      articleId: l.stock.article.id,
      prix: l.prix,
      quantite: l.quantite,
      pourcentage: pourcentageOf(l),
    })),
  );
  await repo.insertOrderLines(
    tx,
    group.lines.map((l, i) => ({
      commandeId: id,
      stockArticleId: l.stockArticleId,
      articleId: l.stock.article.id,
      quantite: l.quantite,
      prix: l.prix,
      pourcentage: pourcentageOf(l),
      promotionId: l.stock.promotion?.id ?? null,
      designation: l.stock.article.designation,
      urlImage: l.stock.article.urlImage,
      sousOptions: l.stock.sousOptions,
      ...commissions[i]!,
    })),
  );
  await insertEtatHistory(tx, {
    commandeId: id,
    etat,
    actorRole: 'client',
    actorId: clientId,
    createdAt: now,
  });
  return id;
}

/** Places the checkout; returns the new orders' ids (platform first, then stores by id). */
export async function checkout(ctx: Ctx, input: CommandeAddInput): Promise<number[]> {
  const clientId = clientIdOf(ctx);
  // No provider key and no sandbox (a real deployment): card and CIB are not offered (decision 0009).
  if (!isPaymentTypeAvailable(ctx.config, input.type_paiement)) {
    throw validationError({ type_paiement: [PAYMENT_MESSAGES.typeUnavailable] });
  }
  const wanted = wantedLines(input);
  const destination = await destinationOf(ctx.db, clientId, input.wilaya);
  const today = algiersDay();
  return withTxRetry(ctx.db, async (tx) => {
    const now = new Date();
    const coupon =
      input.coupon_id === undefined ? null : await findUsableCoupon(tx, clientId, input.coupon_id, now);
    const stock = await findStockLines(
      tx,
      wanted.map((w) => w.stockArticleId),
      today,
    );
    assertSellable(wanted, stock);
    const lines = await reserveAll(tx, wanted, stock);
    // After the stock, always in this order: a checkout locks variants, then its coupon.
    if (coupon) await spendCoupon(tx, coupon.id, clientId, now);
    const sellerIds = [...new Set(lines.map((l) => l.stock.article.marchandId))];
    const terms = await deliveryTerms(
      tx,
      destination,
      sellerIds.filter((id): id is number => id !== null),
    );
    const checkoutId = randomUUID();
    const ids: number[] = [];
    for (const group of splitBySeller(lines, coupon, terms, input.mode_livraison)) {
      ids.push(await insertGroup(tx, group, { checkoutId, clientId, input, destination, now }));
    }
    await deleteCartLines(
      tx,
      clientId,
      lines.map((l) => l.stockArticleId),
    );
    // Mails and live feeds hear of it after COMMIT (modules/notifications).
    recordOrderEvent({ kind: 'placed', clientId, commandeIds: ids });
    return ids;
  });
}
