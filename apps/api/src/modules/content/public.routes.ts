import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorCtx } from '../../lib/request-context';
import { aboutReply } from './content.schemas';
import { getAbout } from './content.service';

export async function contentPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/about',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Site information and founders',
        response: { 200: z.object({ data: aboutReply }) },
      },
    },
    async (request) => ({ data: await getAbout(visitorCtx(request)) }),
  );
}
