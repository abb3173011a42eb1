import { auditLogQuery } from '@souk/domain/audit-schemas';
import { auditLogPage } from '@souk/domain/replies/audit';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { listAuditLog } from './audit.service';

/** `v1/user/auditLogs`: the administrators' writes, newest first, 10 a page. */
export async function auditAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/user/auditLogs',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: ['Admin'],
        security: [{ bearer: [] }],
        summary:
          "Audit log: every administrator's successful write; search (action, target, admin), dateDebut, dateFin",
        querystring: auditLogQuery,
        response: { 200: auditLogPage, 401: messageReply, 403: messageReply, 422: fieldErrorsReply },
      },
    },
    async (request) => {
      const { page, ...filters } = request.query;
      const list = listAuditLog(requestCtx(request), filters);
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );
}
