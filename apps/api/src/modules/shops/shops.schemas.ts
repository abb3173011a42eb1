import type { ShopReply } from '@souk/domain/replies/shops';
import { marchands } from '../../db/schema/accounts';

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

export function toShopReply(m: ShopRow): ShopReply {
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
