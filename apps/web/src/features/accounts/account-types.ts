import type {
  adminRegisteredSchema,
  adminRegisterSchema,
  adminSessionSchema,
  clientRegisterSchema,
  clientSessionSchema,
  forgotPasswordSchema,
  loginSchema,
  marchandSessionSchema,
  resetPasswordSchema,
} from '@souk/domain/auth-schemas';
import type { messageReply } from '@souk/domain/replies/common';
import type { z } from 'zod';

/** The login / register replies (derived from the API's schemas) and payloads. */

export type ClientAuthReply = z.infer<typeof clientSessionSchema>;

export type MarchandAuthReply = z.infer<typeof marchandSessionSchema>;

export type UserAuthReply = z.infer<typeof adminSessionSchema>;

export type MessageReply = z.infer<typeof messageReply>;

export type LoginPayload = z.input<typeof loginSchema>;

export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

export type ClientRegisterPayload = z.input<typeof clientRegisterSchema>;

export type UserRegisterPayload = z.input<typeof adminRegisterSchema>;

export type UserRegisterReply = z.infer<typeof adminRegisteredSchema>;
