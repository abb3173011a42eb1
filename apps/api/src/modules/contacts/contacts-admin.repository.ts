import { desc, eq, sql } from 'drizzle-orm';
import { matchesEveryWord } from '../../db/admin-search';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema/content';

/** The only file that talks to Drizzle about the administrator's contacts screen. */

export type ContactRow = typeof contacts.$inferSelect;

const searchable = (search?: string) =>
  matchesEveryWord(
    [contacts.nom, contacts.prenom, contacts.email, contacts.telephone, contacts.sujet],
    search,
  );

export async function countContacts(db: DbOrTx, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contacts)
    .where(searchable(search));
  return row?.n ?? 0;
}

/** Newest first. */
export function listContacts(db: DbOrTx, search: string | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(contacts)
    .where(searchable(search))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(limit)
    .offset(offset);
}

/** Marks the message read (a no-op when it already is) and returns it; null when it does not exist. */
export async function markContactRead(db: DbOrTx, id: number): Promise<ContactRow | null> {
  const [row] = await db.update(contacts).set({ vu: true }).where(eq(contacts.id, id)).returning();
  return row ?? null;
}

export async function deleteContact(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return rows.length > 0;
}

/** The sidebar badge: messages not read yet (`vu` false). */
export async function countUnreadContacts(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(contacts)
    .where(eq(contacts.vu, false));
  return row?.n ?? 0;
}
