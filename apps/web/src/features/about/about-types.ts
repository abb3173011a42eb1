export interface Fondateur {
  id: number;
  nom: string;
  prenom: string;
  email: string | null;
  url_photo: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  instagram: string | null;
}

/** Site information managed from the admin configuration screen. */
export interface About {
  url_logo: string | null;
  email: string | null;
  telephone: string | null;
  adresse: string | null;
  description: string | null;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  instagram: string | null;
  latitude: number | string | null;
  longitude: number | string | null;
  condition: string | null;
  politique: string | null;
  fondateurs: Fondateur[];
}
