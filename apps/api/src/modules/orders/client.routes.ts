import {
  commandeAddSchema,
  commandeScanSchema,
  ORDER_MESSAGES,
  ordersQuerySchema,
} from '@souk/domain/checkout-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { orderCreatedReply, orderPage } from '@souk/domain/replies/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, pageParam, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { clientIdOf } from '../cart';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../idempotency';
import { checkout } from './checkout.service';
import { cancelClientOrder, scanClientOrder } from './client-orders.service';
import { clientOrderListing, findClientOrders } from './order-list.service';

const tags = ['Client'];
const security = [{ bearer: [] }];
const denied = { 401: messageReply, 403: messageReply };

/** `v1/client/commande*`: checkout, the orders list, cancellation and the delivery QR scan. */
export async function ordersClientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('client');

  r.post(
    '/v1/client/commandeAdd',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Passe commande : une commande par vendeur, stock réservé, coupon utilisé',
        description:
          'En-tête `Idempotency-Key` (facultatif, une valeur par tentative de commande) : renvoyée avec la même requête, ' +
          'la première réponse est rejouée (`Idempotent-Replayed: true`) sans nouvelle commande ; avec une autre requête, 422.',
        body: commandeAddSchema,
        response: { 201: orderCreatedReply, ...denied, 409: messageReply, 422: fieldErrorsReply },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      const result = await idempotent(
        ctx,
        {
          role: 'client',
          ownerId: clientIdOf(ctx),
          route: 'commandeAdd',
          key: idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
          request: request.body,
        },
        async () => {
          const ids = await checkout(ctx, request.body);
          const data = await findClientOrders(ctx, ids);
          return { statusCode: 201, body: { message: ORDER_MESSAGES.created, data } };
        },
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body as z.infer<typeof orderCreatedReply>);
    },
  );

  r.get(
    '/v1/client/commandes',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Les commandes du client, 10 par page, la plus récente en premier',
        querystring: ordersQuerySchema.extend({ page: pageParam }),
        response: { 200: orderPage, ...denied, 422: fieldErrorsReply },
      },
    },
    async (request) => {
      const { page, etat } = request.query;
      const list = clientOrderListing(requestCtx(request), etat);
      return paginate(request, { page, perPage: PER_PAGE.table, filters: { etat } }, list.count, list.rows);
    },
  );

  r.delete(
    '/v1/client/commandeDelete/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Annule une commande en attente (stock et coupon rendus) ; elle reste dans la liste',
        params: z.object({ id: idParam }),
        response: { 200: messageReply, ...denied, 404: messageReply, 422: fieldErrorsReply },
      },
    },
    async (request) => {
      await cancelClientOrder(requestCtx(request), request.params.id);
      return { message: ORDER_MESSAGES.cancelled };
    },
  );

  r.post(
    '/v1/client/commandeScanne/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Confirme la livraison en scannant le QR code de la commande',
        description:
          "{id} : l'id de la commande avec le texte décodé dans `code` (ou `qr`, `text`), ou le texte décodé lui-même.",
        params: z.object({ id: z.string().min(1).max(200) }),
        body: commandeScanSchema,
        response: { 200: messageReply, ...denied, 404: messageReply, 422: fieldErrorsReply },
      },
    },
    async (request) => {
      await scanClientOrder(requestCtx(request), request.params.id, request.body.code);
      return { message: ORDER_MESSAGES.scanned };
    },
  );
}
