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
 * `npm run seed:large -- --articles N [--orders N] [--batch 20000]` (docs/benchmarks.md: catalogue size, search):
 * adds N articles to the configured database (DATABASE_URL, else the PGlite data dir), on top of the
 * demo marketplace (seeded first when the database is empty), reusing its stores, sub-categories,
 * clients and pictures.
 *
 * Every batch is ONE statement: `generate_series` builds the articles and data-modifying CTEs chain
 * their variants (half the articles: option 'Taille' S/M/L, one stock per size; the others one stock),
 * a gallery picture, 0–3 reviews, a share in the running promotions and an order (1 article in 5,
 * with its line and state history) from the RETURNING ids. Nothing is sent row by row; each batch
 * commits on its own, so a long run keeps its progress. Runs add to what is there (slugs carry a
 * run tag), they never delete. `--orders N` then adds N orders over the stores' stock, most on the
 * demo partner's store (ordersBatchStatement), in batches of one statement too.
 */

export interface LargeSeedOptions {
  articles: number;
  /** Orders to add over the stores' stock (seedLargeOrders); none by default. */
  orders?: number;
  batch?: number;
  log?: (line: string) => void;
}

export interface LargeSeedReport {
  articles: number;
  orders: number;
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

/** Whose store gets most generated orders (ORDER_SHARE_PARTNER tenths): the demo partner's. */
const DEMO_PARTNER_EMAIL = 'partenaire@souk.dz';
const ORDER_SHARE_PARTNER = 6;
/** Generated orders carry this checkout id prefix, followed by their number (runs continue the numbering). */
const ORDER_CHECKOUT_PREFIX = 'large-order-';

/**
 * The stock the generated orders draw from, numbered 1..n per store, with what checkout copies onto
 * a line: the article's name and picture, the chosen sub-options, and the rate it resolves (the
 * store's override, else its category's, else the settings' default: finance/commission.ts
 * `resolveCommissionRate`). A plain table dropped at the end (the seed may run on a pool).
 */
async function prepareOrderStock(db: Db): Promise<void> {
  const defaut = sql.raw(String(FINANCES_DEFAUTS.commissionDefaut));
  await db.execute(sql`drop table if exists large_seed_stock`);
  await db.execute(sql`drop table if exists large_seed_stores`);
  await db.execute(sql`
    create unlogged table large_seed_stock as
    select row_number() over (partition by a.marchand_id order by s.id)::int as k, a.marchand_id,
           s.id as stock_id, a.id as article_id, s.prix, a.designation, a.url_image,
           coalesce(m.taux_commission, cat.taux_commission,
                    (select commission_defaut from finances_config where id = 1), ${defaut}) as taux,
           coalesce((select jsonb_agg(jsonb_build_object('option_id', o.id, 'option', o.designation,
                                                         'id', so.id, 'designation', so.designation)
                                      order by o.position, o.id)
                       from stock_article_sous_options x
                       join options o on o.id = x.option_id
                       join sous_options so on so.id = x.sous_option_id
                      where x.stock_article_id = s.id), '[]'::jsonb) as sous_options
      from stock_articles s
      join articles a on a.id = s.article_id
      join marchands m on m.id = a.marchand_id and m.valide
      join sous_categories sc on sc.id = a.sous_categorie_id
      join categories cat on cat.id = sc.categorie_id
     where a.valide = 1`);
  await db.execute(sql`create index on large_seed_stock (marchand_id, k)`);
  await db.execute(sql`
    create unlogged table large_seed_stores as
    select marchand_id, count(*)::int as n from large_seed_stock group by 1`);
  await db.execute(sql`analyze large_seed_stock`);
  await db.execute(sql`analyze large_seed_stores`);
}

/**
 * Orders `from`..`to` (numbers of this generator, continued across runs): ORDER_SHARE_PARTNER in ten
 * on the demo partner's store, the others spread over the other stores; cash on delivery 16 in 20,
 * CIB 3, foreign card 1; delivered 15 in 20, cancelled 2, waiting for validation or delivery 2, on its
 * way 1. Each has 1–3 lines of its store's stock (one line in 7 at a 15 % promotion) with the rate
 * and commission checkout writes, its state history, and when delivered its `vente` of the domain's
 * amount (finance/seller-due.ts `venteAmountCentimes`), written at delivery and available the
 * settings' retention delay later (finance/availability.ts). Delivered and cancelled orders are
 * spread over the last two years, the others over the last days. Stock is not reserved: a million
 * orders would empty it, and the lists read orders, not stock.
 */
function ordersBatchStatement(partner: number, from: number, to: number) {
  const refChars = Array.from(
    { length: 8 },
    (_, k) => `substr('${REF_ALPHABET}', 1 + ((n >> ${35 - 5 * k}) & 31)::int, 1)`,
  );
  // 8 base-32 characters of (1022 << 30 | order number): apart from the articles' orders (1023) above.
  const refExpr = sql.raw(`${refChars.slice(0, 4).join(' || ')} || '-' || ${refChars.slice(4).join(' || ')}`);
  const retenue = sql.raw(String(FINANCES_DEFAUTS.delaiRetenueJours));
  const prefix = ORDER_CHECKOUT_PREFIX;
  return sql`
    with cfg as (
      select coalesce((select delai_retenue_jours from finances_config where id = 1), ${retenue}) as retenue,
             (select array_agg(marchand_id order by marchand_id) from large_seed_stores
               where marchand_id <> ${partner}::int) as others,
             (select array_agg(id order by id) from clients where valide) as c
    ),
    o as (
      select g, (1022::bigint << 30) | g as n, cfg.retenue,
             case when g % 10 < ${ORDER_SHARE_PARTNER} or cfg.others is null then ${partner}::int
                  else cfg.others[1 + (g / 10) % array_length(cfg.others, 1)] end as marchand_id,
             case when g % 20 < 16 then 'livraison' when g % 20 < 19 then 'cib' else 'devise' end as typ,
             (g / 20) % 20 as bucket,
             cfg.c[1 + (g::bigint * 7) % array_length(cfg.c, 1)] as client_id
        from generate_series(${from}::int, ${to}::int) g cross join cfg
    ),
    o2 as (
      select o.*, ${refExpr} as ref,
             case when bucket < 15 then 'livree' when bucket < 17 then 'annulee'
                  when bucket = 17 and typ = 'livraison' then 'en_attente_de_validation'
                  when bucket <= 18 then 'en_attente_de_livraison' else 'en_cours_de_livraison' end as etat,
             case when typ = 'livraison' then 'en_attente_de_validation' else 'en_attente_de_paiement' end as initial,
             case when bucket < 17
                  then now() - interval '3 days' - make_interval(secs => ((g::bigint * 7919) % 63072000)::int)
                  else now() - interval '25 hours' - make_interval(secs => ((g::bigint * 7919) % 172800)::int)
             end as created_at
        from o
    ),
    l as (
      select o2.g, o2.marchand_id, s.stock_id, s.article_id, s.prix, s.designation, s.url_image,
             s.sous_options, s.taux, 1 + (o2.g + ln) % 2 as quantite,
             case when (o2.g + ln) % 7 = 0 then 15 else 0 end as pourcentage
        from o2
        cross join generate_series(0, o2.g % 3) ln
        join large_seed_stores st on st.marchand_id = o2.marchand_id
        join large_seed_stock s on s.marchand_id = o2.marchand_id
         and s.k = 1 + ((o2.g::bigint * 31 + ln * 17) % st.n)::int
    ),
    l2 as (
      select l.*, round(l.prix::numeric - l.prix::numeric * l.pourcentage / 100) as net from l
    ),
    l3 as (
      select l2.*, round(l2.quantite * l2.net * l2.taux / 10000)::bigint as commission from l2
    ),
    sums as (
      select g, sum(quantite::bigint * prix) as total,
             sum(quantite::bigint * prix) - sum(quantite * net)::bigint as remise,
             sum(commission) as commission
        from l3 group by g
    ),
    cmd as (
      insert into commandes (ref, checkout_id, client_id, marchand_id, etat, type_paiement, adresse,
                             latitude, longitude, total, remise_promotion, montant_a_payer, frais_livraison,
                             mode_livraison, wilaya_livraison, qr_token, created_at, updated_at)
      select o2.ref, ${prefix} || o2.g, o2.client_id, o2.marchand_id, o2.etat, o2.typ,
             (o2.g % 200 + 1) || ' rue Larbi Ben M''hidi, Alger', 36.7538, 3.0588,
             sums.total, sums.remise, sums.total - sums.remise + 40000, 40000, 'domicile', 16,
             md5(random()::text) || md5(random()::text), o2.created_at,
             o2.created_at + case o2.etat when 'livree' then interval '2 days' when 'en_cours_de_livraison'
                                  then interval '1 day' else interval '1 hour' end
        from o2 join sums on sums.g = o2.g
      returning id, checkout_id
    ),
    ids as (
      select id, substr(checkout_id, ${prefix.length + 1})::int as g from cmd
    ),
    lines as (
      insert into commande_lignes (commande_id, stock_article_id, article_id, quantite, prix, pourcentage,
                                   designation, url_image, sous_options, taux_commission, commission)
      select ids.id, l3.stock_id, l3.article_id, l3.quantite, l3.prix, l3.pourcentage, l3.designation,
             l3.url_image, l3.sous_options, l3.taux, l3.commission
        from l3 join ids on ids.g = l3.g
    ),
    steps as (
      insert into commande_etats (commande_id, etat, actor_role, actor_id, created_at)
      select ids.id, o2.initial, 'client', o2.client_id, o2.created_at
        from o2 join ids on ids.g = o2.g
      union all
      select ids.id, 'annulee', 'client', o2.client_id, o2.created_at + interval '1 hour'
        from o2 join ids on ids.g = o2.g where o2.etat = 'annulee'
      union all
      select ids.id, 'en_attente_de_livraison', case when o2.typ = 'livraison' then 'marchand' else 'client' end,
             case when o2.typ = 'livraison' then o2.marchand_id else o2.client_id end,
             o2.created_at + interval '1 hour'
        from o2 join ids on ids.g = o2.g
       where o2.etat in ('en_attente_de_livraison', 'en_cours_de_livraison', 'livree')
      union all
      select ids.id, 'en_cours_de_livraison', 'marchand', o2.marchand_id, o2.created_at + interval '1 day'
        from o2 join ids on ids.g = o2.g where o2.etat in ('en_cours_de_livraison', 'livree')
      union all
      select ids.id, 'livree', 'marchand', o2.marchand_id, o2.created_at + interval '2 days'
        from o2 join ids on ids.g = o2.g where o2.etat = 'livree'
    ),
    -- The delivery's vente (decision 0044), dated from the delivery.
    ventes as (
      insert into ecritures (marchand_id, type, montant, libelle, commande_id, created_at, disponible_at)
      select o2.marchand_id, 'vente',
             case when o2.typ = 'livraison' then 0 - sums.commission
                  else sums.total - sums.remise - sums.commission + 40000 end,
             'Vente — commande ' || o2.ref, ids.id, o2.created_at + interval '2 days',
             o2.created_at + interval '2 days' + make_interval(days => o2.retenue)
        from o2 join sums on sums.g = o2.g join ids on ids.g = o2.g
       where o2.etat = 'livree'
    )
    select (select count(*) from cmd)::int as commandes`;
}

/**
 * `--orders N`: N orders on top of what is there (ordersBatchStatement), in batches of one statement
 * each, numbered after the generated orders already there. Returns how many were added.
 */
export async function seedLargeOrders(
  db: Db,
  opts: { orders: number; batch?: number; log?: (line: string) => void },
): Promise<number> {
  const log = opts.log ?? (() => {});
  const batch = Math.max(1, Math.min(opts.batch ?? DEFAULT_BATCH, 100_000));
  const [first] = await rowsOf<{ partner: number | null; done: number }>(
    db,
    sql`select coalesce((select id from marchands where email = ${DEMO_PARTNER_EMAIL} and valide),
                        (select min(id) from marchands where valide)) as partner,
               (select count(*) from commandes where checkout_id like ${`${ORDER_CHECKOUT_PREFIX}%`})::int as done`,
  );
  if (!first?.partner) throw new Error('Aucune boutique : lancez d’abord le seed de démonstration.');
  await prepareOrderStock(db);
  let added = 0;
  try {
    for (let from = first.done + 1; added < opts.orders; from += batch) {
      const to = Math.min(first.done + opts.orders, from + batch - 1);
      const t0 = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.execute(ordersBatchStatement(first.partner as number, from, to));
      });
      added += to - from + 1;
      log(`${added} / ${opts.orders} commandes (${Math.round(performance.now() - t0)} ms pour ce lot)`);
    }
  } finally {
    await db.execute(sql`drop table if exists large_seed_stock`);
    await db.execute(sql`drop table if exists large_seed_stores`);
  }
  return added;
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

  if (opts.articles > 0) await createPromotions(db, tag);
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
  const orders = opts.orders ? await seedLargeOrders(db, { orders: opts.orders, batch, log }) : 0;
  // What autovacuum does on a live database: statistics, and the visibility map that index-only
  // listing walks need (the facts triggers of migration 0010 rewrote each new article row).
  await db.execute(sql`vacuum analyze`);
  const [counts] = await rowsOf<Record<string, number>>(
    db,
    sql`select (select count(*) from articles)::int as articles,
               (select count(*) from stock_articles)::int as stock_articles,
               (select count(*) from notes)::int as notes,
               (select count(*) from promotion_articles)::int as promotion_articles,
               (select count(*) from commandes)::int as commandes,
               (select count(*) from ecritures)::int as ecritures`,
  );
  return { articles: done, orders, ms: Math.round(performance.now() - started), counts: counts ?? {} };
}

/** `npm run seed:large -- --articles N [--orders N] [--batch B]`; returns the exit code. */
export async function runSeedLarge(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let database: Database | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        articles: { type: 'string' },
        orders: { type: 'string', default: '0' },
        batch: { type: 'string' },
      },
      strict: true,
    });
    const orders = Number(values.orders);
    // Without --articles: 10 000 articles, unless only orders are asked for.
    const articles = Number(values.articles ?? (orders > 0 ? 0 : 10_000));
    const batch = values.batch === undefined ? undefined : Number(values.batch);
    if (
      !Number.isInteger(articles) ||
      !Number.isInteger(orders) ||
      articles < 0 ||
      orders < 0 ||
      articles + orders < 1 ||
      (batch !== undefined && !Number.isInteger(batch))
    ) {
      throw new Error(
        'Usage : npm run seed:large -- [--articles <N>] [--orders <N>] [--batch <taille de lot>]',
      );
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
    const report = await seedLarge(database.db, {
      articles,
      orders,
      batch,
      log: (line) => console.log(line),
    });
    console.log(
      `${report.articles} articles et ${report.orders} commandes ajoutés en ${(report.ms / 1000).toFixed(1)} s (${database.kind}). ` +
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
