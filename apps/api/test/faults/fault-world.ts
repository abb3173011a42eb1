import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { checkInvariants } from '../../src/db/invariants';
import { commandeLignes, commandes } from '../../src/db/schema/commerce';
import { issueToken } from '../../src/lib/tokens';
import { makeClient } from '../../src/modules/accounts/accounts.fixtures';
import { makeProduct, PLACE, stockOf } from '../../src/modules/orders/orders.fixtures';
import { call, type Reply } from '../multiprocess/api-processes';

/** Shared pieces of the fault tests: products, buyers, checkouts over HTTP, and the final audit. */

export interface Product {
  stockId: number;
  initial: number;
}

export async function products(db: Db, n: number, quantite: number): Promise<Product[]> {
  const made: Product[] = [];
  for (let i = 0; i < n; i++) {
    const { stock } = await makeProduct(db, {
      designation: `Article de panne ${i + 1}`,
      quantite,
      prix: 1250,
    });
    made.push({ stockId: stock.id, initial: quantite });
  }
  return made;
}

export async function buyers(db: Db, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) tokens.push(await issueToken(db, 'client', (await makeClient(db)).id));
  return tokens;
}

export type Lines = { stock_article_id: number; quantite: number }[];

export interface Attempt {
  lines: Lines;
  /** HTTP status, or 0 when the connection failed (refused, reset, killed). */
  status: number;
  body?: Reply['body'];
  at: number;
}

/** One cash-on-delivery checkout; never throws (a dead server is status 0). */
export async function checkout(base: string, token: string, lines: Lines, extra = {}): Promise<Attempt> {
  const at = performance.now();
  try {
    const reply = await call(base, 'POST', '/api/v1/client/commandeAdd', {
      token,
      body: { ...PLACE, type_paiement: 'livraison', stock_articles: lines, ...extra },
    });
    return { lines, status: reply.status, body: reply.body, at };
  } catch {
    return { lines, status: 0, at };
  }
}

/** Ids of the orders a 201 reply announced. */
export function acknowledged(attempts: Attempt[]): number[] {
  return attempts
    .filter((a) => a.status === 201)
    .flatMap((a) => ((a.body?.data ?? []) as { id: number }[]).map((o) => o.id));
}

/**
 * The audit after a fault: every acknowledged order is in the database with exactly the lines it
 * was sent; every order in the database is whole (lines, history, totals, coupons: the database
 * invariants); for each product, the stock that left equals the quantities on order lines.
 * Returns the number of orders found.
 */
export async function auditOrders(db: Db, attempts: Attempt[], stock: Product[]): Promise<number> {
  const ids = acknowledged(attempts);
  const acknowledgedLines = new Map<number, Lines>();
  for (const a of attempts.filter((x) => x.status === 201)) {
    const [order] = (a.body?.data ?? []) as { id: number }[];
    acknowledgedLines.set(order.id, a.lines);
  }
  if (ids.length > 0) {
    const rows = await db
      .select({
        commandeId: commandeLignes.commandeId,
        stockId: commandeLignes.stockArticleId,
        q: commandeLignes.quantite,
      })
      .from(commandeLignes)
      .where(inArray(commandeLignes.commandeId, ids));
    for (const [id, lines] of acknowledgedLines) {
      const stored = rows
        .filter((r) => r.commandeId === id)
        .map((r) => ({ stock_article_id: r.stockId, quantite: r.q }))
        .sort((x, y) => (x.stock_article_id ?? 0) - (y.stock_article_id ?? 0));
      expect(stored, `order ${id} acknowledged with 201`).toEqual(
        [...lines].sort((x, y) => x.stock_article_id - y.stock_article_id),
      );
    }
  }
  const report = await checkInvariants(db);
  expect(report.violations).toEqual(Object.fromEntries(Object.keys(report.violations).map((k) => [k, []])));
  for (const p of stock) {
    const [{ sold }] = await db
      .select({ sold: sql<number>`coalesce(sum(${commandeLignes.quantite}), 0)::int` })
      .from(commandeLignes)
      .innerJoin(commandes, eq(commandes.id, commandeLignes.commandeId))
      .where(eq(commandeLignes.stockArticleId, p.stockId));
    expect(
      p.initial - (await stockOf(db, p.stockId)),
      `stock ${p.stockId}: units gone = units on order lines`,
    ).toBe(sold);
  }
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(commandes);
  return n;
}
