import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { EtatRetour } from '@souk/domain/returns/states';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database, Db } from '../../src/db/client';
import { passwordResets, type Role } from '../../src/db/schema/accounts';
import { contacts, demandeComptes, sponsors } from '../../src/db/schema/content';
import { issueToken, newOpaqueToken, sha256Hex } from '../../src/lib/tokens';
import { makeAdmin, makeClient, makeMarchand } from '../../src/modules/accounts/accounts.fixtures';
import { makeManagedArticle } from '../../src/modules/article-management/article-management.fixtures';
import { insertSynonyme } from '../../src/modules/catalog/search-synonyms.repository';
import { makePayout, payoutReadyStore } from '../../src/modules/finances/payouts.fixtures';
import { makeDeadLetter } from '../../src/modules/jobs/jobs.fixtures';
import { GOOD_CARD } from '../../src/modules/payments/payments.fixtures';
import { day } from '../../src/modules/promotions/promotions.fixtures';
import { makeRetour } from '../../src/modules/returns/returns.fixtures';
import { rowsOf, truncateAll } from '../database';
import {
  makeCategorie,
  makeClientCoupon,
  makeCommande,
  makeCouponModel,
  makeFondateur,
  makePanierLigne,
  makePromotion,
  makePublicite,
  makeSousCategorie,
  setAbout,
} from '../factories';
import type { JsonSchema, WriteRoute } from './route-table';

/**
 * One of everything the write routes act on, owned by the right account, so that a fuzzed request
 * with a valid path reaches the route's rules instead of stopping at a 404.
 */
export async function makeWorld(db: Db, opts: { returns?: boolean } = {}) {
  const admin = await makeAdmin(db);
  const marchand = await makeMarchand(db);
  const client = await makeClient(db);
  const categorie = await makeCategorie(db);
  const sousCategorie = await makeSousCategorie(db, categorie.id);
  const platform = await makeManagedArticle(db, sousCategorie.id, { valide: 1 });
  const partner = await makeManagedArticle(db, sousCategorie.id, { valide: 1, marchandId: marchand.id });
  if (!platform.stock || !partner.stock) throw new Error('articles without stock');
  const panier = await makePanierLigne(db, client.id, platform.stock.id);
  const line = (a: typeof platform) => [
    { articleId: a.article.id, stockArticleId: a.stock?.id, quantite: 1, prix: 250_000 },
  ];
  const platformOrder = await makeCommande(db, client.id, line(platform));
  const partnerOrder = await makeCommande(db, client.id, line(partner), { marchandId: marchand.id });
  const deliveringOrder = await makeCommande(db, client.id, line(platform), {
    etat: 'en_cours_de_livraison',
  });
  const deliveredOrder = await makeCommande(db, client.id, line(platform), { etat: 'livree' });
  // The store's parcel on its way: a failed delivery can be recorded on it.
  const partnerDeliveringOrder = await makeCommande(db, client.id, line(partner), {
    marchandId: marchand.id,
    etat: 'en_cours_de_livraison',
  });
  const cardOrder = await makeCommande(db, client.id, line(platform), {
    etat: 'en_attente_de_paiement',
    typePaiement: 'devise',
  });
  const couponModel = await makeCouponModel(db);
  const coupon = await makeClientCoupon(db, client.id, couponModel.id);
  const platformPromo = await makePromotion(db, [platform.article.id]);
  const partnerPromo = await makePromotion(db, [partner.article.id], { marchandId: marchand.id });
  const [contact] = await db
    .insert(contacts)
    .values({
      nom: 'Saidi',
      prenom: 'Nadia',
      telephone: '0550112233',
      email: 'nadia@exemple.dz',
      sujet: 'Livraison',
      msg: 'Bonjour, où en est ma commande ?',
    })
    .returning();
  const [sponsor] = await db
    .insert(sponsors)
    .values({ nom: 'Djezzy', url: 'https://exemple.dz', urlLogo: '/media/s1.webp' })
    .returning();
  const [demande] = await db
    .insert(demandeComptes)
    .values({
      nom: 'Mansouri',
      prenom: 'Yacine',
      telephone: '0770123456',
      email: 'yacine.mansouri@exemple.dz',
      designationMagasin: 'Épicerie du Port',
      adresseMagasin: '3 rue de la Marine',
      wilayaMagasin: '23 - Annaba',
      description: 'Produits du terroir.',
    })
    .returning();
  const fondateur = await makeFondateur(db);
  const synonyme = await insertSynonyme(db, ['machine à laver', 'lave-linge']);
  const pub = await makePublicite(db);
  // A job that failed its last retry, for the dead letters' routes.
  const deadLetter = await makeDeadLetter(db);
  await setAbout(db);
  // The store may ask for a payout (an account, 100 000 DZD available); another store's request waits
  // for the administrator (one open request per store).
  await payoutReadyStore(db, marchand.id, 10_000_000);
  const payout = await makePayout(db, (await makeMarchand(db)).id, 150_000);
  // A return in each state a move starts from: the store's, and the platform's (the administrator
  // is their seller); the pending one's order has a unit left that a new request may ask for. Made
  // for the return routes only (eight delivered orders: the other routes need none of them).
  const retour = (marchandId: number | null, etat: EtatRetour, typePaiement?: 'cib' | 'livraison') =>
    makeRetour(db, { clientId: client.id, marchandId, etat, typePaiement });
  const returns = opts.returns
    ? {
        demande: await retour(marchand.id, 'demande'),
        refuse: await retour(marchand.id, 'refuse'),
        accepte: await retour(marchand.id, 'accepte'),
        recu: await retour(marchand.id, 'recu', 'livraison'),
        platformDemande: await retour(null, 'demande'),
        platformLitige: await retour(null, 'litige'),
        platformAccepte: await retour(null, 'accepte'),
        platformRecu: await retour(null, 'recu', 'cib'),
      }
    : null;
  const tokens = {
    user: await issueToken(db, 'user', admin.id),
    marchand: await issueToken(db, 'marchand', marchand.id),
    client: await issueToken(db, 'client', client.id),
  } satisfies Record<Role, string>;
  const resetTokens = {} as Record<Role, string>;
  for (const [role, owner] of [
    ['user', admin],
    ['marchand', marchand],
    ['client', client],
  ] as const) {
    resetTokens[role] = newOpaqueToken();
    await db.insert(passwordResets).values({
      role,
      ownerId: owner.id,
      tokenHash: sha256Hex(resetTokens[role]),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }
  return {
    resetTokens,
    admin,
    marchand,
    client,
    categorie,
    sousCategorie,
    platform,
    partner,
    panier,
    platformOrder,
    partnerOrder,
    deliveringOrder,
    deliveredOrder,
    partnerDeliveringOrder,
    cardOrder,
    couponModel,
    coupon,
    platformPromo,
    partnerPromo,
    contact,
    sponsor,
    demande,
    fondateur,
    synonyme,
    pub,
    deadLetter,
    payout,
    returns,
    tokens,
  };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;

const rows = <T>(db: Db, text: string) => rowsOf<T>(db, text);

/**
 * A world made once, then put back as it was made before each use (decision 0051): every table's
 * rows copied right after `makeWorld` into a schema of its own (outside `fingerprint` and the table
 * reset), restored in one statement with the sequences where they were — the same rows, ids and
 * tokens as a world made afresh, at a fraction of the cost (making ~80 worlds was half of the fuzz's
 * time). A role that may not switch the foreign-key checks off (not a superuser) makes it afresh.
 */
export async function keptWorld(
  database: Database,
  opts: { returns?: boolean } = {},
): Promise<() => Promise<World>> {
  const { db } = database;
  await truncateAll(database);
  const world = await makeWorld(db, opts);
  const copy = `fuzz_world_${opts.returns ? 'returns' : 'base'}`;
  // Every column a row is written with (not the generated ones), table by table.
  const tables = await rows<{ t: string; cols: string }>(
    db,
    `SELECT format('%I', c.relname) AS t,
            string_agg(format('%I', a.attname), ', ' ORDER BY a.attnum) AS cols
       FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE ns.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname ORDER BY 1`,
  );
  await database.exec(
    [
      `DROP SCHEMA IF EXISTS ${copy} CASCADE;`,
      `CREATE SCHEMA ${copy};`,
      ...tables.map(({ t, cols }) => `CREATE TABLE ${copy}.${t} AS SELECT ${cols} FROM public.${t};`),
    ].join('\n'),
  );
  const sequences = await rows<{ s: string }>(
    db,
    `SELECT format('%I.%I', ns.nspname, c.relname) AS s FROM pg_class c
       JOIN pg_namespace ns ON ns.oid = c.relnamespace WHERE c.relkind = 'S' AND ns.nspname = 'public'`,
  );
  const positions = await Promise.all(
    sequences.map(async ({ s }) => {
      const [p] = await rows<{ v: string; called: boolean }>(
        db,
        `SELECT last_value::text AS v, is_called AS called FROM ${s}`,
      );
      return `SELECT setval('${s}', ${p.v}, ${p.called});`;
    }),
  );
  const restore = [
    'BEGIN;',
    'SET LOCAL session_replication_role = replica;',
    ...tables.map(
      ({ t, cols }) =>
        `INSERT INTO public.${t} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM ${copy}.${t};`,
    ),
    ...positions,
    'COMMIT;',
  ].join('\n');
  return async () => {
    await truncateAll(database);
    try {
      await database.exec(restore);
    } catch (err) {
      if ((err as { code?: string }).code !== '42501') throw err;
      await truncateAll(database);
      return makeWorld(db, opts);
    }
    return structuredClone(world);
  };
}

/** A new live token of `role` for the world's account (after a logout or a password change). */
export async function renewToken(db: Db, world: World, role: Role) {
  const owner = role === 'user' ? world.admin : role === 'marchand' ? world.marchand : world.client;
  world.tokens[role] = await issueToken(db, role, owner.id);
}

/** The world's object behind each path parameter, route by route. */
export function validParams(route: WriteRoute, w: World): Record<string, string | number> | null {
  const side = route.name.startsWith('marchand/') ? w.partner : w.platform;
  const rules: [RegExp, Record<string, string | number>][] = [
    [/^(user|marchand)\/article(Edit|Delete|ChangerEtat)\//, { id: side.article.id }],
    [/\/galerieDelete\//, { articleId: side.article.id, galerieId: side.galerie.id }],
    [/\/noteDelete\//, { articleId: side.article.id, noteId: side.note.id }],
    [/\/stockarticle(Edit|Delete)\//, { id: side.stock?.id ?? 0 }],
    [/^client\/panierDelete\//, { id: w.panier.id }],
    [/^user\/categorie(Edit|Delete)\//, { id: w.categorie.id }],
    [/^user\/souscategorie(Edit|Delete)\//, { id: w.sousCategorie.id }],
    [/^user\/clientChangerEtat\//, { id: w.client.id }],
    [/^user\/contactDelete\//, { id: w.contact.id }],
    [/^user\/sponsor(Edit|Delete)\//, { id: w.sponsor.id }],
    [/^user\/fondateur(Edit|Delete)\//, { id: w.fondateur.id }],
    [/^user\/pub(Delete|ChangerEtat)\//, { id: w.pub.id }],
    [/^user\/coupon(Edit|Delete|ChangerEtat)\//, { id: w.couponModel.id }],
    [/^marchand\/commandeChangerEtat\//, { id: w.partnerOrder.id }],
    [/^user\/commandeChangerEtat\//, { id: w.platformOrder.id }],
    [/^marchand\/commandeAppel\//, { id: w.partnerOrder.id }],
    [/^user\/commandeAppel\//, { id: w.platformOrder.id }],
    [/^marchand\/commandeEchecLivraison\//, { id: w.partnerDeliveringOrder.id }],
    [/^user\/commandeEchecLivraison\//, { id: w.deliveringOrder.id }],
    [/^user\/commandeCorrigerLivraison\//, { id: w.deliveredOrder.id }],
    [/^client\/commandeDelete\//, { id: w.platformOrder.id }],
    [/^client\/commandeScanne\//, { id: w.deliveringOrder.id }],
    [/^client\/commandePayer\//, { commande_id: w.cardOrder.id }],
    [/^marchand\/promotion(Edit|ChangerEtat|Delete)\//, { id: w.partnerPromo.id }],
    [/^user\/promotion(Edit|ChangerEtat|Delete)\//, { id: w.platformPromo.id }],
    [/^user\/marchandEdit\//, { id: w.marchand.id }],
    [/^user\/synonyme(Edit|Delete)\//, { id: w.synonyme.id }],
    [/^user\/tache(Relancer|Delete)\//, { id: w.deadLetter }],
    [/^user\/versement(Payer|Refuser)\//, { id: w.payout.id }],
  ];
  const r = w.returns;
  if (r) {
    rules.push(
      [/^client\/retourAnnuler\//, { id: r.demande.retour.id }],
      [/^client\/retourLitige\//, { id: r.refuse.retour.id }],
      [/^marchand\/retour(Accepter|Refuser)\//, { id: r.demande.retour.id }],
      [/^marchand\/retourRecu\//, { id: r.accepte.retour.id }],
      [/^marchand\/retourRembourse\//, { id: r.recu.retour.id }],
      [/^user\/retour(Accepter|Refuser)\//, { id: r.platformDemande.retour.id }],
      [/^user\/retourArbitrer\//, { id: r.platformLitige.retour.id }],
      [/^user\/retourRecu\//, { id: r.platformAccepte.retour.id }],
      [/^user\/retourRembourse\//, { id: r.platformRecu.retour.id }],
    );
  }
  if (route.params.length === 0) return {};
  const hit = rules.find(([re]) => re.test(route.name));
  if (!hit || !route.params.every((p) => p in hit[1])) return null;
  return hit[1];
}

let tinyPng: Promise<string> | undefined;
/** A 6×4 PNG data URL: cheap to re-encode on every accepted request. */
export function smallPng(): Promise<string> {
  tinyPng ??= sharp({ create: { width: 6, height: 4, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer()
    .then((b) => `data:image/png;base64,${b.toString('base64')}`);
  return tinyPng;
}

let emailSeq = 0;

/** A body the schema accepts, built from the route's JSON schema (required fields only). */
function fromSchema(schema: JsonSchema, key: string, image: string): unknown {
  if (schema.anyOf?.length) return fromSchema(schema.anyOf[0], key, image);
  if (schema.enum?.length) return key.startsWith('wilaya') ? '16 - Alger' : schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const prop = schema.properties?.[name];
        if (prop) out[name] = fromSchema(prop, name, image);
      }
      return out;
    }
    case 'array':
      return schema.items ? [fromSchema(schema.items, key, image)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date') return day(0);
      if (schema.format === 'uri') return 'https://exemple.dz';
      if (key === 'email') return `fuzz${++emailSeq}@exemple.dz`;
      if (key.startsWith('password')) return 'Une-phrase-de-passe-2026';
      if (key.startsWith('url_')) return image;
      if (key.startsWith('telephone')) return '0550123456';
      return 'Texte valide'.slice(0, schema.maxLength ?? 100);
    }
    default:
      return 'Texte valide';
  }
}

/**
 * Sets the fields a 422 named (dotted keys such as `lignes.0.domicile`) to values built from their
 * JSON schema: the schema's `required` list misses fields that a refinement requires.
 */
export async function fillFields(schema: JsonSchema, body: Record<string, unknown>, keys: string[]) {
  const image = await smallPng();
  for (const dotted of keys) {
    let node = body as Record<string, unknown>;
    let sub: JsonSchema | undefined = schema;
    const parts = dotted.split('.');
    parts.forEach((key, i) => {
      sub = sub?.items ?? sub?.properties?.[key];
      if (!sub || node === undefined) return;
      if (i === parts.length - 1) node[key] = fromSchema(sub, key, image);
      else {
        node[key] ??= sub.items ? [] : {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
}

/** A valid body for the route (ids pointing at the world), the starting point of mutations. */
export async function validBody(route: WriteRoute, w: World): Promise<Record<string, unknown>> {
  if (!route.body) return {};
  const image = await smallPng();
  const base = fromSchema(route.body, '', image) as Record<string, unknown>;
  const side = route.name.startsWith('marchand/') ? w.partner : w.platform;
  const account = (role: 'user' | 'marchand' | 'client') =>
    role === 'user' ? w.admin : role === 'marchand' ? w.marchand : w.client;
  const over: [RegExp, () => Record<string, unknown>][] = [
    [
      /^(client|marchand|user)\/login$/,
      () => ({ email: account(route.name.split('/')[0] as Role).email, password: 'Secret123!' }),
    ],
    [/^(client|marchand|user)\/forgot-password$/, () => ({ email: w.client.email })],
    [/^user\/(reglement|ajustement)Add$/, () => ({ marchand_id: w.marchand.id })],
    [/^user\/commissionEdit$/, () => ({ portee: 'marchand', id: w.marchand.id, taux: 12.5 })],
    [
      /^marchand\/compteVersementEdit$/,
      () => ({ type: 'rib', titulaire: 'Karim Haddad', numero: '00799999001234567890' }),
    ],
    [/^marchand\/versementAdd$/, () => ({ montant: 1500 })],
    [
      /^client\/retourAdd$/,
      () => ({
        commande_id: w.returns?.demande.order.id ?? 0,
        lignes: [{ commande_ligne_id: w.returns?.demande.line.id ?? 0, quantite: 1 }],
        motif: 'defectueux',
        photos: [],
      }),
    ],
    [/\/retourRefuser\//, () => ({ motif: 'Article porté.' })],
    [/\/retourRecu\//, () => ({ remise_en_stock: true })],
    [/\/retourRembourse\//, () => ({ reference: 'VIR-0001' })],
    [/^user\/retourArbitrer\//, () => ({ decision: 'accepter' })],
    [
      /^(client|marchand|user)\/reset-password$/,
      () => ({ token: w.resetTokens[route.name.split('/')[0] as Role] }),
    ],
    [
      /\/articleEdit\//,
      () => ({
        categorie_id: w.categorie.id,
        sous_categorie_id: w.sousCategorie.id,
        options: [
          {
            id: side.taille.id,
            designation: 'Taille',
            sous_options: [
              { id: side.s.id, designation: 'S' },
              { id: side.m.id, designation: 'M' },
            ],
          },
          {
            id: side.couleur.id,
            designation: 'Couleur',
            sous_options: [{ id: side.rouge.id, designation: 'Rouge' }],
          },
        ],
        galeries: [{ id: side.galerie.id, url_image: side.galerie.urlImage }],
      }),
    ],
    [
      /\/articleAdd$/,
      () => ({
        categorie_id: w.categorie.id,
        sous_categorie_id: w.sousCategorie.id,
        options: [
          { designation: 'Taille', sous_options: [{ designation: 'S' }, { designation: 'M' }] },
          { designation: 'Couleur', sous_options: [{ designation: 'Rouge', url_image: image }] },
        ],
        galeries: [{ url_image: image }],
      }),
    ],
    [
      /\/stockarticleAdd$/,
      () => ({
        article_id: side.article.id,
        prix: 1500.5,
        quantite: 4,
        sous_options: [
          { option_id: side.taille.id, id: side.m.id },
          { option_id: side.couleur.id, id: side.rouge.id },
        ],
      }),
    ],
    [/\/stockarticleEdit\//, () => ({ prix: 1200, quantite: 7 })],
    [/^client\/panierAdd$/, () => ({ stock_article_id: w.platform.stock?.id, quantite: 2 })],
    [/^user\/souscategorieAdd$/, () => ({ categorie_id: w.categorie.id })],
    [/^user\/pubAdd$/, () => ({ type: 'banner1' })],
    [/^user\/coupon(Add|Edit)/, () => ({ duree: 30, montant: 5000, remise: 500 })],
    [/\/commandeChangerEtat\//, () => ({ etat: 'en_attente_de_livraison' })],
    [/\/commandeAppel\//, () => ({ resultat: 'injoignable', note: 'Messagerie' })],
    [/\/commandeEchecLivraison\//, () => ({ motif: 'refusee', note: 'Refus à la porte' })],
    [/\/commandeCorrigerLivraison\//, () => ({ motif: 'Scanné avant la remise du colis' })],
    [/^user\/synonyme(Add|Edit)/, () => ({ expressions: ['portable', 'téléphone mobile'] })],
    [
      /^client\/commandeAdd$/,
      () => ({
        latitude: 36.7529,
        longitude: 3.042,
        adresse: '12 rue Didouche Mourad, Alger-Centre',
        type_paiement: 'livraison',
        stock_articles: [{ stock_article_id: w.platform.stock?.id, quantite: 1 }],
        coupon_id: w.coupon.code,
      }),
    ],
    [/^client\/commandeScanne\//, () => ({ code: w.deliveringOrder.qrToken })],
    [/^client\/commandePayer\//, () => ({ cardPaiement: GOOD_CARD })],
    [/^user\/createCompte$/, () => ({ id: w.demande.id })],
    [
      /\/promotion(Add|Edit)/,
      // After the world's running promotion: an article is in one promotion at a time.
      () => ({ pourcentage: 15, date_debut: day(10), date_fin: day(20), article_ids: [side.article.id] }),
    ],
    [/^client\/notationAdd$/, () => ({ article_id: w.platform.article.id, note: 4 })],
    [/^user\/aboutAdd$/, () => ({ latitude: 36.75, longitude: 3.04 })],
  ];
  for (const [re, extra] of over) if (re.test(route.name)) Object.assign(base, extra());
  return base;
}

/**
 * Row count and checksum of every table: equal fingerprints mean the database was not touched.
 * Sessions are compared without their sliding-expiry columns (a read may slide them).
 */
const fingerprints = new WeakMap<Db, Promise<void>>();

/**
 * Makes `fuzz_check.fingerprint()`, once per database (its tables do not change): a PL/pgSQL function
 * keeps the plan of its 50-table query, which was most of a fingerprint's time when sent as text
 * (40 → 7 ms on PGlite, 14 → 6 ms on PostgreSQL; decision 0051). Its schema is not `public`.
 */
async function createFingerprint(db: Db): Promise<void> {
  const tables = await rows<{ tablename: string }>(
    db,
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  // rate_limits counts refused logins on purpose (login throttling shared through PostgreSQL,
  // decision 0030): a refusal must change it, so it is not part of what a refusal leaves alone.
  const query = tables
    .filter(({ tablename }) => tablename !== 'rate_limits')
    .map(({ tablename }) => {
      const row = tablename === 'access_tokens' ? '(x.id, x.role, x.owner_id, x.token_hash)' : 'x';
      return `select '${tablename}'::text, count(*)::text || ':' || coalesce(md5(string_agg(${row}::text, '|' order by ${row}::text)), '') from public."${tablename}" x`;
    })
    .join(' union all ');
  await db.execute(sql.raw('CREATE SCHEMA IF NOT EXISTS fuzz_check'));
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION fuzz_check.fingerprint() RETURNS TABLE (t text, h text)
      LANGUAGE plpgsql AS $fingerprint$ BEGIN RETURN QUERY ${query}; END $fingerprint$`),
  );
}

export async function fingerprint(db: Db, mediaDir: string): Promise<Record<string, string>> {
  let created = fingerprints.get(db);
  if (!created) {
    created = createFingerprint(db);
    fingerprints.set(db, created);
  }
  await created;
  const result = await rows<{ t: string; h: string }>(db, 'select t, h from fuzz_check.fingerprint()');
  const out = Object.fromEntries(result.map((r) => [r.t, r.h]));
  out['media files'] = String(countFiles(mediaDir));
  return out;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    n += statSync(full).isDirectory() ? countFiles(full) : 1;
  }
  return n;
}
