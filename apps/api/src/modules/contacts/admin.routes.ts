import { paginatedSchema } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { contactReply } from '@souk/domain/replies/contacts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, pageParam, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../catalog/articles.schemas';
import {
  CONTACT_ADMIN_MESSAGES,
  contactListing,
  countUnreadContacts,
  deleteContact,
  showContact,
} from './contacts-admin.service';

const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });

/**
 * The administrator's contact calls (docs/product/admin.md, Calls: contacts, contactShow,
 * contactDelete) and the badge count.
 */
export async function contactsAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('user');

  r.get(
    '/v1/user/contacts',
    {
      onRequest,
      schema: {
        ...doc(
          'Contact messages, newest first, 10 a page, each with `vu`; search on name, e-mail, phone, subject',
        ),
        querystring: z.object({ page: pageParam, search: z.string().trim().max(200).optional() }),
        response: { 200: paginatedSchema(contactReply), ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const search = request.query.search || undefined;
      const list = contactListing(requestCtx(request), search);
      return paginate(request, { page, perPage: PER_PAGE.table, filters: { search } }, list.count, list.rows);
    },
  );

  r.get(
    '/v1/user/contactShow/:id',
    {
      onRequest,
      schema: {
        ...doc('One message; opening it marks it read (vu = true)'),
        params: z.object({ id: idParam }),
        response: { 200: z.object({ data: contactReply }), ...refusals },
      },
    },
    async (request) => ({ data: await showContact(requestCtx(request), request.params.id) }),
  );

  r.delete(
    '/v1/user/contactDelete/:id',
    {
      onRequest,
      schema: {
        ...doc('Delete one message'),
        params: z.object({ id: idParam }),
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      await deleteContact(requestCtx(request), request.params.id);
      return { message: CONTACT_ADMIN_MESSAGES.deleted };
    },
  );

  r.get(
    '/v1/user/countContactsNonLus',
    {
      onRequest,
      schema: {
        ...doc('Number of messages not read yet (the sidebar badge)'),
        response: { 200: z.object({ data: z.number() }), ...refusals },
      },
    },
    async (request) => ({ data: await countUnreadContacts(requestCtx(request)) }),
  );
}
