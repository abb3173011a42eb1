import { ETATS } from '@souk/domain/order-states';
import { isPaid, TYPES_PAIEMENT } from '@souk/domain/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { PAID_ORDER_SQL } from './revenue-rule';

/** The paid rule in SQL and in the domain agree on every state × payment type (docs/decisions/0040). */
describe('paid rule, SQL and domain', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('selects exactly the orders isPaid calls paid', async () => {
    const pairs = ETATS.flatMap((etat) => TYPES_PAIEMENT.map((type) => [etat, type] as const));
    const values = sql.join(
      pairs.map(([etat, type]) => sql`(${etat}::text, ${type}::text)`),
      sql`, `,
    );
    const { rows } = (await database.db.execute(
      sql`select c.etat, c.type_paiement from (values ${values}) as c(etat, type_paiement) where ${PAID_ORDER_SQL}`,
    )) as unknown as { rows: { etat: string; type_paiement: string }[] };
    const fromSql = rows.map((r) => `${r.etat}/${r.type_paiement}`).sort();
    const fromDomain = pairs
      .filter(([etat, type]) => isPaid(etat, type))
      .map(([etat, type]) => `${etat}/${type}`)
      .sort();
    expect(fromDomain.length).toBeGreaterThan(0);
    expect(fromSql).toEqual(fromDomain);
  });
});
