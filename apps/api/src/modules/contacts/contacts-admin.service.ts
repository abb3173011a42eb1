import type { ContactReply } from '@souk/domain/replies/contacts';
import type { Ctx } from '../../lib/context';
import { notFound, unauthorized } from '../../lib/http-errors';
import * as repo from './contacts-admin.repository';

/** The administrator's contacts screen (docs/product/admin.md, Contacts): read, delete, count the unread. */

export const CONTACT_ADMIN_MESSAGES = {
  notFound: 'Message introuvable.',
  deleted: 'Suppression avec success',
} as const;

function toContactReply(row: repo.ContactRow): ContactReply {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    telephone: row.telephone,
    email: row.email,
    sujet: row.sujet,
    msg: row.msg,
    created_at: row.createdAt.toISOString(),
    vu: row.vu,
  };
}

function requireAdmin(ctx: Ctx): void {
  if (ctx.actor.role !== 'user') throw unauthorized();
}

export function contactListing(ctx: Ctx, search: string | undefined) {
  requireAdmin(ctx);
  return {
    count: () => repo.countContacts(ctx.db, search),
    rows: async (limit: number, offset: number) =>
      (await repo.listContacts(ctx.db, search, limit, offset)).map(toContactReply),
  };
}

/** Opening a message marks it read. */
export async function showContact(ctx: Ctx, id: number): Promise<ContactReply> {
  requireAdmin(ctx);
  const row = await repo.markContactRead(ctx.db, id);
  if (!row) throw notFound(CONTACT_ADMIN_MESSAGES.notFound);
  return toContactReply(row);
}

export async function deleteContact(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx);
  if (!(await repo.deleteContact(ctx.db, id))) throw notFound(CONTACT_ADMIN_MESSAGES.notFound);
}

export async function countUnreadContacts(ctx: Ctx): Promise<number> {
  requireAdmin(ctx);
  return repo.countUnreadContacts(ctx.db);
}
