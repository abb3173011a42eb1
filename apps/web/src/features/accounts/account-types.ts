/** Shapes of the three account kinds as the login / register replies carry them. */

export type Genre = 'home' | 'femme';

export interface Client {
  id: number;
  slug?: string;
  nom: string;
  prenom: string;
  email: string;
  telephone?: string | null;
  genre?: Genre | null;
  adresse?: string | null;
  wilaya?: string | null;
  url_photo?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  linkedin?: string | null;
  twitter?: string | null;
}

export interface Marchand {
  id: number;
  slug?: string;
  nom: string;
  prenom: string;
  email: string;
  telephone?: string | null;
  url_photo?: string | null;
  designation_magasin?: string | null;
  url_photo_magasin?: string | null;
}

export interface AdminUser {
  id?: number;
  name: string;
  email: string;
}

export interface ClientAuthReply {
  client: Client;
  token: string;
}

export interface MarchandAuthReply {
  marchand: Marchand;
  token: string;
}

export interface UserAuthReply {
  user: AdminUser;
  token: string;
}

export interface MessageReply {
  message: string;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface ForgotPasswordPayload {
  email: string;
}

export interface ResetPasswordPayload {
  token: string;
  password: string;
  password_confirmation: string;
}

export interface ClientRegisterPayload {
  nom: string;
  prenom: string;
  email: string;
  adresse: string;
  telephone: string;
  wilaya: string;
  genre: Genre | '';
  password: string;
  password_confirmation: string;
}

export interface UserRegisterPayload {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface UserRegisterReply {
  user: AdminUser;
}
