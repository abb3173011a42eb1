import { z } from '../validation';

/** A contact message as the administrator's contacts screen reads it (docs/product/admin.md, Contacts). */
export const contactReply = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string(),
  email: z.string(),
  sujet: z.string(),
  msg: z.string(),
  created_at: z.string(),
  /** false until an administrator opened it. */
  vu: z.boolean(),
});
export type ContactReply = z.infer<typeof contactReply>;
