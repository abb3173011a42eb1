import { VALIDATION_MESSAGES } from './error-codes';
import { LANGUAGES } from './languages';
import {
  confirmedPassword,
  currentPasswordField,
  currentPasswordForNew,
  emailField,
  newPasswordFields,
  optionalNewPasswordFields,
  requiredText,
  z,
} from './validation';
import { wilayaSchema } from './wilaya-schema';

/**
 * Payloads and replies of the login, register and password-recovery calls of the three audiences
 * (client, partner, admin): the API validates with them and the web forms reuse them.
 */

// Mobiles 05/06/07 + 8 digits, landlines 02/03/04 + 7 digits; international forms drop the leading 0.
const ALGERIAN_PHONE = /^(?:\+213|00213|0)(?:[567]\d{8}|[234]\d{7})$/;
export const TELEPHONE_MESSAGE = VALIDATION_MESSAGES.telephone;

/** An Algerian phone number; spaces, dots and dashes are accepted and removed. */
export const telephoneField = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(30)
    .transform((v) => v.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(ALGERIAN_PHONE, TELEPHONE_MESSAGE));

export const GENRES = ['home', 'femme'] as const;
export const genreSchema = z.enum(GENRES);
export type Genre = z.infer<typeof genreSchema>;

// ---------------------------------------------------------------- payloads

export const loginSchema = z.object({
  email: emailField(),
  // Any stored password is at most 1024 characters: a longer one cannot match, and is not hashed.
  password: z.string().min(1).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const clientRegisterSchema = confirmedPassword(
  z.object({
    nom: requiredText(),
    prenom: requiredText(),
    email: emailField(),
    telephone: telephoneField(),
    adresse: requiredText(),
    wilaya: wilayaSchema,
    genre: z.preprocess((v) => (v === '' || v === null ? undefined : v), genreSchema.optional()),
    /** The app's language when the visitor registered (its invoices' language); French if absent. */
    langue: z.enum(LANGUAGES).optional(),
    ...newPasswordFields(),
  }),
);
export type ClientRegisterInput = z.infer<typeof clientRegisterSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = confirmedPassword(
  z.object({
    token: requiredText(),
    ...newPasswordFields(),
  }),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const adminRegisterSchema = confirmedPassword(
  z.object({
    name: requiredText(),
    email: emailField(),
    ...newPasswordFields(),
  }),
);
export type AdminRegisterInput = z.infer<typeof adminRegisterSchema>;

/**
 * `v1/user/profilEdit`: the signed-in administrator's own name and, optionally, a new password with
 * its confirmation and the current password (checked against the account by the API). The e-mail
 * is not changed here.
 */
export const adminProfileEditSchema = currentPasswordForNew(
  confirmedPassword(
    z.object({
      name: requiredText(),
      ...optionalNewPasswordFields(),
      current_password: currentPasswordField(),
    }),
  ),
);
export type AdminProfileEditInput = z.infer<typeof adminProfileEditSchema>;

// ---------------------------------------------------------------- replies

const text = () => z.string().nullable();

export const clientAccountSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: text(),
  genre: genreSchema.nullable(),
  adresse: text(),
  wilaya: text(),
  url_photo: text(),
  facebook: text(),
  instagram: text(),
  linkedin: text(),
  twitter: text(),
  description: text(),
  created_at: z.iso.datetime(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

export const marchandAccountSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: text(),
  genre: genreSchema.nullable(),
  url_photo: text(),
  designation_magasin: z.string(),
  adresse_magasin: text(),
  wilaya_magasin: text(),
  url_photo_magasin: text(),
  description: text(),
  facebook: text(),
  instagram: text(),
  linkedin: text(),
  twitter: text(),
  /** Legal identity (law 18-05): commercial register number, tax id. */
  registre_commerce: text(),
  nif: text(),
  created_at: z.iso.datetime(),
});
export type MarchandAccount = z.infer<typeof marchandAccountSchema>;

export const adminAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const clientSessionSchema = z.object({ client: clientAccountSchema, token: z.string() });
export const marchandSessionSchema = z.object({ marchand: marchandAccountSchema, token: z.string() });
export const adminSessionSchema = z.object({ user: adminAccountSchema, token: z.string() });
export type ClientSession = z.infer<typeof clientSessionSchema>;
export type MarchandSession = z.infer<typeof marchandSessionSchema>;
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminRegisteredSchema = z.object({ user: adminAccountSchema });

/**
 * A confirmation or a refusal: the French `message`, and for a refusal whose sentence is one of the
 * error table's, its `code` and `params` (decision 0041), which the web translates by key.
 */
export const messageReplySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

// ---------------------------------------------------------------- messages

export const AUTH_MESSAGES = {
  badCredentials: VALIDATION_MESSAGES.bad_credentials,
  blocked: "Votre compte a été bloqué. Veuillez contacter l'administration.",
  emailTaken: VALIDATION_MESSAGES.email_taken,
  loggedOut: 'Déconnexion réussie.',
  resetSent: "Si un compte correspond à cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  resetDone: 'Votre mot de passe a été réinitialisé.',
  resetInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
} as const;

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n > 1 ? 's' : ''}`;
};
export const tooManyLoginsMessage = (retryAfterSeconds: number) =>
  `Trop de tentatives de connexion. Veuillez réessayer dans ${minutes(retryAfterSeconds)}.`;
/** A session that guesses its own account's password (to change it) is stopped like a login is. */
export const tooManyPasswordChecksMessage = (retryAfterSeconds: number) =>
  `Trop de tentatives avec un mot de passe actuel incorrect. Veuillez réessayer dans ${minutes(retryAfterSeconds)}.`;
export const tooManyResetsMessage = (retryAfterSeconds: number) =>
  `Trop de demandes de réinitialisation. Veuillez réessayer dans ${minutes(retryAfterSeconds)}.`;
