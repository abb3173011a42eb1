import { adminProfileEditSchema } from '@souk/domain/auth-schemas';
import { CLIENT_MESSAGES } from '@souk/domain/client-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { adminProfileEditedReply, adminProfileReply } from '@souk/domain/replies/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestCtx } from '../../lib/request-context';
import { serializeAdmin } from '../accounts/account.serializers';
import { editAdminProfile, getAdminProfile } from './admin-profile.service';

const tags = ['Admin'];
const security = [{ bearer: [] }];
const denied = { 401: messageReply, 403: messageReply };

/** `v1/user/profilShow` and `v1/user/profilEdit`: the signed-in administrator's own account. */
export async function profileAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('user');

  r.get(
    '/v1/user/profilShow',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Le compte de l'administrateur connecté",
        response: { 200: adminProfileReply, ...denied },
      },
    },
    async (request) => ({ data: serializeAdmin(await getAdminProfile(requestCtx(request))) }),
  );

  r.post(
    '/v1/user/profilEdit',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Modifie le nom de l'administrateur connecté (l'e-mail ne se change pas ici) ; un nouveau mot de passe demande l'actuel et ferme les autres sessions",
        body: adminProfileEditSchema,
        response: {
          200: adminProfileEditedReply,
          ...denied,
          422: fieldErrorsReply,
        },
      },
    },
    async (request) => {
      const admin = await editAdminProfile(requestCtx(request), request.body, {
        tokenId: request.tokenId,
        limiter: app.rateLimiter,
      });
      return { message: CLIENT_MESSAGES.profileUpdated, data: serializeAdmin(admin) };
    },
  );
}
