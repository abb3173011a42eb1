import { paginatedSchema } from '../pagination';
import { z } from '../validation';

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
