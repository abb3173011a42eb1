import {
  ajustementAddBody,
  commissionEditBody,
  ecrituresQuery,
  financesConfigBody,
  reglementAddBody,
  revenusQuery,
} from '@souk/domain/finance/finance-schemas';
import { listQuery } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import {
  commissionsReply,
  ecriturePage,
  ecritureWritten,
  financesConfigReply,
  revenusReply,
  soldePage,
  soldeReply,
} from '@souk/domain/replies/finances';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../../lib/context';
import { crudRoutes } from '../../lib/crud-routes';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../idempotency';
import {
  addAjustement,
  addReglement,
  adminId,
  editCommission,
  editFinancesConfig,
  FINANCES_MESSAGES,
  getCommissions,
  getFinancesConfig,
  ownBalances,
  ownLedger,
  revenus,
  storeBalancesListing,
  storeLedger,
} from './finances.service';

/**
 * The marketplace money calls (docs/product/admin.md and partner.md, Finances): the partner's balances
 * and ledger, the administrator's commissions, settings, stores' balances and ledgers, settlements,
 * adjustments and revenue. The administrator's writes are audited by the audit plugin.
 */

const refusals = { 401: messageReply, 403: messageReply };
const withInput = { ...refusals, 422: fieldErrorsReply };

const LEDGER_FILTERS =
  'page, type (vente, remboursement, versement, versement_annule, reglement, ajustement), dateDebut and dateFin (YYYY-MM-DD, inclusive Algerian days); newest first, 10 a page';

const withResponse = <O extends { schema: object }, P extends object>(options: O, parts: P) => ({
  ...options,
  schema: { ...options.schema, ...parts },
});

export async function financesPartnerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = (summary: string) => ({
    onRequest: app.authenticate('marchand'),
    schema: { tags: ['Partner'], security: [{ bearer: [] }], summary },
  });

  r.get(
    '/v1/marchand/solde',
    withResponse(base("The store's balances in DZD: available, pending, total (not wrapped)"), {
      response: { 200: soldeReply, ...refusals },
    }),
    (request) => ownBalances(requestCtx(request)),
  );

  r.get(
    '/v1/marchand/ecritures',
    withResponse(base(`The store's ledger: ${LEDGER_FILTERS}`), {
      querystring: ecrituresQuery,
      response: { 200: ecriturePage, ...withInput },
    }),
    (request) => {
      const { page, ...filters } = request.query;
      const list = ownLedger(requestCtx(request), request.query);
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );
}

export async function financesAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals: { ...refusals, 404: messageReply } });
  const options = <P extends object, R extends Record<number, z.ZodType>>(
    summary: string,
    parts: P,
    response: R,
  ) => ({
    onRequest: app.authenticate('user'),
    schema: { tags: ['Admin'], security: [{ bearer: [] }], summary, ...parts, response },
  });

  r.get(
    '/v1/user/commissions',
    options(
      'The default commission rate (percent) and every category and store with its override (null: inherits)',
      {},
      { 200: commissionsReply, ...refusals },
    ),
    (request) => getCommissions(requestCtx(request)),
  );

  r.post(
    '/v1/user/commissionEdit',
    options(
      'Set the default rate, or a category or store override (portee defaut|categorie|marchand, id, taux 0–100 with two decimals; null removes an override). Placed orders keep their rate.',
      { body: commissionEditBody },
      { 200: z.object({ message: z.string(), data: commissionsReply }), ...withInput },
    ),
    async (request) => ({
      message: FINANCES_MESSAGES.commissionUpdated,
      data: await editCommission(requestCtx(request), request.body),
    }),
  );

  r.get(
    '/v1/user/financesConfig',
    options(
      'The money settings: commission_defaut (percent), delai_retenue_jours, delai_retour_jours, versement_minimum (DZD)',
      {},
      { 200: financesConfigReply, ...refusals },
    ),
    (request) => getFinancesConfig(requestCtx(request)),
  );

  r.post(
    '/v1/user/financesConfigEdit',
    options(
      'Change the four money settings',
      { body: financesConfigBody },
      { 200: z.object({ message: z.string(), data: financesConfigReply }), ...withInput },
    ),
    async (request) => ({
      message: FINANCES_MESSAGES.configUpdated,
      data: await editFinancesConfig(requestCtx(request), request.body),
    }),
  );

  crud.list('/v1/user/soldes', {
    summary:
      'Every store with its three balances (DZD), the lowest total first (most owed); search on name, e-mail or id',
    querystring: listQuery,
    reply: soldePage,
    listing: storeBalancesListing,
  });

  r.get(
    '/v1/user/ecritures/:marchandId',
    options(
      `One store's ledger (404 when there is no such store): ${LEDGER_FILTERS}`,
      { params: z.object({ marchandId: idParam }), querystring: ecrituresQuery },
      { 200: ecriturePage, ...withInput, 404: messageReply },
    ),
    async (request) => {
      const { page, ...filters } = request.query;
      const list = await storeLedger(requestCtx(request), request.params.marchandId, request.query);
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );

  // A settlement or an adjustment moves a store's money: sent again with the same Idempotency-Key (a
  // retry after a lost reply) it is written once and its first reply replayed (decision 0033).
  const ledgerWrite = <B extends typeof reglementAddBody | typeof ajustementAddBody>(
    route: 'reglementAdd' | 'ajustementAdd',
    summary: string,
    body: B,
    message: string,
    write: (ctx: Ctx, input: z.output<B>) => Promise<z.input<typeof ecritureWritten>['data']>,
  ) =>
    r.post(
      `/v1/user/${route}`,
      options(
        `${summary}. Honours Idempotency-Key.`,
        { body },
        { 201: ecritureWritten, ...withInput, 409: messageReply },
      ),
      async (request, reply) => {
        const ctx = requestCtx(request);
        const result = await idempotent(
          ctx,
          {
            role: 'user',
            ownerId: adminId(ctx),
            route,
            key: idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
            request: request.body,
          },
          async () => ({
            statusCode: 201,
            body: { message, data: await write(ctx, request.body as z.output<B>) },
          }),
        );
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(result.body as z.input<typeof ecritureWritten>);
      },
    );

  ledgerWrite(
    'reglementAdd',
    'Record money received from a store that owed (marchand_id, montant > 0 DZD, reference)',
    reglementAddBody,
    FINANCES_MESSAGES.reglementAdded,
    addReglement,
  );
  ledgerWrite(
    'ajustementAdd',
    "Correct a store's ledger either way (marchand_id, montant ≠ 0 DZD, motif)",
    ajustementAddBody,
    FINANCES_MESSAGES.ajustementAdded,
    addAjustement,
  );

  r.get(
    '/v1/user/revenus',
    options(
      "The platform's revenue (DZD): commissions and coupons of the store orders delivered in dateDebut..dateFin (inclusive Algerian days; all time when absent), net, and per Algerian month",
      { querystring: revenusQuery },
      { 200: revenusReply, ...withInput },
    ),
    (request) => revenus(requestCtx(request), request.query),
  );
}
