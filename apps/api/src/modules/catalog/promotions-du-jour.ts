import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * `articles.promo_pourcentage` holds, for every article, the promotion running on ONE day: the day
 * of the `promotions_jour` row (migration 0010). Promotion writes keep it for that day (triggers);
 * `souk_promotions_du_jour(day)` recomputes every article for a new day. Storefront filters read the
 * column only when its day is the request's day (`promotionsReadyFor`); otherwise they look promotions up as
 * before, so a promotion that starts or ends at midnight is never shown a minute late.
 *
 * The day known ready is kept per database in this process: set after a refresh this process ran
 * (`refreshPromotionsDuJour`), or found already kept in the database, at start and whenever Algeria's
 * day changes (`keepPromotionsDuJour`).
 */
const readyDays = new WeakMap<object, string>();

export function promotionsReadyFor(db: object, today: string): boolean {
  return readyDays.get(db) === today;
}

/** Computes every article's running promotion on `day` and makes it the kept day. */
export async function refreshPromotionsDuJour(db: DbOrTx, day: string): Promise<void> {
  readyDays.delete(db);
  await db.execute(sql`select souk_promotions_du_jour(${day}::date)`);
  readyDays.set(db, day);
}

/**
 * Makes `day` the ready day: at once when the database already keeps it (another process, or this
 * one before a restart, computed it: the day and the articles' column are written in one transaction,
 * and the promotion triggers keep both since), else by computing it. Recomputing a day already kept
 * reads every running promotion of the catalogue (about a second at 10^6 articles), during which
 * the storefront lists look promotions up (0.7–1.2 s for the home's "Offres du jour").
 */
export async function ensurePromotionsDuJour(db: DbOrTx, day: string): Promise<void> {
  const { rows } = (await db.execute(
    sql`select jour::text as jour from promotions_jour where jour = ${day}::date`,
  )) as unknown as { rows: { jour: string }[] };
  if (rows.length > 0) readyDays.set(db, day);
  else await refreshPromotionsDuJour(db, day);
}

/** Forgets the kept day (tests empty the tables under it). */
export function forgetPromotionsDuJour(db: object): void {
  readyDays.delete(db);
}

/**
 * Makes today ready now (`ensurePromotionsDuJour`), then checks Algeria's day every `everyMs` and
 * does the same when it changed. A failed
 * refresh is logged and tried again at the next check (meanwhile filters look promotions up).
 * Returns `ready`, settled once the first check is done, and `stop`, which ends
 * the checks.
 */
export function keepPromotionsDuJour(
  db: DbOrTx,
  today: () => string,
  log: { error: (obj: object, msg: string) => void },
  everyMs = 60_000,
): { ready: Promise<void>; stop: () => void } {
  let running: Promise<void> | undefined;
  const check = () => {
    const day = today();
    if (running || promotionsReadyFor(db, day)) return running ?? Promise.resolve();
    running = ensurePromotionsDuJour(db, day)
      .catch((err: unknown) => log.error({ err, day }, 'promotions du jour: refresh failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return { ready: check(), stop: () => clearInterval(timer) };
}
