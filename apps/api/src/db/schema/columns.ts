import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money is stored as integer centimes (docs/decisions/0002-money-in-centimes.md); bigint so that large
 * orders never overflow.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * `column in ('a', 'b', …)` for a CHECK constraint, written from the domain's list so that the
 * database accepts exactly the values the domain knows (docs/decisions/0040-one-place-per-rule.md).
 * Literals, not parameters: a constraint cannot hold any.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
