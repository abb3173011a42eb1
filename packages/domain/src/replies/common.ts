import { messageReplySchema } from '../auth-schemas';
import { fieldErrorsReplySchema, z } from '../validation';

/**
 * Reply shapes every area shares. The API declares its routes' replies with the schemas of
 * `replies/*` (they also feed the OpenAPI document) and the web derives its reply types from them.
 */

/** A confirmation or a refusal (401, 403, 404, 409, 429…): one French `message`. */
export const messageReply = messageReplySchema;
export type MessageReply = z.infer<typeof messageReply>;

/** A 422: French `message` and `errors`, and each sentence's code in `codes` (decision 0041). */
export const fieldErrorsReply = fieldErrorsReplySchema;
export type FieldErrorsReply = z.infer<typeof fieldErrorsReply>;

/** A counter (dashboards, badges). */
export const countReply = z.object({ data: z.number() });
