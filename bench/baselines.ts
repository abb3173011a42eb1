/**
 * The baselines of docs/benchmarks.md (goals 1 and 2), in their own process (like the API), on BASELINE_PORT:
 *  (a) GET /a/:name  — bare Fastify serving the API's reply bytes from memory;
 *  (b) GET /b/:name  — hand-written node-postgres route running the identical SQL (statements and
 *                      values recorded from the API) one after the other, rows JSON-encoded; a
 *                      statement the API sent as a named prepared statement is sent under the same
 *                      name here too (parsed and planned once per connection on both sides: on
 *                      connections set as the API's for its named statements, db/client.ts);
 *  (pk) GET /pk/:id  — bare Fastify + node-postgres primary-key lookup of one article (goal 2).
 * Input: BASELINE_DATA, a JSON file `{name: {contentType, body, queries: [{text, values}]}}`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { NAMED_PLAN_CACHE_MODE } from '../apps/api/src/db/named-statements';

interface Target {
  contentType: string;
  body: string;
  queries: { text: string; values: unknown[]; name?: string }[];
}

const data = JSON.parse(readFileSync(process.env.BASELINE_DATA as string, 'utf8')) as Record<string, Target>;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
// The API sends its named statements on a pool of their own, planned generically (decision 0025).
const namedPool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  // `options` (startup parameters) is read by pg, not declared by this workspace's @types/pg.
  ...({ options: `-c plan_cache_mode=${NAMED_PLAN_CACHE_MODE}` } as object),
});
const bodies = new Map(Object.entries(data).map(([name, t]) => [name, Buffer.from(t.body)]));

const app = Fastify({ logger: false });

app.get<{ Params: { name: string } }>('/a/:name', (request, reply) => {
  const target = data[request.params.name];
  if (!target) return reply.code(404).send();
  return reply.type(target.contentType).send(bodies.get(request.params.name));
});

app.get<{ Params: { name: string } }>('/b/:name', async (request, reply) => {
  const target = data[request.params.name];
  if (!target) return reply.code(404).send();
  const results: unknown[] = [];
  for (const q of target.queries) {
    const rows = q.name
      ? (await namedPool.query({ name: q.name, text: q.text, values: q.values })).rows
      : (await pool.query({ text: q.text, values: q.values })).rows;
    results.push(rows);
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: results }));
});

app.get<{ Params: { id: string } }>('/pk/:id', async (request, reply) => {
  const { rows } = await pool.query('select * from articles where id = $1', [Number(request.params.id)]);
  if (!rows[0]) return reply.code(404).send();
  return reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: rows[0] }));
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.BASELINE_PORT ?? 3902) });
console.log('baselines ready');
