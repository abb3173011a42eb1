import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money is stored as integer centimes (DESIGN §4); bigint so that large orders never overflow. */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
