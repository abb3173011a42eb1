import { messageReply } from '@souk/domain/replies/common';
import { financesMoisReply } from '@souk/domain/replies/finances-months';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestCtx } from '../../lib/request-context';
import { ownMonths } from './partner-months.service';

/** The partner's Finances chart: its last 12 months of delivered sales, commissions and due. */
export async function partnerMonthsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/marchand/financesMois',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: ['Partner'],
        security: [{ bearer: [] }],
        summary:
          "The store's last 12 Algiers months, oldest first: delivered sales after promotion, commissions and the seller's due, in DZD",
        response: { 200: financesMoisReply, 401: messageReply, 403: messageReply },
      },
    },
    (request) => ownMonths(requestCtx(request)),
  );
}
