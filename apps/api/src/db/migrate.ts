import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** The same SQL migrations on both engines; drizzle records what ran in drizzle.__drizzle_migrations. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: both migrators take the drizzle instance of their driver
    await migratePglite(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(database.db as any, config);
  }
}
