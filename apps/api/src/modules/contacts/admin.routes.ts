import { listQuery, paginatedSchema } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { contactReply } from '@souk/domain/replies/contacts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { requestCtx } from '../../lib/request-context';
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
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  crud.list('/v1/user/contacts', {
    summary:
      'Contact messages, newest first, 10 a page, each with `vu`; search on name, e-mail, phone, subject',
    querystring: listQuery,
    reply: paginatedSchema(contactReply),
    listing: contactListing,
  });

  crud.show('/v1/user/contactShow/:id', {
    summary: 'One message; opening it marks it read (vu = true)',
    reply: z.object({ data: contactReply }),
    show: showContact,
  });

  crud.remove('/v1/user/contactDelete/:id', {
    summary: 'Delete one message',
    message: CONTACT_ADMIN_MESSAGES.deleted,
    remove: deleteContact,
  });

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
