import { genreSchema, telephoneField } from './auth-schemas';
import { couponEtatSchema } from './coupons';
import { type FieldErrorCode, renderFieldError, VALIDATION_MESSAGES } from './error-codes';
import { LANGUAGES } from './languages';
import {
  confirmedPassword,
  currentPasswordField,
  currentPasswordForNew,
  optionalNewPasswordFields,
  requiredText,
  z,
} from './validation';
import { wilayaSchema } from './wilaya-schema';

/**
 * Payloads and replies of the client area that are not about orders: profile, cart, reviews and
 * coupons (`v1/client/...`). The API validates with them; the web forms and fetchers reuse them.
 */

export const CLIENT_MESSAGES = {
  profileUpdated: 'Modification avec success',
  cartAdded: 'Article ajouté au panier',
  cartLineDeleted: 'Supprimé!',
  cartLineUnknown: VALIDATION_MESSAGES.cart_line_unknown,
  cartFull: VALIDATION_MESSAGES.cart_full,
  stockUnknown: VALIDATION_MESSAGES.stock_unknown,
  reviewAdded: 'Article ajouté avec success',
  articleUnavailable: VALIDATION_MESSAGES.article_unavailable,
  couponFound: 'Coupon ajouté avec success',
  couponInvalid: VALIDATION_MESSAGES.coupon_invalid,
  langueUpdated: 'Langue enregistrée',
} as const;

/** `v1/client/langue`: the signed-in client's language (the web app sends it on every switch). */
export const langueEditSchema = z.object({ langue: z.enum(LANGUAGES) });
export type LangueEditInput = z.infer<typeof langueEditSchema>;

/** Lines a cart may hold: a basket, not a warehouse. */
export const MAX_CART_LINES = 100;
/** Units of one variant per cart line or order line. */
export const MAX_LINE_QUANTITY = 10_000;

/** Why a line cannot be bought: the same code in the cart and at checkout. */
export const stockShortCode = (designation: string, available: number): FieldErrorCode => ({
  code: 'stock_short',
  params: { designation, available: Math.max(0, available) },
});

/** Its French sentence, as the reply's `errors` sends it. */
export const stockShortMessage = (designation: string, available: number) =>
  renderFieldError(stockShortCode(designation, available));

const INT4_MAX = 2_147_483_647;
/**
 * Numbers as forms send them (numeric text too). Unlike `z.coerce`, a missing value stays missing
 * ('… est obligatoire') instead of becoming NaN.
 */
export const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), schema);

/** A database id sent in a body. */
export const idField = () => numeric(z.number().int().min(1).max(INT4_MAX));

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Empty means "remove the link" (null); absent means "leave it as it is" (undefined). */
export const socialUrl = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .url({ protocol: /^https?$/ })
      .max(255)
      .nullish(),
  );

// ---------------------------------------------------------------- profile

/**
 * `v1/client/profilEdit`. The e-mail is not editable here (ignored when sent). The photo is a data
 * URL, sent only when a new one was picked. A new password needs its confirmation and the current
 * password (checked against the account by the API).
 */
export const profileEditSchema = currentPasswordForNew(
  confirmedPassword(
    z.object({
      nom: requiredText(100),
      prenom: requiredText(100),
      genre: genreSchema,
      telephone: telephoneField(),
      adresse: requiredText(255),
      wilaya: wilayaSchema,
      facebook: socialUrl(),
      instagram: socialUrl(),
      linkedin: socialUrl(),
      twitter: socialUrl(),
      url_photo: z.preprocess(blankToUndefined, z.string().max(12_000_000).optional()),
      ...optionalNewPasswordFields(),
      current_password: currentPasswordField(),
    }),
  ),
);
export type ProfileEditInput = z.infer<typeof profileEditSchema>;

// ---------------------------------------------------------------- cart

export const panierAddSchema = z.object({
  stock_article_id: idField(),
  quantite: numeric(z.number().int().min(1).max(MAX_LINE_QUANTITY)),
});
export type PanierAddInput = z.infer<typeof panierAddSchema>;

// ---------------------------------------------------------------- reviews

const NOTE_MESSAGE = 'Le champ note doit être un nombre entier entre 1 et 5.';

/** `note` arrives as text ('1'…'5') from the star picker; numbers are accepted too. */
export const notationAddSchema = z.object({
  article_id: idField(),
  note: numeric(
    z
      .number({ error: (i) => (i.input === undefined ? undefined : NOTE_MESSAGE) })
      .int({ error: NOTE_MESSAGE })
      .min(1, { error: NOTE_MESSAGE })
      .max(5, { error: NOTE_MESSAGE }),
  ),
  commentaire: requiredText(2000),
});
export type NotationAddInput = z.infer<typeof notationAddSchema>;

// ---------------------------------------------------------------- coupons

/** A client's coupon: the code, its state and what it is worth (DZD). */
export const clientCouponReply = z.object({
  id: z.number(),
  code: z.string(),
  etat: couponEtatSchema,
  expires_at: z.string(),
  modelCoupon: z.object({ designation: z.string(), remise: z.number() }),
});
export type ClientCouponReply = z.infer<typeof clientCouponReply>;

export const couponShowReply = z.object({ message: z.string(), data: clientCouponReply });
export const couponListReply = z.object({ data: z.array(clientCouponReply) });
