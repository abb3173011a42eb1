import { dateRangeQuerySchema } from '@souk/domain/article-schemas';
import { countReply, fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { statistiquesReply } from '@souk/domain/replies/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../catalog/articles.schemas';
import {
  countCategories,
  countCommandes,
  countRevenues,
  countStoreCommandes,
  countStoreRevenues,
  statistiques,
} from './dashboard.service';

/**
 * The dashboard counters and charts of both back-offices (docs/product/partner.md and admin.md, Dashboard):
 * the same paths under `v1/marchand` and `v1/user`, the same handlers; the service scopes a partner
 * to its own store. `countArticles` and `countArticlesMarchand` live with the articles
 * (article-management), not here.
 */

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };

const RANGE = 'dateDebut and dateFin (YYYY-MM-DD, both needed, inclusive, Algerian days)';

interface Audience {
  role: 'marchand' | 'user';
  prefix: 'v1/marchand' | 'v1/user';
  tag: string;
  /** Whose figures: "the store's" or "the site's". */
  whose: string;
}

const AUDIENCES: readonly Audience[] = [
  { role: 'marchand', prefix: 'v1/marchand', tag: 'Partner', whose: "the partner's own store" },
  { role: 'user', prefix: 'v1/user', tag: 'Admin', whose: 'the whole site' },
];

function registerAudience(app: FastifyInstance, audience: Audience) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prefix, whose } = audience;
  const base = (summary: string) => ({
    onRequest: app.authenticate(audience.role),
    schema: { tags: [audience.tag], security: [{ bearer: [] }], summary },
  });
  const ranged = (summary: string) => {
    const options = base(summary);
    return {
      ...options,
      schema: {
        ...options.schema,
        querystring: dateRangeQuerySchema,
        response: { 200: countReply, ...refusals },
      },
    };
  };
  const perStore = (summary: string) => {
    const options = ranged(summary);
    return { ...options, schema: { ...options.schema, params: z.object({ id: idParam }) } };
  };

  r.get(
    `/${prefix}/countCommandes`,
    ranged(`Orders of ${whose}, every state, created in ${RANGE}`),
    (request) => countCommandes(requestCtx(request), request.query).then((data) => ({ data })),
  );

  r.get(
    `/${prefix}/countRevenues`,
    ranged(`Revenue in DZD of ${whose}: paid orders (livree, or card orders paid) created in ${RANGE}`),
    (request) => countRevenues(requestCtx(request), request.query).then((data) => ({ data })),
  );

  r.get(
    `/${prefix}/countCommandesMarchand/:id`,
    perStore("One store's orders (a partner may ask only for its own id; anything else is 404)"),
    (request) =>
      countStoreCommandes(requestCtx(request), request.params.id, request.query).then((data) => ({ data })),
  );

  r.get(
    `/${prefix}/countRevenuesMarchand/:id`,
    perStore("One store's revenue in DZD (a partner may ask only for its own id; anything else is 404)"),
    (request) =>
      countStoreRevenues(requestCtx(request), request.params.id, request.query).then((data) => ({ data })),
  );

  const charts = base(
    `Charts of ${whose}: revenue per day, orders per state${audience.role === 'user' ? ', top stores' : ''}; ${RANGE}`,
  );
  r.get(
    `/${prefix}/statistiques`,
    {
      ...charts,
      schema: {
        ...charts.schema,
        querystring: dateRangeQuerySchema,
        response: { 200: statistiquesReply, ...refusals },
      },
    },
    (request) => statistiques(requestCtx(request), request.query).then((data) => ({ data })),
  );
}

/** Both audiences' dashboard figures, and the admin-only category count. */
export async function dashboardRoutes(app: FastifyInstance) {
  for (const audience of AUDIENCES) registerAudience(app, audience);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/user/countCategories',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: ['Admin'],
        security: [{ bearer: [] }],
        summary: `Number of categories (created in ${RANGE})`,
        querystring: dateRangeQuerySchema,
        response: { 200: countReply, ...refusals },
      },
    },
    (request) => countCategories(requestCtx(request), request.query).then((data) => ({ data })),
  );
}
