import type { AdminClient, AdminClientDetail } from '@/features/clients/client-admin-types';
import type { ContactMessage } from '@/features/contact/admin/contact-admin-types';
import type { PartnerRequest } from '@/features/partner-requests/admin/partner-request-types';
import type { AdminShop, AdminShopDetail } from '@/features/shops/admin/shop-admin-types';

/** Test data of the admin people screens (clients, stores, partner requests, contacts), shaped like the API's replies. */

export function makeAdminClient(id: number, over: Partial<AdminClient> = {}): AdminClient {
  return {
    id,
    slug: `client-${id}`,
    nom: `Nom${id}`,
    prenom: `Prénom${id}`,
    email: `client${id}@exemple.dz`,
    telephone: '0550123456',
    genre: 'femme',
    adresse: '12 rue Didouche Mourad',
    wilaya: '16 - Alger',
    url_photo: null,
    facebook: null,
    instagram: null,
    linkedin: null,
    twitter: null,
    description: null,
    created_at: '2026-01-15T10:00:00.000Z',
    valide: true,
    nbr_commande: 0,
    depences: 0,
    ...over,
  };
}

export function makeAdminClientDetail(id: number, over: Partial<AdminClientDetail> = {}): AdminClientDetail {
  return { ...makeAdminClient(id), commandes: [], coupons: [], ...over };
}

export function makeAdminShop(id: number, over: Partial<AdminShopDetail> = {}): AdminShopDetail {
  return {
    id,
    slug: `magasin-${id}`,
    nom: 'Haddad',
    prenom: 'Karim',
    email: `magasin${id}@exemple.dz`,
    telephone: '0661223344',
    genre: null,
    url_photo: null,
    designation_magasin: `Magasin ${id}`,
    adresse_magasin: 'Cité 500 logements',
    wilaya_magasin: '31 - Oran',
    url_photo_magasin: null,
    description: 'Électroménager.',
    facebook: null,
    instagram: null,
    linkedin: null,
    twitter: null,
    registre_commerce: null,
    nif: null,
    created_at: '2025-06-01T10:00:00.000Z',
    valide: true,
    nbr_articles: 0,
    nbr_commandes: 0,
    revenus: 0,
    ...over,
  };
}

export const asListShop = ({ revenus: _, ...shop }: AdminShopDetail): AdminShop => shop;

export function makePartnerRequest(id: number, over: Partial<PartnerRequest> = {}): PartnerRequest {
  return {
    id,
    nom: `Nom${id}`,
    prenom: `Prénom${id}`,
    telephone: '0661223344',
    email: `demande${id}@exemple.dz`,
    designation_magasin: `Boutique ${id}`,
    wilaya_magasin: '16 - Alger',
    adresse_magasin: 'Cité 5 juillet, Bab Ezzouar',
    description: 'Électroménager et téléphonie.',
    etat: false,
    created_at: '2026-02-01T10:00:00.000Z',
    traitee_at: null,
    marchand: null,
    ...over,
  };
}

export function makeContact(id: number, over: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    nom: `Nom${id}`,
    prenom: `Prénom${id}`,
    telephone: '0550123456',
    email: `visiteur${id}@exemple.dz`,
    sujet: `Sujet ${id}`,
    msg: `Bonjour, message ${id}.`,
    created_at: '2026-03-01T09:30:00.000Z',
    vu: false,
    ...over,
  };
}
