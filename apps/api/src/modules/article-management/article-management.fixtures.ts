import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../../../test/build-app';
import {
  makeArticle,
  makeCategorie,
  makeClient,
  makeGalerie,
  makeNote,
  makeOption,
  makeSousCategorie,
  makeSousOption,
  makeStockArticle,
} from '../../../test/factories';
import type { Db } from '../../db/client';
import {
  articles,
  galeries,
  notes,
  options,
  sousOptions,
  stockArticleSousOptions,
  stockArticles,
} from '../../db/schema/catalog';
import { bearer, makeSession } from '../accounts/accounts.fixtures';

/** Test scenarios of the article management calls: sessions of every role, articles, pictures. */

const pngCache = new Map<string, Promise<string>>();
/** A tiny valid PNG as a data URL (what the forms send). */
export function png(color = '#2a9d8f'): Promise<string> {
  let p = pngCache.get(color);
  if (!p) {
    p = sharp({ create: { width: 4, height: 3, channels: 3, background: color } })
      .png()
      .toBuffer()
      .then((b) => `data:image/png;base64,${b.toString('base64')}`);
    pngCache.set(color, p);
  }
  return p;
}

/** Base64 that is not an image at all: refused by the pipeline under its field key. */
export const NOT_AN_IMAGE = `data:image/png;base64,${Buffer.from('pas une image, du texte').toString('base64')}`;

export type Sessions = Awaited<ReturnType<typeof makeSessions>>;

/** PNG magic bytes and a cut-off body: passes the quick checks, refused by the image decoder. */
export async function truncatedPng(): Promise<string> {
  const full = Buffer.from((await png('#123456')).split(',')[1], 'base64');
  return `data:image/png;base64,${full.subarray(0, 40).toString('base64')}`;
}

/** An admin, two partners (A and B), a client, and a category tree. */
export async function makeSessions(app: FastifyInstance) {
  const db = app.database.db;
  const [admin, partnerA, partnerB, client] = [
    await makeSession(app, 'user'),
    await makeSession(app, 'marchand'),
    await makeSession(app, 'marchand'),
    await makeSession(app, 'client'),
  ];
  const categorie = await makeCategorie(db);
  const sousCategorie = await makeSousCategorie(db, categorie.id);
  return { admin, partnerA, partnerB, client, categorie, sousCategorie };
}

/** Calls the API with a bearer token (or none). */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  token: string | null,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** A valid articleAdd body: two options (Taille: S, M; Couleur: Rouge with a picture), one photo. */
export async function articleForm(s: Pick<Sessions, 'categorie' | 'sousCategorie'>, over: object = {}) {
  return {
    url_image: await png(),
    designation: 'Robe kabyle brodée',
    description: 'Robe traditionnelle brodée à la main.',
    marque: 'Tizi Couture',
    url_image_marque: await png('#e76f51'),
    categorie_id: s.categorie.id,
    sous_categorie_id: s.sousCategorie.id,
    options: [
      { designation: 'Taille', sous_options: [{ designation: 'S' }, { designation: 'M' }] },
      { designation: 'Couleur', sous_options: [{ designation: 'Rouge', url_image: await png('#e63946') }] },
    ],
    galeries: [{ url_image: await png('#264653') }],
    ...over,
  };
}

/**
 * An article with options Taille (S, M) and Couleur (Rouge), one stock entry (S-Rouge, 2 500 DZD,
 * 3 units), one photo and one review; a store's when `marchandId` is given.
 */
export async function makeManagedArticle(
  db: Db,
  sousCategorieId: number,
  over: Partial<typeof articles.$inferInsert> & { withStock?: boolean } = {},
) {
  const { withStock = true, ...values } = over;
  const article = await makeArticle(db, sousCategorieId, values);
  const taille = await makeOption(db, article.id, { designation: 'Taille', position: 0 });
  const s = await makeSousOption(db, taille.id, { designation: 'S', position: 0 });
  const m = await makeSousOption(db, taille.id, { designation: 'M', position: 1 });
  const couleur = await makeOption(db, article.id, { designation: 'Couleur', position: 1 });
  const rouge = await makeSousOption(db, couleur.id, { designation: 'Rouge', position: 0 });
  const stock = withStock
    ? await makeStockArticle(db, article.id, {
        prix: 250_000,
        quantite: 3,
        sousOptions: [
          { id: s.id, optionId: taille.id },
          { id: rouge.id, optionId: couleur.id },
        ],
      })
    : null;
  const galerie = await makeGalerie(db, article.id);
  const reviewer = await makeClient(db);
  const note = await makeNote(db, article.id, reviewer.id);
  return { article, taille, s, m, couleur, rouge, stock, galerie, note };
}

/** Row counts of every article table: "the database is unchanged" in one comparison. */
export async function catalogCounts(db: Db) {
  const n = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row.n;
  };
  const snapshot = await db
    .select({
      id: articles.id,
      designation: articles.designation,
      valide: articles.valide,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .orderBy(articles.id);
  const stock = await db
    .select({ id: stockArticles.id, prix: stockArticles.prix, quantite: stockArticles.quantite })
    .from(stockArticles)
    .orderBy(stockArticles.id);
  return {
    articles: snapshot,
    stock,
    options: await n(options),
    sousOptions: await n(sousOptions),
    stockSousOptions: await n(stockArticleSousOptions),
    galeries: await n(galeries),
    notes: await n(notes),
  };
}

/** Every file under the app's media folder (each picture is three widths). */
export function mediaFiles(t: TestApp): string[] {
  const root = path.join(t.config.DATA_DIR, 'media');
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/** Whether the file behind a `/media/...` URL exists. */
export const mediaExists = (t: TestApp, url: string) =>
  existsSync(path.join(t.config.DATA_DIR, url.replace(/^\/media\//, 'media/')));
