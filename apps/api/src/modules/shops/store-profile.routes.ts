import { CLIENT_MESSAGES, langueEditSchema } from '@souk/domain/client-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { langueReply } from '@souk/domain/replies/profile';
import { storeProfileEditedReply, storeProfileReply } from '@souk/domain/replies/shops';
import { storeProfileEditSchema } from '@souk/domain/store-profile-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../../lib/route-params';
import { serializeMarchand } from '../accounts';
import { STORE_PROFILE_MESSAGES } from './store-profile.schemas';
import { editStoreProfile, getOwnStoreProfile, setOwnStoreLanguage } from './store-profile.service';

const security = [{ bearer: [] }];
const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };

/**
 * The store profile: the partner reads and edits its own (`v1/marchand/profilShow`, `profilEdit`) and
 * records its language (`v1/marchand/langue`), an administrator edits any store
 * (`v1/user/marchandEdit/{id}`). One service for both edits.
 */
export async function storeProfileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/marchand/profilShow',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: ['Partner'],
        security,
        summary: 'The logged-in partner and its store',
        response: { 200: storeProfileReply, ...refusals },
      },
    },
    async (request) => ({ data: serializeMarchand(await getOwnStoreProfile(requestCtx(request))) }),
  );

  r.post(
    '/v1/marchand/profilEdit',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: ['Partner'],
        security,
        summary:
          "Edit the partner's own profile and store; photos as data URLs only when changed; a new password ends the other sessions",
        body: storeProfileEditSchema,
        response: { 200: storeProfileEditedReply, ...refusals },
      },
    },
    async (request) => {
      const row = await editStoreProfile(requestCtx(request), request.body, {
        media: app.media,
        tokenId: request.tokenId,
        limiter: app.rateLimiter,
      });
      return { message: STORE_PROFILE_MESSAGES.updated, data: serializeMarchand(row) };
    },
  );

  r.post(
    '/v1/marchand/langue',
    {
      onRequest: app.authenticate('marchand'),
      schema: {
        tags: ['Partner'],
        security,
        summary: "Record the partner's language (fr, ar, en): its payout e-mails are written in it",
        body: langueEditSchema,
        response: { 200: langueReply, ...refusals },
      },
    },
    async (request) => {
      await setOwnStoreLanguage(requestCtx(request), request.body);
      return { message: CLIENT_MESSAGES.langueUpdated, langue: request.body.langue };
    },
  );

  r.post(
    '/v1/user/marchandEdit/:id',
    {
      onRequest: app.authenticate('user'),
      schema: {
        tags: ['Admin'],
        security,
        summary:
          "Edit a store's profile (same fields as the partner's own edit); a new password ends the partner's sessions",
        params: z.object({ id: idParam }),
        body: storeProfileEditSchema,
        response: { 200: storeProfileEditedReply, ...refusals },
      },
    },
    async (request) => {
      const row = await editStoreProfile(
        requestCtx(request),
        request.body,
        { media: app.media, tokenId: request.tokenId, limiter: app.rateLimiter },
        request.params.id,
      );
      return { message: STORE_PROFILE_MESSAGES.updated, data: serializeMarchand(row) };
    },
  );
}
