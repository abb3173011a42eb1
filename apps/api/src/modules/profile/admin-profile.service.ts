import type { AdminProfileEditInput } from '@souk/domain/auth-schemas';
import type { Ctx } from '../../lib/context';
import { unauthorized } from '../../lib/http-errors';
import { checkCurrentPassword, hashPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { revokeOtherTokens } from '../../lib/tokens';
import { type AdminRow, findAccountById } from '../accounts';
import * as repo from './profile.repository';

/** The administrator's own account: its name and password (docs/product/admin.md, My account). */

function adminIdOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'user') throw unauthorized();
  return ctx.actor.id;
}

export async function getAdminProfile(ctx: Ctx): Promise<AdminRow> {
  const row = await findAccountById(ctx.db, 'user', adminIdOf(ctx));
  if (!row) throw unauthorized();
  return row;
}

/**
 * Saves the name; a new password needs the current one and ends the administrator's other sessions,
 * not the current one. The e-mail is not changed here.
 */
export async function editAdminProfile(
  ctx: Ctx,
  input: AdminProfileEditInput,
  deps: { tokenId: number | null; limiter: RateLimiter },
): Promise<AdminRow> {
  const current = await getAdminProfile(ctx);
  if (input.password !== undefined)
    await checkCurrentPassword(ctx, deps.limiter, current.password, input.current_password);
  const password = input.password === undefined ? undefined : await hashPassword(input.password);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateAdmin(tx, current.id, {
      name: input.name,
      ...(password !== undefined ? { password } : {}),
    });
    if (row && password !== undefined) await revokeOtherTokens(tx, 'user', current.id, deps.tokenId);
    return row;
  });
  if (!updated) throw unauthorized();
  return updated;
}
