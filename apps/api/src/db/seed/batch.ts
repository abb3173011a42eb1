import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

// PostgreSQL accepts at most 65 535 bind parameters per statement; stay well under it.
const MAX_PARAMS = 30_000;

/** Rows split so that one multi-row INSERT of `table` never exceeds the parameter limit. */
export function chunked<T>(table: PgTable, rows: T[]): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function insertAll<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (const part of chunked(table, rows)) await db.insert(table).values(part);
}

/** Looks up a returned id by natural key: RETURNING's row order is not something to rely on. */
export function idOf<K>(ids: Map<K, number>, key: K, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Identifiant introuvable après insertion : ${what} ${String(key)}`);
  return id;
}
