import { commandePayerReply, commandePayerSchema, paiementConfigReply } from '@souk/domain/payment-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { clientIdOf } from '../cart';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../idempotency';
import { payOrder } from './payments.service';
import { createPaymentProviders } from './provider-registry';

const tags = ['Client'];
const security = [{ bearer: [] }];

/** `v1/client/commandePayer/{commande_id}` and `v1/client/paiementConfig`. */
export async function paymentsClientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('client');
  const providers = createPaymentProviders(app.config);

  r.post(
    '/v1/client/commandePayer/:commande_id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Paie une commande par carte (devise ou cib) en attente de paiement',
        description:
          'Sandbox : `cardPaiement` (422 par champ sous `cardPaiement.*`, 401 carte refusée). Stripe : ' +
          '`payment_method` (pm_… de Stripe Elements), 202 + `client_secret` si 3-D Secure. Chargily : ' +
          'aucune donnée de carte, 200 + `checkout_url` vers la page de paiement. Le montant est celui de la commande. ' +
          'En-tête `Idempotency-Key` (facultatif, une valeur par tentative) : la même requête rejoue la première réponse.',
        params: z.object({ commande_id: idParam }),
        body: commandePayerSchema,
        response: {
          200: commandePayerReply,
          202: commandePayerReply,
          401: messageReply,
          403: messageReply,
          404: messageReply,
          409: messageReply,
          422: fieldErrorsReply,
          502: messageReply,
        },
      },
    },
    async (request, reply) => {
      try {
        const ctx = requestCtx(request);
        const result = await idempotent(
          ctx,
          {
            role: 'client',
            ownerId: clientIdOf(ctx),
            route: 'commandePayer',
            key: idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
            request: { commande_id: request.params.commande_id, body: request.body },
          },
          () => payOrder(ctx, providers, request.params.commande_id, request.body),
        );
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply
          .code(result.statusCode as 200 | 202)
          .send(result.body as z.infer<typeof commandePayerReply>);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 502) {
          request.log.warn({ err: error.cause }, 'payment provider unavailable');
        }
        throw error;
      }
    },
  );

  r.get(
    '/v1/client/paiementConfig',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Le formulaire de paiement à montrer pour chaque type (Stripe, Chargily ou sandbox)',
        response: { 200: paiementConfigReply, 401: messageReply, 403: messageReply },
      },
    },
    async () => ({ data: providers.publicConfig() }),
  );
}
