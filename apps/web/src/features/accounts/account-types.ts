import type { AdminUser, Client, Genre, Marchand } from '@/lib/sessions';

/** The login / register replies and payloads; the three account shapes they carry are the sessions' (lib/sessions.ts). */

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
