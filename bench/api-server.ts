/**
 * Starts the real API (apps/api/src/server.ts) with a node-postgres query recorder, driven by the
 * parent bench process over IPC: `{cmd: 'record'}` starts recording, `{cmd: 'dump'}` answers with
 * every statement (text + values) sent since. Used to count SQL statements per request and to give
 * baseline (b) the identical SQL (and the statement name when the API prepares it). Recording costs nothing while off (one boolean test).
 */
import pg from 'pg';

interface Recorded {
  text: string;
  values: unknown[];
  /** Set when the API sent a named (server-side prepared) statement: baseline (b) does the same. */
  name?: string;
}

let recording = false;
let recorded: Recorded[] = [];

const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function patchedQuery(this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const [first, second] = args;
    if (typeof first === 'string') {
      recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    } else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[]; name?: string };
      recorded.push({
        text: q.text,
        values: Array.isArray(second) ? second : (q.values ?? []),
        ...(q.name ? { name: q.name } : {}),
      });
    }
  }
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('message', (message: { cmd: string }) => {
  if (message.cmd === 'record') {
    recorded = [];
    recording = true;
    process.send?.({ cmd: 'recording' });
  } else if (message.cmd === 'dump') {
    recording = false;
    process.send?.({ cmd: 'dump', queries: recorded });
    recorded = [];
  }
});

// BENCH_API_SERVER: another checkout's server.ts (e.g. the previous commit, for before/after figures).
await import(process.env.BENCH_API_SERVER ?? '../apps/api/src/server');
