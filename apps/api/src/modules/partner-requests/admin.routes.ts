import { listQuery } from '@souk/domain/pagination';
import { createCompteSchema } from '@souk/domain/public-forms';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { compteCreatedReply, partnerRequestPage } from '@souk/domain/replies/partner-requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appUrlOf } from '../../lib/app-url';
import { crudRoutes } from '../../lib/crud-routes';
import { requestCtx } from '../../lib/request-context';
import { createPartnerAccount, requestListing } from './partner-accounts.service';
import { PARTNER_ACCOUNT_MESSAGES } from './partner-requests-admin.schemas';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });

/**
 * 'Demmandes Partenaires' (docs/product/admin.md, Calls: demandeComptesInvalides,
 * demandeComptesValides, createCompte).
 */
export async function partnerRequestsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('user');
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  const tabs: [string, boolean, string][] = [
    ['/v1/user/demandeComptesInvalides', false, "'Nouvelles demandes': pending requests, newest first"],
    ['/v1/user/demandeComptesValides', true, "'Demandes traitées': processed requests, latest first"],
  ];
  for (const [url, etat, summary] of tabs) {
    crud.list(url, {
      summary: `${summary}, 10 a page; search on name, e-mail, phone, store`,
      querystring: listQuery,
      reply: partnerRequestPage,
      listing: (ctx, search) => requestListing(ctx, etat, search),
    });
  }

  r.post(
    '/v1/user/createCompte',
    {
      onRequest,
      schema: {
        ...doc(
          'Create the partner account and its store from a pending request (one transaction), close the request and e-mail the partner',
        ),
        body: createCompteSchema,
        response: {
          201: compteCreatedReply,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const data = await createPartnerAccount(requestCtx(request), request.body, {
        mailer: app.mailer,
        log: request.log,
        appUrl: appUrlOf(app.config, request),
      });
      return reply.code(201).send({ message: PARTNER_ACCOUNT_MESSAGES.created, data });
    },
  );
}
