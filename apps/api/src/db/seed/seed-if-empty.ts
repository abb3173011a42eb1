import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from '../../lib/media';
import type { Db } from '../client';

export interface SeedDeps {
  media: MediaStore;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/** Seeds the demo data only when no account exists yet: a second start reuses the data as it is. */
export async function seedIfEmpty(db: Db, deps: SeedDeps): Promise<boolean> {
  const { rows } = (await db.execute(sql`select exists(select 1 from admins) as seeded`)) as unknown as {
    rows: { seeded: boolean }[];
  };
  if (rows[0]?.seeded) return false;
  const { seedDemo } = await import('./demo');
  await seedDemo(db, deps);
  // Planner statistics at once: until autovacuum's first ANALYZE (a minute later on PostgreSQL, never
  // on PGlite) every table looks empty and the storefront's reads get plans that walk whole indexes —
  // a burst of slow requests right after the first start (seen as 503s in the load bench).
  await db.execute(sql`analyze`);
  deps.log?.info('demo data seeded');
  return true;
}
