import { couponModelSchema } from '@souk/domain/coupon-model-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { couponModelPage, couponModelWritten } from '@souk/domain/replies/coupons';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../catalog/articles.schemas';
import { COUPON_MODEL_MESSAGES, couponModelListQuery } from './coupon-models.schemas';
import {
  addCouponModel,
  deleteCouponModel,
  editCouponModel,
  listCouponModels,
  toggleCouponModel,
} from './coupon-models.service';

const tags = ['Admin'];
const security = [{ bearer: [] }];
const refusals = { 401: messageReply, 403: messageReply, 404: messageReply };
const params = z.object({ id: idParam });

/**
 * The administrator's coupon models (docs/product/admin.md, Calls: coupons, couponAdd, couponEdit,
 * couponDelete, couponChangerEtat).
 */
export async function couponsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('user');

  r.get(
    '/v1/user/coupons',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Coupon models, newest first, 10 a page; search on the designation',
        querystring: couponModelListQuery,
        response: { 200: couponModelPage, ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const list = listCouponModels(requestCtx(request), search || undefined);
      return paginate(request, { page, perPage: PER_PAGE.table, filters: { search } }, list.count, list.rows);
    },
  );

  r.post(
    '/v1/user/couponAdd',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Create a coupon model (duree in days, montant and remise in DZD)',
        body: couponModelSchema,
        response: { 201: couponModelWritten, ...refusals, 422: fieldErrorsReply },
      },
    },
    async (request, reply) => {
      const data = await addCouponModel(requestCtx(request), request.body);
      return reply.code(201).send({ message: COUPON_MODEL_MESSAGES.created, data });
    },
  );

  r.post(
    '/v1/user/couponEdit/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Edit a coupon model',
        params,
        body: couponModelSchema,
        response: { 200: couponModelWritten, ...refusals, 422: fieldErrorsReply },
      },
    },
    async (request) => ({
      message: COUPON_MODEL_MESSAGES.updated,
      data: await editCouponModel(requestCtx(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/v1/user/couponDelete/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Delete a coupon model no code was issued from (409 otherwise)',
        params,
        response: { 200: messageReply, ...refusals, 409: messageReply },
      },
    },
    async (request) => {
      await deleteCouponModel(requestCtx(request), request.params.id);
      return { message: COUPON_MODEL_MESSAGES.deleted };
    },
  );

  r.post(
    '/v1/user/couponChangerEtat/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Block an active coupon model or unblock a blocked one (no body)',
        params,
        response: { 200: couponModelWritten, ...refusals },
      },
    },
    async (request) => toggleCouponModel(requestCtx(request), request.params.id),
  );
}
