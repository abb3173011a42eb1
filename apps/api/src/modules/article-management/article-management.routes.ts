import {
  ARTICLE_MESSAGES,
  articleAddSchema,
  articleEditSchema,
  dateRangeQuerySchema,
  stockAddSchema,
  stockEditSchema,
} from '@souk/domain/article-schemas';
import {
  articleStateReply,
  articleWrittenReply,
  managedArticleReply,
  stockWrittenReply,
} from '@souk/domain/replies/article-management';
import { countReply, fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../lib/request-context';
import { idParam } from '../catalog/articles.schemas';
import { changeArticleState, deleteArticle, deleteGalerie, deleteNote } from './article-actions.service';
import { countManagedArticles, getManagedArticleBySlug } from './article-read.service';
import { addArticle, editArticle } from './article-write.service';
import { addStock, deleteStock, editStock } from './stock.service';

/**
 * The article management calls both back-offices make (the Calls of docs/product/partner.md and
 * admin.md): same paths under each prefix, same handlers; who may do what is decided by the services from
 * the token's role (article-access.service.ts).
 */
export interface Audience {
  role: 'marchand' | 'user';
  /** 'v1/marchand' or 'v1/user'. */
  prefix: string;
  tag: string;
}

export const slugParam = z.string().min(1).max(200);

/** Every refusal a management call may answer, beside its success. */
export const refusals = {
  401: messageReply,
  403: messageReply,
  404: messageReply,
  409: messageReply,
  422: fieldErrorsReply,
};

export function registerSharedArticleRoutes(app: FastifyInstance, audience: Audience): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prefix } = audience;
  const common = {
    onRequest: app.authenticate(audience.role),
  };
  const doc = (summary: string) => ({ tags: [audience.tag], security: [{ bearer: [] }], summary });

  r.get(
    `/${prefix}/articleShow/:slug`,
    {
      ...common,
      schema: {
        ...doc('One managed article with options, stock, gallery, every review and its state'),
        params: z.object({ slug: slugParam }),
        response: { 200: z.object({ data: managedArticleReply }), ...refusals },
      },
    },
    async (request) => ({ data: await getManagedArticleBySlug(requestCtx(request), request.params.slug) }),
  );

  r.post(
    `/${prefix}/articleAdd`,
    {
      ...common,
      schema: {
        ...doc('Create an article (partner: "Nouveau" until validated; admin: active)'),
        body: articleAddSchema,
        response: { 201: articleWrittenReply, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addArticle(requestCtx(request), request.body, app.media);
      return reply.code(201).send({ message: ARTICLE_MESSAGES.created, data });
    },
  );

  r.post(
    `/${prefix}/articleEdit/:id`,
    {
      ...common,
      schema: {
        ...doc('Edit an article, its options, sub-options and pictures; append gallery photos'),
        params: z.object({ id: idParam }),
        body: articleEditSchema,
        response: { 200: articleWrittenReply, ...refusals },
      },
    },
    async (request) => ({
      message: ARTICLE_MESSAGES.updated,
      data: await editArticle(requestCtx(request), request.params.id, request.body, app.media),
    }),
  );

  r.delete(
    `/${prefix}/articleDelete/:id`,
    {
      ...common,
      schema: {
        ...doc('Delete an article without stock entries'),
        params: z.object({ id: idParam }),
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      await deleteArticle(requestCtx(request), request.params.id, app.media);
      return { message: ARTICLE_MESSAGES.deleted };
    },
  );

  r.post(
    `/${prefix}/articleChangerEtat/:id`,
    {
      ...common,
      schema: {
        ...doc('Validate, block or unblock an article'),
        params: z.object({ id: idParam }),
        response: { 200: articleStateReply, ...refusals },
      },
    },
    async (request) => ({
      message: ARTICLE_MESSAGES.stateChanged,
      data: await changeArticleState(requestCtx(request), request.params.id),
    }),
  );

  r.delete(
    `/${prefix}/galerieDelete/:articleId/:galerieId`,
    {
      ...common,
      schema: {
        ...doc('Delete one gallery photo'),
        params: z.object({ articleId: idParam, galerieId: idParam }),
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      const { articleId, galerieId } = request.params;
      await deleteGalerie(requestCtx(request), articleId, galerieId, app.media);
      return { message: ARTICLE_MESSAGES.photoDeleted };
    },
  );

  r.delete(
    `/${prefix}/noteDelete/:articleId/:noteId`,
    {
      ...common,
      schema: {
        ...doc('Delete a review of an article'),
        params: z.object({ articleId: idParam, noteId: idParam }),
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      await deleteNote(requestCtx(request), request.params.articleId, request.params.noteId);
      return { message: ARTICLE_MESSAGES.noteDeleted };
    },
  );

  r.post(
    `/${prefix}/stockarticleAdd`,
    {
      ...common,
      schema: {
        ...doc('Add a stock entry: one sub-option per option (403 when the combination exists)'),
        body: stockAddSchema,
        response: { 201: stockWrittenReply, ...refusals },
      },
    },
    async (request, reply) => {
      const data = await addStock(requestCtx(request), request.body);
      return reply.code(201).send({ message: ARTICLE_MESSAGES.stockAdded, data });
    },
  );

  r.post(
    `/${prefix}/stockarticleEdit/:id`,
    {
      ...common,
      schema: {
        ...doc("Change a stock entry's price and quantity"),
        params: z.object({ id: idParam }),
        body: stockEditSchema,
        response: { 200: stockWrittenReply, ...refusals },
      },
    },
    async (request) => ({
      message: ARTICLE_MESSAGES.stockUpdated,
      data: await editStock(requestCtx(request), request.params.id, request.body),
    }),
  );

  r.delete(
    `/${prefix}/stockarticleDelete/:id`,
    {
      ...common,
      schema: {
        ...doc('Delete a stock entry'),
        params: z.object({ id: idParam }),
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      await deleteStock(requestCtx(request), request.params.id);
      return { message: ARTICLE_MESSAGES.stockDeleted };
    },
  );

  r.get(
    `/${prefix}/countArticles`,
    {
      ...common,
      schema: {
        ...doc('Number of articles created between dateDebut and dateFin (both needed, inclusive)'),
        querystring: dateRangeQuerySchema,
        response: { 200: countReply, ...refusals },
      },
    },
    async (request) => ({ data: await countManagedArticles(requestCtx(request), request.query) }),
  );
}
