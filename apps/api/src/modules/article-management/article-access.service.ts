import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import type { Ctx } from '../../lib/context';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { type ArticleHead, findArticleHead, type StoreScope } from './article-management.repository';

/**
 * Who manages articles and what each one reaches (docs/decisions/0010-article-management-ownership.md):
 * - a partner reads and writes its own store's articles only; any other id is a 404 (its existence
 *   is not revealed), enforced in the queries themselves through the store scope;
 * - an administrator reads every article and changes any article's state or reviews, but writes
 *   (edit, delete, gallery, stock) only the platform's own articles: a store's article is a 403.
 */
export type Manager = { role: 'marchand'; marchandId: number } | { role: 'user'; adminId: number };

export function managerOf(ctx: Ctx): Manager {
  if (ctx.actor.role === 'marchand') return { role: 'marchand', marchandId: ctx.actor.id };
  if (ctx.actor.role === 'user') return { role: 'user', adminId: ctx.actor.id };
  throw unauthorized();
}

export function scopeOf(manager: Manager): StoreScope {
  return manager.role === 'marchand' ? { marchandId: manager.marchandId } : 'all';
}

/** The article if the manager may see it, else 404. `lock` inside a transaction: see findArticleHead. */
export async function findManagedArticle(ctx: Ctx, id: number, lock = false): Promise<ArticleHead> {
  const article = await findArticleHead(ctx.db, id, scopeOf(managerOf(ctx)), lock);
  if (!article) throw notFound(ARTICLE_MESSAGES.articleNotFound);
  return article;
}

/** A store's articles are read-only for administrators (a partner only ever finds its own). */
export function assertWritable(manager: Manager, article: { marchandId: number | null }): void {
  if (manager.role === 'user' && article.marchandId !== null) {
    throw forbidden(ARTICLE_MESSAGES.merchantReadOnly);
  }
}

/** The article if the manager may change its content: 404 when unseen, 403 when read-only. */
export async function findWritableArticle(ctx: Ctx, id: number, lock = false): Promise<ArticleHead> {
  const article = await findManagedArticle(ctx, id, lock);
  assertWritable(managerOf(ctx), article);
  return article;
}

/** The same context inside a transaction: every query of the write then goes through `tx`. */
export const inTx = (ctx: Ctx, tx: Ctx['db']): Ctx => ({ ...ctx, db: tx });
