import type { auditEntryReply } from '@souk/domain/replies/audit';
import type { z } from 'zod';

/** One entry of `v1/user/auditLogs`: an administrator's successful write. */
export type AuditEntry = z.infer<typeof auditEntryReply>;

export interface AuditFilters {
  /** 'YYYY-MM-DD' or ''. */
  dateDebut: string;
  dateFin: string;
}
