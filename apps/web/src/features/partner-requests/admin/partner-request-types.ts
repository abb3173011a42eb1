/** A partner request as the administrator's lists show it (docs/product/admin.md, Partner requests). */
export interface PartnerRequest {
  id: number;
  nom: string;
  prenom: string;
  telephone: string;
  email: string;
  designation_magasin: string;
  wilaya_magasin: string;
  adresse_magasin: string;
  description: string;
  /** false = pending (the account is not created yet). */
  etat: boolean;
  created_at: string;
  traitee_at: string | null;
  /** The store created from it, once processed. */
  marchand: { id: number; slug: string } | null;
}

/** `createCompte`: the request's fields as shown (read-only) plus the password chosen by the admin. */
export interface CreateComptePayload {
  id: number;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  designation_magasin: string;
  wilaya_magasin: string;
  adresse_magasin: string;
  description: string;
  password: string;
  password_confirmation: string;
}
