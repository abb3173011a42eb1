import { changeStateBody, correctDeliveryBody, newOrdersQuery } from '@souk/domain/backoffice-order-schemas';
import { appelBody, COD_MESSAGES, echecLivraisonBody } from '@souk/domain/cod-confirmation';
import { listQuery } from '@souk/domain/pagination';
import { countReply, fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import {
  backofficeOrderDetail,
  backofficeOrderPage,
  callRecordedReply,
  changedReply,
  deliveryCorrectedReply,
  failureRecordedReply,
  latestOrdersReply,
} from '@souk/domain/replies/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Audience } from '../../lib/audience';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { BACKOFFICE_ORDER_MESSAGES, ordersExportQuery, referenceParam } from './backoffice-orders.schemas';
import {
  changeStateAsSeller,
  correctDelivery,
  countNewOrders,
  getOrderDetail,
  latestOrders,
  listScope,
  markOrdersSeen,
  orderListing,
  storeOrderListing,
} from './backoffice-orders.service';
import { exportFileName, exportOrdersCsv } from './backoffice-orders-export.service';
import { recordCall, recordDeliveryFailure } from './cod-confirmation.service';
import { orderInvoice } from './order-invoice.service';

/**
 * The back-offices' order calls (the Calls of docs/product/admin.md and partner.md), registered once
 * per audience: the same handlers under `v1/user/…` and `v1/marchand/…`, the token deciding whose
 * orders they see.
 */

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
const PARTNER: Audience = { role: 'marchand', prefix: 'v1/marchand', tag: 'Partner' };
const ADMIN: Audience = { role: 'user', prefix: 'v1/user', tag: 'Admin' };

function registerShared(app: FastifyInstance, audience: Audience): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prefix } = audience;
  const onRequest = app.authenticate(audience.role);
  const doc = (summary: string) => ({ tags: [audience.tag], security: [{ bearer: [] }], summary });
  const who =
    audience.role === 'marchand' ? "the store's orders" : "the platform's own orders ('Mes Commandes')";

  r.get(
    `/${prefix}/commandes`,
    {
      onRequest,
      schema: {
        ...doc(`${who}, 10 a page, newest first; search on reference, client name or phone`),
        querystring: listQuery,
        response: { 200: backofficeOrderPage, ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const ctx = requestCtx(request);
      // Opening the list (first page, no search) counts as having seen the new orders.
      if (page === 1 && !search) await markOrdersSeen(ctx);
      const list = orderListing(ctx, listScope(ctx), search);
      return paginate(request, { page, perPage: PER_PAGE.table, filters: { search } }, list.count, list.rows);
    },
  );

  r.get(
    `/${prefix}/commandeslatest`,
    {
      onRequest,
      schema: {
        ...doc(
          audience.role === 'marchand'
            ? "The store's 10 latest orders (dashboard)"
            : "The marketplace's 10 latest orders, platform and stores (dashboard)",
        ),
        response: { 200: latestOrdersReply, ...refusals },
      },
    },
    async (request) => ({ data: await latestOrders(requestCtx(request)) }),
  );

  r.get(
    `/${prefix}/commandeShow/:reference`,
    {
      onRequest,
      schema: {
        ...doc('One order by reference: client, lines, summary, state history, QR code, position'),
        params: z.object({ reference: referenceParam }),
        response: { 200: z.object({ data: backofficeOrderDetail }), ...refusals },
      },
    },
    async (request) => ({ data: await getOrderDetail(requestCtx(request), request.params.reference) }),
  );

  r.post(
    `/${prefix}/commandeChangerEtat/:id`,
    {
      onRequest,
      schema: {
        ...doc(
          audience.role === 'marchand'
            ? "Moves one of the store's orders one step forward (validation → livraison → en cours → livrée)"
            : "Moves one of the platform's orders one step forward; a store's order is refused (403)",
        ),
        params: z.object({ id: idParam }),
        body: changeStateBody,
        response: { 200: changedReply, ...refusals },
      },
    },
    async (request) => ({
      message: BACKOFFICE_ORDER_MESSAGES.changed,
      data: await changeStateAsSeller(requestCtx(request), request.params.id, request.body),
    }),
  );

  r.post(
    `/${prefix}/commandeAppel/:id`,
    {
      onRequest,
      schema: {
        ...doc(
          'Records a phone call confirming a cash-on-delivery order waiting for validation (confirmee, injoignable, refusee: cancels it)',
        ),
        params: z.object({ id: idParam }),
        body: appelBody,
        response: { 200: callRecordedReply, ...refusals },
      },
    },
    async (request) => ({
      message: COD_MESSAGES.callRecorded,
      data: await recordCall(requestCtx(request), request.params.id, request.body),
    }),
  );

  r.post(
    `/${prefix}/commandeEchecLivraison/:id`,
    {
      onRequest,
      schema: {
        ...doc(
          'Records a failed delivery of a cash-on-delivery order waiting for or in delivery, with its reason: the order is cancelled, stock and coupon given back',
        ),
        params: z.object({ id: idParam }),
        body: echecLivraisonBody,
        response: { 200: failureRecordedReply, ...refusals },
      },
    },
    async (request) => ({
      message: COD_MESSAGES.failureRecorded,
      data: await recordDeliveryFailure(requestCtx(request), request.params.id, request.body),
    }),
  );

  r.get(
    `/${prefix}/commandesExport`,
    {
      onRequest,
      schema: {
        ...doc(
          audience.role === 'marchand'
            ? "CSV (UTF-8 with BOM, ';' separated) of the store's orders, honouring search"
            : "CSV (UTF-8 with BOM, ';' separated) of scope=own (platform) or scope=marchands (stores) orders, honouring search",
        ),
        querystring: ordersExportQuery,
        response: { 200: z.unknown().describe('text/csv; charset=utf-8'), ...refusals },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      const scope = listScope(ctx, request.query.scope);
      const csv = await exportOrdersCsv(ctx, scope, request.query.search);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(scope)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  r.get(
    `/${prefix}/commandeFacture/:reference`,
    {
      onRequest,
      schema: {
        ...doc("The order's invoice (application/pdf, attachment facture-<ref>.pdf)"),
        params: z.object({ reference: referenceParam }),
        response: { 200: z.unknown().describe('application/pdf'), ...refusals },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await orderInvoice(requestCtx(request), request.params.reference);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}

/** `v1/marchand/…` and `v1/user/…` order calls, and each audience's own. */
export async function ordersBackofficeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerShared(app, PARTNER);
  registerShared(app, ADMIN);

  r.post(
    '/v1/user/commandeCorrigerLivraison/:id',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: [ADMIN.tag],
        security: [{ bearer: [] }],
        summary:
          'Corrects a delivery confirmed by mistake: the order goes back to en_cours_de_livraison, a cash order is unpaid again, an unspent loyalty coupon of that delivery is withdrawn; the reason is kept in the history and the audit log',
        params: z.object({ id: idParam }),
        body: correctDeliveryBody,
        response: { 200: deliveryCorrectedReply, ...refusals },
      },
    },
    async (request) => ({
      message: BACKOFFICE_ORDER_MESSAGES.deliveryCorrected,
      data: await correctDelivery(requestCtx(request), request.params.id, request.body),
    }),
  );

  r.get(
    '/v1/user/commandesMarchands',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: [ADMIN.tag],
        security: [{ bearer: [] }],
        summary: "'Commandes Marchant': every store's orders, 10 a page; search also on the store's name",
        querystring: listQuery,
        response: { 200: backofficeOrderPage, ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const ctx = requestCtx(request);
      const list = orderListing(ctx, listScope(ctx, 'marchands'), search);
      return paginate(request, { page, perPage: PER_PAGE.table, filters: { search } }, list.count, list.rows);
    },
  );

  r.get(
    '/v1/user/marchandShowCommandes/:id',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: [ADMIN.tag],
        security: [{ bearer: [] }],
        summary: "One store's orders (store profile), 10 a page, with search",
        params: z.object({ id: idParam }),
        querystring: listQuery,
        response: { 200: backofficeOrderPage, ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const list = await storeOrderListing(requestCtx(request), request.params.id, search);
      return paginate(request, { page, perPage: PER_PAGE.table, filters: { search } }, list.count, list.rows);
    },
  );

  r.get(
    '/v1/marchand/countNouvellesCommandes',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: [PARTNER.tag],
        security: [{ bearer: [] }],
        summary:
          'Number of the store’s orders placed after `depuis` (ISO date), or after the orders list was last opened',
        querystring: newOrdersQuery,
        response: { 200: countReply, ...refusals },
      },
    },
    async (request) => ({ data: await countNewOrders(requestCtx(request), request.query.depuis) }),
  );
}
