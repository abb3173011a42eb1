import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, clients, marchands, passwordResets, type Role } from '../../db/schema/accounts';

/** The only file that talks to Drizzle about accounts and password resets. No business rules here. */

export type ClientRow = typeof clients.$inferSelect;
export type MarchandRow = typeof marchands.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
export type AccountRow = ClientRow | MarchandRow | AdminRow;

export type RowOf<R extends Role> = R extends 'client'
  ? ClientRow
  : R extends 'marchand'
    ? MarchandRow
    : AdminRow;

// E-mails are stored lower-cased (the schemas normalise them): an exact match uses the unique index.
export async function findAccountByEmail<R extends Role>(
  db: DbOrTx,
  role: R,
  email: string,
): Promise<RowOf<R> | null> {
  const table = role === 'client' ? clients : role === 'marchand' ? marchands : admins;
  const [row] = await db.select().from(table).where(eq(table.email, email)).limit(1);
  return (row as RowOf<R> | undefined) ?? null;
}

export async function findAccountById<R extends Role>(
  db: DbOrTx,
  role: R,
  id: number,
): Promise<RowOf<R> | null> {
  const table = role === 'client' ? clients : role === 'marchand' ? marchands : admins;
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return (row as RowOf<R> | undefined) ?? null;
}

/** Admins cannot be blocked; a blocked client or store cannot hold a session. */
export const isBlocked = (row: AccountRow) => 'valide' in row && !row.valide;

/** Whether the account may hold a session: null when it no longer exists. */
export async function isAccountActive(db: DbOrTx, role: Role, id: number): Promise<boolean | null> {
  switch (role) {
    case 'client': {
      const [row] = await db.select({ valide: clients.valide }).from(clients).where(eq(clients.id, id));
      return row ? row.valide : null;
    }
    case 'marchand': {
      const [row] = await db.select({ valide: marchands.valide }).from(marchands).where(eq(marchands.id, id));
      return row ? row.valide : null;
    }
    case 'user': {
      const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
      return row ? true : null;
    }
  }
}

export async function emailExists(db: DbOrTx, role: Role, email: string): Promise<boolean> {
  return (await findAccountByEmail(db, role, email)) !== null;
}

export async function insertClient(db: DbOrTx, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row;
}

export async function insertAdmin(db: DbOrTx, values: typeof admins.$inferInsert): Promise<AdminRow> {
  const [row] = await db.insert(admins).values(values).returning();
  return row;
}

export async function anyAdminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).limit(1);
  return row !== undefined;
}

/**
 * Serialises the creation of the first admin: two concurrent bootstrap calls cannot both see
 * "no admin yet". Held until the end of the transaction `tx`.
 */
export async function lockAdminBootstrap(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('souk:admin-bootstrap'))`);
}

/** Returns the account's e-mail, or null when it no longer exists. */
export async function updatePassword(
  db: DbOrTx,
  role: Role,
  id: number,
  passwordHash: string,
): Promise<string | null> {
  const updatedAt = new Date();
  const table = role === 'client' ? clients : role === 'marchand' ? marchands : admins;
  const rows = await db
    .update(table)
    .set({ password: passwordHash, updatedAt })
    .where(eq(table.id, id))
    .returning({ email: table.email });
  return rows[0]?.email ?? null;
}

// ---------------------------------------------------------------- password resets

export async function insertPasswordReset(
  db: DbOrTx,
  values: { role: Role; ownerId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Drops the owner's used and expired reset tokens: they can never open anything again. */
export async function deleteDeadPasswordResets(db: DbOrTx, role: Role, ownerId: number, now: Date) {
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.role, role),
        eq(passwordResets.ownerId, ownerId),
        or(lte(passwordResets.expiresAt, now), sql`${passwordResets.usedAt} is not null`),
      ),
    );
}

/** Whether a reset token of this role is still usable (a cheap look before hashing a password). */
export async function isPasswordResetLive(db: DbOrTx, role: Role, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.role, role),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a live reset token of this role as used and returns its owner; null when the token is
 * unknown, expired, already used or another role's. Conditional, so a token is used once even
 * when two requests race.
 */
export async function consumePasswordReset(
  db: DbOrTx,
  role: Role,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.role, role),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ ownerId: passwordResets.ownerId });
  return rows[0]?.ownerId ?? null;
}

/** Every other live reset token of the account stops working (a password was just chosen). */
export async function invalidatePasswordResets(db: DbOrTx, role: Role, ownerId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.role, role), eq(passwordResets.ownerId, ownerId), isNull(passwordResets.usedAt)),
    );
}
