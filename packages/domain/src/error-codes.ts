import { ETAT_LABELS, type Etat } from './etat-labels';

/**
 * Error codes (decision 0041): every validation sentence the API and the web forms write is one entry
 * of `VALIDATION_MESSAGES`, a code and its French template. The French sentence of a 422 reply is the
 * template rendered with the code's parameters (`renderFieldError`), and the reply carries the code
 * and parameters beside it (`codes`), so the web translates by key (its `validation.*` catalogue
 * entries) instead of rewriting French. A sentence and its code cannot drift: one is made from the
 * other. No zod here: the web's bundled French catalogue imports this table.
 *
 * Templates use i18next's syntax: `{{attribute}}` is the field's French name (`ATTRIBUTES`, from the
 * field's key), other placeholders are the code's parameters. A code with a count has two entries,
 * `<code>_one` and `<code>_other` (French plural forms, as i18next names them), chosen by `count`.
 */
const TEMPLATES = {
  // Generic sentences, one per zod issue (validation.ts, `frenchMessage`).
  required: 'Le champ {{attribute}} est obligatoire.',
  string: 'Le champ {{attribute}} doit être une chaîne de caractères.',
  number: 'Le champ {{attribute}} doit être un nombre.',
  integer: 'Le champ {{attribute}} doit être un entier.',
  boolean: 'Le champ {{attribute}} doit être vrai ou faux.',
  array: 'Le champ {{attribute}} doit être un tableau.',
  invalid: 'Le champ {{attribute}} est invalide.',
  min_length: 'Le champ {{attribute}} doit contenir au moins {{min}} caractères.',
  max_length: 'Le champ {{attribute}} ne doit pas dépasser {{max}} caractères.',
  min_items_one: 'Le champ {{attribute}} doit contenir au moins {{count}} élément.',
  min_items_other: 'Le champ {{attribute}} doit contenir au moins {{count}} éléments.',
  max_items: 'Le champ {{attribute}} ne doit pas contenir plus de {{max}} éléments.',
  min_value: 'La valeur du champ {{attribute}} doit être supérieure ou égale à {{min}}.',
  max_value: 'La valeur du champ {{attribute}} doit être inférieure ou égale à {{max}}.',
  email: 'Le champ {{attribute}} doit être une adresse e-mail valide.',
  url: 'Le champ {{attribute}} doit être une URL valide.',
  date: "Le champ {{attribute}} n'est pas une date valide.",
  format: 'Le format du champ {{attribute}} est invalide.',
  choice: 'Le champ {{attribute}} sélectionné est invalide.',
  multiple_of: 'Le champ {{attribute}} doit être un multiple de {{divisor}}.',
  forbidden_character: 'Le champ {{attribute}} contient un caractère non autorisé.',
  // The reply's summary (`laravelMessage`): the first error, and how many follow.
  invalid_data: 'Les données fournies sont invalides.',
  more_errors_one: '{{message}} (et {{count}} erreur en plus)',
  more_errors_other: '{{message}} (et {{count}} erreurs en plus)',
  // Fixed business sentences of the forms.
  password_mismatch: 'Le mot de passe de confirmation ne correspond pas au mot de passe.',
  current_password_required: 'Le mot de passe actuel est obligatoire.',
  current_password_wrong: 'Le mot de passe actuel est incorrect.',
  weak_password_common: "Ce mot de passe est trop facile à deviner : c'est un mot de passe courant.",
  weak_password_pattern:
    'Ce mot de passe est trop facile à deviner : il suit une répétition, une suite ou une ligne du clavier.',
  weak_password_date: 'Ce mot de passe est trop facile à deviner : il repose sur une date ou une année.',
  weak_password_word: 'Ce mot de passe est trop facile à deviner : il repose sur un mot ou un nom courant.',
  weak_password_personal:
    'Ce mot de passe est trop facile à deviner : il reprend vos informations personnelles.',
  weak_password_short:
    'Ce mot de passe est trop facile à deviner : allongez-le, par exemple avec plusieurs mots peu courants.',
  bad_credentials: 'Ces identifiants ne correspondent pas à nos enregistrements.',
  email_taken: 'Cette adresse email est déjà utilisée.',
  telephone: 'Le champ téléphone doit être un numéro de téléphone algérien valide (ex. 0550 12 34 56).',
  // The back-office forms' own sentences (content, promotions, coupon models, store legal identity).
  categorie_invalid: 'La catégorie sélectionnée est invalide.',
  date_range: 'La date de fin doit être postérieure ou égale à la date de début.',
  articles_required: 'Veuillez sélectionner au moins un article.',
  article_id_invalid: "L'identifiant d'article est invalide.",
  promotion_articles_max: 'Une promotion ne peut pas contenir plus de 500 articles.',
  pourcentage_integer: 'Le champ pourcentage doit être un nombre entier.',
  pourcentage_range: 'Le pourcentage doit être compris entre 1 et 99.',
  duree_integer: 'La durée doit être un nombre entier de jours.',
  duree_min: "La durée doit être d'au moins 1 jour.",
  duree_max: 'La durée ne doit pas dépasser 3650 jours.',
  montant_number: 'Le montant doit être un nombre.',
  montant_min: 'Le montant doit être supérieur ou égal à 0.',
  remise_number: 'La remise doit être un nombre.',
  remise_min: 'La remise doit être supérieure à 0.',
  amount_max: 'Le montant ne doit pas dépasser 100 000 000 DZD.',
  amount_cents: 'Le montant ne peut pas avoir plus de deux décimales.',
  // The marketplace money's forms (commissions, settings, settlements, adjustments).
  montant_positive: 'Le montant doit être supérieur à 0.',
  montant_non_zero: 'Le montant ne peut pas être nul.',
  taux_decimals: 'Le taux ne peut pas avoir plus de deux décimales.',
  marchand_invalid: 'Le magasin sélectionné est invalide.',
  registre_commerce:
    'Le numéro de registre du commerce doit contenir de 5 à 30 caractères : chiffres, lettres, « / », « - » ou espaces.',
  nif: 'Le NIF doit contenir 15 ou 20 chiffres.',
  // The card form of the payment sandbox (exact wording of the original screens, typo included).
  card_number: 'Veuillez entre un numéro de carte valide.',
  card_exp_month: "Le mois d'expiration doit être compris entre 01 et 12.",
  card_exp_year: "L'année d'expiration est invalide.",
  card_expired: "La date d'expiration de la carte est dépassée.",
  card_cvc: 'Le code de sécurité (CVC) doit contenir 3 chiffres.',
  card_postal_code: 'Veuillez entrer un code postal valide (5 chiffres).',
  card_holder_name: 'Veuillez entrer le nom du titulaire de la carte (lettres uniquement).',
  // Sentences the services write (the reply's `errors`, or its `message` alone with `code` beside it).
  search_required: 'Le champ recherche est obligatoire.',
  filter_step: 'Le champ {{attribute}} doit valoir {{steps}} ou 0.',
  image_invalid: 'Le champ {{attribute}} doit être une image valide (JPEG, PNG, WebP ou GIF).',
  image_too_large: 'Le champ {{attribute}} ne doit pas dépasser 8 Mo.',
  image_too_many_pixels: 'Le champ {{attribute}} est trop grand (25 mégapixels au plus).',
  stock_short: 'Stock insuffisant pour « {{designation}} » : {{available}} disponible(s).',
  stock_unknown: "L'article sélectionné n'existe pas.",
  article_unavailable: "Cet article n'est plus disponible.",
  cart_full: 'Votre panier est plein : 100 articles au plus.',
  cart_line_unknown: 'Cet article ne se trouve pas dans votre panier.',
  coupon_invalid: 'Coupon invalide ou expiré.',
  order_not_cancellable: 'Cette commande ne peut plus être annulée.',
  order_qr_invalid: 'Code QR invalide pour cette commande.',
  order_not_in_delivery: "Cette commande n'est pas en cours de livraison.",
  order_transition_refused: "Ce changement d'état n'est pas autorisé pour cette commande.",
  order_duplicate_line: 'Cet article figure plusieurs fois dans la commande.',
  order_outside_algeria: 'La position de livraison doit se trouver en Algérie.',
  cod_call_not_cod: 'Seules les commandes payées à la livraison se confirment par téléphone.',
  cod_call_wrong_state: 'Seule une commande en attente de validation peut être confirmée par téléphone.',
  cod_failure_not_cod:
    'Une commande payée par carte ne peut pas être annulée pour un échec de livraison : elle doit être remboursée.',
  cod_failure_wrong_state:
    "Un échec de livraison ne s'enregistre que pour une commande en attente de livraison ou en cours de livraison.",
  payment_declined: 'Votre carte a été refusée.',
  payment_already_paid: 'Cette commande est déjà payée.',
  payment_cancelled: 'Cette commande a été annulée : elle ne peut plus être payée.',
  payment_cash_on_delivery: 'Cette commande se paie à la livraison.',
  payment_not_payable: "Cette commande n'est pas en attente de paiement.",
  payment_in_progress:
    'Un paiement est déjà en cours pour cette commande. Veuillez patienter quelques minutes.',
  payment_type_unavailable:
    "Ce mode de paiement n'est pas disponible sur ce site pour le moment : choisissez le paiement à la livraison.",
  // The back-offices' refusals: order moves (`from`/`next` are states, written with their labels),
  // deletions of rows something depends on, edit conflicts, promotions, partner requests, idempotency.
  order_only_move: "Depuis « {{from}} », la commande ne peut passer qu'à « {{next}} ».",
  order_no_move: "Aucun changement d'état n'est possible depuis « {{from}} ».",
  order_not_delivered: 'Seule une commande livrée peut voir sa livraison corrigée.',
  order_store_refused:
    "Les commandes des magasins sont gérées par leurs marchands : l'administrateur ne peut pas changer leur état.",
  order_id_mismatch: "L'identifiant ne correspond pas à la commande.",
  categorie_has_articles:
    'Impossible de faire la suppression : cette catégorie contient des articles. Déplacez-les ou supprimez-les d’abord.',
  sous_categorie_has_articles:
    'Impossible de faire la suppression : cette sous-catégorie contient des articles. Déplacez-les ou supprimez-les d’abord.',
  coupon_model_issued:
    'Impossible de supprimer ce coupon : il a déjà été attribué à des clients. Vous pouvez le bloquer.',
  article_has_stock: 'Impossible de supprimer un article qui a du stock.',
  article_edit_conflict: "L'article a été modifié entre-temps. Veuillez réessayer.",
  // The article form's structure checks and the article toggle's refusals.
  article_merchant_read_only: 'Les articles des marchands ne sont modifiables que par leur marchand.',
  article_awaiting_validation: "Cet article attend la validation de l'administrateur.",
  article_blocked_by_admin: "Cet article a été bloqué par l'administrateur.",
  option_in_use: "Cette option est utilisée par un stock : supprimez d'abord le stock.",
  option_added_with_stock:
    "Impossible d'ajouter une option à un article qui a du stock : supprimez d'abord le stock.",
  sous_categorie_mismatch: "La sous-catégorie sélectionnée n'appartient pas à la catégorie choisie.",
  sous_categorie_invalid: 'La sous-catégorie sélectionnée est invalide.',
  option_unknown: "Cette option n'appartient pas à l'article.",
  sous_option_unknown: "Cette sous-option n'appartient pas à l'option.",
  photo_unknown: "Cette photo n'appartient pas à l'article.",
  duplicate_id: 'Cet élément figure plusieurs fois.',
  one_sous_option_per_option: 'Choisissez une sous-option pour chaque option.',
  stock_exists: 'Ce stock existe déjà!',
  designation_taken: 'Cette désignation est déjà utilisée.',
  date_fin_past: "La date de fin ne peut pas être antérieure à aujourd'hui.",
  articles_not_owned: "Certains articles sélectionnés n'existent pas ou ne vous appartiennent pas.",
  promotion_overlap:
    "L'article « {{article}} » est déjà dans la promotion « {{promotion}} » du {{debut}} au {{fin}}.",
  promotion_unblock_overlap:
    "Impossible de débloquer cette promotion : l'article « {{article}} » est déjà dans la promotion active « {{promotion}} » sur la même période.",
  partner_email_taken: 'Un compte partenaire existe déjà avec cet email.',
  partner_request_pending: 'Une demande est déjà en cours de traitement pour cet email.',
  partner_request_processed: 'Cette demande a déjà été traitée : le compte partenaire existe déjà.',
  idempotency_key_invalid:
    "L'en-tête Idempotency-Key doit contenir de 1 à 255 caractères visibles (sans espace).",
  idempotency_key_reused: "Cette clé d'idempotence a déjà été utilisée pour une autre requête.",
  idempotency_in_progress:
    'Une requête avec cette clé est déjà en cours de traitement. Veuillez réessayer dans un instant.',
  // Payouts and statements (docs/product/payouts-and-statements.md): the payout account's format, the payout
  // request's refusals (`compte`, `montant`, `versement`), the administrator's moves, the period.
  payout_rib: 'Le RIB doit contenir exactement 20 chiffres.',
  payout_ccp_numero: 'Le numéro de compte CCP doit contenir de 1 à 10 chiffres.',
  payout_ccp_cle: 'La clé du compte CCP doit contenir 2 caractères.',
  payout_no_account: "Enregistrez d'abord votre compte de versement (CCP ou RIB).",
  payout_above_available: 'Le montant demandé dépasse votre solde disponible ({{disponible}}).',
  payout_below_minimum: "Le montant d'un versement doit être d'au moins {{minimum}}.",
  payout_already_open: "Une demande de versement est déjà en cours : attendez qu'elle soit traitée.",
  payout_not_open: 'Ce versement a déjà été traité : seul un versement demandé peut être payé ou refusé.',
  statement_period_max: "La période d'un relevé ne doit pas dépasser {{max}} jours.",
  // Returns (docs/product/orders-and-money.md, Returns and refunds): the request's checks, then the
  // refusals of the state machine (returns/state-machine.ts).
  return_not_delivered: 'Seule une commande livrée peut être retournée.',
  return_window_over:
    'Le délai de retour de cette commande ({{jours}} jours après la livraison) est dépassé.',
  return_line_unknown: "Cette ligne n'appartient pas à la commande.",
  return_line_duplicate: 'Cette ligne figure plusieurs fois dans la demande.',
  return_quantity_above: 'Vous pouvez retourner au plus {{max}} exemplaire(s) de cet article.',
  return_no_move: "Ce changement d'état n'est pas possible pour ce retour.",
  return_move_forbidden: "Vous ne pouvez pas faire ce changement d'état sur ce retour.",
  return_refusal_reason_required: 'Indiquez le motif du refus.',
  return_dispute_window_over: 'Le délai pour contester ce refus ({{jours}} jours) est dépassé.',
  return_restock_required: 'Indiquez si les articles retournés sont remis en stock.',
  return_refund_reference_required: 'Indiquez la référence du remboursement.',
} as const satisfies Record<string, string>;

type MessageKey = keyof typeof TEMPLATES;
/** The table's type: its keys, each a French string (the web's catalogues translate the same keys). */
export type ValidationMessages = Record<MessageKey, string>;
export const VALIDATION_MESSAGES: ValidationMessages = TEMPLATES;
type PluralBase<K> = K extends `${infer Base}_one` ? Base : never;

/** A code of `VALIDATION_MESSAGES`: its keys, with `<code>_one`/`<code>_other` counted once as `<code>`. */
export type ValidationCode =
  | Exclude<MessageKey, `${string}_one` | `${string}_other`>
  | PluralBase<MessageKey>;

/** The parameters of a code: `attribute` (the field's key), `min`, `max`, `count`, `divisor`… */
export type FieldErrorParams = Record<string, string | number>;

/** One field error as a machine reads it: `{ code: 'min_length', params: { attribute: 'password', min: 8 } }`. */
export interface FieldErrorCode {
  code: ValidationCode;
  params: FieldErrorParams;
}

/**
 * The `codes` of a 422 reply, beside its `errors`: the same keys, and for each French sentence of
 * `errors[key]`, at the same index, its code, or null for a sentence that has none yet (shown as sent).
 */
export type FieldCodes = Record<string, (FieldErrorCode | null)[]>;

/** French names of the fields, by key (a key not listed reads as itself, `_` as spaces). */
const FIELD_NAMES = {
  email: 'email',
  password: 'mot de passe',
  password_confirmation: 'confirmation du mot de passe',
  current_password: 'mot de passe actuel',
  nom: 'nom',
  prenom: 'prénom',
  name: 'nom',
  telephone: 'téléphone',
  adresse: 'adresse',
  wilaya: 'wilaya',
  genre: 'genre',
  token: 'jeton',
  sujet: 'sujet',
  msg: 'message',
  designation: 'désignation',
  description: 'description',
  quantite: 'quantité',
  prix: 'prix',
  url_image: 'image',
  url_photo: 'photo',
  url_logo: 'logo',
  model_id: 'catégorie',
  duree: 'durée',
  date_debut: 'date de début',
  date_fin: 'date de fin',
  portee: 'portée',
  taux: 'taux',
  marchand_id: 'magasin',
  commission_defaut: 'commission par défaut',
  delai_retenue_jours: 'délai de retenue',
  delai_retour_jours: 'délai de retour',
  versement_minimum: 'versement minimum',
  commande_id: 'commande',
  commande_ligne_id: 'ligne de commande',
  lignes: 'lignes',
  motif: 'motif',
  commentaire: 'commentaire',
  photos: 'photos',
} as const satisfies Record<string, string>;
/** The named fields: their keys, each a French name (the web's catalogues translate the same keys). */
export type AttributeNames = Record<keyof typeof FIELD_NAMES, string>;
export const ATTRIBUTES: AttributeNames = FIELD_NAMES;

/** Whether a field key has a name of its own in `ATTRIBUTES`. */
export function isNamedAttribute(key: string): key is keyof AttributeNames {
  return Object.hasOwn(ATTRIBUTES, key);
}

/** Whether a code is one of the table's (a newer server may send codes this build does not know). */
export function isValidationCode(code: string): code is ValidationCode {
  return Object.hasOwn(TEMPLATES, code) || Object.hasOwn(TEMPLATES, `${code}_one`);
}

/** The attribute of a field without a name (an array's item, a bare value). */
export const UNNAMED_ATTRIBUTE = 'valeur';

/** The French name of a field key; `undefined` (no key) is `UNNAMED_ATTRIBUTE`. */
export function frenchAttribute(key: string | undefined): string {
  if (!key) return UNNAMED_ATTRIBUTE;
  return isNamedAttribute(key) ? ATTRIBUTES[key] : key.replaceAll('_', ' ');
}

/** i18next's plural suffix for French counts (0 and 1 are singular). */
export function frenchPluralSuffix(count: number): 'one' | 'other' {
  return new Intl.PluralRules('fr').select(count) === 'one' ? 'one' : 'other';
}

/** The template of a code: its own entry, or its plural entry for `params.count`. */
export function templateOf(code: ValidationCode, params: FieldErrorParams = {}): string {
  const own = (VALIDATION_MESSAGES as Record<string, string>)[code];
  if (own !== undefined) return own;
  const plural = `${code}_${frenchPluralSuffix(Number(params.count))}`;
  return (VALIDATION_MESSAGES as Record<string, string>)[plural] ?? code;
}

/**
 * Fills `{{name}}` placeholders (i18next's syntax) with the given values, in one pass: a value is
 * written as it is, even one holding `{{…}}` or `$&` (a promotion's or an article's name).
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * The parameters that name an order state (`order_only_move`): sent as the state's key, written with
 * its label (`ETAT_LABELS` here, the catalogues' `enums.etat.*` on the web).
 */
export const ETAT_PARAMS = ['from', 'next'] as const;

/** A state parameter's key as its French label; any other value as it is. */
const etatLabel = (value: string | number): string | number =>
  typeof value === 'string' && Object.hasOwn(ETAT_LABELS, value) ? ETAT_LABELS[value as Etat] : value;

/** The French sentence of a code: the one the 422 reply sends in `errors`. */
export function renderFieldError({ code, params }: FieldErrorCode): string {
  const attribute = typeof params.attribute === 'string' ? params.attribute : undefined;
  const values: FieldErrorParams = { ...params, attribute: frenchAttribute(attribute) };
  for (const name of ETAT_PARAMS) if (params[name] !== undefined) values[name] = etatLabel(params[name]);
  return interpolate(templateOf(code, params), values);
}

/** A code without parameters, by its French sentence (the fixed sentences of the table). */
const FIXED = new Map<string, ValidationCode>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationCode, string][])
    .filter(([, template]) => !template.includes('{{'))
    .map(([code, template]) => [template, code]),
);

/** The code of a fixed sentence (`PASSWORD_MISMATCH` → `password_mismatch`), else null. */
export function fixedCode(sentence: string): FieldErrorCode | null {
  const code = FIXED.get(sentence);
  return code ? { code, params: {} } : null;
}

/** The codes whose only parameter is the field's name (`required`, `email`…). */
const ATTRIBUTE_ONLY = (Object.entries(VALIDATION_MESSAGES) as [ValidationCode, string][])
  .filter(
    ([, template]) =>
      template.includes('{{attribute}}') && !template.replaceAll('{{attribute}}', '').includes('{{'),
  )
  .map(([code]) => code);

/**
 * The code of a sentence written under a reply key (a service's `validationError`): a fixed sentence,
 * or a generic one naming the key's field (`code` → 'Le champ code est obligatoire.'); else null.
 */
export function sentenceCode(key: string, sentence: string): FieldErrorCode | null {
  const fixed = fixedCode(sentence);
  if (fixed) return fixed;
  const name = key
    .split('.')
    .reverse()
    .find((step) => step !== '' && !Number.isInteger(Number(step)));
  const params: FieldErrorParams = name === undefined ? {} : { attribute: name };
  for (const code of ATTRIBUTE_ONLY) {
    if (renderFieldError({ code, params }) === sentence) return { code, params };
  }
  return null;
}

/** The codes of a field-errors map (`sentenceCode` of each sentence, at the same places). */
export function codesOf(errors: Record<string, readonly string[]>): FieldCodes {
  return Object.fromEntries(
    Object.entries(errors).map(([key, sentences]) => [key, sentences.map((s) => sentenceCode(key, s))]),
  );
}

/** Laravel's top-level message: the first error, plus "(et N erreurs en plus)". */
export function laravelMessage(errors: Readonly<Record<string, readonly string[]>>): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return renderFieldError({ code: 'invalid_data', params: {} });
  const extra = all.length - 1;
  return extra > 0
    ? renderFieldError({ code: 'more_errors', params: { message: all[0], count: extra } })
    : all[0];
}
