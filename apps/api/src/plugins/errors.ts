import {
  codesOf,
  type FieldCodes,
  type FieldErrorCode,
  fixedCode,
  renderFieldError,
} from '@souk/domain/error-codes';
import { fieldErrorsOf, laravelMessage, toFieldErrors } from '@souk/domain/validation';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError, notFound, validationError } from '../lib/http-errors';

/** `/options/0/designation` → `['options', 0, 'designation']` (the zod issue's path). */
const pathOf = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((step) => (Number.isInteger(Number(step)) ? Number(step) : step));

/**
 * Paths of the strings holding U+0000 in a parsed body, query or params. No recursion (nesting may be
 * deep) and nothing allocated per number or clean string (a 12 MB body may hold millions of them);
 * the first `max` are enough for the reply.
 */
function nulPaths(root: unknown, max = 20): (string | number)[][] {
  type Node = { value: object; key: string | number; parent: Node | null };
  const found: (string | number)[][] = [];
  if (root === null || typeof root !== 'object') return found;
  const stack: Node[] = [{ value: root, key: '', parent: null }];
  const visit = (parent: Node, key: string | number, value: unknown) => {
    if (typeof value === 'string') {
      if (!value.includes('\u0000')) return;
      const path = [key];
      for (let n: Node | null = parent; n?.parent; n = n.parent) path.unshift(n.key);
      found.push(path);
    } else if (value !== null && typeof value === 'object') stack.push({ value, key, parent });
  };
  while (stack.length > 0 && found.length < max) {
    const node = stack.pop() as Node;
    const value = node.value as Record<string, unknown>;
    const keys: (string | number)[] = Array.isArray(value) ? [] : Object.keys(value);
    const length = Array.isArray(value) ? value.length : keys.length;
    for (let i = 0; i < length && found.length < max; i++) {
      const key = Array.isArray(value) ? i : keys[i];
      visit(node, key, value[key]);
    }
  }
  return found;
}

/**
 * Every error leaves in the shape the screens read (docs/product/README.md, Errors): `{ message, errors? }`.
 * 422 for invalid input (never 500), 404 for malformed ids in the path, 413 for oversized bodies.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // PostgreSQL text cannot hold U+0000: such input is refused here, before any handler writes,
  // as a 422 under its field (a 404 in the path) rather than a database error.
  app.addHook('preValidation', async (request) => {
    if (nulPaths(request.params).length > 0) throw notFound();
    const errors: Record<string, string[]> = {};
    const codes: FieldCodes = {};
    for (const source of [request.query, request.body]) {
      for (const path of nulPaths(source)) {
        const key = path.join('.') || 'message';
        const name = [...path].reverse().find((step) => typeof step === 'string');
        const code: FieldErrorCode = {
          code: 'forbidden_character',
          params: name === undefined ? {} : { attribute: name },
        };
        errors[key] = [renderFieldError(code)];
        codes[key] = [code];
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors, undefined, codes);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') {
        return reply.code(404).send({ message: 'Ressource introuvable.' });
      }
      // fastify-type-provider-zod lists zod's issues with their fields under `params`.
      const { errors, codes } = fieldErrorsOf(
        error.validation.map((issue) => ({
          ...(issue.params as object),
          code: issue.keyword,
          path: pathOf(issue.instancePath ?? ''),
          message: issue.message,
        })),
      );
      return reply.code(422).send({ message: laravelMessage(errors), errors, codes });
    }
    if (error instanceof ZodError) {
      const { errors, codes } = toFieldErrors(error);
      return reply.code(422).send({ message: laravelMessage(errors), errors, codes });
    }
    if (error instanceof HttpError) {
      const body: {
        message: string;
        errors?: Record<string, string[]>;
        codes?: FieldCodes;
        code?: string;
        params?: FieldErrorCode['params'];
      } = { message: error.message };
      if (error.errors) {
        body.errors = error.errors;
        // Each sentence's code (decision 0041): given by the thrower, else found from the sentence.
        body.codes = error.codes ?? codesOf(error.errors);
      } else {
        // A refusal without fields (409, 422, a declined card's 401…) whose sentence is one of the
        // table's carries its code beside it (given by the thrower when built from parameters).
        const coded = error.messageCode ?? fixedCode(error.message);
        if (coded) Object.assign(body, coded);
      }
      return reply.code(error.statusCode).send(body);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: 'Le contenu envoyé est trop volumineux.' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ message: 'Le corps de la requête doit être un JSON valide.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: 'Type de contenu non pris en charge.' });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: 'Trop de requêtes. Veuillez réessayer plus tard.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or unreachable: temporary, and /api/ready says so too.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Erreur interne du serveur. Veuillez réessayer plus tard.' });
  });
});

/** The 503 of a database that is down, restarting or saturated (also plugins/load-shedding.ts). */
export const UNAVAILABLE_MESSAGE = 'Service momentanément indisponible. Veuillez réessayer dans un instant.';

/**
 * Connection-level failures, looked for along Drizzle's `cause` chain: socket errors, SQLSTATE
 * class 08 (connection exception), admin_shutdown, crash_shutdown and cannot_connect_now (also the
 * PGlite queue's refusal), and node-postgres' pool giving up waiting for a free connection.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (
      typeof message === 'string' &&
      /^Connection terminated|not queryable|^timeout exceeded when trying to connect/.test(message)
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
