import { algiersDay, formatDay } from '@souk/domain/algiers-time';
import { type FieldErrorCode, renderFieldError } from '@souk/domain/error-codes';
import { toDzd } from '@souk/domain/money';
import type { Paginated } from '@souk/domain/pagination';
import type { PromotionBody } from '@souk/domain/promotion-schemas';
import { isPromotionRunning } from '@souk/domain/promotions';
import type { PromotionReply } from '@souk/domain/replies/promotions';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../lib/context';
import { codedError, notFound, unauthorized, validationError } from '../../lib/http-errors';
import { PER_PAGE, paginate } from '../../lib/pagination';
import type { OverlapRow, PromotionArticleRow, PromotionOwner, PromotionRow } from './promotions.repository';
import * as repo from './promotions.repository';
import { overlapCode, PROMOTION_MESSAGES, unblockOverlapCode } from './promotions.schemas';

/**
 * The promotion rules (docs/product/orders-and-money.md, Promotions; decision 0012):
 * - a partner manages its store's promotions over its own articles; the administrator the
 *   platform's promotions over the platform's own articles (a store's article is refused, like
 *   another store's for a partner: a 422 on `article_ids`, nothing saved);
 * - another owner's promotion is a 404, its existence not revealed;
 * - an article is in at most one active (valide) promotion on any given day: the storefront then
 *   always knows which discount applies. Saving or unblocking a promotion that would break this is
 *   refused and names the promotion in the way;
 * - a new promotion is active at once and may not have ended already.
 */

export function ownerOf(ctx: Ctx): PromotionOwner {
  if (ctx.actor.role === 'marchand') return { marchandId: ctx.actor.id };
  if (ctx.actor.role === 'user') return 'platform';
  throw unauthorized();
}

function toReply(row: PromotionRow, articles: PromotionArticleRow[], today: string): PromotionReply {
  return {
    id: row.id,
    designation: row.designation,
    date_debut: row.dateDebut,
    date_fin: row.dateFin,
    pourcentage: row.pourcentage,
    valide: row.valide,
    en_cours: isPromotionRunning(row, today),
    articles: articles.map((a) => ({
      id: a.id,
      slug: a.slug,
      designation: a.designation,
      url_image: a.urlImage,
      marque: a.marque,
      valide: a.valide,
      sous_categorie: a.sousCategorie,
      stock_articles: a.stock.map((s) => ({ id: s.id, prix: toDzd(Number(s.prix)) })),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withArticles(db: Ctx['db'], rows: PromotionRow[]): Promise<PromotionReply[]> {
  const articles = await repo.listPromotionArticles(
    db,
    rows.map((r) => r.id),
  );
  const today = algiersDay();
  return rows.map((row) =>
    toReply(
      row,
      articles.filter((a) => a.promotionId === row.id),
      today,
    ),
  );
}

/** GET promotions: the owner's, newest first, 10 a page, searched on the designation. */
export function listPromotions(
  ctx: Ctx,
  request: FastifyRequest,
  query: { page: number; search?: string },
): Promise<Paginated<PromotionReply>> {
  const owner = ownerOf(ctx);
  const { page, search } = query;
  return paginate(
    request,
    { page, perPage: PER_PAGE.table, filters: { search } },
    () => repo.countPromotions(ctx.db, owner, search),
    async (limit, offset) =>
      withArticles(ctx.db, await repo.listPromotions(ctx.db, owner, search, limit, offset)),
  );
}

/** The 422 of the articles already in another active promotion: one sentence (and its code) each. */
function overlapError(overlaps: OverlapRow[]) {
  const seen = new Set<number>();
  const codes: FieldErrorCode[] = [];
  for (const o of overlaps) {
    if (seen.has(o.articleId)) continue;
    seen.add(o.articleId);
    codes.push(
      overlapCode(o.articleDesignation, o.designation, formatDay(o.dateDebut), formatDay(o.dateFin)),
    );
  }
  return validationError({ article_ids: codes.map(renderFieldError) }, undefined, { article_ids: codes });
}

/**
 * The article list of a write, checked inside its transaction: every article the owner's, and none
 * already in another active promotion over the period (when this one is active).
 */
async function checkArticles(
  tx: Ctx['db'],
  owner: PromotionOwner,
  body: PromotionBody,
  active: boolean,
  promotionId?: number,
): Promise<void> {
  const owned = await repo.lockOwnedArticles(tx, owner, body.article_ids);
  if (owned.length !== body.article_ids.length) {
    throw validationError({ article_ids: [PROMOTION_MESSAGES.articlesNotOwned] });
  }
  if (!active) return;
  const overlaps = await repo.findOverlaps(tx, body.article_ids, body.date_debut, body.date_fin, promotionId);
  if (overlaps.length > 0) throw overlapError(overlaps);
}

const valuesOf = (body: PromotionBody): repo.PromotionValues => ({
  designation: body.designation,
  dateDebut: body.date_debut,
  dateFin: body.date_fin,
  pourcentage: body.pourcentage,
});

/** POST promotionAdd: an active promotion over the owner's articles. */
export async function addPromotion(ctx: Ctx, body: PromotionBody): Promise<PromotionReply> {
  const owner = ownerOf(ctx);
  if (body.date_fin < algiersDay()) throw validationError({ date_fin: [PROMOTION_MESSAGES.dateFinPast] });
  const row = await ctx.db.transaction(async (tx) => {
    await checkArticles(tx, owner, body, true);
    const created = await repo.insertPromotion(tx, owner, valuesOf(body));
    await repo.replaceArticles(tx, created.id, body.article_ids);
    return created;
  });
  const [reply] = await withArticles(ctx.db, [row]);
  return reply;
}

/** POST promotionEdit/{id}: new fields and exactly the articles sent; its state is kept. */
export async function editPromotion(ctx: Ctx, id: number, body: PromotionBody): Promise<PromotionReply> {
  const owner = ownerOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findPromotion(tx, owner, id, true);
    if (!current) throw notFound(PROMOTION_MESSAGES.notFound);
    await checkArticles(tx, owner, body, current.valide, id);
    const updated = await repo.updatePromotion(tx, id, valuesOf(body));
    await repo.replaceArticles(tx, id, body.article_ids);
    return updated;
  });
  const [reply] = await withArticles(ctx.db, [row]);
  return reply;
}

/**
 * POST promotionChangerEtat/{id}: blocks an active promotion, unblocks a blocked one. Unblocking is
 * refused (409) while one of its articles is in another active promotion over the same period.
 */
export async function togglePromotion(
  ctx: Ctx,
  id: number,
): Promise<{ message: string; data: PromotionReply }> {
  const owner = ownerOf(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findPromotion(tx, owner, id, true);
    if (!current) throw notFound(PROMOTION_MESSAGES.notFound);
    if (!current.valide) {
      const articleIds = await repo.listArticleIds(tx, id);
      await repo.lockOwnedArticles(tx, owner, articleIds);
      const [overlap] = await repo.findOverlaps(tx, articleIds, current.dateDebut, current.dateFin, id);
      if (overlap) throw codedError(409, unblockOverlapCode(overlap.articleDesignation, overlap.designation));
    }
    return repo.setValide(tx, id, !current.valide);
  });
  const [data] = await withArticles(ctx.db, [row]);
  return { message: row.valide ? PROMOTION_MESSAGES.unblocked : PROMOTION_MESSAGES.blocked, data };
}

/** DELETE promotionDelete/{id}: orders already placed keep the percentage they were sold at. */
export async function deletePromotion(ctx: Ctx, id: number): Promise<void> {
  const owner = ownerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findPromotion(tx, owner, id, true);
    if (!current) throw notFound(PROMOTION_MESSAGES.notFound);
    await repo.deletePromotion(tx, id);
  });
}
