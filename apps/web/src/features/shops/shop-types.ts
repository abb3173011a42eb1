/** A partner store (marchand) as the storefront shows it. */
export interface Shop {
  id: number;
  slug: string;
  designation_magasin: string;
  url_photo_magasin: string | null;
  email: string | null;
  telephone: string | null;
  adresse_magasin: string | null;
  wilaya_magasin: string | null;
  description: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  linkedin: string | null;
  /** Legal identity (law 18-05): commercial register number and tax id, when the store gave them. */
  registre_commerce?: string | null;
  nif?: string | null;
  created_at: string;
}
