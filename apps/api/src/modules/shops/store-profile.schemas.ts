import { AUTH_MESSAGES, genreSchema, telephoneField } from '@souk/domain/auth-schemas';
import { nifField, registreCommerceField } from '@souk/domain/seller-legal';
import {
  currentPasswordField,
  emailField,
  PASSWORD_MISMATCH,
  passwordField,
  requiredText,
  z,
} from '@souk/domain/validation';
import { wilayaSchema } from '@souk/domain/wilaya-schema';

/**
 * `v1/marchand/profilEdit` (the partner's own store) and `v1/user/marchandEdit/{id}` (an
 * administrator on any store): one payload. Keys not listed here (`id`, `valide`, `slug`, …) are
 * dropped by the parser, so neither audience can change a store's state or identity through it.
 */

export const STORE_PROFILE_MESSAGES = {
  updated: 'Modification avec success',
  emailTaken: AUTH_MESSAGES.emailTaken,
  shopNotFound: 'Magasin introuvable.',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Empty means "remove the link" (null); absent means "leave it as it is". */
const socialUrl = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .url({ protocol: /^https?$/ })
      .max(255)
      .nullish(),
  );

/** A data URL, sent only when a new picture was picked; blank = unchanged. */
const newPhoto = () => z.preprocess(blankToUndefined, z.string().max(12_000_000).optional());

export const storeProfileEditSchema = z
  .object({
    nom: requiredText(100),
    prenom: requiredText(100),
    email: emailField(),
    telephone: telephoneField(),
    /** Blank = unchanged (a store created without one keeps none). */
    genre: z.preprocess(blankToUndefined, genreSchema.optional()),
    designation_magasin: requiredText(150),
    adresse_magasin: requiredText(255),
    wilaya_magasin: wilayaSchema,
    /** Empty = removed, absent = unchanged. */
    description: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(5000).nullish()),
    facebook: socialUrl(),
    instagram: socialUrl(),
    linkedin: socialUrl(),
    twitter: socialUrl(),
    /** Legal identity (law 18-05). Empty = removed, absent = unchanged. */
    registre_commerce: registreCommerceField(),
    nif: nifField(),
    url_photo: newPhoto(),
    url_photo_magasin: newPhoto(),
    password: z.preprocess(blankToUndefined, passwordField().optional()),
    password_confirmation: z.preprocess(blankToUndefined, z.string().max(1024).optional()),
    /** Required with a new password on the partner's own edit (not on an administrator's). */
    current_password: currentPasswordField(),
  })
  .refine((d) => d.password === undefined || d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_MISMATCH,
    // Reported alongside the other fields' errors, as Laravel reports every rule at once.
    when: (payload) => {
      const v = payload.value as { password?: unknown } | undefined;
      return typeof v?.password === 'string' && v.password !== '';
    },
  });
export type StoreProfileEditInput = z.infer<typeof storeProfileEditSchema>;
