import {
  aboutBody,
  fondateurAddBody,
  fondateurEditBody,
  pubAddBody,
  sponsorAddBody,
  sponsorEditBody,
} from '@souk/domain/content-schemas';
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
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../catalog/articles.schemas';
import { pageQuery, searchQuery } from './content-admin.schemas';
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
  const params = z.object({ id: idParam });
  const filtersOf = (search: string | undefined) => (search ? { search } : {});

  // ---------------------------------------------------------------- sponsors

  r.get(
    '/v1/user/sponsors',
    {
      ...common,
      schema: {
        ...doc('Sponsors, newest first, 10 a page; search on name and site'),
        querystring: searchQuery,
        response: { 200: sponsorPage, ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const list = listSponsorsPage(requestCtx(request), search || undefined);
      return paginate(
        request,
        { page, perPage: PER_PAGE.table, filters: filtersOf(search) },
        list.count,
        list.rows,
      );
    },
  );

  r.post(
    '/v1/user/sponsorAdd',
    {
      ...common,
      schema: {
        ...doc('Create a sponsor (nom, url_logo as a data URL, url)'),
        body: sponsorAddBody,
        response: { 201: writtenReply(sponsorReply), ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addSponsor(requestCtx(request), request.body, app.media);
      return reply.code(201).send({ message: CONTENT_MESSAGES.created, data });
    },
  );

  r.post(
    '/v1/user/sponsorEdit/:id',
    {
      ...common,
      schema: {
        ...doc('Edit a sponsor; url_logo only when a new logo was chosen'),
        params,
        body: sponsorEditBody,
        response: { 200: writtenReply(sponsorReply), ...refusals },
      },
    },
    async (request) => ({
      message: CONTENT_MESSAGES.updated,
      data: await editSponsor(requestCtx(request), request.params.id, request.body, app.media),
    }),
  );

  r.delete(
    '/v1/user/sponsorDelete/:id',
    {
      ...common,
      schema: { ...doc('Delete a sponsor'), params, response: { 200: messageReply, ...refusals } },
    },
    async (request) => {
      await deleteSponsor(requestCtx(request), request.params.id, app.media);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );

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

  r.get(
    '/v1/user/fondateurs',
    {
      ...common,
      schema: {
        ...doc('Founders, 12 a page; search on name, e-mail and phone'),
        querystring: searchQuery,
        response: { 200: fondateurPage, ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const list = listFondateursPage(requestCtx(request), search || undefined);
      return paginate(
        request,
        { page, perPage: PER_PAGE.grid, filters: filtersOf(search) },
        list.count,
        list.rows,
      );
    },
  );

  r.post(
    '/v1/user/fondateurAdd',
    {
      ...common,
      schema: {
        ...doc('Create a founder (nom, prenom, email, telephone, social links, url_photo)'),
        body: fondateurAddBody,
        response: { 201: writtenReply(fondateurReply), ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addFondateur(requestCtx(request), request.body, app.media);
      return reply.code(201).send({ message: CONTENT_MESSAGES.created, data });
    },
  );

  r.post(
    '/v1/user/fondateurEdit/:id',
    {
      ...common,
      schema: {
        ...doc('Edit a founder; url_photo only when a new photo was chosen'),
        params,
        body: fondateurEditBody,
        response: { 200: writtenReply(fondateurReply), ...refusals },
      },
    },
    async (request) => ({
      message: CONTENT_MESSAGES.updated,
      data: await editFondateur(requestCtx(request), request.params.id, request.body, app.media),
    }),
  );

  r.delete(
    '/v1/user/fondateurDelete/:id',
    {
      ...common,
      schema: { ...doc('Delete a founder'), params, response: { 200: messageReply, ...refusals } },
    },
    async (request) => {
      await deleteFondateur(requestCtx(request), request.params.id, app.media);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );

  // ---------------------------------------------------------------- ads

  const lists: [string, PubGroup, string][] = [
    ['/v1/user/pubsAccueil', 'accueil', 'Home page ads (banner1, banner2, pub_accueil)'],
    ['/v1/user/pubsShop', 'shop', 'Shop banners'],
    ['/v1/user/pubsCategorie', 'categorie', 'Category banners, with their category'],
  ];
  for (const [url, group, summary] of lists) {
    r.get(
      url,
      {
        ...common,
        schema: {
          ...doc(`${summary}, newest first, 12 a page`),
          querystring: pageQuery,
          response: { 200: adminPubPage, ...refusals },
        },
      },
      async (request) => {
        const list = listPubsPage(requestCtx(request), group);
        return paginate(request, { page: request.query.page, perPage: PER_PAGE.grid }, list.count, list.rows);
      },
    );
  }

  r.post(
    '/v1/user/pubAdd',
    {
      ...common,
      schema: {
        ...doc('Create an ad (type, url_image; model_id: the category of a categorie ad)'),
        body: pubAddBody,
        response: { 201: writtenReply(adminPubReply), ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addPub(requestCtx(request), request.body, app.media);
      return reply.code(201).send({ message: CONTENT_MESSAGES.created, data });
    },
  );

  r.delete(
    '/v1/user/pubDelete/:id',
    {
      ...common,
      schema: { ...doc('Delete an ad'), params, response: { 200: messageReply, ...refusals } },
    },
    async (request) => {
      await deletePub(requestCtx(request), request.params.id, app.media);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );

  r.post(
    '/v1/user/pubChangerEtat/:id',
    {
      ...common,
      schema: {
        ...doc('Show or hide an ad on the storefront'),
        params,
        response: { 200: writtenReply(adminPubReply), ...refusals },
      },
    },
    async (request) => ({
      message: CONTENT_MESSAGES.stateChanged,
      data: await togglePub(requestCtx(request), request.params.id),
    }),
  );
}
