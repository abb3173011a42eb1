import { type ZodError, z } from 'zod';
import { passwordStrength } from './password-strength';

/**
 * Laravel-style French validation messages, shared by the API (422 replies) and the web forms.
 * Installed once, globally, as zod's default error map: a schema that sets its own `error`
 * keeps it; every other issue gets the French sentence for its code.
 */

const ATTRIBUTES: Record<string, string> = {
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
};

export function attributeName(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!key) return 'valeur';
  return ATTRIBUTES[key] ?? key.replaceAll('_', ' ');
}

type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

export function frenchMessage(issue: Issue): string {
  const attr = attributeName(issue.path);
  const i = issue as Issue & {
    origin?: string;
    expected?: string;
    minimum?: number | bigint;
    maximum?: number | bigint;
    format?: string;
  };
  if (issue.input === undefined || issue.input === null) return `Le champ ${attr} est obligatoire.`;
  switch (issue.code) {
    case 'invalid_type':
      switch (i.expected) {
        case 'string':
          return `Le champ ${attr} doit être une chaîne de caractères.`;
        case 'number':
          return `Le champ ${attr} doit être un nombre.`;
        case 'int':
          return `Le champ ${attr} doit être un entier.`;
        case 'boolean':
          return `Le champ ${attr} doit être vrai ou faux.`;
        case 'array':
          return `Le champ ${attr} doit être un tableau.`;
        default:
          return `Le champ ${attr} est invalide.`;
      }
    case 'too_small': {
      const min = Number(i.minimum);
      if (i.origin === 'string') {
        return min <= 1
          ? `Le champ ${attr} est obligatoire.`
          : `Le champ ${attr} doit contenir au moins ${min} caractères.`;
      }
      if (i.origin === 'array' || i.origin === 'set') {
        return `Le champ ${attr} doit contenir au moins ${min} élément${min > 1 ? 's' : ''}.`;
      }
      return `La valeur du champ ${attr} doit être supérieure ou égale à ${min}.`;
    }
    case 'too_big': {
      const max = Number(i.maximum);
      if (i.origin === 'string') return `Le champ ${attr} ne doit pas dépasser ${max} caractères.`;
      if (i.origin === 'array' || i.origin === 'set') {
        return `Le champ ${attr} ne doit pas contenir plus de ${max} éléments.`;
      }
      return `La valeur du champ ${attr} doit être inférieure ou égale à ${max}.`;
    }
    case 'invalid_format':
      if (i.format === 'email') return `Le champ ${attr} doit être une adresse e-mail valide.`;
      if (i.format === 'url') return `Le champ ${attr} doit être une URL valide.`;
      if (i.format === 'date') return `Le champ ${attr} n'est pas une date valide.`;
      return `Le format du champ ${attr} est invalide.`;
    case 'invalid_value':
      return `Le champ ${attr} sélectionné est invalide.`;
    case 'not_multiple_of':
      return `Le champ ${attr} doit être un multiple de ${String((issue as { divisor?: number }).divisor)}.`;
    default:
      return `Le champ ${attr} est invalide.`;
  }
}

z.config({ customError: (issue) => frenchMessage(issue) });

/** Dotted Laravel keys: `options.0.sous_options.1.designation`. The first message per key comes first. */
export function toLaravelErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'message';
    const list = errors[key] ?? [];
    errors[key] = list;
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** Laravel's top-level message: the first error, plus "(et N erreurs en plus)". */
export function laravelMessage(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return 'Les données fournies sont invalides.';
  const extra = all.length - 1;
  return extra > 0 ? `${all[0]} (et ${extra} erreur${extra > 1 ? 's' : ''} en plus)` : all[0];
}

export const PASSWORD_MISMATCH = 'Le mot de passe de confirmation ne correspond pas au mot de passe.';

/** A new password on one's own profile needs the current one: a session left open is not enough. */
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Le mot de passe actuel est obligatoire.',
  wrong: 'Le mot de passe actuel est incorrect.',
} as const;

/** `current_password` of the profile edits: blank = not sent. */
export const currentPasswordField = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(1024).optional());

/** A trimmed, required text field. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);
/** An optional text field: empty strings and null become undefined. */
export const optionalText = (max = 255) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
export const emailField = () => z.string().trim().min(1).max(255).toLowerCase().pipe(z.email());
/**
 * At least 8 characters and not guessable (password-strength.ts, decision 0031: checked once its
 * dictionaries are loaded, which the API does at start-up); long passphrases are accepted as they are
 * (argon2 has no 72-byte limit).
 */
export const passwordField = () =>
  z
    .string()
    .min(8)
    .max(1024)
    .superRefine((password, ctx) => {
      if (password.length < 8) return; // said once, by min()
      const weakness = passwordStrength()?.weakness(password);
      if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
    });

export { z };
