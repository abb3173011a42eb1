import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { concat, encodeValues, ThreadPGlite } from './pglite-thread';

/** Process-wide, so that two instances on one client never choose the same name. */
let statementCounter = 0;

/**
 * A prepared statement to prepare afresh (once): 26000, the name is gone (DEALLOCATE ALL, DISCARD
 * ALL); 0A000 "cached plan must not change result type", a table it reads changed shape.
 */
export function mustPrepareAgain(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '26000' || code === '0A000';
}

/**
 * Server-side prepared statements on PGlite (docs/decisions/0018-embedded-prepared-statements.md).
 * PGlite's `query()` sends every statement as the unnamed statement: it is parsed, described and
 * planned again on every call, and for the 4 KB hydration statements planning costs many times the
 * execution (as on PostgreSQL, docs/benchmarks.md goal 2). node-postgres keeps the hot statements
 * prepared per connection under the names of db/named-statements.ts; this gives the single PGlite
 * connection the same: the first call of a text sends Parse with a name once (and Describe, for the
 * parameter types), every later call only Bind / Execute, and PostgreSQL keeps a generic plan after
 * five executions.
 *
 * Replies are decoded by PGlite's own `parseResults` with the caller's options (drizzle passes
 * `rowMode` and its own parsers), values encoded by PGlite's serializers for the described parameter
 * types: the rows are the ones `query()` returns. At most `max` statements are kept (least recently
 * used closed first). A statement the server no longer knows or can no longer use unchanged (a
 * `DEALLOCATE`, a column added to a table it reads) is prepared again once.
 *
 * Only for statements outside a transaction: the caller (the queue of pglite-queue.ts) runs them one
 * at a time; PGlite's own query lock is held for each exchange too.
 */
export class PglitePreparedStatements {
  readonly #client: PGlite;
  readonly #max: number;
  /** Text → prepared statement; Map order is use order (first = least recently used). */
  readonly #byText = new Map<string, { name: string; paramTypes: number[] }>();
  #prepares = 0;

  constructor(client: PGlite, max = 200) {
    this.#client = client;
    this.#max = max;
  }

  /** How many statements are prepared now, and how many Parse messages were sent in all. */
  get stats() {
    return { kept: this.#byText.size, prepares: this.#prepares };
  }

  /** Runs a text as its named statement, prepared on first use and once again when it must be (mustPrepareAgain). */
  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    try {
      return await this.#run<T>(text, params, options);
    } catch (error) {
      if (!mustPrepareAgain(error)) throw error;
      this.#byText.delete(text);
      return this.#run<T>(text, params, options);
    }
  }

  /** Forgets a text's statement: its next use prepares it again (see `query`'s retry). */
  forget(text: string) {
    this.#byText.delete(text);
  }

  /**
   * Pipelined execution on PGlite in a worker thread (pglite-thread.ts): prepares the text if needed
   * (waiting for that), then sends Bind / Execute / Sync and resolves once they have left, with the
   * promise of the rows. Outside transactions only, one caller at a time (the queue's turn).
   */
  async start<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<{ result: Promise<Results<T>> }> {
    const thread = this.#client;
    if (!(thread instanceof ThreadPGlite)) throw new Error('start(): PGlite in a worker thread only');
    const statement = await this.#statement(text, options);
    const batch = this.#execution(statement, params, options);
    return { result: thread.resultOf<T>(batch, text, params, options) };
  }

  #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#client.runExclusive(async () => {
      const statement = await this.#statement(text, options);
      const { messages } = await this.#client.execProtocol(this.#execution(statement, params, options), {
        syncToFs: false,
      });
      return parse.parseResults(messages, this.#client.parsers, options)[0] as Results<T>;
    });
  }

  /** Bind (values encoded for the described types), Describe, Execute, Sync: one execution. */
  #execution(statement: { name: string; paramTypes: number[] }, params: unknown[], options?: QueryOptions) {
    return concat(
      protocol.serialize.bind({
        statement: statement.name,
        values: encodeValues(this.#client, params, statement.paramTypes, options),
      }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
  }

  async #statement(text: string, options?: QueryOptions) {
    const known = this.#byText.get(text);
    if (known) {
      this.#byText.delete(text);
      this.#byText.set(text, known);
      return known;
    }
    if (this.#byText.size >= this.#max) {
      const [oldestText, oldest] = this.#byText.entries().next().value as [string, { name: string }];
      this.#byText.delete(oldestText);
      await this.#client.execProtocol(
        concat(protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()),
        { syncToFs: false },
      );
    }
    const name = `souk_pglite_${++statementCounter}`;
    const { messages } = await this.#client.execProtocol(
      concat(
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    this.#prepares++;
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#byText.set(text, statement);
    return statement;
  }
}
