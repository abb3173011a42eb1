import type { partnerRequestReply } from '@souk/domain/replies/partner-requests';
import type { z } from 'zod';

/** A partner request as the administrator's lists show it (docs/product/admin.md, Partner requests). */
export type PartnerRequest = z.infer<typeof partnerRequestReply>;

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
