import { VALIDATION_MESSAGES } from './error-codes';
import { pageParam } from './pagination';
import { orderedDays, z } from './validation';

/** The audit log's filter (docs/product/admin.md, Content and audit), which the admin screen sends. */

export const AUDIT_MESSAGES = {
  dateInvalid: "La date n'est pas valide (AAAA-MM-JJ).",
  dateRange: VALIDATION_MESSAGES.date_range,
} as const;

const day = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.date({ error: AUDIT_MESSAGES.dateInvalid }).optional(),
  );

/** `auditLogs`: page, search (action, target, admin name or e-mail), and either end of a day range. */
export const auditLogQuery = orderedDays(
  z.object({
    page: pageParam,
    search: z.string().trim().max(100).optional(),
    dateDebut: day(),
    dateFin: day(),
  }),
  'dateDebut',
  'dateFin',
);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
