import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { retourData, retourPage, retourWritten } from '@souk/domain/replies/returns';
import {
  retourAddSchema,
  retourArbitrerBody,
  retourLitigeBody,
  retourRecuBody,
  retourRefuserBody,
  retourRembourseBody,
  retoursClientQuery,
  retoursPartnerQuery,
  retoursQuery,
} from '@souk/domain/returns/retour-schemas';
import { refundActor } from '@souk/domain/returns/state-machine';
import type { EtatRetour } from '@souk/domain/returns/states';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../../lib/context';
import { validationError } from '../../lib/http-errors';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { precheckImages, removeImages, saveImages } from '../article-management';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from '../idempotency';
import { createPaymentProviders } from '../payments';
import { refundByCard } from './card-refunds.service';
import {
  adminOf,
  clientOf,
  type MoveInput,
  moveRetour,
  RETOUR_MESSAGES,
  type RetourScope,
  type RetourWho,
  requestReturn,
  retourList,
  retourReply,
  storeOf,
} from './returns.service';

/**
 * The return calls (docs/product/orders-and-money.md, Returns and refunds; spec "Calls"): the client
 * asks, withdraws and disputes; the partner (or the administrator for a platform order) accepts,
 * refuses, receives and records a cash-on-delivery refund; the administrator decides disputes and
 * records CIB refunds. A card refund is asked of the provider right after `recu` commits.
 */

const refusals = { 401: messageReply, 403: messageReply };
const withInput = { ...refusals, 422: fieldErrorsReply };
const moveReplies = { 200: retourWritten, ...withInput, 404: messageReply };
const idParams = z.object({ id: idParam });
const LIST = '10 a page; each return with its lines, refund and history';

type Moves = {
  to: EtatRetour;
  path: string;
  summary: string;
  message: string;
  body?: z.ZodType;
  input?: (body: never) => MoveInput;
};

export async function returnsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providers = createPaymentProviders(app.config);
  const db = app.database.db;

  /**
   * After a committed `recu` of a card order: the provider is asked at once (outside the move's
   * transaction); a failure is recorded on the return and retried (card-refunds.plugin.ts).
   */
  const afterMove = async (
    log: FastifyBaseLogger,
    moved: { id: number; typePaiement: string },
    to: EtatRetour,
  ) => {
    if (to === 'recu' && refundActor(moved.typePaiement) === 'paiement') {
      await refundByCard({ db, providers }, moved.id).catch((err) =>
        log.error({ err, retourId: moved.id }, 'card refund failed'),
      );
    }
  };

  /** One move route: the state machine decides, the reply is the return as it stands after it. */
  const move = (
    prefix: 'v1/client' | 'v1/marchand' | 'v1/user',
    tag: string,
    m: Moves,
    actor: (ctx: Ctx) => {
      scope: RetourScope;
      who: RetourWho | ((o: { marchandId: number | null; typePaiement: string }) => RetourWho);
    },
  ) => {
    const role = prefix === 'v1/client' ? 'client' : prefix === 'v1/marchand' ? 'marchand' : 'user';
    r.post(
      `/${prefix}/${m.path}/:id`,
      {
        onRequest: app.authenticate(role),
        schema: {
          tags: [tag],
          security: [{ bearer: [] }],
          summary: m.summary,
          params: idParams,
          ...(m.body ? { body: m.body } : {}),
          response: moveReplies,
        },
      },
      async (request) => {
        const ctx = requestCtx(request);
        const { scope, who } = actor(ctx);
        // The body was validated against `m.body`, which `m.input` reads.
        const body = request.body as never;
        const moved = await moveRetour(ctx, (request.params as { id: number }).id, m.to, {
          scope,
          who,
          input: m.input ? m.input(body) : {},
        });
        await afterMove(request.log, moved, m.to);
        return { message: m.message, data: await retourReply(ctx.db, moved.id) };
      },
    );
  };

  // ---------------------------------------------------------------- client
  const client = app.authenticate('client');
  const clientSchema = (summary: string) => ({ tags: ['Client'], security: [{ bearer: [] }], summary });

  r.get(
    '/v1/client/retours',
    {
      onRequest: client,
      schema: {
        ...clientSchema(`The client's returns, newest first: page, etat, commande_id (one order's); ${LIST}`),
        querystring: retoursClientQuery,
        response: { 200: retourPage, ...withInput },
      },
    },
    (request) => {
      const ctx = requestCtx(request);
      const { page, ...filters } = request.query;
      const list = retourList(ctx.db, {
        clientId: clientOf(ctx),
        etat: filters.etat,
        commandeId: filters.commande_id,
      });
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );

  r.post(
    '/v1/client/retourAdd',
    {
      onRequest: client,
      schema: {
        ...clientSchema(
          'Ask to return lines of a delivered order (commande_id, lignes [{commande_ligne_id, quantite}], motif, commentaire, up to 3 photos as data URLs); 201; 422 outside the window, on wrong lines or quantities. Honours Idempotency-Key.',
        ),
        body: retourAddSchema,
        response: { 201: retourWritten, ...withInput, 404: messageReply, 409: messageReply },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      const result = await idempotent(
        ctx,
        {
          role: 'client',
          ownerId: clientOf(ctx),
          route: 'retourAdd',
          key: idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]),
          request: request.body,
        },
        async () => {
          // The photos, checked and saved as every other picture (lib/media.ts); removed if refused.
          const jobs = request.body.photos.map((dataUrl, i) => ({ key: `photos.${i}`, dataUrl }));
          const bad = precheckImages(jobs);
          if (Object.keys(bad).length > 0) throw validationError(bad);
          const saved = await saveImages(app.media, jobs);
          const photos = jobs.map((j) => saved.get(j.key) as string);
          let id: number;
          try {
            id = await requestReturn(ctx, request.body, photos);
          } catch (error) {
            await removeImages(app.media, photos);
            throw error;
          }
          const data = await retourReply(ctx.db, id);
          return { statusCode: 201, body: { message: RETOUR_MESSAGES.created, data } };
        },
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(result.body as z.infer<typeof retourWritten>);
    },
  );

  const asClient = (ctx: Ctx) => {
    const id = clientOf(ctx);
    return { scope: { clientId: id }, who: { acteur: 'client', role: 'client', actorId: id } as const };
  };
  move(
    'v1/client',
    'Client',
    {
      to: 'annule',
      path: 'retourAnnuler',
      summary: 'Withdraw a return request; 422 unless demande',
      message: RETOUR_MESSAGES.cancelled,
    },
    asClient,
  );
  move(
    'v1/client',
    'Client',
    {
      to: 'litige',
      path: 'retourLitige',
      summary: 'Dispute a refusal (commentaire); 422 unless refuse and within 7 days of the refusal',
      message: RETOUR_MESSAGES.disputed,
      body: retourLitigeBody,
      input: (b: z.infer<typeof retourLitigeBody>) => ({ motif: b.commentaire ?? null }),
    },
    asClient,
  );

  // ---------------------------------------------------------------- partner
  const partner = app.authenticate('marchand');
  const partnerSchema = (summary: string) => ({ tags: ['Partner'], security: [{ bearer: [] }], summary });

  r.get(
    '/v1/marchand/retours',
    {
      onRequest: partner,
      schema: {
        ...partnerSchema(
          `The store's returns, new requests first: page, etat, search (order ref, client name or e-mail); ${LIST}`,
        ),
        querystring: retoursPartnerQuery,
        response: { 200: retourPage, ...withInput },
      },
    },
    (request) => {
      const ctx = requestCtx(request);
      const { page, ...filters } = request.query;
      const list = retourList(ctx.db, {
        marchandId: storeOf(ctx),
        etat: filters.etat,
        search: filters.search,
        first: 'demande',
      });
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );

  r.get(
    '/v1/marchand/retours/:id',
    {
      onRequest: partner,
      schema: {
        ...partnerSchema("One of the store's returns; 404 for another store's"),
        params: idParams,
        response: { 200: retourData, ...refusals, 404: messageReply },
      },
    },
    async (request) => {
      const ctx = requestCtx(request);
      return { data: await retourReply(ctx.db, request.params.id, { marchandId: storeOf(ctx) }) };
    },
  );

  const asStore = (ctx: Ctx) => {
    const id = storeOf(ctx);
    return { scope: { marchandId: id }, who: { acteur: 'vendeur', role: 'marchand', actorId: id } as const };
  };
  /** The administrator as the seller of the platform's own orders. */
  const asPlatformSeller = (ctx: Ctx) => {
    const id = adminOf(ctx);
    return { scope: { marchandId: null }, who: { acteur: 'vendeur', role: 'admin', actorId: id } as const };
  };
  const sellerMoves: Moves[] = [
    {
      to: 'accepte',
      path: 'retourAccepter',
      summary: 'Accept a return request; 422 unless demande',
      message: RETOUR_MESSAGES.accepted,
    },
    {
      to: 'refuse',
      path: 'retourRefuser',
      summary: 'Refuse a return request (motif required); 422 unless demande',
      message: RETOUR_MESSAGES.refused,
      body: retourRefuserBody,
      input: (b: z.infer<typeof retourRefuserBody>) => ({ motif: b.motif ?? null }),
    },
    {
      to: 'recu',
      path: 'retourRecu',
      summary:
        'Confirm the goods came back (remise_en_stock: whether they go back to stock, in the same transaction); a card order is then refunded through the provider; 422 unless accepte',
      message: RETOUR_MESSAGES.received,
      body: retourRecuBody,
      input: (b: z.infer<typeof retourRecuBody>) => ({ remiseEnStock: b.remise_en_stock ?? null }),
    },
  ];
  for (const m of sellerMoves) move('v1/marchand', 'Partner', m, asStore);
  move(
    'v1/marchand',
    'Partner',
    {
      to: 'rembourse',
      path: 'retourRembourse',
      summary:
        "Record a cash-on-delivery refund with the transfer's reference; 422 unless recu, or not cash on delivery",
      message: RETOUR_MESSAGES.refunded,
      body: retourRembourseBody,
      input: (b: z.infer<typeof retourRembourseBody>) => ({ reference: b.reference ?? null }),
    },
    asStore,
  );

  // ---------------------------------------------------------------- administrator
  const admin = app.authenticate('user');
  r.get(
    '/v1/user/retours',
    {
      onRequest: admin,
      schema: {
        tags: ['Admin'],
        security: [{ bearer: [] }],
        summary: `Every return, disputes first (etat=litige: the disputes only): page, etat; ${LIST}`,
        querystring: retoursQuery,
        response: { 200: retourPage, ...withInput },
      },
    },
    (request) => {
      const ctx = requestCtx(request);
      adminOf(ctx);
      const { page, ...filters } = request.query;
      const list = retourList(ctx.db, { etat: filters.etat, first: 'litige' });
      return paginate(request, { page, perPage: PER_PAGE.table, filters }, list.count, list.rows);
    },
  );

  const asArbitrator = (ctx: Ctx) => {
    const id = adminOf(ctx);
    return { scope: {}, who: { acteur: 'admin', role: 'admin', actorId: id } as const };
  };
  r.post(
    '/v1/user/retourArbitrer/:id',
    {
      onRequest: admin,
      schema: {
        tags: ['Admin'],
        security: [{ bearer: [] }],
        summary:
          'Decide a dispute: decision accepter (the return goes on as accepte) or refuser (refus_confirme, final; motif required); 422 unless litige',
        params: idParams,
        body: retourArbitrerBody,
        response: moveReplies,
      },
    },
    async (request) => {
      const ctx = requestCtx(request);
      const { scope, who } = asArbitrator(ctx);
      const to = request.body.decision === 'accepter' ? 'accepte' : 'refus_confirme';
      const moved = await moveRetour(ctx, request.params.id, to, {
        scope,
        who,
        input: { motif: request.body.motif ?? null },
      });
      return { message: RETOUR_MESSAGES.arbitrated, data: await retourReply(ctx.db, moved.id) };
    },
  );
  for (const m of sellerMoves) {
    move(
      'v1/user',
      'Admin',
      { ...m, summary: `${m.summary}. Platform orders only (404 for a store's)` },
      asPlatformSeller,
    );
  }
  move(
    'v1/user',
    'Admin',
    {
      to: 'rembourse',
      path: 'retourRembourse',
      summary:
        "Record a refund with the transfer's reference: CIB orders, and cash-on-delivery platform orders; 422 unless recu",
      message: RETOUR_MESSAGES.refunded,
      body: retourRembourseBody,
      input: (b: z.infer<typeof retourRembourseBody>) => ({ reference: b.reference ?? null }),
    },
    (ctx) => {
      const id = adminOf(ctx);
      return {
        scope: {},
        // The seller of a platform order records its cash-on-delivery refund; CIB is the platform's money.
        who: (order) => ({
          acteur:
            order.marchandId === null && refundActor(order.typePaiement) === 'vendeur' ? 'vendeur' : 'admin',
          role: 'admin',
          actorId: id,
        }),
      };
    },
  );
}
