import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database this run's PostgreSQL test files clone (test/database.ts). */
    templateDb: string;
  }
}

/**
 * Builds the migrated template database that every PostgreSQL test file clones, named after this
 * run so that two runs on one server (two checkouts, two terminals) never share or drop each
 * other's; dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the api-pg project');
  const name = `souk_test_template_${process.pid}`;
  const run = async (text: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openPostgres(templateUrl.toString(), 1);
  await runMigrations(database);
  await database.close();
  project.provide('templateDb', name);
  return () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
