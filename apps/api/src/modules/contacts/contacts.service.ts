import type { ContactInput } from '@souk/domain/public-forms';
import type { Ctx } from '../../lib/context';
import { insertContact } from './contacts.repository';

/** A visitor's message: stored unread (`vu = false`) for the admin's contacts screen. */
export async function addContact(ctx: Ctx, input: ContactInput) {
  const row = await insertContact(ctx.db, { ...input, vu: false });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}
