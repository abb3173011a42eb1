import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clients, marchands } from '../../db/schema/accounts';
import { articles, categories, galeries, sousCategories, sousOptions } from '../../db/schema/catalog';
import { commandeLignes } from '../../db/schema/commerce';
import { about, fondateurs, publicites, sponsors } from '../../db/schema/content';

/**
 * Every column that holds a `/media/...` URL. The demo seed draws each picture once and reuses its
 * URL in many rows (a sub-category icon is also an article photo), so a file is removed only when
 * no column points to it any more.
 */
const IMAGE_COLUMNS: [PgTable, PgColumn][] = [
  [categories, categories.urlImage],
  [sousCategories, sousCategories.urlImage],
  [articles, articles.urlImage],
  [articles, articles.urlImageMarque],
  [galeries, galeries.urlImage],
  [sousOptions, sousOptions.urlImage],
  [commandeLignes, commandeLignes.urlImage],
  [sponsors, sponsors.urlLogo],
  [fondateurs, fondateurs.urlPhoto],
  [about, about.urlLogo],
  [publicites, publicites.urlImage],
  [clients, clients.urlPhoto],
  [marchands, marchands.urlPhoto],
  [marchands, marchands.urlPhotoMagasin],
];

/** The URLs among `urls` that some row still shows. */
export async function mediaStillUsed(db: DbOrTx, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const found = await Promise.all(
    IMAGE_COLUMNS.map(([table, column]) =>
      db.selectDistinct({ url: column }).from(table).where(inArray(column, urls)),
    ),
  );
  return new Set(found.flat().flatMap((r) => (typeof r.url === 'string' ? [r.url] : [])));
}
