import { algiersDay } from '@souk/domain/algiers-time';
import type { Db } from '../src/db/client';
import { clients, marchands } from '../src/db/schema/accounts';
import {
  articles,
  categories,
  galeries,
  notes,
  options,
  sousCategories,
  sousOptions,
  stockArticleSousOptions,
  stockArticles,
} from '../src/db/schema/catalog';
import {
  clientCoupons,
  commandeLignes,
  commandes,
  couponModels,
  panierLignes,
  promotionArticles,
  promotions,
} from '../src/db/schema/commerce';
import { about, fondateurs, publicites } from '../src/db/schema/content';
import { hashPassword } from '../src/lib/passwords';

/** Small builders for test data: each returns the inserted row. Counters keep slugs unique. */
let n = 0;
const next = () => ++n;

export async function makeCategorie(db: Db, over: Partial<typeof categories.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(categories)
    .values({ slug: `categorie-${i}`, designation: `Catégorie ${i}`, urlImage: `/media/c${i}.webp`, ...over })
    .returning();
  return row;
}

export async function makeSousCategorie(
  db: Db,
  categorieId: number,
  over: Partial<typeof sousCategories.$inferInsert> = {},
) {
  const i = next();
  const [row] = await db
    .insert(sousCategories)
    .values({ categorieId, slug: `sous-categorie-${i}`, designation: `Sous-catégorie ${i}`, ...over })
    .returning();
  return row;
}

export async function makePublicite(db: Db, over: Partial<typeof publicites.$inferInsert> = {}) {
  const [row] = await db
    .insert(publicites)
    .values({ type: 'banner1', urlImage: `/media/pub-${next()}.webp`, ...over })
    .returning();
  return row;
}

export async function setAbout(db: Db, over: Partial<typeof about.$inferInsert> = {}) {
  const [row] = await db
    .insert(about)
    .values({ id: 1, email: 'contact@souk.dz', telephone: '0550 00 00 00', description: 'Souk.', ...over })
    .returning();
  return row;
}

export async function makeFondateur(db: Db, over: Partial<typeof fondateurs.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(fondateurs)
    .values({ nom: `Nom${i}`, prenom: `Prénom${i}`, email: `f${i}@souk.dz`, ...over })
    .returning();
  return row;
}

let passwordHash: Promise<string> | undefined;
/** One argon2id hash of 'Password123!' shared by every factory account (hashing is slow on purpose). */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword('Password123!');
  return passwordHash;
}

export async function makeMarchand(db: Db, over: Partial<typeof marchands.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(marchands)
    .values({
      slug: `magasin-${i}`,
      nom: `Nom${i}`,
      prenom: `Prénom${i}`,
      email: `marchand${i}@souk.dz`,
      telephone: '0550 00 00 00',
      designationMagasin: `Magasin ${i}`,
      adresseMagasin: `${i} rue Didouche Mourad`,
      wilayaMagasin: '16 - Alger',
      password: await testPasswordHash(),
      ...over,
    })
    .returning();
  return row;
}

export async function makeClient(db: Db, over: Partial<typeof clients.$inferInsert> = {}) {
  const i = next();
  const [row] = await db
    .insert(clients)
    .values({
      slug: `client-${i}`,
      nom: `Nom${i}`,
      prenom: `Prénom${i}`,
      email: `client${i}@souk.dz`,
      telephone: '0660 00 00 00',
      adresse: `${i} boulevard Zighout Youcef`,
      wilaya: '16 - Alger',
      genre: 'home',
      password: await testPasswordHash(),
      ...over,
    })
    .returning();
  return row;
}

/** An article of the platform (marchand_id null) unless `marchandId` is given; no stock: see makeStockArticle. */
export async function makeArticle(
  db: Db,
  sousCategorieId: number,
  over: Partial<typeof articles.$inferInsert> = {},
) {
  const i = next();
  const [row] = await db
    .insert(articles)
    .values({
      slug: `article-${i}`,
      designation: `Article ${i}`,
      description: `Description de l'article ${i}.`,
      urlImage: `/media/a${i}.webp`,
      sousCategorieId,
      ...over,
    })
    .returning();
  return row;
}

export async function makeOption(db: Db, articleId: number, over: Partial<typeof options.$inferInsert> = {}) {
  const [row] = await db
    .insert(options)
    .values({ articleId, designation: `Option ${next()}`, ...over })
    .returning();
  return row;
}

export async function makeSousOption(
  db: Db,
  optionId: number,
  over: Partial<typeof sousOptions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(sousOptions)
    .values({ optionId, designation: `Sous-option ${next()}`, ...over })
    .returning();
  return row;
}

/** A variant: `prix` in centimes (as stored), linked to the given sub-options (one per option). */
export async function makeStockArticle(
  db: Db,
  articleId: number,
  over: Partial<typeof stockArticles.$inferInsert> & {
    sousOptions?: { id: number; optionId: number }[];
  } = {},
) {
  const { sousOptions: chosen = [], ...values } = over;
  const combinaison = chosen.length
    ? chosen
        .map((so) => so.id)
        .sort((a, b) => a - b)
        .join('-')
    : `v${next()}`;
  const [row] = await db
    .insert(stockArticles)
    .values({ articleId, prix: 100_000, quantite: 10, combinaison, ...values })
    .returning();
  if (chosen.length > 0) {
    await db
      .insert(stockArticleSousOptions)
      .values(chosen.map((so) => ({ stockArticleId: row.id, optionId: so.optionId, sousOptionId: so.id })));
  }
  return row;
}

export async function makeGalerie(
  db: Db,
  articleId: number,
  over: Partial<typeof galeries.$inferInsert> = {},
) {
  const [row] = await db
    .insert(galeries)
    .values({ articleId, urlImage: `/media/g${next()}.webp`, ...over })
    .returning();
  return row;
}

/** A promotion of the given articles; by default valid and running from yesterday to tomorrow (UTC). */
export async function makePromotion(
  db: Db,
  articleIds: number[],
  over: Partial<typeof promotions.$inferInsert> = {},
) {
  // Days as the shop counts them (Algiers): from 23:00 UTC, a UTC date is Algiers' day before.
  const day = (offset: number) => algiersDay(new Date(Date.now() + offset * 86_400_000));
  const [row] = await db
    .insert(promotions)
    .values({
      designation: `Promotion ${next()}`,
      pourcentage: 20,
      dateDebut: day(-1),
      dateFin: day(1),
      ...over,
    })
    .returning();
  if (articleIds.length > 0) {
    await db
      .insert(promotionArticles)
      .values(articleIds.map((articleId) => ({ promotionId: row.id, articleId })));
  }
  return row;
}

export async function makeNote(
  db: Db,
  articleId: number,
  clientId: number,
  over: Partial<typeof notes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notes)
    .values({ articleId, clientId, note: 4, commentaire: `Avis ${next()}`, ...over })
    .returning();
  return row;
}

/**
 * An order of `clientId` with its lines (prix in centimes, as stored). Amounts are the plain sum:
 * enough for reads; checkout tests use the real service.
 */
export async function makeCommande(
  db: Db,
  clientId: number,
  lignes: { articleId: number; stockArticleId?: number; quantite: number; prix?: number }[],
  over: Partial<typeof commandes.$inferInsert> = {},
) {
  const i = next();
  const total = lignes.reduce((sum, l) => sum + l.quantite * (l.prix ?? 100_000), 0);
  const [row] = await db
    .insert(commandes)
    .values({
      ref: `REF-${String(i).padStart(5, '0')}`,
      checkoutId: `checkout-${i}`,
      clientId,
      etat: 'en_attente_de_validation',
      typePaiement: 'livraison',
      adresse: `${i} rue Larbi Ben M'hidi, Alger`,
      latitude: 36.7529,
      longitude: 3.042,
      total,
      montantAPayer: total,
      qrToken: `qr-token-${i}-${Date.now()}`,
      ...over,
    })
    .returning();
  if (lignes.length > 0) {
    await db.insert(commandeLignes).values(
      lignes.map((l) => ({
        commandeId: row.id,
        articleId: l.articleId,
        stockArticleId: l.stockArticleId ?? null,
        quantite: l.quantite,
        prix: l.prix ?? 100_000,
        designation: `Article ${l.articleId}`,
      })),
    );
  }
  return row;
}

/** An admin coupon model; amounts in centimes (as stored): by default 500 DZD off from 5 000 DZD, 30 days. */
export async function makeCouponModel(db: Db, over: Partial<typeof couponModels.$inferInsert> = {}) {
  const [row] = await db
    .insert(couponModels)
    .values({ designation: `Coupon ${next()}`, duree: 30, montant: 500_000, remise: 50_000, ...over })
    .returning();
  return row;
}

/** A client's coupon code of `couponModelId`, unused and valid for 30 days unless told otherwise. */
export async function makeClientCoupon(
  db: Db,
  clientId: number,
  couponModelId: number,
  over: Partial<typeof clientCoupons.$inferInsert> = {},
) {
  const i = next();
  const [row] = await db
    .insert(clientCoupons)
    .values({
      code: `CP${String(i).padStart(3, '0')}-TEST${i % 10}`,
      clientId,
      couponModelId,
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      ...over,
    })
    .returning();
  return row;
}

/** A cart line of `clientId`. */
export async function makePanierLigne(
  db: Db,
  clientId: number,
  stockArticleId: number,
  over: Partial<typeof panierLignes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(panierLignes)
    .values({ clientId, stockArticleId, quantite: 1, ...over })
    .returning();
  return row;
}
