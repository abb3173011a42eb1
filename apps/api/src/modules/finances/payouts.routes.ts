import { payoutAccountBody } from '@souk/domain/finance/payout-account';
import {
  payoutPayBody,
  payoutRejectBody,
  payoutRequestBody,
  payoutsQuery,
} from '@souk/domain/finance/payout-rules';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import {
  compteVersementData,
  compteVersementSaved,
  versementAdminPage,
  versementAdminWritten,
  versementPage,
  versementWritten,
} from '@souk/domain/replies/payouts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../idempotency';
import {
  allPayouts,
  editOwnAccount,
  ownAccount,
  ownPayouts,
  PAYOUT_MESSAGES,
  payPayout,
  rejectPayout,
  requestPayout,
  storeOf,
} from './payouts.service';

/**
 * The payout calls (docs/product/payouts-and-statements.md, decision 0045): the partner's
 * payout account, payouts and payout request; the administrator's list of every payout and its two
 * moves, pay and reject. Each step's e-mail to the partner is queued once the step committed. The
 * administrator's moves are audited by the audit plugin, the partner's account change by the service.
 */

const refusals = { 401: messageReply, 403: messageReply };
const withInput = { ...refusals, 422: fieldErrorsReply };
const ETAT_FILTER = 'page, etat (demandee, payee, refusee); newest first, 10 a page';

export async function payoutsPartnerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({ tags: ['Partner'], security: [{ bearer: [] }], summary });
  const onRequest = app.authenticate('marchand');

  r.get(
    '/v1/marchand/compteVersement',
    {
      onRequest,
      schema: {
        ...schema("The store's payout account (type ccp|rib, titulaire, numero, cle), or data: null"),
        response: { 200: compteVersementData, ...refusals },
      },
    },
    async (request) => ({ data: await ownAccount(requestCtx(request)) }),
  );

  r.post(
    '/v1/marchand/compteVersementEdit',
    {
      onRequest,
      schema: {
        ...schema(
          'Record the payout account: rib (numero, 20 digits) or ccp (numero of 1–10 digits, cle of 2 characters); titulaire 3–100 characters. Audited.',
        ),
        body: payoutAccountBody,
        response: { 200: compteVersementSaved, ...withInput },
      },
    },
    async (request) => ({
      message: PAYOUT_MESSAGES.accountSaved,
      data: await editOwnAccount(requestCtx(request), request.body, request.ip),
    }),
  );

  r.get(
    '/v1/marchand/versements',
    {
      onRequest,
      schema: {
        ...schema(`The store's payouts: ${ETAT_FILTER}`),
        querystring: payoutsQuery,
        response: { 200: versementPage, ...withInput },
      },
    },
    (request) => {
      const { page, ...filters } = request.query;
      const list = ownPayouts(requestCtx(request), filters);
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );

  r.post(
    '/v1/marchand/versementAdd',
    {
      onRequest,
      schema: {
        ...schema(
          'Ask for a payout of montant DZD (≤ solde_disponible, ≥ versement_minimum, one open request at a time); 422 under compte, montant or versement. Honours Idempotency-Key.',
        ),
        body: payoutRequestBody,
        response: { 201: versementWritten, ...withInput, 409: messageReply },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      const result = await idempotent(
        ctx,
        {
          role: 'marchand',
          ownerId: storeOf(ctx),
          route: 'versementAdd',
          key: idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
          request: request.body,
        },
        async () => {
          const data = await requestPayout(ctx, request.body.montant);
          return { statusCode: 201, body: { message: PAYOUT_MESSAGES.requested, data } };
        },
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.body as z.infer<typeof versementWritten>);
    },
  );
}

export async function payoutsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });
  const onRequest = app.authenticate('user');
  const idParams = z.object({ id: idParam });

  r.get(
    '/v1/user/versements',
    {
      onRequest,
      schema: {
        ...schema(`Every store's payouts, with the store and its payout account: ${ETAT_FILTER}`),
        querystring: payoutsQuery,
        response: { 200: versementAdminPage, ...withInput },
      },
    },
    (request) => {
      const { page, ...filters } = request.query;
      const list = allPayouts(requestCtx(request), filters);
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );

  r.post(
    '/v1/user/versementPayer/:id',
    {
      onRequest,
      schema: {
        ...schema("Mark a requested payout paid, with the transfer's reference; 422 unless demandee"),
        params: idParams,
        body: payoutPayBody,
        response: { 200: versementAdminWritten, ...withInput, 404: messageReply },
      },
    },
    async (request) => {
      const data = await payPayout(requestCtx(request), request.params.id, request.body.reference);
      return { message: PAYOUT_MESSAGES.paid, data };
    },
  );

  r.post(
    '/v1/user/versementRefuser/:id',
    {
      onRequest,
      schema: {
        ...schema(
          'Reject a requested payout, with the reason (motif); the amount goes back to the balance (versement_annule entry); 422 unless demandee',
        ),
        params: idParams,
        body: payoutRejectBody,
        response: { 200: versementAdminWritten, ...withInput, 404: messageReply },
      },
    },
    async (request) => {
      const data = await rejectPayout(requestCtx(request), request.params.id, request.body.motif);
      return { message: PAYOUT_MESSAGES.rejected, data };
    },
  );
}
