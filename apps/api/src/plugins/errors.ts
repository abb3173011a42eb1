import { laravelMessage, toLaravelErrors } from '@souk/domain/validation';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-errors';

/** `/options/0/designation` → `options.0.designation` (Laravel's dotted keys). */
const dotted = (instancePath: string) => instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

/**
 * Every error leaves in the shape the spec's screens read: `{ message, errors? }`.
 * 422 for invalid input (never 500), 404 for malformed ids in the path, 413 for oversized bodies.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') {
        return reply.code(404).send({ message: 'Ressource introuvable.' });
      }
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = dotted(issue.instancePath ?? '') || 'message';
        errors[key] ??= [];
        const list = errors[key];
        const message = issue.message ?? 'Le champ est invalide.';
        if (!list.includes(message)) list.push(message);
      }
      return reply.code(422).send({ message: laravelMessage(errors), errors });
    }
    if (error instanceof ZodError) {
      const errors = toLaravelErrors(error);
      return reply.code(422).send({ message: laravelMessage(errors), errors });
    }
    if (error instanceof HttpError) {
      const body: { message: string; errors?: Record<string, string[]> } = { message: error.message };
      if (error.errors) body.errors = error.errors;
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Erreur interne du serveur. Veuillez réessayer plus tard.' });
  });
});
