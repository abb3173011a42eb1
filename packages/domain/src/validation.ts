import { type ZodError, z } from 'zod';
import {
  type FieldCodes,
  type FieldErrorCode,
  type FieldErrorParams,
  frenchAttribute,
  isValidationCode,
  laravelMessage,
  renderFieldError,
  sentenceCode,
  VALIDATION_MESSAGES,
  type ValidationCode,
} from './error-codes';
import { passwordStrength } from './password-strength';

/**
 * Laravel-style French validation messages, shared by the API (422 replies) and the web forms.
 * Installed once, globally, as zod's default error map: a schema that sets its own `error`
 * keeps it; every other issue gets the French sentence for its code. Each sentence is a code of
 * `VALIDATION_MESSAGES` (error-codes.ts, decision 0041) rendered with its parameters, and replies
 * carry that code beside the sentence (`toFieldErrors`).
 */

/** The field's key: the last named step of the path (`options.0.designation` → `designation`). */
function fieldKey(path: readonly PropertyKey[] | undefined): string | undefined {
  return [...(path ?? [])].reverse().find((p) => typeof p === 'string') as string | undefined;
}

export function attributeName(path: readonly PropertyKey[] | undefined): string {
  return frenchAttribute(fieldKey(path));
}

type Issue = Parameters<NonNullable<NonNullable<Parameters<typeof z.config>[0]>['customError']>>[0];

/** What an issue reads once finalized (`error.issues`): no input, a message. */
type IssueLike = {
  code?: string;
  path?: readonly PropertyKey[];
  message?: string;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  divisor?: number | bigint;
  /** A refinement's own code and parameters (`refine(…, { message, params: { code, params } })`). */
  params?: unknown;
};

/** The code of an issue whose input was given (a missing input is `required`, whatever the issue). */
function describeIssue(issue: IssueLike): FieldErrorCode {
  const key = fieldKey(issue.path);
  const attribute: FieldErrorParams = key === undefined ? {} : { attribute: key };
  const is = (code: ValidationCode, params: FieldErrorParams = {}): FieldErrorCode => ({
    code,
    params: { ...attribute, ...params },
  });
  switch (issue.code) {
    case 'invalid_type':
      switch (issue.expected) {
        case 'string':
          return is('string');
        case 'number':
          return is('number');
        case 'int':
          return is('integer');
        case 'boolean':
          return is('boolean');
        case 'array':
          return is('array');
        default:
          return is('invalid');
      }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? is('required') : is('min_length', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return is('min_items', { count: min });
      return is('min_value', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return is('max_length', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return is('max_items', { max });
      return is('max_value', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return is('email');
      if (issue.format === 'url') return is('url');
      if (issue.format === 'date') return is('date');
      return is('format');
    case 'invalid_value':
      return is('choice');
    case 'not_multiple_of':
      return is('multiple_of', { divisor: Number(issue.divisor) });
    default:
      return is('invalid');
  }
}

const requiredCode = (issue: IssueLike): FieldErrorCode => {
  const key = fieldKey(issue.path);
  return { code: 'required', params: key === undefined ? {} : { attribute: key } };
};

export function frenchMessage(issue: Issue): string {
  const missing = issue.input === undefined || issue.input === null;
  return renderFieldError(missing ? requiredCode(issue) : describeIssue(issue as IssueLike));
}

z.config({ customError: (issue) => frenchMessage(issue) });

/**
 * The code of a finalized issue (zod drops its input): the code whose French sentence is the issue's
 * message — the generic one of the issue, `required`, or a fixed sentence of the table; null for a
 * schema's own sentence that has no code yet.
 */
export function issueCode(issue: IssueLike): FieldErrorCode | null {
  const message = issue.message ?? '';
  const own = describeIssue(issue);
  if (renderFieldError(own) === message) return own;
  const required = requiredCode(issue);
  if (renderFieldError(required) === message) return required;
  const refined = refinementCode(issue.params);
  if (refined && renderFieldError(refined) === message) return refined;
  return sentenceCode(fieldKey(issue.path) ?? '', message);
}

/** The code a refinement states beside its message, when it is one of the table's. */
function refinementCode(value: unknown): FieldErrorCode | null {
  if (!value || typeof value !== 'object') return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (typeof code !== 'string' || !isValidationCode(code)) return null;
  return { code, params: params && typeof params === 'object' ? (params as FieldErrorParams) : {} };
}

/**
 * Dotted Laravel keys (`options.0.sous_options.1.designation`) with their French sentences, the first
 * per key first, and the codes of those sentences at the same places (decision 0041).
 */
export function toFieldErrors(error: ZodError): { errors: Record<string, string[]>; codes: FieldCodes } {
  return fieldErrorsOf(error.issues);
}

/** `toFieldErrors` of issues as fastify-type-provider-zod or zod list them. */
export function fieldErrorsOf(issues: readonly (IssueLike & { path: readonly PropertyKey[] })[]): {
  errors: Record<string, string[]>;
  codes: FieldCodes;
} {
  const errors: Record<string, string[]> = {};
  const codes: FieldCodes = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'message';
    const list = errors[key] ?? [];
    const coded = codes[key] ?? [];
    errors[key] = list;
    codes[key] = coded;
    const message = issue.message ?? renderFieldError({ code: 'invalid', params: {} });
    if (list.includes(message)) continue;
    list.push(message);
    coded.push(issueCode({ ...issue, message }));
  }
  return { errors, codes };
}

/** Dotted Laravel keys: `options.0.sous_options.1.designation`. The first message per key comes first. */
export function toLaravelErrors(error: ZodError): Record<string, string[]> {
  return toFieldErrors(error).errors;
}

export { laravelMessage };

/** One field error's code, as a 422 reply carries it (decision 0041). */
export const fieldErrorCodeSchema = z.object({
  code: z
    .string()
    .meta({ description: 'A key of VALIDATION_MESSAGES (docs/decisions/0041-error-codes.md).' }),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/**
 * A 422 reply: Laravel's `message` and `errors` (French sentences, to the letter of the spec), and
 * `codes`, the same keys with each sentence's code at the same index (null: no code, show the sentence).
 */
export const fieldErrorsReplySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  codes: z.record(z.string(), z.array(fieldErrorCodeSchema.nullable())).optional(),
  /** A 422 without `errors` (an action refused, not a field): its sentence's code, when it has one. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const PASSWORD_MISMATCH = VALIDATION_MESSAGES.password_mismatch;

/** A new password on one's own profile needs the current one: a session left open is not enough. */
export const CURRENT_PASSWORD_MESSAGES = {
  required: VALIDATION_MESSAGES.current_password_required,
  wrong: VALIDATION_MESSAGES.current_password_wrong,
} as const;

/** `current_password` of the profile edits: blank = not sent. */
export const currentPasswordField = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(1024).optional());

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** `password_confirmation`: compared with the password by `confirmedPassword`. */
const confirmationField = () => z.string().max(1024);

/** A new password and its confirmation, both required (register, reset, an account created for someone). */
export const newPasswordFields = () => ({
  password: passwordField(),
  password_confirmation: confirmationField(),
});

/** A new password and its confirmation on a profile edit: blank = the password is unchanged. */
export const optionalNewPasswordFields = () => ({
  password: z.preprocess(blankToUndefined, passwordField().optional()),
  password_confirmation: z.preprocess(blankToUndefined, confirmationField().optional()),
});

type NewPassword = { password?: unknown; password_confirmation?: unknown; current_password?: unknown };

/**
 * The new password's confirmation must equal it, reported under `password_confirmation`: the one
 * "new password + confirmation" rule of every form and route that has it (decision 0040). It runs
 * alongside the other fields' errors (zod skips object refinements once any field failed, Laravel
 * reports every rule at once) as soon as a password was given and the confirmation has no error of
 * its own.
 */
export const confirmedPassword = <T extends z.ZodType<NewPassword>>(schema: T) =>
  schema.refine((d) => d.password === undefined || d.password === d.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_MISMATCH,
    when: (payload) => {
      const v = payload.value as NewPassword | undefined;
      return (
        typeof v?.password === 'string' &&
        !payload.issues.some((issue) => issue.path?.[0] === 'password_confirmation')
      );
    },
  });

/**
 * A new password on one's own profile also needs the current one (checked against the account by the
 * API): a session left open is not enough. Used with `optionalNewPasswordFields` and `currentPasswordField`.
 */
export const currentPasswordForNew = <T extends z.ZodType<NewPassword>>(schema: T) =>
  schema.refine((d) => d.password === undefined || d.current_password !== undefined, {
    path: ['current_password'],
    message: CURRENT_PASSWORD_MESSAGES.required,
    when: (payload) => {
      const v = payload.value as NewPassword | undefined;
      return typeof v?.password === 'string' && v.password !== '';
    },
  });

/**
 * The end of a day range ('YYYY-MM-DD') is not before its start, reported under the end's key
 * (`date_range`): the one rule of the dashboards' counters, the audit log's filter and the promotions.
 * A missing end is no range. Checked as soon as both days are valid, alongside the other fields' errors.
 */
export const orderedDays = <T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  from: string,
  to: string,
) =>
  schema.refine(
    (d) => {
      const start = d[from];
      const end = d[to];
      return typeof start !== 'string' || typeof end !== 'string' || start <= end;
    },
    {
      path: [to],
      message: VALIDATION_MESSAGES.date_range,
      when: ({ value, issues }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some((issue) => issue.path?.[0] === from || issue.path?.[0] === to),
    },
  );

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
