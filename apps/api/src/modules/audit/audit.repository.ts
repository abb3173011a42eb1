import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, auditLogs } from '../../db/schema/accounts';

/** The only file that talks to Drizzle about the audit log. */

export interface NewAuditEntry {
  actorRole: string;
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: unknown;
}

export async function insertAuditEntry(db: DbOrTx, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLogs).values(entry);
}

export interface AuditFilter {
  search?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
}

function likeTerm(search: string): string {
  return `%${search.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/** Administrators' entries only (the role column also allows other actors' entries). */
function where(filter: AuditFilter): SQL | undefined {
  const term = filter.search ? likeTerm(filter.search) : undefined;
  return and(
    eq(auditLogs.actorRole, 'user'),
    term
      ? or(
          ilike(auditLogs.action, term),
          ilike(auditLogs.entity, term),
          ilike(admins.name, term),
          ilike(admins.email, term),
        )
      : undefined,
    filter.from ? gte(auditLogs.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLogs.createdAt, filter.until) : undefined,
  );
}

export async function countAuditEntries(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLogs)
    .leftJoin(admins, eq(admins.id, auditLogs.actorId))
    .where(where(filter));
  return row?.n ?? 0;
}

/** Newest first. `admin` is null when the account was deleted since. */
export function listAuditEntries(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      entity: auditLogs.entity,
      entityId: auditLogs.entityId,
      details: auditLogs.details,
      createdAt: auditLogs.createdAt,
      actorId: auditLogs.actorId,
      admin: { id: admins.id, name: admins.name, email: admins.email },
    })
    .from(auditLogs)
    .leftJoin(admins, eq(admins.id, auditLogs.actorId))
    .where(where(filter))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit)
    .offset(offset);
}

export type AuditEntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
