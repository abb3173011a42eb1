export interface Sponsor {
  id: number;
  nom: string;
  url: string | null;
  url_logo: string | null;
}
