import { CLIENT_MESSAGES, notationAddSchema } from '@souk/domain/client-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { reviewCreatedReply } from '@souk/domain/replies/reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestCtx } from '../../lib/request-context';
import { addReview } from './reviews.service';

/** `v1/client/notationAdd`: rate and review an article. */
export async function reviewsClientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/client/notationAdd',
    {
      onRequest: app.authenticate('client'),
      schema: {
        tags: ['Client'],
        security: [{ bearer: [] }],
        summary: "Note et commente un article (un avis par client et article : le nouveau remplace l'ancien)",
        body: notationAddSchema,
        response: {
          201: reviewCreatedReply,
          401: messageReply,
          403: messageReply,
          422: fieldErrorsReply,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: CLIENT_MESSAGES.reviewAdded,
        data: await addReview(requestCtx(request), request.body),
      }),
  );
}
