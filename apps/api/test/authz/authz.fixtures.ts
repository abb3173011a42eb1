import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import type { Role } from '../../src/db/schema/accounts';
import { contacts, demandeComptes, sponsors } from '../../src/db/schema/content';
import { comptesVersement } from '../../src/db/schema/finances';
import type { MemoryMailer } from '../../src/lib/mailer';
import { issueToken } from '../../src/lib/tokens';
import { bearer, makeAdmin, makeClient, makeMarchand } from '../../src/modules/accounts/accounts.fixtures';
import { settlePendingMail } from '../../src/modules/accounts/auth.service';
import { makeManagedArticle } from '../../src/modules/article-management/article-management.fixtures';
import { makeTree } from '../../src/modules/catalog/articles.fixtures';
import { addEntry, makePayout } from '../../src/modules/finances/payouts.fixtures';
import { makeOrder } from '../../src/modules/orders/backoffice-orders.fixtures';
import { makeProduct } from '../../src/modules/orders/orders.fixtures';
import { makeSellableArticle } from '../../src/modules/promotions/promotions.fixtures';
import { makeClientCoupon, makeCouponModel, makePanierLigne, makePromotion, setAbout } from '../factories';

/**
 * The cast of the authorization matrix (docs/reliability.md): two accounts of each role that owns data
 * (clients A and B, partners A and B), an administrator, a logged-out token of each role, a catalogue, and
 * data of the "B" accounts whose texts must never show up in an "A" account's replies.
 */

export interface Actor {
  id: number;
  slug?: string;
  email: string;
  token: string;
}

/** The texts planted in client B's and partner B's data: A's replies must never contain one. */
export const B_SECRETS = {
  clientName: 'Zerroukisecret',
  clientAddress: '99 impasse Secrète-B, Oran',
  clientOrderRef: 'CLB-SECRET1',
  clientCoupon: 'CPB-SECRET-01',
  storeName: 'Bazar Secret B',
  storeArticle: 'Article caché du magasin B',
  storePromotion: 'Promotion secrète du magasin B',
  storeOrderRef: 'STB-SECRET1',
  storePayoutHolder: 'Titulaire secret B',
  storeLedgerLabel: 'Écriture secrète du magasin B',
} as const;

export interface World {
  app: FastifyInstance;
  db: Db;
  mailer: MemoryMailer;
  admin: Actor;
  clientA: Actor;
  clientB: Actor;
  partnerA: Actor;
  partnerB: Actor;
  /** A token of each role's "A" account, revoked through the real logout call. */
  revoked: Record<Role, string>;
  tree: Awaited<ReturnType<typeof makeTree>>;
  /** A sellable article of the platform and one of store A, for the storefront routes. */
  platformProduct: Awaited<ReturnType<typeof makeProduct>>;
  storeProduct: Awaited<ReturnType<typeof makeProduct>>;
  /** Strings of the B account of a role: the A account of that role must never be shown one. */
  secretsOf: Record<'client' | 'marchand', string[]>;
}

const actor = async (db: Db, role: Role, row: { id: number; email: string; slug?: string }) => ({
  id: row.id,
  slug: row.slug,
  email: row.email,
  token: await issueToken(db, role, row.id),
});

/** Logs a fresh session of the account out through the API; returns the dead token. */
async function revokedToken(app: FastifyInstance, role: Role, id: number): Promise<string> {
  const token = await issueToken(app.database.db, role, id);
  const res = await app.inject({ method: 'POST', url: `/api/v1/${role}/logout`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`logout ${role}: ${res.statusCode} ${res.body}`);
  return token;
}

export async function makeWorld(app: FastifyInstance, mailer: MemoryMailer): Promise<World> {
  const db = app.database.db;
  await setAbout(db);
  const admin = await actor(db, 'user', await makeAdmin(db, { name: 'Admin Matrice' }));
  const clientA = await actor(db, 'client', await makeClient(db, { nom: 'Amrani', prenom: 'Lina' }));
  const clientBRow = await makeClient(db, {
    nom: B_SECRETS.clientName,
    prenom: 'Walid',
    adresse: B_SECRETS.clientAddress,
  });
  const clientB = await actor(db, 'client', clientBRow);
  const partnerA = await actor(
    db,
    'marchand',
    await makeMarchand(db, { designationMagasin: 'Atelier Amrane', wilayaMagasin: '16 - Alger' }),
  );
  const partnerB = await actor(
    db,
    'marchand',
    await makeMarchand(db, { designationMagasin: B_SECRETS.storeName, wilayaMagasin: '31 - Oran' }),
  );
  const revoked = {
    client: await revokedToken(app, 'client', clientA.id),
    marchand: await revokedToken(app, 'marchand', partnerA.id),
    user: await revokedToken(app, 'user', admin.id),
  };
  const tree = await makeTree(db);
  const platformProduct = await makeProduct(db, { designation: 'Tapis de la plateforme' });
  const storeProduct = await makeProduct(db, {
    marchandId: partnerA.id,
    designation: 'Poterie du magasin A',
  });

  // A's own data, so that A's lists and counters are not empty.
  await makeOrder(db, { clientId: clientA.id, marchandId: partnerA.id });
  await makeOrder(db, { clientId: clientA.id, marchandId: null, etat: 'livree' });
  await makePanierLigne(db, clientA.id, storeProduct.stock.id);

  // B's private data.
  const model = await makeCouponModel(db);
  await makeClientCoupon(db, clientB.id, model.id, { code: B_SECRETS.clientCoupon });
  await makeOrder(db, { clientId: clientB.id, marchandId: null, ref: B_SECRETS.clientOrderRef });
  await makePanierLigne(db, clientB.id, platformProduct.stock.id, { quantite: 2 });
  const hidden = await makeManagedArticle(db, tree.sousCategorie.id, {
    marchandId: partnerB.id,
    valide: 0,
    designation: B_SECRETS.storeArticle,
  });
  const bSellable = await makeSellableArticle(db, tree.sousCategorie.id, { marchandId: partnerB.id });
  await makePromotion(db, [bSellable.id], { marchandId: partnerB.id, designation: B_SECRETS.storePromotion });
  await makeOrder(db, {
    clientId: clientB.id,
    marchandId: partnerB.id,
    ref: B_SECRETS.storeOrderRef,
    // Delivered, hence revenue: a leak into A's counters or "top stores" would show.
    etat: 'livree',
    lines: [{ designation: hidden.article.designation, prix: 90_000 }],
  });

  // B's payout account, a paid payout and an entry of its ledger.
  await db.insert(comptesVersement).values({
    marchandId: partnerB.id,
    type: 'ccp',
    titulaire: B_SECRETS.storePayoutHolder,
    numero: '0099887766',
    cle: '13',
  });
  await makePayout(db, partnerB.id, 150_000, 'payee');
  await addEntry(db, partnerB.id, 330_000, { libelle: B_SECRETS.storeLedgerLabel });

  return {
    app,
    db,
    mailer,
    admin,
    clientA,
    clientB,
    partnerA,
    partnerB,
    revoked,
    tree,
    platformProduct,
    storeProduct,
    secretsOf: {
      client: [
        clientB.email,
        B_SECRETS.clientName,
        B_SECRETS.clientAddress,
        B_SECRETS.clientOrderRef,
        B_SECRETS.clientCoupon,
      ],
      marchand: [
        partnerB.email,
        B_SECRETS.storeName,
        B_SECRETS.storeArticle,
        B_SECRETS.storePromotion,
        B_SECRETS.storeOrderRef,
        B_SECRETS.clientName,
        B_SECRETS.storePayoutHolder,
        B_SECRETS.storeLedgerLabel,
      ],
    },
  };
}

// ---------------------------------------------------------------- calls

export interface Probe {
  /** Path parameters (`*` for a wildcard). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** A JSON body, or a string sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The token of the owner's call when not the actor's own (logout ends a session of its own). */
  token?: string;
}

/** `/api/v1/x/:id/*` with the probe's parameters. */
export function fillPath(path: string, params: Probe['params'] = {}): string {
  return path.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`${path}: no value for ${whole}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}

export function send(
  app: FastifyInstance,
  method: string,
  path: string,
  probe: Probe,
  token: string | null,
): Promise<LightMyRequestResponse> {
  const query = probe.query ? `?${new URLSearchParams(probe.query)}` : '';
  const headers = { ...(probe.headers ?? {}), ...(token ? bearer(token) : {}) };
  const body = probe.body;
  return app.inject({
    method: method as InjectOptions['method'],
    url: `${fillPath(path, probe.params)}${query}`,
    headers,
    ...(body === undefined ? {} : typeof body === 'string' ? { payload: body } : { payload: body as object }),
  });
}

// ---------------------------------------------------------------- "nothing changed"

let fingerprintSql: string | undefined;

/**
 * A digest of every row of every table: equal before and after a refused call means the call
 * changed nothing, wherever it might have written. Sessions are compared on who owns them only
 * (a token's sliding expiry moves on every use, by design). The app's committed jobs are run first
 * (`jobs.drain()`): a job of an earlier call, still running in the background, must not pass for a
 * write of the call under test, and a job a refused call queued shows in the tables it writes.
 */
export async function dbFingerprint(app: FastifyInstance, db: Db): Promise<Record<string, string>> {
  await app.jobs.drain();
  if (!fingerprintSql) {
    const tables = (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    fingerprintSql = tables.rows
      .map(({ tablename }) => {
        const row = tablename === 'access_tokens' ? '(x.id, x.role, x.owner_id)' : 'x';
        return `select '${tablename}' as t, count(*)::int as n, md5(coalesce(string_agg(${row}::text, '|' order by ${row}::text), '')) as h from "${tablename}" x`;
      })
      .join(' union all ');
  }
  const result = (await db.execute(sql.raw(fingerprintSql))) as unknown as {
    rows: { t: string; n: number; h: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

// ---------------------------------------------------------------- objects

/** A new account of `role` (not one of the cast), e.g. the target of a block or of a password reset. */
export async function throwawayAccount(w: World, role: Role) {
  if (role === 'client') return makeClient(w.db);
  if (role === 'marchand') return makeMarchand(w.db);
  return makeAdmin(w.db);
}

/** Asks for a reset link for `email` and returns the raw token read from the e-mail. */
export async function resetTokenFor(w: World, role: Role, email: string): Promise<string> {
  const before = w.mailer.sent.length;
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/v1/${role}/forgot-password`,
    payload: { email },
  });
  if (res.statusCode !== 200) throw new Error(`forgot-password ${role}: ${res.statusCode}`);
  await settlePendingMail();
  await w.app.jobs.drain();
  const mail = w.mailer.sent[before];
  const match = mail && /reset-password(?:-partenaire)?\/([A-Za-z0-9_-]{20,})/.exec(mail.text);
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

export async function makeContact(db: Db) {
  const [row] = await db
    .insert(contacts)
    .values({
      nom: 'Khelifi',
      prenom: 'Sara',
      telephone: '0550123456',
      email: 'sara.khelifi@exemple.dz',
      sujet: 'Livraison',
      msg: 'Bonjour, livrez-vous à Béjaïa ?',
    })
    .returning();
  return row;
}

export async function makeSponsor(db: Db) {
  const [row] = await db
    .insert(sponsors)
    .values({ nom: 'Sponsor Matrice', url: 'https://exemple.dz' })
    .returning();
  return row;
}

let demandes = 0;
export async function makeDemande(db: Db) {
  const i = ++demandes;
  const [row] = await db
    .insert(demandeComptes)
    .values({
      nom: 'Haddad',
      prenom: 'Nadia',
      telephone: '0550123456',
      email: `demande-matrice${i}@exemple.dz`,
      designationMagasin: `Épices Matrice ${i}`,
      adresseMagasin: '3 rue Larbi Ben Mhidi',
      wilayaMagasin: '16 - Alger',
      description: 'Épices et thés.',
    })
    .returning();
  return row;
}
