import { createHash } from 'node:crypto';

/**
 * Named (server-side prepared) statements for the hot storefront reads (issue #7). node-postgres
 * parses a named statement once per connection and then only binds and executes it; PostgreSQL plans
 * it for the first executions and then keeps a generic plan. For the article hydration query the
 * planning alone costs about ten times its execution, so naming it is most of its cost.
 *
 * The name is derived from the SQL text (drizzle always binds values as parameters, so the text
 * depends only on the query's shape: which filters, which sort): one name, one text, as node-postgres
 * requires. The shapes of the catalog queries are bounded (scopes × filters present × sorts × up to
 * MAX_SEARCH_WORDS words), so the statements a connection keeps are too. PGlite ignores the name.
 *
 * Use it only for queries whose shapes are bounded like that: a statement with a variable-length
 * `in (…)` list would leave one prepared statement per length on every connection.
 */
export function statementName(text: string): string {
  return `souk_${createHash('sha1').update(text).digest('base64url')}`;
}

/** Texts of the statements sent under a name: bounded by the query shapes, as above. */
const namedTexts = new Set<string>();

/** Whether `text` is the SQL of a named statement (PGlite prepares those, see pglite-prepared.ts). */
export function isNamedStatement(text: string): boolean {
  return namedTexts.has(text);
}

type Preparable = { toSQL(): { sql: string }; prepare(name: string): unknown };

/** `query.prepare(name)`, the name derived from its SQL text unless given. */
export function prepareNamed<Q extends Preparable>(query: Q, name?: string): ReturnType<Q['prepare']> {
  const text = query.toSQL().sql;
  namedTexts.add(text);
  return query.prepare(name ?? statementName(text)) as ReturnType<Q['prepare']>;
}

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A prepared query built once per database (or transaction) and shape `key`, then executed with
 * placeholder values: neither drizzle nor PostgreSQL rebuilds it per request. `key` must determine
 * the SQL text completely (the values that vary are placeholders).
 */
export function cachedStatement<T>(db: object, key: string, build: () => T): T {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byKey.set(key, statement);
  }
  return statement;
}
