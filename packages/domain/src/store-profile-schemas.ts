import { genreSchema, telephoneField } from './auth-schemas';
import { socialUrl } from './client-schemas';
import { nifField, registreCommerceField } from './seller-legal';
import {
  confirmedPassword,
  currentPasswordField,
  currentPasswordForNew,
  emailField,
  optionalNewPasswordFields,
  requiredText,
  z,
} from './validation';
import { wilayaSchema } from './wilaya-schema';

/**
 * `v1/marchand/profilEdit` (the partner's own store) and `v1/user/marchandEdit/{id}` (an
 * administrator on any store): one payload, which the API parses and the store edit form checks
 * before sending. Keys not listed here (`id`, `valide`, `slug`, …) are dropped by the parser, so
 * neither audience can change a store's state or identity through it.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A data URL, sent only when a new picture was picked; blank = unchanged. */
const newPhoto = () => z.preprocess(blankToUndefined, z.string().max(12_000_000).optional());

export const storeProfileEditSchema = confirmedPassword(
  z.object({
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
    ...optionalNewPasswordFields(),
    /** Required with a new password on the partner's own edit (not on an administrator's). */
    current_password: currentPasswordField(),
  }),
);
export type StoreProfileEditInput = z.infer<typeof storeProfileEditSchema>;

/**
 * The partner's own edit: a new password also needs the current one (an administrator editing a store
 * is not asked for it). The store edit form checks it; the API checks it against the account.
 */
export const ownStoreProfileEditSchema = currentPasswordForNew(storeProfileEditSchema);
