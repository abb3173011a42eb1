import { adminAccountSchema, clientAccountSchema } from '../auth-schemas';
import { langueEditSchema } from '../client-schemas';
import { z } from '../validation';

/** Replies of one's own profile calls (`v1/client/...`, `v1/user/...`): the account, and the client's language. */

export const clientProfileReply = z.object({ data: clientAccountSchema });
export const clientProfileEditedReply = z.object({ message: z.string(), data: clientAccountSchema });
/** `v1/client/langue`: the language recorded (its invoices are written in it). */
export const langueReply = z.object({ message: z.string(), langue: langueEditSchema.shape.langue });

export const adminProfileReply = z.object({ data: adminAccountSchema });
export const adminProfileEditedReply = z.object({ message: z.string(), data: adminAccountSchema });
