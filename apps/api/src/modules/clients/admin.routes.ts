import { listQuery, listSearchQuery } from '@souk/domain/pagination';
import { clientPage, clientShowReply, clientStateReply } from '@souk/domain/replies/clients';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { clientListing, showClient, toggleClientState } from './clients.service';
import { exportClientsCsv } from './clients-export';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });

/**
 * The administrator's client calls (docs/product/admin.md, Calls: clients, clientShow,
 * clientChangerEtat) and the CSV export.
 */
export async function clientsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('user');
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  crud.list('/v1/user/clients', {
    summary: 'Clients, newest first, 10 a page, with their figures; search on name, e-mail, phone',
    querystring: listQuery,
    reply: clientPage,
    listing: clientListing,
  });

  r.get(
    '/v1/user/clientShow/:slug',
    {
      onRequest,
      schema: {
        ...doc("A client's profile: details, nombre de commandes, total dépensé, orders and coupons"),
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: clientShowReply, ...refusals },
      },
    },
    async (request) => ({ data: await showClient(requestCtx(request), request.params.slug) }),
  );

  r.post(
    '/v1/user/clientChangerEtat/:id',
    {
      onRequest,
      schema: {
        ...doc('Block an active client (its sessions end at once) or unblock a blocked one'),
        params: z.object({ id: idParam }),
        response: { 200: clientStateReply, ...refusals },
      },
    },
    async (request) => {
      const { valide, message } = await toggleClientState(requestCtx(request), request.params.id);
      return { message, data: { id: request.params.id, valide } };
    },
  );

  r.get(
    '/v1/user/clientsExport',
    {
      onRequest,
      schema: {
        ...doc('Every client matching the search, as CSV (UTF-8 with BOM, ";" separated)'),
        querystring: listSearchQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8'), ...refusals },
      },
    },
    async (request, reply) => {
      const csv = await exportClientsCsv(requestCtx(request), request.query.search || undefined);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
