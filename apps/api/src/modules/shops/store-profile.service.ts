import type { LangueEditInput } from '@souk/domain/client-schemas';
import type { StoreProfileEditInput } from '@souk/domain/store-profile-schemas';
import { isUniqueViolation } from '../../db/errors';
import { marchands } from '../../db/schema/accounts';
import type { Ctx } from '../../lib/context';
import { HttpError, notFound, unauthorized, validationError } from '../../lib/http-errors';
import type { MediaStore } from '../../lib/media';
import { checkCurrentPassword, hashPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limiter';
import { revokeOtherTokens } from '../../lib/tokens';
import { invalidatePasswordResets, type MarchandRow } from '../accounts';
import { lockImages, removeUnusedImages } from '../content';
import * as repo from './store-profile.repository';
import { STORE_PROFILE_MESSAGES } from './store-profile.schemas';

/**
 * A store's profile (the partner's profilShow / profilEdit, the administrator's marchandEdit;
 * docs/product/partner.md and admin.md): one edit for both audiences. A partner only ever reaches its
 * own store (the id comes from its token); an administrator names the store. Neither changes the
 * store's state (`valide`) nor its slug: storefront links to the store keep working after a rename.
 */

/** The store the actor edits: its own for a partner, `requestedId` for an administrator. */
function targetStore(ctx: Ctx, requestedId?: number): number {
  if (ctx.actor.role === 'marchand') return ctx.actor.id;
  if (ctx.actor.role === 'user' && requestedId !== undefined) return requestedId;
  throw unauthorized();
}

export async function getOwnStoreProfile(ctx: Ctx): Promise<MarchandRow> {
  if (ctx.actor.role !== 'marchand') throw unauthorized();
  const row = await repo.findStore(ctx.db, ctx.actor.id);
  if (!row) throw unauthorized();
  return row;
}

type PhotoField = 'url_photo' | 'url_photo_magasin';
const PHOTO_FIELDS: readonly PhotoField[] = ['url_photo', 'url_photo_magasin'];
const CURRENT: Record<PhotoField, 'urlPhoto' | 'urlPhotoMagasin'> = {
  url_photo: 'urlPhoto',
  url_photo_magasin: 'urlPhotoMagasin',
};

/**
 * Stores the newly sent pictures (a value equal to the current URL is no change). Every picture is
 * checked before anything is kept: one bad picture refuses the edit with each field's message, and
 * the good ones just written are removed.
 */
async function saveNewPhotos(
  media: MediaStore,
  input: StoreProfileEditInput,
  current: MarchandRow,
): Promise<Partial<Record<PhotoField, string>>> {
  const wanted = PHOTO_FIELDS.filter((f) => input[f] !== undefined && input[f] !== current[CURRENT[f]]);
  // async: a malformed data URL throws before any promise exists; it must settle like the others.
  const results = await Promise.allSettled(wanted.map(async (f) => media.saveDataUrl(input[f] as string, f)));
  const saved: Partial<Record<PhotoField, string>> = {};
  const errors: Record<string, string[]> = {};
  let unexpected: unknown = null;
  results.forEach((result, i) => {
    const field = wanted[i];
    if (result.status === 'fulfilled') saved[field] = result.value.url;
    else if (result.reason instanceof HttpError && result.reason.errors)
      Object.assign(errors, result.reason.errors);
    else unexpected ??= result.reason;
  });
  if (unexpected !== null || Object.keys(errors).length > 0) {
    await Promise.all(Object.values(saved).map((url) => media.remove(url)));
    throw unexpected ?? validationError(errors);
  }
  return saved;
}

export interface StoreEditDeps {
  media: MediaStore;
  /** The token that made the call: a partner changing its own password keeps this session only. */
  tokenId: number | null;
  /** Counts the partner's current-password checks (decision 0030). */
  limiter: RateLimiter;
}

/**
 * Saves the profile in one transaction. The e-mail must not belong to another store. A new
 * password ends the partner's other sessions (all of them when an administrator set it) and any
 * pending reset link. Replaced pictures (as the locked row held them) are removed once the change is
 * committed, unless another row still shows them.
 */
export async function editStoreProfile(
  ctx: Ctx,
  input: StoreProfileEditInput,
  deps: StoreEditDeps,
  requestedId?: number,
): Promise<MarchandRow> {
  const id = targetStore(ctx, requestedId);
  const current = await repo.findStore(ctx.db, id);
  if (!current)
    throw ctx.actor.role === 'marchand' ? unauthorized() : notFound(STORE_PROFILE_MESSAGES.shopNotFound);
  const emailTaken = () => validationError({ email: [STORE_PROFILE_MESSAGES.emailTaken] });
  if (await repo.emailUsedByOtherStore(ctx.db, input.email, id)) throw emailTaken();

  // The partner proves it knows its password; an administrator sets one without it.
  if (input.password !== undefined && ctx.actor.role === 'marchand') {
    await checkCurrentPassword(ctx, deps.limiter, current.password, input.current_password);
  }
  const password = input.password === undefined ? undefined : await hashPassword(input.password);
  const photos = await saveNewPhotos(deps.media, input, current);
  const dropNewPhotos = () => Promise.all(Object.values(photos).map((url) => deps.media.remove(url)));
  let updated: MarchandRow | undefined;
  // The pictures the row holds when the write commits: those are the ones replaced.
  let before: (string | null)[] = [];
  try {
    updated = await ctx.db.transaction(async (tx) => {
      before = await lockImages(
        tx,
        marchands,
        [marchands.id, id],
        [marchands.urlPhoto, marchands.urlPhotoMagasin],
      );
      const row = await repo.updateStore(tx, id, {
        nom: input.nom,
        prenom: input.prenom,
        email: input.email,
        telephone: input.telephone,
        designationMagasin: input.designation_magasin,
        adresseMagasin: input.adresse_magasin,
        wilayaMagasin: input.wilaya_magasin,
        // Absent: unchanged; empty or null: removed.
        ...(input.genre !== undefined ? { genre: input.genre } : {}),
        ...(input.description !== undefined ? { description: input.description || null } : {}),
        ...(input.facebook !== undefined ? { facebook: input.facebook } : {}),
        ...(input.instagram !== undefined ? { instagram: input.instagram } : {}),
        ...(input.linkedin !== undefined ? { linkedin: input.linkedin } : {}),
        ...(input.twitter !== undefined ? { twitter: input.twitter } : {}),
        ...(input.registre_commerce !== undefined ? { registreCommerce: input.registre_commerce } : {}),
        ...(input.nif !== undefined ? { nif: input.nif } : {}),
        ...(photos.url_photo !== undefined ? { urlPhoto: photos.url_photo } : {}),
        ...(photos.url_photo_magasin !== undefined ? { urlPhotoMagasin: photos.url_photo_magasin } : {}),
        ...(password !== undefined ? { password } : {}),
      });
      if (row && password !== undefined) {
        const keep = ctx.actor.role === 'marchand' ? deps.tokenId : null;
        await revokeOtherTokens(tx, 'marchand', id, keep);
        await invalidatePasswordResets(tx, 'marchand', id, new Date());
      }
      return row;
    });
  } catch (error) {
    await dropNewPhotos();
    // Two edits racing for the same address: the unique index decides.
    if (isUniqueViolation(error, 'marchands_email_unique')) throw emailTaken();
    throw error;
  }
  if (!updated) {
    await dropNewPhotos();
    throw notFound(STORE_PROFILE_MESSAGES.shopNotFound);
  }
  await removeUnusedImages(ctx.db, deps.media, [
    photos.url_photo ? before[0] : null,
    photos.url_photo_magasin ? before[1] : null,
  ]);
  return updated;
}

/** `v1/marchand/langue`: the partner's language, which its payout e-mails are written in. */
export async function setOwnStoreLanguage(ctx: Ctx, input: LangueEditInput): Promise<void> {
  if (ctx.actor.role !== 'marchand') throw unauthorized();
  const updated = await repo.updateStore(ctx.db, ctx.actor.id, { langue: input.langue });
  if (!updated) throw unauthorized();
}
