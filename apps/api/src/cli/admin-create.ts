import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadPasswordStrength } from '@souk/domain/password-strength';
import { emailField, passwordField, requiredText, toLaravelErrors, z } from '@souk/domain/validation';
import { loadConfig } from '../config';
import { type Database, type Db, openDatabase } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { runMigrations } from '../db/migrate';
import { hashPassword } from '../lib/passwords';
import { revokeAllTokens } from '../lib/tokens';
import * as repo from '../modules/accounts';

/**
 * `npm run admin:create -- --email a@b.dz --name "Nadia" --password '…' [--force]`
 * (or ADMIN_EMAIL / ADMIN_NAME / ADMIN_PASSWORD): creates an administrator from the shell, or with
 * --force changes the password of an existing one (its sessions end).
 */

const inputSchema = z.object({
  email: emailField(),
  name: requiredText(),
  password: passwordField(),
});

const USAGE =
  'Usage : npm run admin:create -- --email <e-mail> --name <nom> --password <mot de passe> [--force]';

export interface AdminCreateInput {
  email?: string;
  name?: string;
  password?: string;
  force?: boolean;
}

export class AdminCreateError extends Error {}

export async function createAdminAccount(
  db: Db,
  input: AdminCreateInput,
): Promise<{ action: 'created' | 'updated'; admin: repo.AdminRow }> {
  await loadPasswordStrength();
  const parsed = inputSchema.safeParse({ ...input, name: input.name ?? 'Administrateur' });
  if (!parsed.success) {
    const lines = Object.values(toLaravelErrors(parsed.error)).flat();
    throw new AdminCreateError(`${lines.join('\n')}\n${USAGE}`);
  }
  const { email, name, password } = parsed.data;
  const existing = await repo.findAccountByEmail(db, 'user', email);
  if (existing && !input.force) {
    throw new AdminCreateError(
      `Un administrateur existe déjà avec l'adresse ${email}. Relancez avec --force pour changer son mot de passe.`,
    );
  }
  const hash = await hashPassword(password);
  if (existing) {
    await db.transaction(async (tx) => {
      await repo.updatePassword(tx, 'user', existing.id, hash);
      await revokeAllTokens(tx, 'user', existing.id);
    });
    return { action: 'updated', admin: existing };
  }
  try {
    const admin = await db.transaction((tx) => repo.insertAdmin(tx, { name, email, password: hash }));
    return { action: 'created', admin };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AdminCreateError(`Un administrateur existe déjà avec l'adresse ${email}.`);
    }
    throw error;
  }
}

export interface CliIo {
  env?: NodeJS.ProcessEnv;
  /** An open, migrated database (tests); otherwise the configured one is opened and migrated. */
  database?: Database;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** Parses the command line, runs, prints a French report; returns the exit code. */
export async function runAdminCreate(argv: string[], io: CliIo = {}): Promise<number> {
  const env = io.env ?? process.env;
  const out = io.out ?? ((line) => console.log(line));
  const err = io.err ?? ((line) => console.error(line));
  let database = io.database;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
      strict: true,
    });
    if (!database) {
      const config = loadConfig(env);
      database = await openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        poolSize: 1,
      });
      await runMigrations(database);
    }
    const { action, admin } = await createAdminAccount(database.db, {
      email: values.email ?? env.ADMIN_EMAIL,
      name: values.name ?? env.ADMIN_NAME,
      password: values.password ?? env.ADMIN_PASSWORD,
      force: values.force,
    });
    out(
      action === 'created'
        ? `Administrateur créé : ${admin.name} <${admin.email}> (id ${admin.id}).`
        : `Mot de passe de l'administrateur ${admin.email} mis à jour ; ses sessions ont été fermées.`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    err(
      error instanceof AdminCreateError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
        ? `Erreur : ${message}`
        : `Erreur inattendue : ${message}`,
    );
    return 1;
  } finally {
    if (database && !io.database) await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCreate(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
