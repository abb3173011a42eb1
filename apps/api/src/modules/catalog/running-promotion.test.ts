import { isPromotionRunning } from '@souk/domain/promotions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { runningPromotion } from './article-listing.repository';

/** The storefront's SQL and the domain agree on which promotions run on a day (docs/decisions/0040). */
describe('running promotion, SQL and domain', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('selects exactly the promotions isPromotionRunning calls running', async () => {
    const days = ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
    const promotions = days.flatMap((dateDebut, i) =>
      days.slice(i).flatMap((dateFin) => [true, false].map((valide) => ({ valide, dateDebut, dateFin }))),
    );
    const values = sql.join(
      promotions.map(
        (p, id) => sql`(${id}::int, ${p.valide}::boolean, ${p.dateDebut}::date, ${p.dateFin}::date)`,
      ),
      sql`, `,
    );
    for (const today of days) {
      const { rows } = (await database.db.execute(
        sql`select p.id from (values ${values}) as p(id, valide, date_debut, date_fin) where ${runningPromotion(today)} order by p.id`,
      )) as unknown as { rows: { id: number }[] };
      const expected = promotions.flatMap((p, id) => (isPromotionRunning(p, today) ? [id] : []));
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.id)).toEqual(expected);
    }
  });
});
