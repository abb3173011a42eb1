import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';

export const AUDIT_MESSAGES = {
  dateInvalid: "La date n'est pas valide (AAAA-MM-JJ).",
  dateRange: 'La date de fin doit être postérieure ou égale à la date de début.',
} as const;

const day = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.date({ error: AUDIT_MESSAGES.dateInvalid }).optional(),
  );

/** `auditLogs`: page, search (action, target, admin name or e-mail), and either end of a day range. */
export const auditLogQuery = z
  .object({
    page: pageParam,
    search: z.string().trim().max(100).optional(),
    dateDebut: day(),
    dateFin: day(),
  })
  .refine((q) => !q.dateDebut || !q.dateFin || q.dateDebut <= q.dateFin, {
    path: ['dateFin'],
    message: AUDIT_MESSAGES.dateRange,
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
