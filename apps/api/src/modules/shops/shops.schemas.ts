import { z } from 'zod';
import type { marchands } from '../../db/schema/accounts';

/** A store as the storefront shows it: contact details, never the owner's private fields. */
export const shopReply = z.object({
  id: z.number(),
  slug: z.string(),
  designation_magasin: z.string(),
  url_photo_magasin: z.string().nullable(),
  email: z.string(),
  telephone: z.string().nullable(),
  adresse_magasin: z.string().nullable(),
  wilaya_magasin: z.string().nullable(),
  description: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  created_at: z.string(),
});

export function toShopReply(m: typeof marchands.$inferSelect): z.infer<typeof shopReply> {
  return {
    id: m.id,
    slug: m.slug,
    designation_magasin: m.designationMagasin,
    url_photo_magasin: m.urlPhotoMagasin,
    email: m.email,
    telephone: m.telephone,
    adresse_magasin: m.adresseMagasin,
    wilaya_magasin: m.wilayaMagasin,
    description: m.description,
    facebook: m.facebook,
    twitter: m.twitter,
    instagram: m.instagram,
    linkedin: m.linkedin,
    created_at: m.createdAt.toISOString(),
  };
}
