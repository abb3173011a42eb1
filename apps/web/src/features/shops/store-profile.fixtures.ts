import type { StoreProfile } from '@/features/shops/store-profile-types';

/** A store as profilShow / marchandShow answer it (web tests). */
export const SHOP: StoreProfile = {
  id: 7,
  slug: 'atelier-yasmine',
  nom: 'Bensalem',
  prenom: 'Yasmine',
  email: 'yasmine@boutique.dz',
  telephone: '0770112233',
  genre: 'femme',
  url_photo: '/media/2024/01/yasmine.webp',
  designation_magasin: 'Atelier Yasmine',
  adresse_magasin: '5 rue Larbi Ben Mhidi',
  wilaya_magasin: '25 - Constantine',
  url_photo_magasin: '/media/2024/01/atelier.webp',
  description: 'Bijoux berbères en argent.',
  facebook: 'https://facebook.com/atelier.yasmine',
  instagram: null,
  linkedin: null,
  twitter: null,
  registre_commerce: null,
  nif: null,
  created_at: '2024-01-10T10:00:00.000Z',
};
