import { bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Money is stored as integer centimes (docs/decisions/0002-money-in-centimes.md); bigint so that large
 * orders never overflow.
 */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
