import { JOB_SUBJECT_TYPES } from '../job-schemas';
import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/** A dead letter as the administrator's list shows it (`v1/user/tachesEchouees`, decision 0049). */
export const deadLetterReply = z.object({
  id: z.string(),
  /** The queue the job ran in (JOB_KINDS, or another queue of an older version). */
  queue: z.string(),
  concerne: z.object({
    type: z.enum(JOB_SUBJECT_TYPES),
    id: z.string(),
    /** The order's reference when it concerns an order. */
    ref: z.string().nullable(),
  }),
  /** The last attempt's error. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** When the job was sent (the change that caused it), and when it gave up. */
  created_at: z.string(),
  failed_at: z.string(),
  request_id: z.string().nullable(),
});
export type DeadLetterReply = z.infer<typeof deadLetterReply>;

export const deadLetterPage = paginatedSchema(deadLetterReply);
