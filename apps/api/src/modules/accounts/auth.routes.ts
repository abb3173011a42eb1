import {
  AUTH_MESSAGES,
  adminRegisteredSchema,
  adminRegisterSchema,
  adminSessionSchema,
  clientRegisterSchema,
  clientSessionSchema,
  forgotPasswordSchema,
  loginSchema,
  marchandSessionSchema,
  messageReplySchema,
  resetPasswordSchema,
} from '@souk/domain/auth-schemas';
import { fieldErrorsReplySchema, type z } from '@souk/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../../db/schema/accounts';
import { appUrlOf } from '../../lib/app-url';
import { forbidden } from '../../lib/http-errors';
import { serializeAdmin, serializeClient, serializeMarchand } from './account.serializers';
import type { RowOf } from './accounts.repository';
import { type AuthService, createAuthService, settlePendingMail } from './auth.service';

/**
 * Login, logout and password recovery of the three audiences (`v1/client`, `v1/marchand`,
 * `v1/user`), plus client and admin registration. Same rules for all; only the reply key differs.
 */

const fieldErrorsSchema = fieldErrorsReplySchema;
const errorReplies = {
  403: messageReplySchema,
  422: fieldErrorsSchema,
  429: messageReplySchema,
};

interface Audience<R extends Role> {
  role: R;
  tag: string;
  session: z.ZodType;
  reply(account: RowOf<R>, token: string): unknown;
}

const audiences = [
  {
    role: 'client',
    tag: 'Client',
    session: clientSessionSchema,
    reply: (account, token) => ({ client: serializeClient(account), token }),
  } satisfies Audience<'client'>,
  {
    role: 'marchand',
    tag: 'Partenaire',
    session: marchandSessionSchema,
    reply: (account, token) => ({ marchand: serializeMarchand(account), token }),
  } satisfies Audience<'marchand'>,
  {
    role: 'user',
    tag: 'Admin',
    session: adminSessionSchema,
    reply: (account, token) => ({ user: serializeAdmin(account), token }),
  } satisfies Audience<'user'>,
];

function sessionRoutes<R extends Role>(service: AuthService, audience: Audience<R>): FastifyPluginAsyncZod {
  const { role, tag } = audience;
  return async (app) => {
    app.post(
      `/v1/${role}/login`,
      {
        schema: {
          tags: [tag],
          summary: 'Connexion',
          body: loginSchema,
          response: { 200: audience.session, ...errorReplies },
        },
      },
      async (request) => {
        const { account, token } = await service.login(role, request.body, request.ip);
        return audience.reply(account, token);
      },
    );

    app.post(
      `/v1/${role}/logout`,
      {
        onRequest: app.authenticate(role),
        schema: {
          tags: [tag],
          summary: 'Déconnexion (révoque le jeton)',
          security: [{ bearer: [] }],
          response: { 200: messageReplySchema, 401: messageReplySchema, 403: messageReplySchema },
        },
      },
      async (request) => {
        await service.logout(request.tokenId);
        return { message: AUTH_MESSAGES.loggedOut };
      },
    );

    app.post(
      `/v1/${role}/forgot-password`,
      {
        schema: {
          tags: [tag],
          summary: 'Demande de lien de réinitialisation',
          body: forgotPasswordSchema,
          response: { 200: messageReplySchema, 422: fieldErrorsSchema, 429: messageReplySchema },
        },
      },
      async (request, reply) => {
        const sendLink = await service.forgotPassword(
          role,
          request.body,
          request.ip,
          appUrlOf(app.config, request),
          request.log,
        );
        // The account lookup and the e-mail start once the reply is out: run before it, they made a
        // known address answer ~10 ms slower than an unknown one (docs/reliability.md, Authentication).
        // 'close' covers a connection that ends without 'finish'; the work runs once either way.
        reply.raw.once('finish', sendLink);
        reply.raw.once('close', sendLink);
        return { message: AUTH_MESSAGES.resetSent };
      },
    );

    app.post(
      `/v1/${role}/reset-password`,
      {
        schema: {
          tags: [tag],
          summary: 'Nouveau mot de passe (lien reçu par e-mail)',
          body: resetPasswordSchema,
          response: { 200: messageReplySchema, 401: messageReplySchema, 422: fieldErrorsSchema },
        },
      },
      async (request) => {
        await service.resetPassword(role, request.body, request.ip);
        return { message: AUTH_MESSAGES.resetDone };
      },
    );
  };
}

export const accountsModule: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService({
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
    jobs: app.jobs,
    limiter: app.rateLimiter,
    log: app.log,
  });
  app.addHook('onClose', () => settlePendingMail());

  for (const audience of audiences) {
    await app.register(sessionRoutes(service, audience as Audience<Role>));
  }

  app.post(
    '/v1/client/register',
    {
      schema: {
        tags: ['Client'],
        summary: 'Création de compte client',
        body: clientRegisterSchema,
        response: { 201: clientSessionSchema, 422: fieldErrorsSchema },
      },
    },
    async (request, reply) => {
      const { account, token } = await service.registerClient(request.body);
      return reply.code(201).send({ client: serializeClient(account), token });
    },
  );

  app.post(
    '/v1/user/register',
    {
      onRequest: app.authenticateOptional('user'),
      // Refused before the body is validated: a stranger learns nothing about the form.
      preValidation: async (request) => {
        if (!(await service.mayRegisterAdmin(request.actor))) throw forbidden();
      },
      schema: {
        tags: ['Admin'],
        summary: "Création d'un administrateur (le premier, ou par un administrateur)",
        security: [{ bearer: [] }, {}],
        body: adminRegisterSchema,
        response: { 201: adminRegisteredSchema, 403: messageReplySchema, 422: fieldErrorsSchema },
      },
    },
    async (request, reply) => {
      const admin = await service.registerAdmin(request.actor, request.body);
      return reply.code(201).send({ user: serializeAdmin(admin) });
    },
  );
};
