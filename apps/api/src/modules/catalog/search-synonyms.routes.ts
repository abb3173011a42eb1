import { paginatedSchema } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { SYNONYM_MESSAGES, synonymBody, synonymReply } from '@souk/domain/search-synonyms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { searchSynonymes } from '../../db/schema/catalog';
import { notFound } from '../../lib/http-errors';
import { PER_PAGE, pageParam, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { CONTENT_MESSAGES } from '../content/content-fields';
import { idParam } from './articles.schemas';
import { forgetListCounts } from './articles.service';
import {
  countSynonymes,
  deleteSynonyme,
  insertSynonyme,
  pageSynonymes,
  updateSynonyme,
} from './search-synonyms.repository';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
const searchQuery = z.object({
  page: pageParam,
  search: z.string().trim().max(100).optional().catch(undefined),
});
const written = z.object({ message: z.string(), data: synonymReply });

const toReply = (row: typeof searchSynonymes.$inferSelect) => ({
  id: row.id,
  expressions: row.expressions,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The administrator's search synonyms (decision 0035): list, add, edit, delete, under the admin API's
 * naming (v1/user/…, like sponsors). Each write is audited (modules/audit) and used by the next search:
 * the search reads the table, and the kept counts of lists are forgotten.
 */
export async function searchSynonymsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.authenticate('user') };
  const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });
  const params = z.object({ id: idParam });

  r.get(
    '/v1/user/synonymes',
    {
      ...common,
      schema: {
        ...doc('Search synonyms, last changed first, 10 a page; search on the expressions'),
        querystring: searchQuery,
        response: { 200: paginatedSchema(synonymReply), ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const { db } = requestCtx(request);
      return paginate(
        request,
        { page, perPage: PER_PAGE.table, filters: search ? { search } : {} },
        () => countSynonymes(db, search || undefined),
        async (limit, offset) => (await pageSynonymes(db, limit, offset, search || undefined)).map(toReply),
      );
    },
  );

  r.post(
    '/v1/user/synonymeAdd',
    {
      ...common,
      schema: {
        ...doc('Add a group of synonyms (expressions: 2 to 10 expressions that mean the same)'),
        body: synonymBody,
        response: { 201: written, ...refusals },
      },
    },
    async (request, reply) => {
      const { db } = requestCtx(request);
      const row = await insertSynonyme(db, request.body.expressions);
      forgetListCounts(db);
      return reply.code(201).send({ message: CONTENT_MESSAGES.created, data: toReply(row) });
    },
  );

  r.post(
    '/v1/user/synonymeEdit/:id',
    {
      ...common,
      schema: {
        ...doc('Replace the expressions of a group of synonyms'),
        params,
        body: synonymBody,
        response: { 200: written, ...refusals },
      },
    },
    async (request) => {
      const { db } = requestCtx(request);
      const row = await updateSynonyme(db, request.params.id, request.body.expressions);
      if (!row) throw notFound(SYNONYM_MESSAGES.notFound);
      forgetListCounts(db);
      return { message: CONTENT_MESSAGES.updated, data: toReply(row) };
    },
  );

  r.delete(
    '/v1/user/synonymeDelete/:id',
    {
      ...common,
      schema: { ...doc('Delete a group of synonyms'), params, response: { 200: messageReply, ...refusals } },
    },
    async (request) => {
      const { db } = requestCtx(request);
      if (!(await deleteSynonyme(db, request.params.id))) throw notFound(SYNONYM_MESSAGES.notFound);
      forgetListCounts(db);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );
}
