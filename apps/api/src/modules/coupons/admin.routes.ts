import { couponModelSchema } from '@souk/domain/coupon-model-schemas';
import { listQuery } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { couponModelPage, couponModelWritten } from '@souk/domain/replies/coupons';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes';
import { COUPON_MODEL_MESSAGES } from './coupon-models.schemas';
import {
  addCouponModel,
  deleteCouponModel,
  editCouponModel,
  listCouponModels,
  toggleCouponModel,
} from './coupon-models.service';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply };

/**
 * The administrator's coupon models (docs/product/admin.md, Calls: coupons, couponAdd, couponEdit,
 * couponDelete, couponChangerEtat).
 */
export async function couponsAdminRoutes(app: FastifyInstance) {
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  crud.list('/v1/user/coupons', {
    summary: 'Coupon models, newest first, 10 a page; search on the designation',
    querystring: listQuery,
    reply: couponModelPage,
    listing: listCouponModels,
  });

  crud.create('/v1/user/couponAdd', {
    summary: 'Create a coupon model (duree in days, montant and remise in DZD)',
    body: couponModelSchema,
    reply: couponModelWritten,
    refusals: { ...refusals, 422: fieldErrorsReply },
    message: COUPON_MODEL_MESSAGES.created,
    create: addCouponModel,
  });

  crud.update('/v1/user/couponEdit/:id', {
    summary: 'Edit a coupon model',
    body: couponModelSchema,
    reply: couponModelWritten,
    refusals: { ...refusals, 422: fieldErrorsReply },
    message: COUPON_MODEL_MESSAGES.updated,
    update: editCouponModel,
  });

  crud.remove('/v1/user/couponDelete/:id', {
    summary: 'Delete a coupon model no code was issued from (409 otherwise)',
    refusals: { ...refusals, 409: messageReply },
    message: COUPON_MODEL_MESSAGES.deleted,
    remove: deleteCouponModel,
  });

  crud.toggle('/v1/user/couponChangerEtat/:id', {
    summary: 'Block an active coupon model or unblock a blocked one (no body)',
    reply: couponModelWritten,
    toggle: toggleCouponModel,
  });
}
