import type {
  adminRegisteredSchema,
  adminSessionSchema,
  clientSessionSchema,
  marchandSessionSchema,
} from '@souk/domain/auth-schemas';
import type { messageReply } from '@souk/domain/replies/common';
import type { z } from 'zod';
import type { Genre } from '@/lib/sessions';

/** The login / register replies (derived from the API's schemas) and payloads. */

export type ClientAuthReply = z.infer<typeof clientSessionSchema>;

export type MarchandAuthReply = z.infer<typeof marchandSessionSchema>;

export type UserAuthReply = z.infer<typeof adminSessionSchema>;

export type MessageReply = z.infer<typeof messageReply>;

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

export type UserRegisterReply = z.infer<typeof adminRegisteredSchema>;
