import { CONTACT_SUCCESS, contactSchema } from '@souk/domain/public-forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorCtx } from '../../lib/request-context';
import { addContact } from './contacts.service';

export async function contactsPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/v1/contactAdd',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Send a message to the site',
        body: contactSchema,
        response: {
          201: z.object({ message: z.string(), data: z.object({ id: z.number(), created_at: z.string() }) }),
        },
      },
    },
    async (request, reply) => {
      const data = await addContact(visitorCtx(request), request.body);
      return reply.code(201).send({ message: CONTACT_SUCCESS, data });
    },
  );
}
