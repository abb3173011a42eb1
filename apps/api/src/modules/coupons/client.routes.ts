import { CLIENT_MESSAGES, couponListReply, couponShowReply } from '@souk/domain/client-schemas';
import { messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../lib/request-context';
import { listCoupons, showCoupon } from './coupons.service';

const tags = ['Client'];
const security = [{ bearer: [] }];

/** `v1/client/couponShow/{code}` (the cart's coupon box) and `v1/client/coupons` (Profile tab). */
export async function couponsClientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('client');

  r.get(
    '/v1/client/couponShow/:code',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Un coupon utilisable du client (401 sinon, sans dire pourquoi)',
        // Any text: an unknown or malformed code is the same 401 as an expired one.
        params: z.object({ code: z.string().max(200) }),
        response: { 200: couponShowReply, 401: messageReply, 403: messageReply },
      },
    },
    async (request) => ({
      message: CLIENT_MESSAGES.couponFound,
      data: await showCoupon(requestCtx(request), request.params.code),
    }),
  );

  r.get(
    '/v1/client/coupons',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Les coupons du client, le plus récent en premier',
        response: { 200: couponListReply, 401: messageReply, 403: messageReply },
      },
    },
    async (request) => ({ data: await listCoupons(requestCtx(request)) }),
  );
}
