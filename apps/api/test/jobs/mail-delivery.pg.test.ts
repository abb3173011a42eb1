import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { issueToken } from '../../src/lib/tokens';
import { makeClient } from '../../src/modules/accounts/accounts.fixtures';
import { rowsOf } from '../database';
import { checkout, products } from '../faults/fault-world';
import { type ApiProcess, createEmptyDatabase, startApi } from '../multiprocess/api-processes';
import { type MailServer, startMailServer } from './mail-server';

/**
 * Durable mails (docs/reliability.md, decision 0049), against the real server (`src/server.ts`,
 * NODE_ENV=production, its workers running) on a PostgreSQL database of its own, mailing a local SMTP
 * server run by the test:
 * - the API is SIGKILLed while the SMTP server holds the order's mail (received, not accepted): the
 *   order is committed, the mail not sent. Started again on the same database, the API re-runs the
 *   job of the dead process (JOB_TIMEOUT_SECONDS) and the mail arrives, once.
 * - the SMTP server refuses every connection (421) for OUTAGE_SECONDS while orders are placed: every
 *   mail arrives once it accepts again (retries with backoff), each once.
 * The tests mostly wait: the API polls, the SMTP server answers.
 */

/** A job of a killed process is run again after this (a production server keeps the default, 300). */
const JOB_TIMEOUT_SECONDS = 10;
/**
 * How long the SMTP server refuses: long enough for each mail to be turned away several times (1–2 s,
 * 2–4 s, 4–8 s, 8–16 s apart), short enough that the next try, 16–32 s later, does not hold the run.
 */
const OUTAGE_SECONDS = 20;
const PLACED_SUBJECT = /^Votre commande .* est enregistrée$/;

describe.runIf(process.env.SOUK_TEST_ENGINE === 'pg')(
  'mails as durable jobs, against the real server',
  () => {
    let api: ApiProcess | undefined;
    let smtp: MailServer;
    let database: Database;
    let drop: () => Promise<void> = async () => {};
    let url = '';

    const start = () =>
      startApi(url, {
        SMTP_URL: smtp.url,
        JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
        LOG_LEVEL: 'info',
      });

    /** A client with a token, and what its checkout's mail is called. */
    async function buyer() {
      const client = await makeClient(database.db);
      return { email: client.email, token: await issueToken(database.db, 'client', client.id) };
    }

    beforeAll(async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is required');
      const created = await createEmptyDatabase(adminUrl, 'souk_jobs');
      drop = created.drop;
      url = created.url;
      smtp = await startMailServer();
      api = await start();
      database = await openPostgres(created.url, 2);
    }, 120_000);

    afterAll(async () => {
      await api?.stop();
      await database?.close();
      await smtp?.close();
      await drop();
    }, 60_000);

    it('kill -9 between the commit and the send: the mail is sent after the restart, once', async () => {
      const [product] = await products(database.db, 1, 100);
      const client = await buyer();
      smtp.mode('hold');
      const server = api as ApiProcess;
      const placed = await checkout(server.url, client.token, [
        { stock_article_id: product.stockId, quantite: 1 },
      ]);
      expect(placed.status).toBe(201);
      // The worker is sending the client's mail: the SMTP server has it and has not said yes.
      await expect
        .poll(() => smtp.held().some((m) => m.to.includes(client.email)), { timeout: 60_000 })
        .toBe(true);
      process.kill(server.pid, 'SIGKILL');
      await server.stop();
      api = undefined;
      expect(smtp.delivered().filter((m) => m.to.includes(client.email))).toEqual([]);

      smtp.mode('accept');
      api = await start();
      await expect
        .poll(() => smtp.delivered().filter((m) => m.to.includes(client.email)).length, {
          timeout: 120_000,
          interval: 500,
        })
        .toBeGreaterThan(0);
      // Whatever else the job mailed (the seller), once each; and no second copy comes later.
      await settled(database);
      const mine = smtp.delivered().filter((m) => m.to.includes(client.email));
      expect(mine).toHaveLength(1);
      expect(mine[0].subject).toMatch(PLACED_SUBJECT);
      expect(duplicates(smtp)).toEqual([]);
    }, 240_000);

    it(`SMTP down for ${OUTAGE_SECONDS} s: every mail arrives once it is back, each once`, async () => {
      const server = api as ApiProcess;
      const stock = await products(database.db, 3, 100);
      const clients = [await buyer(), await buyer(), await buyer()];
      const before = smtp.delivered().length;
      smtp.mode('refuse');
      const downAt = Date.now();
      for (const [i, client] of clients.entries()) {
        const placed = await checkout(server.url, client.token, [
          { stock_article_id: stock[i].stockId, quantite: 1 },
        ]);
        expect(placed.status).toBe(201);
      }
      // The workers tried and were turned away: the mails wait for their retries.
      await expect.poll(() => smtp.refused(), { timeout: 60_000 }).toBeGreaterThanOrEqual(clients.length);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - downAt))),
      );
      expect(smtp.delivered().length).toBe(before);

      smtp.mode('accept');
      // pg-boss doubles the delay after each failure (1–2 s, 2–4 s, …): the next try is at most 32 s away.
      await expect
        .poll(() => clients.every((c) => smtp.delivered().some((m) => m.to.includes(c.email))), {
          timeout: 240_000,
          interval: 1000,
        })
        .toBe(true);
      await settled(database);
      for (const c of clients) {
        const mine = smtp.delivered().filter((m) => m.to.includes(c.email));
        expect(mine).toHaveLength(1);
        expect(mine[0].subject).toMatch(PLACED_SUBJECT);
      }
      expect(duplicates(smtp)).toEqual([]);
      // Nothing dead.
      expect(await unfinished(database)).toEqual([]);
    }, 420_000);
  },
);

/** The mail jobs not completed (waiting, running, to be retried, failed) and the dead letters. */
async function unfinished(database: Database): Promise<{ name: string; state: string }[]> {
  return rowsOf<{ name: string; state: string }>(
    database.db,
    sql`SELECT name, state FROM pgboss.job WHERE name IN ('notifications', 'dead-letters') AND state <> 'completed'`,
  );
}

/**
 * Waits until every mail job is completed: nothing is left to send, so a duplicate would already be
 * among the delivered mails (a job of a killed process counts as running until JOB_TIMEOUT_SECONDS,
 * then runs again). Watching the queue instead of a quiet period of the SMTP server says when it is
 * over, where a fixed wait either guessed or waited long.
 */
async function settled(database: Database): Promise<void> {
  await expect
    .poll(async () => (await unfinished(database)).filter((job) => job.state !== 'failed').length, {
      timeout: 120_000,
      interval: 500,
    })
    .toBe(0);
}

/** Mails delivered more than once (same recipients and subject). */
function duplicates(smtp: MailServer): string[] {
  const seen = new Map<string, number>();
  for (const m of smtp.delivered()) {
    const key = `${m.to.join(',')} ${m.subject}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}
