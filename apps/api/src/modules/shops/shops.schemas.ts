import { z } from 'zod';
import { marchands } from '../../db/schema/accounts';

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
  /** Legal identity (law 18-05): commercial register number and tax id, when the store gave them. */
  registre_commerce: z.string().nullable(),
  nif: z.string().nullable(),
  created_at: z.string(),
});

/**
 * The only marchands columns a public reply may read: select these (never the whole row, which holds
 * the password hash, the owner's name and back-office fields). Adding a field to
 * toShopReply fails to typecheck until its column is added here.
 */
export const shopColumns = {
  id: marchands.id,
  slug: marchands.slug,
  designationMagasin: marchands.designationMagasin,
  urlPhotoMagasin: marchands.urlPhotoMagasin,
  email: marchands.email,
  telephone: marchands.telephone,
  adresseMagasin: marchands.adresseMagasin,
  wilayaMagasin: marchands.wilayaMagasin,
  description: marchands.description,
  facebook: marchands.facebook,
  twitter: marchands.twitter,
  instagram: marchands.instagram,
  linkedin: marchands.linkedin,
  registreCommerce: marchands.registreCommerce,
  nif: marchands.nif,
  createdAt: marchands.createdAt,
};

export type ShopRow = Pick<typeof marchands.$inferSelect, keyof typeof shopColumns>;

export function toShopReply(m: ShopRow): z.infer<typeof shopReply> {
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
    registre_commerce: m.registreCommerce,
    nif: m.nif,
    created_at: m.createdAt.toISOString(),
  };
}
