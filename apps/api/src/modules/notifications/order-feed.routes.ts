import { LIVE_FEED_EVENTS } from '@souk/domain/live-orders';
import { messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Audience } from '../../lib/audience';
import { tooManyRequests, unauthorized } from '../../lib/http-errors';
import { resolveToken } from '../../lib/tokens';
import { bearerToken } from '../../plugins/auth';
import { isAccountActive } from '../accounts';
import type { FeedOrder } from './order-feed';

/**
 * `GET v1/marchand/commandesFlux` and `GET v1/user/commandesFlux`: Server-Sent Events telling a
 * back-office of each new order as it is placed — a partner of its store's orders only, the
 * administrator of every order (platform and stores). Authenticated with the Bearer token like any
 * call (the web reads the stream with fetch, as EventSource cannot send headers); a heartbeat keeps
 * proxies from closing it and re-checks the token, so a logout or a blocked store ends the stream.
 */

export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_TOKEN = 4;
export const TOO_MANY_STREAMS = 'Trop de flux ouverts pour cette session. Fermez un onglet et réessayez.';

const PARTNER: Audience = { role: 'marchand', prefix: 'v1/marchand', tag: 'Partner' };
const ADMIN: Audience = { role: 'user', prefix: 'v1/user', tag: 'Admin' };

const streamQuery = z.object({
  /** `1`: send the opening event and end at once (health probes, the authorization matrix). */
  fin: z.enum(['1']).optional(),
});

/** One SSE frame. `data` is JSON on one line, so it never needs splitting. */
export const sseFrame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export async function orderFeedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perToken = new Map<string, number>();
  const open = new Set<() => void>();

  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  const stream = (audience: Audience) => async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.actor;
    if (actor.role !== audience.role) throw unauthorized();
    const key = `${audience.role}:${request.tokenId}`;
    const count = perToken.get(key) ?? 0;
    if (count >= MAX_STREAMS_PER_TOKEN) throw tooManyRequests(TOO_MANY_STREAMS);
    const raw = bearerToken(request.headers.authorization) ?? '';
    const { fin } = request.query as z.infer<typeof streamQuery>;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': request.id,
    });
    const opening = () =>
      // Reconnect after 5 s; the web asks the counters again on reconnection (missed orders).
      res.write(`retry: 5000\n${sseFrame('ready', { heure: new Date().toISOString() })}`);
    if (fin === '1' || request.method === 'HEAD') {
      opening();
      res.end();
      return;
    }

    perToken.set(key, count + 1);
    const ownStore = audience.role === 'marchand' ? actor.id : undefined;
    const unsubscribe = app.orderFeed.subscribe((order: FeedOrder) => {
      if (ownStore !== undefined && order.marchand_id !== ownStore) return;
      if (!res.writableEnded) res.write(sseFrame(LIVE_FEED_EVENTS.commande, order, order.id));
    });
    // A return's change, event 'retour' (a new request at least): the seller's own ones only.
    const unsubscribeRetours = app.orderFeed.subscribeRetours((retour) => {
      if (ownStore !== undefined && retour.marchand_id !== ownStore) return;
      if (!res.writableEnded) res.write(sseFrame(LIVE_FEED_EVENTS.retour, retour));
    });
    const heartbeat = setInterval(async () => {
      if (!res.writableEnded) res.write(': ping\n\n');
      try {
        const token = await resolveToken(app.database.db, raw, { ttlDays: app.config.TOKEN_TTL_DAYS });
        const alive =
          token?.role === audience.role &&
          token.ownerId === actor.id &&
          (await isAccountActive(app.database.db, token.role, token.ownerId));
        if (!alive) end();
      } catch (err) {
        request.log.warn({ err }, 'order stream: token re-check failed');
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();

    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      unsubscribeRetours();
      open.delete(end);
      const left = (perToken.get(key) ?? 1) - 1;
      if (left > 0) perToken.set(key, left);
      else perToken.delete(key);
      if (!res.writableEnded) res.end();
    }
    open.add(end);
    // The browser closed the tab, aborted the fetch or lost the network.
    res.on('close', end);
    // 'ready' once every order placed from now on will reach this stream (PostgreSQL: LISTEN is on).
    try {
      await app.orderFeed.ready();
    } catch (err) {
      request.log.error({ err }, 'order stream: the feed is not listening');
    }
    if (!ended) opening();
  };

  for (const audience of [PARTNER, ADMIN]) {
    r.get(
      `/${audience.prefix}/commandesFlux`,
      {
        onRequest: app.authenticate(audience.role),
        // Compressing would buffer the events.
        compress: false,
        schema: {
          tags: [audience.tag],
          security: [{ bearer: [] }],
          summary:
            audience.role === 'marchand'
              ? "Server-Sent Events: each new order of the store (event 'commande'), heartbeats every 25 s"
              : "Server-Sent Events: each new order of the marketplace, platform and stores (event 'commande'), heartbeats every 25 s",
          querystring: streamQuery,
          response: {
            200: z.unknown().describe('text/event-stream'),
            401: messageReply,
            403: messageReply,
            429: messageReply,
          },
        },
      },
      stream(audience),
    );
  }
}
