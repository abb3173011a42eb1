import { createHash } from 'node:crypto';

/**
 * Named (server-side prepared) statements for the hot storefront reads
 * (docs/decisions/0025-named-statements-generic-plans.md). node-postgres parses a named statement once
 * per connection and then only binds and executes it; PostgreSQL plans it for the first executions and
 * then keeps a generic plan. For the article hydration query the planning alone costs about ten times
 * its execution, so naming it is most of its cost.
 *
 * The name is derived from the SQL text (drizzle always binds values as parameters, so the text
 * depends only on the query's shape: which filters, which sort): one name, one text, as node-postgres
 * requires. The shapes of the catalog queries are bounded (scopes × filters present × sorts × up to
 * MAX_SEARCH_WORDS words), so the statements a connection keeps are too. PGlite ignores the name.
 *
 * On PostgreSQL they run on connections of their own (`namedStatementsDb`), set to
 * `plan_cache_mode = force_generic_plan`: left to choose (`auto`), PostgreSQL compared the generic
 * plan's estimated cost with the custom plans' and kept planning a custom plan for every execution of
 * the page statements (their LIMIT and the search walk are parameters, so the generic plan's estimate
 * is higher), ~1.5 ms of planning for ~2 ms of execution
 * (docs/decisions/0025-named-statements-generic-plans.md). The generic plan reads the same rows. Other
 * statements keep `auto`: an unnamed statement is planned on each execution anyway, with its values (a
 * generic plan would only lose them).
 *
 * Use it only for queries whose shapes are bounded like that: a statement with a variable-length
 * `in (…)` list would leave one prepared statement per length on every connection.
 */
export function statementName(text: string): string {
  return `souk_${createHash('sha1').update(text).digest('base64url')}`;
}

/** How PostgreSQL plans the named statements: once per connection (openPostgres sets it). */
export const NAMED_PLAN_CACHE_MODE = 'force_generic_plan';

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

/** For a database, the database (same server, connections of their own) its named statements run on. */
const namedOn = new WeakMap<object, object>();

/** Named statements built for `db` are to run on `named` (openPostgres: its generic-plan pool). */
export function setNamedStatementsDb<D extends object>(db: D, named: D): void {
  namedOn.set(db, named);
}

/** The database the named statements of `db` run on: `db` itself for PGlite and inside a transaction. */
export function namedStatementsDb<D extends object>(db: D): D {
  return (namedOn.get(db) as D | undefined) ?? db;
}

/**
 * A prepared query built once per database (or transaction) and shape `key`, then executed with
 * placeholder values: neither drizzle nor PostgreSQL rebuilds it per request. `key` must determine
 * the SQL text completely (the values that vary are placeholders). `build` gets the database to build
 * it on (namedStatementsDb) and must use that one.
 */
export function cachedStatement<D extends object, T>(db: D, key: string, build: (on: D) => T): T {
  let byKey = statements.get(db);
  if (!byKey) {
    byKey = new Map();
    statements.set(db, byKey);
  }
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(namedStatementsDb(db));
    byKey.set(key, statement);
  }
  return statement;
}
