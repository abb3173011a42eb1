import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/**
 * The reply serializer of the hot storefront reads (docs/benchmarks.md, storefront lists; decision
 * 0025): their 200 replies are built field by field by a serializer (e.g. toArticleReply) in the exact
 * order of their zod schema, so validating them again on every request (zod encode of every article,
 * variant and review, ~6 % of the CPU of a list) adds nothing in production. There the reply is
 * `JSON.stringify(data)`.
 *
 * In development and tests the reply still goes through the zod serializer AND is compared with the
 * production bytes: any difference (a field missing, an extra key, another order, a wrong type) throws
 * a 500, so every test of these routes proves that production sends exactly what the schema allows.
 * Other status codes (404, 422 built by the errors plugin) always go through the zod serializer.
 * The OpenAPI document still comes from the response schemas.
 */
export function trustedReplySerializer(config: Pick<Config, 'NODE_ENV'>): typeof serializerCompiler {
  return (route) => {
    const checked = serializerCompiler(route);
    if (route.httpStatus !== '200') return checked;
    if (config.NODE_ENV === 'production') return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => {
      const validated = checked(data);
      if (JSON.stringify(data) !== validated) {
        throw new Error(`${route.method} ${route.url}: the reply differs from its response schema`);
      }
      return validated;
    };
  };
}
