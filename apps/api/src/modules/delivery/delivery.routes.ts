import { DELIVERY_MESSAGES } from '@souk/domain/delivery';
import {
  fraisLivraisonEditSchema,
  gridQuery,
  livraisonConfigSchema,
  livraisonQuoteQuery,
} from '@souk/domain/delivery-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { deliveryConfigReply, gridReply, quoteReply } from '@souk/domain/replies/delivery';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx, visitorCtx } from '../../lib/request-context';
import { editGrid, getDeliveryConfig, getGrid, quoteCart, saveDeliveryConfig } from './delivery.service';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
const admin = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });

/**
 * Delivery fees: the administrator's grid and settings (`v1/user/fraisLivraison`,
 * `fraisLivraisonEdit`, `livraisonConfig`), the public settings the storefront shows
 * (`v1/livraisonConfig`) and the client's quote for its cart (`v1/client/fraisLivraison`).
 */
export async function deliveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asAdmin = app.authenticate('user');

  r.get(
    '/v1/user/fraisLivraison',
    {
      onRequest: asAdmin,
      schema: {
        ...admin(
          "The fee grid over every wilaya (DZD): the platform's, or a store's own rows with ?marchand_id=",
        ),
        querystring: gridQuery,
        response: { 200: z.object({ data: gridReply }), ...refusals },
      },
    },
    async (request) => ({ data: await getGrid(requestCtx(request), request.query.marchand_id) }),
  );

  r.post(
    '/v1/user/fraisLivraisonEdit',
    {
      onRequest: asAdmin,
      schema: {
        ...admin(
          "Writes rows of one grid (the platform's, or marchand_id's): both fees per wilaya; a store's row with both blank is removed",
        ),
        body: fraisLivraisonEditSchema,
        response: { 200: z.object({ message: z.string(), data: gridReply }), ...refusals },
      },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.saved,
      data: await editGrid(requestCtx(request), request.body),
    }),
  );

  r.post(
    '/v1/user/livraisonConfig',
    {
      onRequest: asAdmin,
      schema: {
        ...admin('Free-delivery threshold (DZD, blank = never free) and the wilaya the platform ships from'),
        body: livraisonConfigSchema,
        response: { 200: z.object({ message: z.string(), data: deliveryConfigReply }), ...refusals },
      },
    },
    async (request) => ({
      message: DELIVERY_MESSAGES.saved,
      data: await saveDeliveryConfig(requestCtx(request), request.body),
    }),
  );

  r.get(
    '/v1/livraisonConfig',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The free-delivery threshold (DZD, null = never free) and the platform origin',
        response: { 200: z.object({ data: deliveryConfigReply }) },
      },
    },
    async (request) => ({ data: await getDeliveryConfig(visitorCtx(request)) }),
  );

  r.get(
    '/v1/client/fraisLivraison',
    {
      onRequest: app.authenticate('client'),
      schema: {
        tags: ['Client'],
        security: [{ bearer: [] }],
        summary:
          "Delivery fees (DZD) of each seller of the cart towards ?wilaya= (code or 'NN - Name'; default: the profile's)",
        querystring: livraisonQuoteQuery,
        response: { 200: z.object({ data: quoteReply }), ...refusals },
      },
    },
    async (request) => ({ data: await quoteCart(requestCtx(request), request.query.wilaya) }),
  );
}
