import { messageReply } from '@souk/domain/replies/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from './context';
import { PER_PAGE, paginate } from './pagination';
import { requestCtx } from './request-context';
import { idParam } from './route-params';

/**
 * The standard calls of a back-office resource, written once (docs/architecture.md, "Route kit"):
 * a paginated list, one row, create, edit, delete and the block / unblock switch, each behind the
 * audience's token, documented for the OpenAPI document, answering `{ data }` or `{ message, data }`
 * with the resource's French message. Each call keeps its own path, summary and schemas; the services
 * decide the rest (a 404 "… introuvable", a 409, a 422 are thrown by them as HttpError). Writes are
 * audited by the audit plugin, like every admin write.
 *
 * Use it for a resource whose calls have exactly these shapes; write a call by hand when it differs
 * (another reply shape, headers, a file, a body on a switch, another role on one call).
 */

/** A zod schema (the kit only forwards them to Fastify, which validates and documents them). */
type Schema = z.ZodType;
/** The refusals a call answers beside its success (401, 403, 404, 409, 422 …). */
type Refusals = Record<number, Schema>;
/** A page of rows and their count, read side by side (`paginate`). */
export interface Listing<T> {
  count: () => Promise<number>;
  rows: (limit: number, offset: number) => Promise<T[]>;
}

type DataOf<R extends Schema> = z.input<R> extends { data: infer D } ? D : never;
type RowOf<R extends Schema> = z.input<R> extends { data: (infer T)[] } ? T : never;

interface Call {
  /** The OpenAPI summary. */
  summary: string;
  /** Instead of the kit's refusals. */
  refusals?: Refusals;
}

export interface CrudAudience {
  role: 'marchand' | 'user';
  /** The OpenAPI tag: 'Admin', 'Partner'. */
  tag: string;
  /** What every call answers beside its success, unless the call says otherwise. */
  refusals: Refusals;
}

const idParams = z.object({ id: idParam });
type Id = { id: number };

export function crudRoutes(app: FastifyInstance, { role, tag, refusals }: CrudAudience) {
  const onRequest = app.authenticate(role);
  const schema = (call: Call, parts: Record<string, unknown>, success: Record<number, Schema>) => ({
    tags: [tag],
    security: [{ bearer: [] }],
    summary: call.summary,
    ...parts,
    response: { ...success, ...(call.refusals ?? refusals) },
  });

  return {
    /**
     * GET: one page of `listing(ctx, search)` (`?page`, `?search`; an empty search is none), `perPage`
     * rows (PER_PAGE.table unless said), in the pagination envelope; the search is kept in the links.
     */
    list<Q extends z.ZodType<{ page: number; search?: string }>, R extends Schema>(
      url: string,
      call: Call & {
        querystring: Q;
        reply: R;
        perPage?: number;
        listing: (ctx: Ctx, search: string | undefined) => Listing<RowOf<R>>;
      },
    ): void {
      app.get(
        url,
        { onRequest, schema: schema(call, { querystring: call.querystring }, { 200: call.reply }) },
        async (request) => {
          const { page, search } = request.query as { page: number; search?: string };
          const list = call.listing(requestCtx(request), search || undefined);
          return paginate(
            request,
            { page, perPage: call.perPage ?? PER_PAGE.table, filters: { search } },
            list.count,
            list.rows,
          );
        },
      );
    },

    /** GET …/:id: `{ data }`. */
    show<R extends Schema>(
      url: string,
      call: Call & { reply: R; show: (ctx: Ctx, id: number) => Promise<DataOf<R>> },
    ) {
      app.get(
        url,
        { onRequest, schema: schema(call, { params: idParams }, { 200: call.reply }) },
        async (request) => ({
          data: await call.show(requestCtx(request), idOf(request)),
        }),
      );
    },

    /** POST: 201 `{ message, data }`. */
    create<B extends Schema, R extends Schema>(
      url: string,
      call: Call & {
        body: B;
        reply: R;
        message: string;
        create: (ctx: Ctx, body: z.output<B>) => Promise<DataOf<R>>;
      },
    ): void {
      app.post(
        url,
        { onRequest, schema: schema(call, { body: call.body }, { 201: call.reply }) },
        async (request, reply) => {
          const data = await call.create(requestCtx(request), request.body as z.output<B>);
          return reply.code(201).send({ message: call.message, data });
        },
      );
    },

    /** POST …/:id: `{ message, data }`. */
    update<B extends Schema, R extends Schema>(
      url: string,
      call: Call & {
        body: B;
        reply: R;
        message: string;
        update: (ctx: Ctx, id: number, body: z.output<B>) => Promise<DataOf<R>>;
      },
    ): void {
      app.post(
        url,
        { onRequest, schema: schema(call, { params: idParams, body: call.body }, { 200: call.reply }) },
        async (request) => ({
          message: call.message,
          data: await call.update(requestCtx(request), idOf(request), request.body as z.output<B>),
        }),
      );
    },

    /** DELETE …/:id: `{ message }`. */
    remove(
      url: string,
      call: Call & { message: string; remove: (ctx: Ctx, id: number) => Promise<unknown> },
    ): void {
      app.delete(
        url,
        { onRequest, schema: schema(call, { params: idParams }, { 200: messageReply }) },
        async (request) => {
          await call.remove(requestCtx(request), idOf(request));
          return { message: call.message };
        },
      );
    },

    /**
     * POST …/:id without a body (block / unblock, show / hide): the service's reply as it is, or
     * `{ message, data }` when the call has its message.
     */
    toggle<R extends Schema>(
      url: string,
      call: Call &
        (
          | { reply: R; toggle: (ctx: Ctx, id: number) => Promise<z.input<R>> }
          | {
              reply: R;
              message: string;
              toggle: (ctx: Ctx, id: number) => Promise<DataOf<R>>;
            }
        ),
    ): void {
      app.post(
        url,
        { onRequest, schema: schema(call, { params: idParams }, { 200: call.reply }) },
        async (request) => {
          const result = await call.toggle(requestCtx(request), idOf(request));
          return 'message' in call ? { message: call.message, data: result } : result;
        },
      );
    },
  };
}

const idOf = (request: FastifyRequest) => (request.params as Id).id;
