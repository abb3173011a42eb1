import {
  aboutBody,
  fondateurAddBody,
  fondateurEditBody,
  pubAddBody,
  sponsorAddBody,
  sponsorEditBody,
} from '@souk/domain/content-schemas';
import { listQuery } from '@souk/domain/pagination';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import {
  aboutAdminReply,
  adminPubPage,
  adminPubReply,
  fondateurPage,
  fondateurReply,
  sponsorPage,
  sponsorReply,
} from '@souk/domain/replies/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crudRoutes } from '../../lib/crud-routes';
import { PER_PAGE } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { pageQuery } from './content-admin.schemas';
import {
  addFondateur,
  addSponsor,
  deleteFondateur,
  deleteSponsor,
  editFondateur,
  editSponsor,
  listFondateursPage,
  listSponsorsPage,
  saveAbout,
  showAbout,
} from './content-admin.service';
import { CONTENT_MESSAGES, writtenReply } from './content-fields';
import { addPub, deletePub, listPubsPage, type PubGroup, togglePub } from './pubs-admin.service';

const refusals = {
  401: messageReply,
  403: messageReply,
  404: messageReply,
  409: messageReply,
  422: fieldErrorsReply,
};

/**
 * The administrator's site content: sponsors, configuration, founders, ads (docs/product/admin.md,
 * Content and audit).
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.authenticate('user') };
  const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  // ---------------------------------------------------------------- sponsors

  crud.list('/v1/user/sponsors', {
    summary: 'Sponsors, newest first, 10 a page; search on name and site',
    querystring: listQuery,
    reply: sponsorPage,
    listing: listSponsorsPage,
  });

  crud.create('/v1/user/sponsorAdd', {
    summary: 'Create a sponsor (nom, url_logo as a data URL, url)',
    body: sponsorAddBody,
    reply: writtenReply(sponsorReply),
    message: CONTENT_MESSAGES.created,
    create: (ctx, body) => addSponsor(ctx, body, app.media),
  });

  crud.update('/v1/user/sponsorEdit/:id', {
    summary: 'Edit a sponsor; url_logo only when a new logo was chosen',
    body: sponsorEditBody,
    reply: writtenReply(sponsorReply),
    message: CONTENT_MESSAGES.updated,
    update: (ctx, id, body) => editSponsor(ctx, id, body, app.media),
  });

  crud.remove('/v1/user/sponsorDelete/:id', {
    summary: 'Delete a sponsor',
    message: CONTENT_MESSAGES.deleted,
    remove: (ctx, id) => deleteSponsor(ctx, id, app.media),
  });

  // ---------------------------------------------------------------- configuration

  r.get(
    '/v1/user/aboutShow',
    {
      ...common,
      schema: {
        ...doc('The site configuration: contact details, social links, about, terms, privacy'),
        response: { 200: z.object({ data: aboutAdminReply }), ...refusals },
      },
    },
    async (request) => ({ data: await showAbout(requestCtx(request)) }),
  );

  r.post(
    '/v1/user/aboutAdd',
    {
      ...common,
      schema: {
        ...doc('Write the site configuration; url_logo only when a new logo was chosen'),
        body: aboutBody,
        response: { 200: writtenReply(aboutAdminReply), ...refusals },
      },
    },
    async (request) => ({
      message: CONTENT_MESSAGES.updated,
      data: await saveAbout(requestCtx(request), request.body, app.media),
    }),
  );

  // ---------------------------------------------------------------- founders

  crud.list('/v1/user/fondateurs', {
    summary: 'Founders, 12 a page; search on name, e-mail and phone',
    querystring: listQuery,
    reply: fondateurPage,
    perPage: PER_PAGE.grid,
    listing: listFondateursPage,
  });

  crud.create('/v1/user/fondateurAdd', {
    summary: 'Create a founder (nom, prenom, email, telephone, social links, url_photo)',
    body: fondateurAddBody,
    reply: writtenReply(fondateurReply),
    message: CONTENT_MESSAGES.created,
    create: (ctx, body) => addFondateur(ctx, body, app.media),
  });

  crud.update('/v1/user/fondateurEdit/:id', {
    summary: 'Edit a founder; url_photo only when a new photo was chosen',
    body: fondateurEditBody,
    reply: writtenReply(fondateurReply),
    message: CONTENT_MESSAGES.updated,
    update: (ctx, id, body) => editFondateur(ctx, id, body, app.media),
  });

  crud.remove('/v1/user/fondateurDelete/:id', {
    summary: 'Delete a founder',
    message: CONTENT_MESSAGES.deleted,
    remove: (ctx, id) => deleteFondateur(ctx, id, app.media),
  });

  // ---------------------------------------------------------------- ads

  const lists: [string, PubGroup, string][] = [
    ['/v1/user/pubsAccueil', 'accueil', 'Home page ads (banner1, banner2, pub_accueil)'],
    ['/v1/user/pubsShop', 'shop', 'Shop banners'],
    ['/v1/user/pubsCategorie', 'categorie', 'Category banners, with their category'],
  ];
  for (const [url, group, summary] of lists) {
    crud.list(url, {
      summary: `${summary}, newest first, 12 a page`,
      querystring: pageQuery,
      reply: adminPubPage,
      perPage: PER_PAGE.grid,
      listing: (ctx) => listPubsPage(ctx, group),
    });
  }

  crud.create('/v1/user/pubAdd', {
    summary: 'Create an ad (type, url_image; model_id: the category of a categorie ad)',
    body: pubAddBody,
    reply: writtenReply(adminPubReply),
    message: CONTENT_MESSAGES.created,
    create: (ctx, body) => addPub(ctx, body, app.media),
  });

  crud.remove('/v1/user/pubDelete/:id', {
    summary: 'Delete an ad',
    message: CONTENT_MESSAGES.deleted,
    remove: (ctx, id) => deletePub(ctx, id, app.media),
  });

  crud.toggle('/v1/user/pubChangerEtat/:id', {
    summary: 'Show or hide an ad on the storefront',
    reply: writtenReply(adminPubReply),
    message: CONTENT_MESSAGES.stateChanged,
    toggle: togglePub,
  });
}
