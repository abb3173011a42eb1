import type { LangueEditInput, ProfileEditInput } from '@souk/domain/client-schemas';
import { clients } from '../../db/schema/accounts';
import type { Ctx } from '../../lib/context';
import { unauthorized } from '../../lib/http-errors';
import type { MediaStore } from '../../lib/media';
import { checkCurrentPassword, hashPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { revokeOtherTokens } from '../../lib/tokens';
import { type ClientRow, findAccountById } from '../accounts';
import { clientIdOf } from '../cart';
import { lockImages, removeUnusedImages } from '../content';
import * as repo from './profile.repository';

/** The client's own profile: its card and edit modal (docs/product/storefront-and-client.md, Profile). */

export async function getProfile(ctx: Ctx): Promise<ClientRow> {
  const row = await findAccountById(ctx.db, 'client', clientIdOf(ctx));
  if (!row) throw unauthorized();
  return row;
}

/**
 * Saves the profile. The e-mail is not changed here. A new photo replaces the one the row holds when
 * the write commits (whose files are then removed unless another row shows them); a new password
 * needs the current one and ends the client's other sessions, not the current one.
 */
export async function editProfile(
  ctx: Ctx,
  input: ProfileEditInput,
  deps: { media: MediaStore; tokenId: number | null; limiter: RateLimiter },
): Promise<ClientRow> {
  const current = await getProfile(ctx);
  if (input.password !== undefined)
    await checkCurrentPassword(ctx, deps.limiter, current.password, input.current_password);
  const photo =
    input.url_photo !== undefined && input.url_photo !== current.urlPhoto
      ? (await deps.media.saveDataUrl(input.url_photo, 'url_photo')).url
      : undefined;
  const password = input.password === undefined ? undefined : await hashPassword(input.password);
  let updated: ClientRow | undefined;
  let replaced: (string | null)[] = [];
  try {
    updated = await ctx.db.transaction(async (tx) => {
      if (photo) replaced = await lockImages(tx, clients, [clients.id, current.id], [clients.urlPhoto]);
      const row = await repo.updateClient(tx, current.id, {
        nom: input.nom,
        prenom: input.prenom,
        genre: input.genre,
        telephone: input.telephone,
        adresse: input.adresse,
        wilaya: input.wilaya,
        // Absent: unchanged; empty or null: removed.
        ...(input.facebook !== undefined ? { facebook: input.facebook } : {}),
        ...(input.instagram !== undefined ? { instagram: input.instagram } : {}),
        ...(input.linkedin !== undefined ? { linkedin: input.linkedin } : {}),
        ...(input.twitter !== undefined ? { twitter: input.twitter } : {}),
        ...(photo !== undefined ? { urlPhoto: photo } : {}),
        ...(password !== undefined ? { password } : {}),
      });
      if (password !== undefined) await revokeOtherTokens(tx, 'client', current.id, deps.tokenId);
      return row;
    });
  } catch (error) {
    if (photo) await deps.media.remove(photo);
    throw error;
  }
  if (!updated) {
    if (photo) await deps.media.remove(photo);
    throw unauthorized();
  }
  if (photo) await removeUnusedImages(ctx.db, deps.media, replaced);
  return updated;
}

/** Records the client's language (its invoices are written in it, decision 0039). */
export async function setClientLanguage(ctx: Ctx, input: LangueEditInput): Promise<void> {
  const updated = await repo.updateClient(ctx.db, clientIdOf(ctx), { langue: input.langue });
  if (!updated) throw unauthorized();
}
