import { algiersDay } from '@souk/domain/algiers-time';
import { buildApp } from './app';
import { loadConfig, settleNodeEnv } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed-if-empty';
import { withStartupLock } from './db/startup-lock';
import { startupWarnings } from './lib/app-url';
import { keepPromotionsDuJour } from './modules/catalog';
import { paymentsStartNotice } from './modules/payments';

/** `npm start`: migrate, seed an empty database with the demo data, listen. */
async function main() {
  const config = loadConfig();
  settleNodeEnv(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    pgliteThread: config.PGLITE_THREAD,
  });
  // Several processes may start at once on one PostgreSQL database: one migrates (and seeds), the others wait.
  await withStartupLock(config.DATABASE_URL, () => runMigrations(database));
  const app = await buildApp({ config, database });
  // The embedded database's thread stopped (it never does on its own): nothing would answer again.
  void database.lost?.then((error) => {
    app.log.fatal({ err: error }, 'embedded database thread stopped; exiting');
    process.exit(1);
  });
  if (config.SEED_DEMO) {
    await withStartupLock(config.DATABASE_URL, () =>
      seedIfEmpty(database.db, { media: app.media, log: app.log }),
    );
  }
  // Each article's running promotion, kept for today's filters; not awaited (until it is ready the
  // filters look promotions up).
  const promotions = keepPromotionsDuJour(database.db, () => algiersDay(), app.log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    promotions.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // Printed even at LOG_LEVEL=warn: it is the line a person starting the app looks for.
  console.log(
    `Souk is running on http://localhost:${port} (database: ${database.kind}, media: ${app.media.where})`,
  );
  console.log(paymentsStartNotice(config));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
