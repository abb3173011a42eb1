import type { AdminUser, Client, Marchand } from '@/lib/sessions';
import { setSession } from '@/lib/sessions';

/** The three accounts as the login replies carry them (typed from the API's own schemas). */
export const CLIENT: Client = {
  id: 1,
  slug: 'amina-benali',
  nom: 'Benali',
  prenom: 'Amina',
  email: 'client@souk.dz',
  telephone: null,
  genre: null,
  adresse: null,
  wilaya: null,
  url_photo: null,
  facebook: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  description: null,
  created_at: '2026-01-15T09:00:00.000Z',
};
export const MARCHAND: Marchand = {
  id: 2,
  slug: 'karim-haddad',
  nom: 'Haddad',
  prenom: 'Karim',
  email: 'partenaire@souk.dz',
  telephone: null,
  genre: null,
  url_photo: null,
  designation_magasin: 'Maison Haddad',
  adresse_magasin: null,
  wilaya_magasin: null,
  url_photo_magasin: null,
  description: null,
  facebook: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  registre_commerce: null,
  nif: null,
  created_at: '2026-01-15T09:00:00.000Z',
};
export const ADMIN: AdminUser = { id: 3, name: 'Admin Souk', email: 'admin@souk.dz' };

export function loginClient(token = 'client-token') {
  setSession('client', { token, client: CLIENT });
}

export function loginPartner(token = 'partner-token') {
  setSession('partner', { token, marchand: MARCHAND });
}

export function loginAdmin(token = 'admin-token') {
  setSession('admin', { token, user: ADMIN });
}
