import { statementQuery } from '@souk/domain/finance/statement';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../lib/request-context';
import { ownStatement } from './statements.service';

/** The partner's statement file (`releve`, docs/product/payouts-and-statements.md). */
export async function statementsPartnerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/marchand/releve',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: ['Partner'],
        security: [{ bearer: [] }],
        summary:
          "The store's statement of dateDebut–dateFin (YYYY-MM-DD, inclusive Algerian days, 366 at most): format=csv (UTF-8 with BOM, ';' separated: date;type;libelle;commande_ref;montant;solde between the opening and closing balance rows) or format=pdf (lang fr|ar, default fr), as an attachment",
        querystring: statementQuery,
        response: {
          200: z.unknown().describe('text/csv; charset=utf-8 or application/pdf'),
          401: messageReply,
          403: messageReply,
          422: fieldErrorsReply,
        },
      },
    },
    async (request, reply) => {
      const file = await ownStatement(requestCtx(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
