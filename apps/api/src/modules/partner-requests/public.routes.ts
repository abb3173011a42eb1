import { PARTNER_REQUEST_SUCCESS, partnerRequestSchema } from '@souk/domain/public-forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorCtx } from '../../lib/request-context';
import { submitPartnerRequest } from './partner-requests.service';

export async function partnerRequestsPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/demandeCompte',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Apply to become a partner (merchant)',
        body: partnerRequestSchema,
        response: {
          201: z.object({ message: z.string(), data: z.object({ id: z.number(), created_at: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const data = await submitPartnerRequest(visitorCtx(request), request.body);
      return reply.code(201).send({ message: PARTNER_REQUEST_SUCCESS, data });
    },
  );
}
