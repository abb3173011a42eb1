import { type FieldCodes, type FieldErrorCode, renderFieldError } from '@souk/domain/error-codes';
import { laravelMessage } from '@souk/domain/validation';

/**
 * Errors a service may throw; the error plugin turns them into the Laravel-style replies of
 * docs/product/README.md (Errors).
 * Messages are French and shown to users as they are.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** The codes of `errors` (decision 0041); when absent the errors plugin finds them (`codesOf`). */
    readonly codes?: FieldCodes,
    /** The code of `message` alone, when built from parameters (a fixed sentence is found by itself). */
    readonly messageCode?: FieldErrorCode,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Non authentifié.') => new HttpError(401, message);
export const forbidden = (message = 'Action non autorisée.') => new HttpError(403, message);
export const notFound = (message = 'Ressource introuvable.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/**
 * A refusal without fields whose sentence is built from parameters (409 `promotion_unblock_overlap`):
 * its French sentence as `message`, and its code beside it in the reply.
 */
export const codedError = (statusCode: number, coded: FieldErrorCode) =>
  new HttpError(statusCode, renderFieldError(coded), undefined, undefined, coded);

export const tooManyRequests = (message = 'Trop de tentatives. Veuillez réessayer plus tard.') =>
  new HttpError(429, message);

/**
 * A 422 with field messages: `validationError({ email: ['…'] })`. Sentences of the domain's table
 * get their codes in the reply by themselves (`codesOf`); `codes` is for those built from parameters.
 */
export function validationError(
  errors: Record<string, string[]>,
  message?: string,
  codes?: FieldCodes,
): HttpError {
  const first = Object.values(errors).flat()[0];
  return new HttpError(422, message ?? first ?? laravelMessage({}), errors, codes);
}
