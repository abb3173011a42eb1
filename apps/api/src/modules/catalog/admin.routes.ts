import {
  categorieAddBody,
  categorieEditBody,
  sousCategorieAddBody,
  sousCategorieEditBody,
} from '@souk/domain/category-schemas';
import {
  adminCategoriePage,
  adminCategorieReply,
  adminCategorieWritten,
  adminSousCategorieWritten,
} from '@souk/domain/replies/catalog';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { CONTENT_MESSAGES } from '../content/content-fields';
import { idParam } from './articles.schemas';
import { categoriesAdminQuery } from './categories-admin.schemas';
import {
  addCategorie,
  addSousCategorie,
  deleteCategorie,
  deleteSousCategorie,
  editCategorie,
  editSousCategorie,
  listAllCategories,
  listCategoriesPage,
} from './categories-admin.service';

const refusals = {
  401: messageReply,
  403: messageReply,
  404: messageReply,
  409: messageReply,
  422: fieldErrorsReply,
};

/** The administrator's categories and sub-categories (`v1/user/...`, docs/product/admin.md, Calls). */
export async function catalogAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: app.authenticate('user') };
  const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });
  const params = z.object({ id: idParam });

  r.get(
    '/v1/user/categories',
    {
      ...common,
      schema: {
        ...doc('Categories with sub-categories and article counts, 12 a page; search'),
        querystring: categoriesAdminQuery,
        response: { 200: adminCategoriePage, ...refusals },
      },
    },
    async (request) => {
      const { page, search } = request.query;
      const list = listCategoriesPage(requestCtx(request), search || undefined);
      return paginate(
        request,
        { page, perPage: PER_PAGE.grid, filters: search ? { search } : {} },
        list.count,
        list.rows,
      );
    },
  );

  r.get(
    '/v1/user/categoriesWithoutPagination',
    {
      ...common,
      schema: {
        ...doc('Every category with its sub-categories (form selects)'),
        response: { 200: z.object({ data: z.array(adminCategorieReply) }), ...refusals },
      },
    },
    async (request) => ({ data: await listAllCategories(requestCtx(request)) }),
  );

  r.post(
    '/v1/user/categorieAdd',
    {
      ...common,
      schema: {
        ...doc('Create a category (designation, url_image as a data URL)'),
        body: categorieAddBody,
        response: { 201: adminCategorieWritten, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addCategorie(requestCtx(request), request.body, app.media);
      return reply.code(201).send({ message: CONTENT_MESSAGES.created, data });
    },
  );

  r.post(
    '/v1/user/categorieEdit/:id',
    {
      ...common,
      schema: {
        ...doc('Rename a category; url_image only when a new picture was chosen'),
        params,
        body: categorieEditBody,
        response: { 200: adminCategorieWritten, ...refusals },
      },
    },
    async (request) => ({
      message: CONTENT_MESSAGES.updated,
      data: await editCategorie(requestCtx(request), request.params.id, request.body, app.media),
    }),
  );

  r.delete(
    '/v1/user/categorieDelete/:id',
    {
      ...common,
      schema: {
        ...doc('Delete a category with its empty sub-categories and its ads (409 while it has articles)'),
        params,
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      await deleteCategorie(requestCtx(request), request.params.id, app.media);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );

  r.post(
    '/v1/user/souscategorieAdd',
    {
      ...common,
      schema: {
        ...doc('Create a sub-category (categorie_id, designation, url_image)'),
        body: sousCategorieAddBody,
        response: { 201: adminSousCategorieWritten, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addSousCategorie(requestCtx(request), request.body, app.media);
      return reply.code(201).send({ message: CONTENT_MESSAGES.created, data });
    },
  );

  r.post(
    '/v1/user/souscategorieEdit/:id',
    {
      ...common,
      schema: {
        ...doc('Rename a sub-category; url_image only when a new picture was chosen'),
        params,
        body: sousCategorieEditBody,
        response: { 200: adminSousCategorieWritten, ...refusals },
      },
    },
    async (request) => ({
      message: CONTENT_MESSAGES.updated,
      data: await editSousCategorie(requestCtx(request), request.params.id, request.body, app.media),
    }),
  );

  r.delete(
    '/v1/user/souscategorieDelete/:id',
    {
      ...common,
      schema: {
        ...doc('Delete a sub-category (409 while it has articles)'),
        params,
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      await deleteSousCategorie(requestCtx(request), request.params.id, app.media);
      return { message: CONTENT_MESSAGES.deleted };
    },
  );
}
