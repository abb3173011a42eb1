import { aboutReply, aboutSummaryReply, homePubsReply, sponsorReply } from '@souk/domain/replies/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorCtx } from '../../lib/request-context';
import { PUBLIC_CACHE } from '../../plugins/http-cache';
import { getAbout, getAboutSummary, getHomePubs, getSponsors } from './content.service';

export async function contentPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/v1/about',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['storefront'],
        summary: 'Site information and founders',
        response: { 200: z.object({ data: aboutReply }) },
      },
    },
    async (request) => ({ data: await getAbout(visitorCtx(request)) }),
  );
  r.get(
    '/v1/about/summary',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['storefront'],
        summary:
          'Site information every storefront page shows (header, footer): no terms, policy or founders',
        response: { 200: z.object({ data: aboutSummaryReply }) },
      },
    },
    async (request) => ({ data: await getAboutSummary(visitorCtx(request)) }),
  );
  r.get(
    '/v1/pubs',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The home page ads, drawn at random per type',
        response: { 200: z.object({ data: homePubsReply }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await getHomePubs(visitorCtx(request)) };
    },
  );
  r.get(
    '/v1/sponsors',
    {
      config: PUBLIC_CACHE,
      schema: {
        tags: ['storefront'],
        summary: 'Sponsors (Nos Partenaires)',
        response: { 200: z.object({ data: z.array(sponsorReply) }) },
      },
    },
    async (request) => ({ data: await getSponsors(visitorCtx(request)) }),
  );
}
