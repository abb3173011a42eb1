import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { paginatedSchema } from '@souk/domain/pagination';
import { orderedDays, z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';

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

export const auditEntryReply = z.object({
  id: z.number().int(),
  /** Null when the account was deleted since. */
  admin: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** 'POST /v1/user/couponEdit/:id'. */
  action: z.string(),
  cible: z.object({ type: z.string(), id: z.string().nullable() }),
  /** Path params and a sanitised summary of the body (no password, images as '[image]'). */
  details: z.object({ params: z.unknown().optional(), body: z.unknown().optional() }),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntryReply = z.infer<typeof auditEntryReply>;

export const auditLogPage = paginatedSchema(auditEntryReply);
