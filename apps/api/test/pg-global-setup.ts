import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { TEMPLATE_DB } from './database';

/** Builds the migrated template database that every PostgreSQL test file clones. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the api-pg project');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const database = await openPostgres(templateUrl.toString(), 1);
  await runMigrations(database);
  await database.close();
}
