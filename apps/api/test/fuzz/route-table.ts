import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Role } from '../../src/db/schema/accounts';

/**
 * The write routes of a running app, as it registers them (the `onRoute` hook that `buildApp` takes,
 * shared with the authorization matrix), so that a route added later is fuzzed without anyone
 * listing it. The OpenAPI document adds whether a bearer token is required and the body's JSON schema.
 *
 *   const routes = routeCollector();
 *   const t = await createTestApp({}, { onRoute: routes.onRoute });
 *   const writes = await writeRoutes(t.app, routes.registered);
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
};

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered: `/api/v1/user/articleEdit/:id`. */
  url: string;
  /** Without the `/api/v1/` prefix: `user/articleEdit/:id`. */
  name: string;
  params: string[];
  /** The token the route asks for (from its path prefix), null for public routes. */
  role: Role | null;
  body: JsonSchema | null;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/v1/user/articleEdit/:id` → `/api/v1/user/articleEdit/{id}` (OpenAPI's spelling). */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function roleOf(name: string): Role | null {
  const prefix = name.split('/')[0];
  return prefix === 'client' || prefix === 'marchand' || prefix === 'user' ? prefix : null;
}

export function routeCollector() {
  const registered: { method: string; url: string }[] = [];
  return {
    registered,
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
  };
}

export async function writeRoutes(
  app: FastifyInstance,
  registered: { method: string; url: string }[],
): Promise<WriteRoute[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          security?: unknown[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  const routes: WriteRoute[] = [];
  for (const { method, url } of registered) {
    if (!url.startsWith('/api/') || !WRITE_METHODS.has(method)) continue;
    const name = url.replace(/^\/api\/v1\//, '');
    const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    const secured = Boolean(op?.security?.length);
    routes.push({
      method: method as WriteRoute['method'],
      url,
      name,
      params: [...url.matchAll(/:(\w+)/g)].map((p) => p[1]),
      // Login, register and password routes live under a role's prefix but take no token; a
      // route missing from the document is taken to need its prefix's token.
      role: secured || !op ? roleOf(name) : null,
      body: op?.requestBody?.content['application/json']?.schema ?? null,
    });
  }
  return routes;
}
