import { listQuery, paginatedSchema } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { SYNONYM_MESSAGES, synonymBody, synonymReply } from '@souk/domain/search-synonyms';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { searchSynonymes } from '../../db/schema/catalog';
import { crudRoutes } from '../../lib/crud-routes';
import { notFound } from '../../lib/http-errors';
import { CONTENT_MESSAGES } from '../content';
import { forgetListCounts } from './articles.service';
import {
  countSynonymes,
  deleteSynonyme,
  insertSynonyme,
  pageSynonymes,
  updateSynonyme,
} from './search-synonyms.repository';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
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
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  crud.list('/v1/user/synonymes', {
    summary: 'Search synonyms, last changed first, 10 a page; search on the expressions',
    querystring: listQuery,
    reply: paginatedSchema(synonymReply),
    listing: ({ db }, search) => ({
      count: () => countSynonymes(db, search),
      rows: async (limit, offset) => (await pageSynonymes(db, limit, offset, search)).map(toReply),
    }),
  });

  crud.create('/v1/user/synonymeAdd', {
    summary: 'Add a group of synonyms (expressions: 2 to 10 expressions that mean the same)',
    body: synonymBody,
    reply: written,
    message: CONTENT_MESSAGES.created,
    create: async ({ db }, body) => {
      const row = await insertSynonyme(db, body.expressions);
      forgetListCounts(db);
      return toReply(row);
    },
  });

  crud.update('/v1/user/synonymeEdit/:id', {
    summary: 'Replace the expressions of a group of synonyms',
    body: synonymBody,
    reply: written,
    message: CONTENT_MESSAGES.updated,
    update: async ({ db }, id, body) => {
      const row = await updateSynonyme(db, id, body.expressions);
      if (!row) throw notFound(SYNONYM_MESSAGES.notFound);
      forgetListCounts(db);
      return toReply(row);
    },
  });

  crud.remove('/v1/user/synonymeDelete/:id', {
    summary: 'Delete a group of synonyms',
    message: CONTENT_MESSAGES.deleted,
    remove: async ({ db }, id) => {
      if (!(await deleteSynonyme(db, id))) throw notFound(SYNONYM_MESSAGES.notFound);
      forgetListCounts(db);
    },
  });
}
