import type { AuditEntry, AuditFilters } from '@/features/audit/audit-types';
import { useListPage } from '@/features/backoffice/use-list-page';

export const AUDIT_LOG_PATH = 'v1/user/auditLogs';

/** The day range as sent with each page (`setFilters`, from page 1 again). */
type DateRange = Pick<AuditFilters, 'dateDebut' | 'dateFin'>;

/** The audit log, newest first, 10 a page; search on Enter, either end of a day range. */
export function useAuditLog(initial: AuditFilters) {
  return useListPage<AuditEntry, DateRange>('admin', AUDIT_LOG_PATH, {
    filters: { dateDebut: initial.dateDebut, dateFin: initial.dateFin },
  });
}
