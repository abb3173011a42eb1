import { setSession } from '@/lib/sessions';

export const CLIENT = { id: 1, nom: 'Benali', prenom: 'Amina', email: 'client@souk.dz' };
export const MARCHAND = {
  id: 2,
  nom: 'Haddad',
  prenom: 'Karim',
  email: 'partenaire@souk.dz',
  url_photo: null,
};
export const ADMIN = { id: 3, name: 'Admin Souk', email: 'admin@souk.dz' };

export function loginClient(token = 'client-token') {
  setSession('client', { token, client: CLIENT });
}

export function loginPartner(token = 'partner-token') {
  setSession('partner', { token, marchand: MARCHAND });
}

export function loginAdmin(token = 'admin-token') {
  setSession('admin', { token, user: ADMIN });
}
