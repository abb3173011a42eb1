import { EventEmitter } from 'node:events';
import type { LiveOrder, LiveRetour } from '@souk/domain/live-orders';
import pg from 'pg';
import type { Database } from '../../db/client';
import { notifyChannel } from './notifications.repository';

/**
 * The live feed of new orders behind the back-offices' `commandesFlux` streams. On PGlite (one
 * process) an in-process emitter; on PostgreSQL every process LISTENs on one channel through a
 * dedicated connection and publishes with pg_notify, so a partner connected to process B hears of an
 * order placed through process A. Published after COMMIT (by the notifications dispatcher).
 */

export const FEED_CHANNEL = 'souk_nouvelles_commandes';

/** One new order, as its seller's stream sends it (the type the web reads too). */
export type FeedOrder = LiveOrder;

export type FeedListener = (order: FeedOrder) => void;

/** A return's change, for its seller's stream (event 'retour'). */
export type FeedRetour = LiveRetour;
export type FeedRetourListener = (retour: FeedRetour) => void;

export interface OrderFeed {
  publish(order: FeedOrder): Promise<void>;
  subscribe(listener: FeedListener): () => void;
  /** Returns' changes go through the same channel, told apart by their `retour` key. */
  publishRetour(retour: FeedRetour): Promise<void>;
  subscribeRetours(listener: FeedRetourListener): () => void;
  /** Resolves once events published from now on will be heard (PostgreSQL: the LISTEN is in place). */
  ready(): Promise<void>;
  /** Open subscriptions (tests check that closed streams leave none behind). */
  listenerCount(): number;
  close(): Promise<void>;
}

interface Log {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

function localEmitter() {
  const emitter = new EventEmitter();
  // Each open stream is one listener; the streams are capped per token, not here.
  emitter.setMaxListeners(0);
  return {
    emit: (order: FeedOrder) => emitter.emit('order', order),
    emitRetour: (retour: FeedRetour) => emitter.emit('retour', retour),
    subscribe(listener: FeedListener) {
      emitter.on('order', listener);
      return () => {
        emitter.off('order', listener);
      };
    },
    subscribeRetours(listener: FeedRetourListener) {
      emitter.on('retour', listener);
      return () => {
        emitter.off('retour', listener);
      };
    },
    count: () => emitter.listenerCount('order'),
  };
}

export function createOrderFeed(database: Database, log: Log): OrderFeed {
  const local = localEmitter();
  if (database.kind !== 'postgres' || !database.url) {
    return {
      publish: async (order) => {
        local.emit(order);
      },
      subscribe: local.subscribe,
      publishRetour: async (retour) => {
        local.emitRetour(retour);
      },
      subscribeRetours: local.subscribeRetours,
      ready: async () => {},
      listenerCount: local.count,
      close: async () => {},
    };
  }
  return postgresFeed(database, database.url, local, log);
}

function postgresFeed(
  database: Database,
  url: string,
  local: ReturnType<typeof localEmitter>,
  log: Log,
): OrderFeed {
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== FEED_CHANNEL || !msg.payload) return;
    try {
      const payload = JSON.parse(msg.payload) as FeedOrder | { retour: FeedRetour };
      if ('retour' in payload) local.emitRetour(payload.retour);
      else local.emit(payload);
    } catch (err) {
      log.warn({ err }, 'unreadable order feed notification');
    }
  };

  // The LISTEN connection is opened with the first stream and kept; a lost one is reopened.
  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', onNotification);
      c.on('error', (err) => {
        log.warn({ err }, 'order feed connection lost');
        if (client === c) client = null;
        c.end().catch(() => {});
        if (!closed && local.count() > 0) retry = setTimeout(() => void connect().catch(() => {}), 1000);
      });
      await c.connect();
      await c.query(`LISTEN ${FEED_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async publish(order) {
      await notifyChannel(database.db, FEED_CHANNEL, JSON.stringify(order));
    },
    async publishRetour(retour) {
      await notifyChannel(database.db, FEED_CHANNEL, JSON.stringify({ retour }));
    },
    subscribeRetours(listener) {
      // Opened with the stream's order subscription (order-feed.routes.ts subscribes to both).
      return local.subscribeRetours(listener);
    },
    subscribe(listener) {
      const off = local.subscribe(listener);
      if (!client && !connecting) {
        connect().catch((err) => {
          log.error({ err }, 'order feed: LISTEN failed');
          if (!closed) retry = setTimeout(() => void connect().catch(() => {}), 1000);
        });
      }
      return off;
    },
    async ready() {
      if (!client) await (connecting ?? connect());
    },
    listenerCount: local.count,
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
