import type { AuditEntry, AuditFilters } from '@/features/audit/audit-types';
import { usePagedList } from '@/features/backoffice/use-paged-list';

export const AUDIT_LOG_PATH = 'v1/user/auditLogs';

/** The audit log, newest first, 10 a page; search on Enter, either end of a day range. */
export function useAuditLog(filters: AuditFilters) {
  return usePagedList<AuditEntry>('admin', AUDIT_LOG_PATH, {
    dateDebut: filters.dateDebut,
    dateFin: filters.dateFin,
  });
}
