import type { AdminAccount, ClientAccount, MarchandAccount } from '@souk/domain/auth-schemas';
import type { AdminRow, ClientRow, MarchandRow } from './accounts.repository';

/** Explicit reply shapes: a column added to a table never leaks by itself (least of all `password`). */

const genre = (value: string | null) => (value === 'home' || value === 'femme' ? value : null);

export function serializeClient(row: ClientRow): ClientAccount {
  return {
    id: row.id,
    slug: row.slug,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    genre: genre(row.genre),
    adresse: row.adresse,
    wilaya: row.wilaya,
    url_photo: row.urlPhoto,
    facebook: row.facebook,
    instagram: row.instagram,
    linkedin: row.linkedin,
    twitter: row.twitter,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

export function serializeMarchand(row: MarchandRow): MarchandAccount {
  return {
    id: row.id,
    slug: row.slug,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    genre: genre(row.genre),
    url_photo: row.urlPhoto,
    designation_magasin: row.designationMagasin,
    adresse_magasin: row.adresseMagasin,
    wilaya_magasin: row.wilayaMagasin,
    url_photo_magasin: row.urlPhotoMagasin,
    description: row.description,
    facebook: row.facebook,
    instagram: row.instagram,
    linkedin: row.linkedin,
    twitter: row.twitter,
    registre_commerce: row.registreCommerce,
    nif: row.nif,
    created_at: row.createdAt.toISOString(),
  };
}

export function serializeAdmin(row: AdminRow): AdminAccount {
  return { id: row.id, name: row.name, email: row.email };
}
