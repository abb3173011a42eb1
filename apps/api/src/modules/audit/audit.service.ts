import { algiersDayRange, algiersMidnight } from '@souk/domain/algiers-time';
import type { AuditLogQuery } from '@souk/domain/audit-schemas';
import type { AuditEntryReply } from '@souk/domain/replies/audit';
import type { DbOrTx } from '../../db/client';
import type { Actor, Ctx } from '../../lib/context';
import { forbidden } from '../../lib/http-errors';
import * as repo from './audit.repository';
import { type AuditDetails, auditDetails } from './audit-entry';

/** Either end may be set alone; both days are included, as Algerian calendar days. */
export function auditFilter(q: Omit<AuditLogQuery, 'page'>): repo.AuditFilter {
  return {
    search: q.search || undefined,
    from: q.dateDebut ? algiersMidnight(q.dateDebut) : undefined,
    until: q.dateFin ? algiersDayRange(q.dateFin, q.dateFin).until : undefined,
  };
}

function toReply(row: repo.AuditEntryRow): AuditEntryReply {
  const details = (row.details ?? {}) as Partial<AuditDetails>;
  return {
    id: row.id,
    admin: row.admin?.id ? { id: row.admin.id, name: row.admin.name, email: row.admin.email } : null,
    action: row.action,
    cible: { type: row.entity, id: row.entityId },
    details: {
      ...(details.params !== undefined ? { params: details.params } : {}),
      ...(details.body !== undefined ? { body: details.body } : {}),
    },
    ip: typeof details.ip === 'string' ? details.ip : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The administrators' writes, newest first (admin only). */
export function listAuditLog(ctx: Ctx, q: Omit<AuditLogQuery, 'page'>) {
  if (ctx.actor.role !== 'user') throw forbidden();
  const filter = auditFilter(q);
  return {
    count: () => repo.countAuditEntries(ctx.db, filter),
    rows: async (limit: number, offset: number) =>
      (await repo.listAuditEntries(ctx.db, filter, limit, offset)).map(toReply),
  };
}

/**
 * A write the audit plugin does not see (it records administrators' calls only): a partner's change
 * of its payout account, written in the change's own transaction, so the log and the change commit
 * together. `body` is sanitised like the plugin's summaries.
 */
export async function recordWrite(
  db: DbOrTx,
  entry: {
    actor: Actor;
    action: string;
    entity: string;
    entityId: string;
    ip: string | undefined;
    body: unknown;
  },
): Promise<void> {
  if (entry.actor.role === 'visitor') throw new Error('audit: a write has an author');
  await repo.insertAuditEntry(db, {
    actorRole: entry.actor.role,
    actorId: entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: auditDetails(entry.ip, undefined, entry.body),
  });
}
