import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { imageError, type MediaStore } from '../../lib/media';
import { lockImages, mediaStillUsed } from './media-references.repository';

/**
 * The single picture of a back-office form (category icon, sponsor logo, founder photo, ad, site
 * logo). Forms send a data URL for a new picture and leave the field out (or send the current URL
 * back) to keep the current one: a picture is sent only when a new one was chosen (docs/product/README.md,
 * Money, dates, pictures, places).
 */

const isDataUrl = (value: string) => /^data:/i.test(value);

/**
 * Saves the field's new picture and returns its URL; `null` when the current one is kept. Any other
 * text is refused under the field's own key.
 */
export async function saveImageField(
  media: MediaStore,
  field: string,
  value: string | null | undefined,
  current: string | null = null,
): Promise<string | null> {
  if (value === undefined || value === null || value === '' || value === current) return null;
  if (!isDataUrl(value)) throw imageError(field);
  return (await media.saveDataUrl(value, field)).url;
}

/**
 * Runs a write that uses a just-saved picture: when the write fails, the new file is removed so
 * nothing is left on disk for a row that was not written.
 */
export async function withSavedImage<T>(
  media: MediaStore,
  saved: string | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (saved) await media.remove(saved).catch(() => undefined);
    throw error;
  }
}

/** The row a write changes and its picture columns (see `writeLocked`). */
export interface ImageRow {
  table: PgTable;
  id: [PgColumn, number];
  columns: PgColumn[];
}

/**
 * Runs a write that may replace a row's pictures in one transaction that first locks the row, and
 * returns the write's result with the pictures the row held just before it. Those, not the ones
 * read before the transaction, are what the caller removes after the commit: with several
 * replacements of the same picture at once, each removes the one it really replaced.
 */
export async function writeLocked<T>(
  db: DbOrTx,
  target: ImageRow,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<{ row: T; replaced: (string | null)[] }> {
  return db.transaction(async (tx) => {
    const replaced = await lockImages(tx, target.table, target.id, target.columns);
    return { row: await write(tx), replaced };
  });
}

/**
 * After a commit: removes the files the written rows stopped showing, unless another row still
 * shows them. Best effort: a leftover file wastes space, a failed reply after a commit would lie.
 */
export async function removeUnusedImages(
  db: DbOrTx,
  media: MediaStore,
  urls: (string | null | undefined)[],
): Promise<void> {
  const candidates = [...new Set(urls.filter((u): u is string => typeof u === 'string' && u !== ''))];
  if (candidates.length === 0) return;
  try {
    const used = await mediaStillUsed(db, candidates);
    await Promise.all(
      candidates.filter((u) => !used.has(u)).map((u) => media.remove(u).catch(() => undefined)),
    );
  } catch {
    // The write is committed: a leftover file is harmless.
  }
}
