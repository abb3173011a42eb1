import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FINANCES_DEFAUTS } from '@souk/domain/finance/config';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createMediaStore } from '../../lib/media';
import { type Database, type Db, openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedIfEmpty } from './seed-if-empty';

/**
 * `npm run seed:large -- --articles N [--batch 20000]` (docs/benchmarks.md: catalogue size, search):
 * adds N articles to the configured database (DATABASE_URL, else the PGlite data dir), on top of the
 * demo marketplace (seeded first when the database is empty), reusing its stores, sub-categories,
 * clients and pictures.
 *
 * Every batch is ONE statement: `generate_series` builds the articles and data-modifying CTEs chain
 * their variants (half the articles: option 'Taille' S/M/L, one stock per size; the others one stock),
 * a gallery picture, 0–3 reviews, a share in the running promotions and an order (1 article in 5,
 * with its line and state history) from the RETURNING ids. Nothing is sent row by row; each batch
 * commits on its own, so a long run keeps its progress. Runs add to what is there (slugs carry a
 * run tag), they never delete.
 */

export interface LargeSeedOptions {
  articles: number;
  batch?: number;
  log?: (line: string) => void;
}

export interface LargeSeedReport {
  articles: number;
  ms: number;
  counts: Record<string, number>;
}

const DEFAULT_BATCH = 20_000;
/** From this many articles, the GIN search indexes are rebuilt after the load instead of kept up to date. */
const DEFER_INDEXES_FROM = 50_000;
/** The alphabet of order refs (no 0/1/I/O), as generateOrderRef uses. */
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const NOUNS = [
  'Tapis',
  'Lampe',
  'Théière',
  'Coussin',
  'Sac',
  'Montre',
  'Robe',
  'Chemise',
  'Casque',
  'Enceinte',
  'Plateau',
  'Vase',
  'Couscoussier',
  'Tajine',
  'Parfum',
  'Savon',
  'Huile',
  'Miel',
  'Dattes',
  'Babouches',
];
const ADJECTIVES = [
  'berbère',
  'artisanal',
  'moderne',
  'classique',
  'en cuivre',
  'en cuir',
  'en laine',
  'brodé',
  'premium',
  'compact',
  'sans fil',
  'bio',
  'traditionnel',
  'de Kabylie',
  'du Sahara',
  'de Tlemcen',
  'élégant',
];
const BRANDS = ['Atlas', 'Casbah', 'Djurdjura', 'Hoggar', 'Medina', 'Tassili', 'Numidia', 'Zibans'];
const COMMENTS = [
  'Très bon produit, conforme à la description.',
  'Livraison rapide, je recommande.',
  'Qualité correcte pour le prix.',
  'Un peu déçu par la finition.',
  'Excellent, je rachèterai.',
];
const ETATS = [
  'livree',
  'livree',
  'livree',
  'livree',
  'livree',
  'en_attente_de_validation',
  'en_attente_de_validation',
  'en_attente_de_livraison',
  'en_cours_de_livraison',
  'annulee',
];

/** A text[] literal of trusted constants (never user input). */
function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Running promotions, one per store and one for the platform, created once per run. */
async function createPromotions(db: Db, tag: string): Promise<void> {
  await db.execute(sql`
    insert into promotions (designation, date_debut, date_fin, pourcentage, valide, marchand_id)
    select 'Grand déstockage ' || ${tag} || coalesce(' ' || m.id, ''),
           current_date - 7, current_date + 30, 10 + (coalesce(m.id, 0) * 7) % 41, true, m.id
      from (select id from marchands where valide union all select null) m`);
}

function batchStatement(tag: string, from: number, to: number) {
  const refChars = Array.from(
    { length: 8 },
    (_, k) => `substr('${REF_ALPHABET}', 1 + ((n >> ${35 - 5 * k}) & 31)::int, 1)`,
  );
  // 8 base-32 characters of (1023 << 30 | article id): unique per article, apart from the demo's random refs.
  // The default commission (no override is seeded) and retention delay, as literals of the statement.
  const taux = sql.raw(String(FINANCES_DEFAUTS.commissionDefaut));
  const retenue = sql.raw(String(FINANCES_DEFAUTS.delaiRetenueJours));
  const refExpr = sql.raw(`${refChars.slice(0, 4).join(' || ')} || '-' || ${refChars.slice(4).join(' || ')}`);
  return sql`
    with src as (
      select (select array_agg(id order by id) from sous_categories) as sc,
             (select array_agg(id order by id) from marchands where valide) as m,
             (select array_agg(id order by id) from clients where valide) as c,
             (select array_agg(distinct url_image) from articles
               where url_image is not null and slug not like 'large-%') as img,
             ${textArray(NOUNS)} as nouns, ${textArray(ADJECTIVES)} as adjs,
             ${textArray(BRANDS)} as brands, ${textArray(COMMENTS)} as comments,
             ${textArray(ETATS)} as etats
    ),
    a as (
      insert into articles (slug, designation, description, marque, url_image, sous_categorie_id,
                            marchand_id, valide, nbr_like, created_at, updated_at)
      select 'large-' || ${tag} || '-' || g,
             src.nouns[1 + g % 20] || ' ' || src.adjs[1 + (g / 20) % 17] || ' ' || g,
             'Article de démonstration n° ' || g || ' : ' || src.nouns[1 + g % 20] || ' '
               || src.adjs[1 + (g / 20) % 17] || ', fabriqué en Algérie.',
             src.brands[1 + (g / 7) % 8],
             src.img[1 + g % greatest(coalesce(array_length(src.img, 1), 0), 1)],
             src.sc[1 + (g * 7) % array_length(src.sc, 1)],
             case when g % 10 = 0 or src.m is null then null else src.m[1 + g % array_length(src.m, 1)] end,
             case when g % 50 = 0 then 0 else 1 end,
             (g * 13) % 97,
             now() - make_interval(secs => ((g::bigint * 7919) % 31536000)::int),
             now()
        from generate_series(${from}::int, ${to}::int) g cross join src
      returning id, marchand_id, designation, url_image, created_at
    ),
    o as (
      insert into options (article_id, designation, position)
      select id, 'Taille', 0 from a where id % 2 = 0
      returning id, article_id
    ),
    so as (
      insert into sous_options (option_id, designation, position)
      select o.id, t.d, t.p from o cross join (values ('S', 0), ('M', 1), ('L', 2)) t(d, p)
      returning id, option_id, designation, position
    ),
    s_opt as (
      insert into stock_articles (article_id, prix, quantite, combinaison)
      select o.article_id, (500 + (o.article_id * 37) % 20000) * 100 + so.position * 50000,
             (o.article_id + so.position * 11) % 40, so.id::text
        from so join o on o.id = so.option_id
      returning id, article_id, prix, combinaison
    ),
    sso as (
      insert into stock_article_sous_options (stock_article_id, option_id, sous_option_id)
      select s.id, so.option_id, so.id from s_opt s join so on so.id::text = s.combinaison
    ),
    s_plain as (
      insert into stock_articles (article_id, prix, quantite, combinaison)
      select id, (500 + (id * 37) % 20000) * 100, id % 60, '' from a where id % 2 = 1
      returning id, article_id, prix, combinaison
    ),
    gal as (
      insert into galeries (article_id, url_image, position)
      select a.id, src.img[1 + (a.id * 3) % array_length(src.img, 1)], 0
        from a cross join src where src.img is not null
    ),
    rev as (
      insert into notes (article_id, client_id, note, commentaire, achat_verifie, created_at, updated_at)
      select a.id, src.c[1 + (a.id + k) % array_length(src.c, 1)], 1 + (a.id * 3 + k) % 5,
             src.comments[1 + (a.id + k) % 5], k = 0 and a.id % 5 = 0,
             a.created_at + make_interval(days => 1 + k), a.created_at + make_interval(days => 1 + k)
        from a cross join src
        cross join lateral generate_series(0, least(a.id % 4, array_length(src.c, 1)) - 1) k
       where src.c is not null
    ),
    promo as (
      insert into promotion_articles (promotion_id, article_id)
      select p.id, a.id
        from a join promotions p
          on p.designation like 'Grand déstockage ' || ${tag} || '%'
         and p.marchand_id is not distinct from a.marchand_id
       where a.id % 10 = 3
    ),
    first_stock as (
      select distinct on (article_id) id, article_id, prix, combinaison
        from (select * from s_opt union all select * from s_plain) s
       order by article_id, id
    ),
    ord_src as (
      select x.*, ${refExpr} as ref
        from (select a.id as article_id, a.marchand_id, a.designation, a.url_image, a.created_at,
                     s.id as stock_id, s.prix, s.combinaison, 1 + a.id % 3 as quantite,
                     src.c[1 + a.id % array_length(src.c, 1)] as client_id,
                     src.etats[1 + (a.id / 5) % 10] as etat,
                     (1023::bigint << 30) | a.id as n
                from a join first_stock s on s.article_id = a.id cross join src
               where a.id % 5 = 0 and src.c is not null) x
    ),
    cmd as (
      insert into commandes (ref, checkout_id, client_id, marchand_id, etat, type_paiement, adresse,
                             latitude, longitude, total, montant_a_payer, frais_livraison, mode_livraison,
                             wilaya_livraison, qr_token, created_at, updated_at)
      select ref, gen_random_uuid()::text, client_id, marchand_id, etat, 'livraison',
             article_id || ' rue Didouche Mourad, Alger', 36.7538, 3.0588,
             prix * quantite, prix * quantite + 40000, 40000, 'domicile', 16,
             md5(random()::text) || md5(random()::text),
             created_at + interval '2 days', created_at + interval '3 days'
        from ord_src
      returning id, ref, etat, client_id, marchand_id, created_at
    ),
    lines as (
      insert into commande_lignes (commande_id, stock_article_id, article_id, quantite, prix, designation,
                                   url_image, sous_options, taux_commission, commission)
      select cmd.id, os.stock_id, os.article_id, os.quantite, os.prix, os.designation, os.url_image,
             case when so.id is null then '[]'::jsonb
                  else jsonb_build_array(jsonb_build_object('option_id', so.option_id, 'option', 'Taille',
                                                            'id', so.id, 'designation', so.designation)) end,
             case when cmd.marchand_id is null then 0 else ${taux} end,
             case when cmd.marchand_id is null then 0 else round(os.prix::numeric * os.quantite * ${taux} / 10000) end
        from cmd
        join ord_src os on os.ref = cmd.ref
        left join so on so.id::text = os.combinaison
    ),
    -- A delivered store order has its vente (cash on delivery, no coupon: − the commission), written
    -- at delivery and available the default retention delay later (decision 0044).
    ventes as (
      insert into ecritures (marchand_id, type, montant, libelle, commande_id, created_at, disponible_at)
      select cmd.marchand_id, 'vente', -round(os.prix::numeric * os.quantite * ${taux} / 10000),
             'Vente — commande ' || cmd.ref, cmd.id, cmd.created_at + interval '1 day',
             cmd.created_at + interval '1 day' + make_interval(days => ${retenue})
        from cmd join ord_src os on os.ref = cmd.ref
       where cmd.etat = 'livree' and cmd.marchand_id is not null
    ),
    steps as (
      insert into commande_etats (commande_id, etat, actor_role, actor_id, created_at)
      select id, 'en_attente_de_validation', 'client', client_id, created_at from cmd
      union all
      select id, etat, case when etat = 'annulee' then 'client' else 'marchand' end,
             case when etat = 'annulee' then client_id else marchand_id end, created_at + interval '1 day'
        from cmd where etat <> 'en_attente_de_validation'
    )
    select (select count(*) from a)::int as articles,
           (select count(*) from s_opt)::int + (select count(*) from s_plain)::int as stock,
           (select count(*) from cmd)::int as commandes`;
}

export async function seedLarge(db: Db, opts: LargeSeedOptions): Promise<LargeSeedReport> {
  const log = opts.log ?? (() => {});
  const batch = Math.max(1, Math.min(opts.batch ?? DEFAULT_BATCH, 100_000));
  const started = performance.now();
  const tag = Date.now().toString(36);
  const [ready] = await rowsOf<{ sc: number; c: number }>(
    db,
    sql`select (select count(*) from sous_categories)::int as sc, (select count(*) from clients)::int as c`,
  );
  if (!ready || ready.sc === 0)
    throw new Error('Aucune sous-catégorie : lancez d’abord le seed de démonstration.');

  await createPromotions(db, tag);
  // The search index (the postings' btree of migration 0011, ~15 entries per article) costs more to
  // maintain row by row than to build once: for a big load it is dropped first and rebuilt from its
  // own definition after (even when a batch fails), which divides the load time. Small runs keep it.
  const deferred =
    opts.articles >= DEFER_INDEXES_FROM
      ? await rowsOf<{ name: string; def: string }>(
          db,
          sql`select indexname as name, indexdef as def from pg_indexes
               where schemaname = current_schema() and tablename = 'search_postings'`,
        )
      : [];
  for (const index of deferred) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  let done = 0;
  try {
    for (let from = 1; from <= opts.articles; from += batch) {
      const to = Math.min(opts.articles, from + batch - 1);
      const t0 = performance.now();
      await db.transaction(async (tx) => {
        // A crash loses at most the batch being written, which a rerun adds again: no need to wait for the WAL flush.
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.execute(batchStatement(tag, from, to));
      });
      done = to;
      log(`${done} / ${opts.articles} articles (${Math.round(performance.now() - t0)} ms pour ce lot)`);
    }
  } finally {
    for (const index of deferred) {
      const t0 = performance.now();
      await db.execute(sql.raw(index.def));
      log(`index ${index.name} reconstruit (${Math.round(performance.now() - t0)} ms)`);
    }
  }
  // What autovacuum does on a live database: statistics, and the visibility map that index-only
  // listing walks need (the facts triggers of migration 0010 rewrote each new article row).
  await db.execute(sql`vacuum analyze`);
  const [counts] = await rowsOf<Record<string, number>>(
    db,
    sql`select (select count(*) from articles)::int as articles,
               (select count(*) from stock_articles)::int as stock_articles,
               (select count(*) from notes)::int as notes,
               (select count(*) from promotion_articles)::int as promotion_articles,
               (select count(*) from commandes)::int as commandes`,
  );
  return { articles: done, ms: Math.round(performance.now() - started), counts: counts ?? {} };
}

/** `npm run seed:large -- --articles N [--batch B]`; returns the exit code. */
export async function runSeedLarge(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let database: Database | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { articles: { type: 'string', default: '10000' }, batch: { type: 'string' } },
      strict: true,
    });
    const articles = Number(values.articles);
    const batch = values.batch === undefined ? undefined : Number(values.batch);
    if (!Number.isInteger(articles) || articles < 1 || (batch !== undefined && !Number.isInteger(batch))) {
      throw new Error('Usage : npm run seed:large -- --articles <N> [--batch <taille de lot>]');
    }
    const config = loadConfig(env);
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: 1,
    });
    await runMigrations(database);
    const seeded = await seedIfEmpty(database.db, { media: createMediaStore(config) });
    if (seeded) console.log('Base vide : données de démonstration créées.');
    const report = await seedLarge(database.db, { articles, batch, log: (line) => console.log(line) });
    console.log(
      `${report.articles} articles ajoutés en ${(report.ms / 1000).toFixed(1)} s (${database.kind}). ` +
        `Totaux : ${JSON.stringify(report.counts)}`,
    );
    return 0;
  } catch (error) {
    console.error(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSeedLarge(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
