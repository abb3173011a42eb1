import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema/content';

export async function insertContact(db: DbOrTx, values: typeof contacts.$inferInsert) {
  const [row] = await db.insert(contacts).values(values).returning();
  return row;
}
