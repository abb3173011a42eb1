import { CLIENT_MESSAGES, langueEditSchema, profileEditSchema } from '@souk/domain/client-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { clientProfileEditedReply, clientProfileReply, langueReply } from '@souk/domain/replies/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestCtx } from '../../lib/request-context';
import { serializeClient } from '../accounts/account.serializers';
import { editProfile, getProfile, setClientLanguage } from './profile.service';

const tags = ['Client'];
const security = [{ bearer: [] }];
const denied = { 401: messageReply, 403: messageReply };

/** `v1/client/profilShow`, `v1/client/profilEdit` and `v1/client/langue`. */
export async function profileClientRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('client');

  r.get(
    '/v1/client/profilShow',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Le profil du client connecté',
        response: { 200: clientProfileReply, ...denied },
      },
    },
    async (request) => ({ data: serializeClient(await getProfile(requestCtx(request))) }),
  );

  r.post(
    '/v1/client/profilEdit',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Modifie le profil (l'e-mail ne se change pas ici) ; un nouveau mot de passe ferme les autres sessions",
        body: profileEditSchema,
        response: {
          200: clientProfileEditedReply,
          ...denied,
          422: fieldErrorsReply,
        },
      },
    },
    async (request) => {
      const client = await editProfile(requestCtx(request), request.body, {
        media: app.media,
        tokenId: request.tokenId,
        limiter: app.rateLimiter,
      });
      return { message: CLIENT_MESSAGES.profileUpdated, data: serializeClient(client) };
    },
  );

  r.post(
    '/v1/client/langue',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Enregistre la langue du client (fr, ar, en) : ses factures sont écrites dans cette langue',
        body: langueEditSchema,
        response: {
          200: langueReply,
          ...denied,
          422: fieldErrorsReply,
        },
      },
    },
    async (request) => {
      await setClientLanguage(requestCtx(request), request.body);
      return { message: CLIENT_MESSAGES.langueUpdated, langue: request.body.langue };
    },
  );
}
