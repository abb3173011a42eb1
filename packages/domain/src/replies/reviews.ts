import { z } from '../validation';
import { noteReply } from './catalog';

/** A review as the product modal lists it (the storefront's own shape), plus its article. */
export const reviewReply = noteReply.extend({ article_id: z.number() });
export type ReviewReply = z.infer<typeof reviewReply>;

export const reviewCreatedReply = z.object({ message: z.string(), data: reviewReply });
