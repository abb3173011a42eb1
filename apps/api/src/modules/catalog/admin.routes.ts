import {
  categorieAddBody,
  categorieEditBody,
  sousCategorieAddBody,
  sousCategorieEditBody,
} from '@souk/domain/category-schemas';
import { listQuery } from '@souk/domain/pagination';
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
import { crudRoutes } from '../../lib/crud-routes';
import { PER_PAGE } from '../../lib/pagination';
import { requestCtx } from '../../lib/request-context';
import { CONTENT_MESSAGES } from '../content';
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
  const crud = crudRoutes(app, { role: 'user', tag: 'Admin', refusals });

  crud.list('/v1/user/categories', {
    summary: 'Categories with sub-categories and article counts, 12 a page; search',
    querystring: listQuery,
    reply: adminCategoriePage,
    perPage: PER_PAGE.grid,
    listing: listCategoriesPage,
  });

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

  crud.create('/v1/user/categorieAdd', {
    summary: 'Create a category (designation, url_image as a data URL)',
    body: categorieAddBody,
    reply: adminCategorieWritten,
    message: CONTENT_MESSAGES.created,
    create: (ctx, body) => addCategorie(ctx, body, app.media),
  });

  crud.update('/v1/user/categorieEdit/:id', {
    summary: 'Rename a category; url_image only when a new picture was chosen',
    body: categorieEditBody,
    reply: adminCategorieWritten,
    message: CONTENT_MESSAGES.updated,
    update: (ctx, id, body) => editCategorie(ctx, id, body, app.media),
  });

  crud.remove('/v1/user/categorieDelete/:id', {
    summary: 'Delete a category with its empty sub-categories and its ads (409 while it has articles)',
    message: CONTENT_MESSAGES.deleted,
    remove: (ctx, id) => deleteCategorie(ctx, id, app.media),
  });

  crud.create('/v1/user/souscategorieAdd', {
    summary: 'Create a sub-category (categorie_id, designation, url_image)',
    body: sousCategorieAddBody,
    reply: adminSousCategorieWritten,
    message: CONTENT_MESSAGES.created,
    create: (ctx, body) => addSousCategorie(ctx, body, app.media),
  });

  crud.update('/v1/user/souscategorieEdit/:id', {
    summary: 'Rename a sub-category; url_image only when a new picture was chosen',
    body: sousCategorieEditBody,
    reply: adminSousCategorieWritten,
    message: CONTENT_MESSAGES.updated,
    update: (ctx, id, body) => editSousCategorie(ctx, id, body, app.media),
  });

  crud.remove('/v1/user/souscategorieDelete/:id', {
    summary: 'Delete a sub-category (409 while it has articles)',
    message: CONTENT_MESSAGES.deleted,
    remove: (ctx, id) => deleteSousCategorie(ctx, id, app.media),
  });
}
