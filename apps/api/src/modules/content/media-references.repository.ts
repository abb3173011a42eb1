import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { clients, marchands } from '../../db/schema/accounts';
import { articles, categories, galeries, sousCategories, sousOptions } from '../../db/schema/catalog';
import { commandeLignes } from '../../db/schema/commerce';
import { about, fondateurs, publicites, sponsors } from '../../db/schema/content';
import { retours } from '../../db/schema/returns';
import { PICTURE_NAME_LENGTH } from '../../lib/media';

/**
 * Every column that holds a picture's URL (`/media/…` or under S3_PUBLIC_URL). The demo seed draws each picture once and reuses its
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

/**
 * The URLs among `urls` whose picture some row still shows, under this URL or another one ending
 * with the same picture name (a row written before S3_PUBLIC_URL was set, or changed, keeps its URL:
 * decision 0047).
 */
export async function mediaStillUsed(db: DbOrTx, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const nameOf = (url: string) => url.slice(-PICTURE_NAME_LENGTH);
  const names = [...new Set(urls.map(nameOf))];
  const found = await Promise.all(
    IMAGE_COLUMNS.map(([table, column]) => {
      const name = sql<string>`right(${column}, ${sql.raw(String(PICTURE_NAME_LENGTH))})`;
      return db.selectDistinct({ name }).from(table).where(inArray(name, names));
    }),
  );
  // A return's photos: a JSON array of URLs (migration 0029), matched by picture name as the columns.
  const photoName = sql<string>`right(p.url, ${sql.raw(String(PICTURE_NAME_LENGTH))})`;
  const photos = await db
    .selectDistinct({ name: photoName })
    .from(sql`${retours}, jsonb_array_elements_text(${retours.photos}) as p(url)`)
    .where(
      sql`${photoName} in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
  const shown = new Set([...found.flat(), ...photos].map((r) => r.name));
  return new Set(urls.filter((url) => shown.has(nameOf(url))));
}

/**
 * Inside the transaction that changes a row's pictures: locks the row and returns those pictures as
 * they are now (empty when there is no such row). Read here rather than before the transaction, so
 * that of several requests replacing the same picture at once each one removes, after its commit,
 * exactly the picture it replaced: none is left behind (docs/decisions/0034-media-cleanup.md).
 */
export async function lockImages(
  tx: DbOrTx,
  table: PgTable,
  id: [PgColumn, number],
  columns: PgColumn[],
): Promise<(string | null)[]> {
  const fields = Object.fromEntries(columns.map((c, i) => [`c${i}`, c]));
  const [row] = await tx.select(fields).from(table).where(eq(id[0], id[1])).for('update');
  if (!row) return [];
  return columns.map((_, i) => {
    const value = (row as Record<string, unknown>)[`c${i}`];
    return typeof value === 'string' ? value : null;
  });
}
