import { messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { createPaymentProviders } from './provider-registry';
import { applyWebhookEvent } from './webhooks.service';

const tags = ['Webhooks'];
/** Provider notifications are small; anything bigger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const INVALID_SIGNATURE = 'Signature invalide.';

/**
 * `POST /api/v1/webhooks/stripe` and `/api/v1/webhooks/chargily`: the providers' signed
 * notifications. No token: the HMAC signature over the exact body is the authentication, so this
 * plugin (and only it: Fastify scopes the parser to it) keeps JSON bodies as the raw string and
 * parses them after the signature has been checked. A path whose provider is off answers 404.
 */
export async function paymentsWebhookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providers = createPaymentProviders(app.config);
  if (app.config.STRIPE_SECRET_KEY && !app.config.STRIPE_WEBHOOK_SECRET) {
    app.log.warn('STRIPE_WEBHOOK_SECRET is empty: Stripe webhooks will all be refused');
  }

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  for (const name of ['stripe', 'chargily'] as const) {
    r.post(
      `/v1/webhooks/${name}`,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary: `Notification signée de ${name === 'stripe' ? 'Stripe' : 'Chargily Pay'}`,
          response: { 200: z.object({ received: z.literal(true) }), 400: messageReply, 404: messageReply },
        },
      },
      async (request) => {
        const provider = providers.webhookProvider(name);
        if (!provider?.verifyWebhook) throw notFound();
        const raw = typeof request.body === 'string' ? request.body : null;
        const event = raw === null ? null : provider.verifyWebhook(raw, request.headers, new Date());
        if (!event) throw new HttpError(400, INVALID_SIGNATURE);

        const outcome = await applyWebhookEvent(request.server.database.db, name, event);
        const log = { provider: name, event: event.id, type: event.type, ...outcome };
        if (outcome.result === 'amount_mismatch' || (outcome.result === 'applied' && outcome.needsRefund)) {
          request.log.warn(log, 'payment webhook needs attention');
        } else {
          request.log.info(log, 'payment webhook');
        }
        // 200 whatever we made of it: the provider would otherwise retry a valid event for days.
        return { received: true as const };
      },
    );
  }
}
