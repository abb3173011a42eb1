import { CLIENT_MESSAGES, panierAddSchema } from '@souk/domain/client-schemas';
import { cartAddReply, cartShowReply } from '@souk/domain/replies/cart';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../catalog/articles.schemas';
import { addToCart, getCart, removeFromCart } from './cart.service';

const tags = ['Client'];
const security = [{ bearer: [] }];
const denied = { 401: messageReply, 403: messageReply };

/** `v1/client/panier*`: the basket (docs/product/storefront-and-client.md, Calls). */
export async function cartClientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('client');

  r.get(
    '/v1/client/panierShow',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Le panier, ligne la plus récente en premier, avec son récapitulatif',
        response: { 200: cartShowReply, ...denied },
      },
    },
    async (request) => ({ data: await getCart(requestCtx(request)) }),
  );

  r.post(
    '/v1/client/panierAdd',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Ajoute une variante au panier (quantité ajoutée à celle déjà présente, plafonnée au stock)',
        body: panierAddSchema,
        response: { 200: cartAddReply, ...denied, 422: fieldErrorsReply },
      },
    },
    async (request) => ({
      message: CLIENT_MESSAGES.cartAdded,
      data: await addToCart(requestCtx(request), request.body),
    }),
  );

  r.delete(
    '/v1/client/panierDelete/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Retire du panier la ligne d'une variante (id = stock_article_id)",
        params: z.object({ id: idParam }),
        response: { 200: messageReply, ...denied, 404: messageReply },
      },
    },
    async (request) => {
      await removeFromCart(requestCtx(request), request.params.id);
      return { message: CLIENT_MESSAGES.cartLineDeleted };
    },
  );
}
