import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

/**
 * A signal every API process hears (docs/deploy.md): on PostgreSQL, `publish()` is a `NOTIFY` on
 * `channel` and every process `LISTEN`s on it through a connection of its own (opened at once, reopened
 * when lost), calling `onSignal`; on PGlite, owned by one process, there is no other process to tell
 * and `publish()` does nothing. The publishing process acts on its own signal itself, before
 * publishing: it may hear it back too, so `onSignal` must be harmless to repeat.
 */
export interface Broadcast {
  /** Resolves once the signal is committed: from then on, the other processes' listeners have it. */
  publish(): Promise<void>;
  /** Resolves once this process listens (tests). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export function createBroadcast(
  database: Pick<Database, 'kind' | 'url' | 'db'>,
  channel: string,
  onSignal: () => void,
  log: Log,
): Broadcast {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const url = database.url;
  if (database.kind !== 'postgres' || !url) {
    return { publish: async () => {}, ready: async () => {}, close: async () => {} };
  }
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let listening: Promise<void> = Promise.resolve();

  const listen = () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onSignal();
    });
    let lost = false;
    const reopen = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      c.end().catch(() => {});
      if (closed) return;
      log.warn({ err, channel }, 'broadcast: LISTEN connection lost, reopening');
      // A signal missed meanwhile: act as if heard.
      onSignal();
      retry = setTimeout(listen, 1000);
    };
    c.on('error', reopen);
    listening = (async () => {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (closed) await c.end();
      else client = c;
    })().catch(reopen);
  };
  listen();

  return {
    async publish() {
      await database.db.execute(sql`select pg_notify(${channel}, '')`);
    },
    ready: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      await listening;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
