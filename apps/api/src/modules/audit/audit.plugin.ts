import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { insertAuditEntry } from './audit.repository';
import { auditDetails, auditedCall, entityIdOf, entityOf, parseReply } from './audit-entry';

/**
 * The audit log, who did what and when (docs/decisions/0013-audit-log.md): every successful write of a
 * logged-in administrator under /v1/user/ — sign-in calls aside — leaves one `audit_logs` row: who, the call
 * ('POST /v1/user/couponEdit/:id'), its target, a sanitised summary of the body, the address.
 *
 * Registered right after the auth plugin (it reads `request.actor`). Written in `onSend`, once the
 * handler's work is committed and before the reply leaves, so the entry exists when the client sees
 * the answer; a failure to write is logged and never changes the reply.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      try {
        if (reply.statusCode >= 400 || request.actor?.role !== 'user') return payload;
        const call = auditedCall(request.method, request.routeOptions.url);
        if (!call) return payload;
        const replyBody =
          request.params && Object.keys(request.params).length > 0
            ? null
            : parseReply(payload, reply.getHeader('content-type'));
        await insertAuditEntry(app.database.db, {
          actorRole: 'user',
          actorId: request.actor.id,
          action: `${call.method} ${call.route}`,
          entity: entityOf(call.route),
          entityId: entityIdOf(request.params, replyBody),
          details: auditDetails(request.ip, request.params, request.body),
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit log entry not written');
      }
      return payload;
    });
  },
  { name: 'souk-audit', fastify: '5.x', dependencies: ['souk-auth'] },
);
