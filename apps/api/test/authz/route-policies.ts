import type { Role } from '../../src/db/schema/accounts';
import { ecritures } from '../../src/db/schema/finances';
import {
  articleForm,
  makeManagedArticle,
  png,
} from '../../src/modules/article-management/article-management.fixtures';
import { insertSynonyme } from '../../src/modules/catalog/search-synonyms.repository';
import { makePayout, payoutReadyStore } from '../../src/modules/finances/payouts.fixtures';
import { makeDeadLetter } from '../../src/modules/jobs/jobs.fixtures';
import { makeOrder } from '../../src/modules/orders/backoffice-orders.fixtures';
import { makeProduct, PLACE } from '../../src/modules/orders/orders.fixtures';
import { GOOD_CARD, orderOf } from '../../src/modules/payments/payments.fixtures';
import { makeSellableArticle, promotionForm } from '../../src/modules/promotions/promotions.fixtures';
import { makeRetour } from '../../src/modules/returns/returns.fixtures';
import {
  makeCategorie,
  makeClientCoupon,
  makeCouponModel,
  makeFondateur,
  makePanierLigne,
  makePromotion,
  makePublicite,
  makeSousCategorie,
} from '../factories';
import {
  makeContact,
  makeDemande,
  makeSponsor,
  type Probe,
  resetTokenFor,
  throwawayAccount,
  type World,
} from './authz.fixtures';

/**
 * THE authorization policy of every API route (docs/reliability.md, Authorization matrix), read by
 * authorization-matrix.test.ts, which fails when the running app has a route missing here or this file
 * names a route it lacks.
 *
 * Key: `METHOD /path` exactly as Fastify registers it (`:params`, `*`). HEAD routes are Fastify's
 * automatic twins of GET routes and follow their GET's policy.
 *
 * - `audience`: who may call it. 'public' (anyone, no token), 'webhook' (no token: a provider
 *   signature), 'scraper' (the METRICS_TOKEN of the matrix's configuration, sent by `request`: 401
 *   without it, and an account's token grants nothing; decision 0048), or the one role whose token it requires: 'client', 'marchand' (partner), 'user'
 *   (administrator). A role route answers 401 without a token or with a revoked one, 403 with a
 *   token of another role, unless `refusals` says otherwise and why.
 * - `request(w)`: a well-formed call of the role's "A" account (client A, partner A, the admin); for
 *   routes that take an object (id, slug, reference, or an id in the body) it first builds an
 *   object OWNED BY A with the factories. The refusals above are sent with this same request, so a
 *   route that forgot its check would succeed and be caught.
 * - `status`: what A's own call answers.
 * - `foreign`: object routes. By default the same request (A's object) sent by the other account of
 *   the same role (client B, partner B) answers `foreign.status` (404: another owner's object is
 *   not revealed), and the database is byte-for-byte unchanged. With `foreign.request`, A itself
 *   sends a request on an object it does not own (the administrator on a store's object, a
 *   partner on the platform's own object).
 */

/** The metrics scraper's token in the matrix's configuration. */
export const MATRIX_METRICS_TOKEN = 'matrice-metrics-token-0123456789';

export type Audience = 'public' | 'webhook' | 'scraper' | Role;

export interface ForeignPolicy {
  status: number;
  /** Another object than A's, sent by A (default: A's request sent by B). */
  request?: (w: World) => Promise<Probe> | Probe;
  why?: string;
}

export interface RoutePolicy {
  audience: Audience;
  status: number;
  request?: (w: World) => Promise<Probe> | Probe;
  foreign?: ForeignPolicy | ForeignPolicy[];
  /** Refusals that are not the usual 401 / 403, with the reason. */
  refusals?: { anonymous?: number; revoked?: number; otherRole?: number; why: string };
}

// ---------------------------------------------------------------- objects and bodies

type Manager = 'marchand' | 'user';
/** The id of the store whose objects the actor of `role` owns (null: the platform's). */
const storeOf = (w: World, role: Manager) => (role === 'marchand' ? w.partnerA.id : null);

/** An article with options, a stock entry, a photo and a review, owned by the actor of `role`. */
const ownArticle = (w: World, role: Manager, over: { withStock?: boolean; valide?: number } = {}) =>
  makeManagedArticle(w.db, w.tree.sousCategorie.id, { marchandId: storeOf(w, role), valide: 1, ...over });
/** Partner A's article: read-only for the administrator. */
const storeArticle = (w: World, over: { withStock?: boolean } = {}) => ownArticle(w, 'marchand', over);

type Managed = Awaited<ReturnType<typeof makeManagedArticle>>;

/** A valid articleEdit body of the fixture article (options kept by id, texts changed). */
const articleEditBody = async (w: World, m: Managed) =>
  articleForm(w.tree, {
    designation: 'Modifié par la matrice',
    options: [
      {
        id: m.taille.id,
        designation: 'Taille',
        sous_options: [
          { id: m.s.id, designation: 'S' },
          { id: m.m.id, designation: 'M' },
        ],
      },
      { id: m.couleur.id, designation: 'Couleur', sous_options: [{ id: m.rouge.id, designation: 'Rouge' }] },
    ],
    galeries: [],
  });

/** The M-Rouge variant, which the fixture article does not have yet. */
const stockAddBody = (m: Managed) => ({
  article_id: m.article.id,
  prix: 1800,
  quantite: 4,
  sous_options: [
    { option_id: m.taille.id, id: m.m.id },
    { option_id: m.couleur.id, id: m.rouge.id },
  ],
});

const articleProbes = (role: Manager) => ({
  show: async (w: World): Promise<Probe> => ({ params: { slug: (await ownArticle(w, role)).article.slug } }),
  edit: async (w: World, m?: Managed): Promise<Probe> => {
    const a = m ?? (await ownArticle(w, role));
    return { params: { id: a.article.id }, body: await articleEditBody(w, a) };
  },
  remove: async (w: World, m?: Managed): Promise<Probe> => ({
    params: { id: (m ?? (await ownArticle(w, role, { withStock: false }))).article.id },
  }),
  galerie: async (w: World, m?: Managed): Promise<Probe> => {
    const a = m ?? (await ownArticle(w, role));
    return { params: { articleId: a.article.id, galerieId: a.galerie.id } };
  },
  note: async (w: World): Promise<Probe> => {
    const a = await ownArticle(w, role);
    return { params: { articleId: a.article.id, noteId: a.note.id } };
  },
  stockAdd: async (w: World, m?: Managed): Promise<Probe> => ({
    body: stockAddBody(m ?? (await ownArticle(w, role))),
  }),
  stockEdit: async (w: World, m?: Managed): Promise<Probe> => ({
    params: { id: (m ?? (await ownArticle(w, role))).stock?.id ?? 0 },
    body: { prix: 1234.5, quantite: 7 },
  }),
  stockDelete: async (w: World, m?: Managed): Promise<Probe> => ({
    params: { id: (m ?? (await ownArticle(w, role))).stock?.id ?? 0 },
  }),
});
const partnerArticle = articleProbes('marchand');
const adminArticle = articleProbes('user');

/** The administrator on partner A's article: it may read it but not change its content (403). */
const storeReadOnly = (build: (w: World, m: Managed) => Promise<Probe>): ForeignPolicy => ({
  status: 403,
  request: async (w) => build(w, await storeArticle(w, { withStock: true })),
  why: "a store's article is read-only for the administrator (decision 0010)",
});

/** An order of client A sold by the actor of `role` (platform order for the administrator). */
const ownSale = (w: World, role: Manager, etat?: 'en_attente_de_validation') =>
  makeOrder(w.db, { clientId: w.clientA.id, marchandId: storeOf(w, role), etat });

/** A cash-on-delivery order of the actor of `role` on its way to the client (a delivery can fail). */
const ownShipment = (w: World, role: Manager) =>
  makeOrder(w.db, { clientId: w.clientA.id, marchandId: storeOf(w, role), etat: 'en_cours_de_livraison' });

/** A fresh sellable article of the actor of `role`, in no promotion. */
const freshArticle = (w: World, role: Manager) =>
  makeSellableArticle(w.db, w.tree.sousCategorie.id, { marchandId: storeOf(w, role) });

const ownPromotion = async (w: World, role: Manager) => {
  const article = await freshArticle(w, role);
  const promotion = await makePromotion(w.db, [article.id], { marchandId: storeOf(w, role) });
  return { article, promotion };
};

/** Partner A's promotion seen by the administrator: not one of the platform's, so a 404. */
const storePromotion = (build: (p: Awaited<ReturnType<typeof ownPromotion>>) => Probe): ForeignPolicy => ({
  status: 404,
  request: async (w) => build(await ownPromotion(w, 'marchand')),
  why: "the administrator manages the platform's promotions only",
});

const promotionProbes = (role: Manager) => ({
  add: async (w: World): Promise<Probe> => ({ body: promotionForm([(await freshArticle(w, role)).id]) }),
  edit: async (w: World): Promise<Probe> => {
    const { article, promotion } = await ownPromotion(w, role);
    return { params: { id: promotion.id }, body: promotionForm([article.id], { pourcentage: 35 }) };
  },
  byId: async (w: World): Promise<Probe> => ({ params: { id: (await ownPromotion(w, role)).promotion.id } }),
});

/**
 * A partner route's other owners: partner B on partner A's object, and partner A on the platform's
 * own object (`platform` builds the administrator's version of the same request): both 404.
 */
const notTheStore = (platform: (w: World) => Promise<Probe>): ForeignPolicy[] => [
  { status: 404 },
  { status: 404, request: platform, why: "the platform's own objects are not the store's" },
];

const storeProfileBody = (row: { email: string }, over: object = {}) => ({
  nom: 'Haddad',
  prenom: 'Karim',
  email: row.email,
  telephone: '0661234567',
  designation_magasin: 'Atelier Amrane',
  adresse_magasin: 'Cité 500 logements',
  wilaya_magasin: '16 - Alger',
  ...over,
});

const clientProfileBody = {
  nom: 'Amrani',
  prenom: 'Lina',
  genre: 'femme',
  telephone: '0550123456',
  adresse: '12 rue Didouche Mourad',
  wilaya: '16 - Alger',
};

/** The sessions routes of each role: login, logout, forgot-password, reset-password. */
function sessionPolicies(role: Role, prefix: string): Record<string, RoutePolicy> {
  const actorOf = (w: World) => (role === 'client' ? w.clientA : role === 'marchand' ? w.partnerA : w.admin);
  return {
    [`POST ${prefix}/login`]: {
      audience: 'public',
      status: 200,
      request: (w) => ({ body: { email: actorOf(w).email, password: 'Secret123!' } }),
    },
    [`POST ${prefix}/logout`]: {
      audience: role,
      status: 200,
      // A session of its own: the owner's call ends it.
      request: async (w) => ({
        token: (
          await w.app.inject({
            method: 'POST',
            url: `${prefix}/login`,
            payload: { email: actorOf(w).email, password: 'Secret123!' },
          })
        ).json().token,
      }),
    },
    [`POST ${prefix}/forgot-password`]: {
      audience: 'public',
      status: 200,
      request: async (w) => ({ body: { email: (await throwawayAccount(w, role)).email } }),
    },
    [`POST ${prefix}/reset-password`]: {
      audience: 'public',
      status: 200,
      request: async (w) => {
        const token = await resetTokenFor(w, role, (await throwawayAccount(w, role)).email);
        return {
          body: { token, password: 'Nouveau-mot-2-passe', password_confirmation: 'Nouveau-mot-2-passe' },
        };
      },
    },
  };
}

const range = { query: { dateDebut: '2020-01-01', dateFin: '2099-12-31' } };

// ---------------------------------------------------------------- the policies

export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  // ------------------------------------------------ infrastructure (no data)
  'GET /api/health': { audience: 'public', status: 200 },
  'GET /api/ready': { audience: 'public', status: 200 },
  'GET /api/docs': { audience: 'public', status: 200 },
  'GET /api/docs/json': { audience: 'public', status: 200 },
  'GET /api/docs/yaml': { audience: 'public', status: 200 },
  // @fastify/swagger-ui sends its own index back to /api/docs.
  'GET /api/docs/static/index.html': { audience: 'public', status: 302 },
  'GET /api/docs/static/swagger-initializer.js': { audience: 'public', status: 200 },
  'GET /api/docs/static/*': {
    audience: 'public',
    status: 200,
    request: () => ({ params: { '*': 'swagger-ui.css' } }),
  },
  // Prometheus's scrape (plugins/metrics.ts): the metrics token, never an account's.
  'GET /metrics': {
    audience: 'scraper',
    status: 200,
    request: () => ({ headers: { authorization: `Bearer ${MATRIX_METRICS_TOKEN}` } }),
  },
  'GET /media/*': {
    audience: 'public',
    status: 200,
    request: async (w) => ({
      params: { '*': (await w.app.media.saveDataUrl(await png('#0a9396'))).url.slice('/media/'.length) },
    }),
  },

  // ------------------------------------------------ search engines (modules/seo, at the site's root)
  'GET /robots.txt': { audience: 'public', status: 200 },
  'GET /sitemap.xml': { audience: 'public', status: 200 },
  'GET /sitemap-categories.xml': { audience: 'public', status: 200 },
  'GET /sitemap-shops.xml': { audience: 'public', status: 200 },
  'GET /sitemap-products-:page.xml': {
    audience: 'public',
    status: 200,
    request: () => ({ params: { page: 1 } }),
  },

  // ------------------------------------------------ accounts
  ...sessionPolicies('client', '/api/v1/client'),
  ...sessionPolicies('marchand', '/api/v1/marchand'),
  ...sessionPolicies('user', '/api/v1/user'),
  'POST /api/v1/client/register': {
    audience: 'public',
    status: 201,
    request: () => ({
      body: {
        ...clientProfileBody,
        email: `inscription-${Date.now()}@exemple.dz`,
        password: 'une phrase de passe',
        password_confirmation: 'une phrase de passe',
      },
    }),
  },
  'POST /api/v1/user/register': {
    audience: 'user',
    status: 201,
    request: () => ({
      body: {
        name: 'Second Admin',
        email: `admin-${Date.now()}@exemple.dz`,
        password: 'une phrase de passe',
        password_confirmation: 'une phrase de passe',
      },
    }),
    refusals: {
      anonymous: 403,
      revoked: 403,
      why: 'open to anyone only while no administrator exists; after that an administrator only, and anyone else is refused (403) before the body is read',
    },
  },

  // ------------------------------------------------ storefront (public)
  'GET /api/v1/about': { audience: 'public', status: 200 },
  'GET /api/v1/about/summary': { audience: 'public', status: 200 },
  'GET /api/v1/livraisonConfig': { audience: 'public', status: 200 },
  'GET /api/v1/accueil/allArticles': { audience: 'public', status: 200 },
  'GET /api/v1/articleShow/:id': {
    audience: 'public',
    status: 200,
    request: (w) => ({ params: { id: w.platformProduct.article.id } }),
  },
  'GET /api/v1/articleShowBySlug/:slug': {
    audience: 'public',
    status: 200,
    request: (w) => ({ params: { slug: w.platformProduct.article.slug } }),
  },
  'GET /api/v1/articles/:sous_categorie_id': {
    audience: 'public',
    status: 200,
    request: (w) => ({ params: { sous_categorie_id: w.platformProduct.article.sousCategorieId } }),
  },
  'GET /api/v1/articlesMarchand/:shopId': {
    audience: 'public',
    status: 200,
    request: (w) => ({ params: { shopId: w.partnerA.id } }),
  },
  'GET /api/v1/articlesMieuxNotes': { audience: 'public', status: 200 },
  'GET /api/v1/articlesPlusCommandes': { audience: 'public', status: 200 },
  'GET /api/v1/articlesPromo': { audience: 'public', status: 200 },
  'GET /api/v1/newArticles': { audience: 'public', status: 200 },
  'GET /api/v1/categories': { audience: 'public', status: 200 },
  'GET /api/v1/categorieShow/:slug': {
    audience: 'public',
    status: 200,
    request: (w) => ({ params: { slug: w.tree.categorie.slug } }),
  },
  'GET /api/v1/marchands': { audience: 'public', status: 200 },
  'GET /api/v1/marchandShow/:slug': {
    audience: 'public',
    status: 200,
    request: (w) => ({ params: { slug: w.partnerA.slug ?? '' } }),
  },
  'GET /api/v1/pubs': { audience: 'public', status: 200 },
  'GET /api/v1/pubsWithArticles': { audience: 'public', status: 200 },
  'GET /api/v1/rechercheArticles': {
    audience: 'public',
    status: 200,
    request: () => ({ query: { search: 'Tapis' } }),
  },
  'GET /api/v1/sponsors': { audience: 'public', status: 200 },
  'GET /api/v1/like/:id': {
    audience: 'public',
    status: 200,
    request: (w) => ({ params: { id: w.platformProduct.article.id } }),
  },
  'POST /api/v1/contactAdd': {
    audience: 'public',
    status: 201,
    request: () => ({
      body: {
        nom: 'Khelifi',
        prenom: 'Sara',
        telephone: '0550123456',
        email: 'sara@exemple.dz',
        sujet: 'Question',
        msg: 'Bonjour !',
      },
    }),
  },
  'POST /api/v1/demandeCompte': {
    audience: 'public',
    status: 201,
    request: () => ({
      body: {
        nom: 'Haddad',
        prenom: 'Nadia',
        telephone: '0550123456',
        email: `candidature-${Date.now()}@exemple.dz`,
        designation_magasin: 'Épices du Sud',
        adresse_magasin: '3 rue Larbi Ben Mhidi',
        wilaya_magasin: '16 - Alger',
        description: 'Épices et thés.',
      },
    }),
  },

  // ------------------------------------------------ payment providers
  'POST /api/v1/webhooks/stripe': {
    audience: 'webhook',
    status: 400,
    request: () => ({
      body: JSON.stringify({ id: 'evt_matrice', type: 'payment_intent.succeeded' }),
      headers: { 'content-type': 'application/json' },
    }),
  },
  'POST /api/v1/webhooks/chargily': {
    audience: 'webhook',
    // Chargily is switched off in this app (its switch would route CIB payments away from the sandbox).
    status: 404,
    request: () => ({
      body: JSON.stringify({ id: 'evt_matrice', type: 'checkout.paid' }),
      headers: { 'content-type': 'application/json' },
    }),
  },

  // ------------------------------------------------ client area
  'GET /api/v1/client/profilShow': { audience: 'client', status: 200 },
  'GET /api/v1/client/retours': { audience: 'client', status: 200 },
  'POST /api/v1/client/retourAdd': {
    audience: 'client',
    status: 201,
    request: async (w) => {
      const { order, line } = await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id });
      return {
        body: {
          commande_id: order.id,
          lignes: [{ commande_ligne_id: line.id, quantite: 1 }],
          motif: 'autre',
        },
      };
    },
    foreign: { status: 404 },
  },
  'POST /api/v1/client/retourAnnuler/:id': {
    audience: 'client',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id })).retour.id,
      },
    }),
    foreign: { status: 404 },
  },
  'POST /api/v1/client/retourLitige/:id': {
    audience: 'client',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id, etat: 'refuse' }))
          .retour.id,
      },
      body: { commentaire: 'Article neuf' },
    }),
    foreign: { status: 404 },
  },
  'POST /api/v1/client/profilEdit': {
    audience: 'client',
    status: 200,
    request: () => ({ body: clientProfileBody }),
  },
  'POST /api/v1/client/langue': {
    audience: 'client',
    status: 200,
    request: () => ({ body: { langue: 'ar' } }),
  },
  'GET /api/v1/client/panierShow': { audience: 'client', status: 200 },
  'GET /api/v1/client/fraisLivraison': {
    audience: 'client',
    status: 200,
    request: () => ({ query: { wilaya: '16' } }),
  },
  'POST /api/v1/client/panierAdd': {
    audience: 'client',
    status: 200,
    request: async (w) => ({ body: { stock_article_id: (await makeProduct(w.db)).stock.id, quantite: 1 } }),
  },
  'DELETE /api/v1/client/panierDelete/:id': {
    audience: 'client',
    status: 200,
    request: async (w) => {
      const { stock } = await makeProduct(w.db);
      await makePanierLigne(w.db, w.clientA.id, stock.id);
      return { params: { id: stock.id } };
    },
    foreign: { status: 404 },
  },
  'POST /api/v1/client/commandeAdd': {
    audience: 'client',
    status: 201,
    request: async (w) => ({
      body: {
        ...PLACE,
        type_paiement: 'livraison',
        stock_articles: [{ stock_article_id: (await makeProduct(w.db)).stock.id, quantite: 1 }],
      },
    }),
  },
  'GET /api/v1/client/commandes': { audience: 'client', status: 200 },
  'DELETE /api/v1/client/commandeDelete/:id': {
    audience: 'client',
    status: 200,
    request: async (w) => ({ params: { id: (await makeOrder(w.db, { clientId: w.clientA.id })).id } }),
    foreign: { status: 404 },
  },
  'POST /api/v1/client/commandeScanne/:id': {
    audience: 'client',
    status: 200,
    request: async (w) => {
      const order = await makeOrder(w.db, { clientId: w.clientA.id, etat: 'en_cours_de_livraison' });
      return { params: { id: order.id }, body: { code: order.qrToken } };
    },
    foreign: { status: 404, why: 'even with the right QR text, another client cannot confirm the delivery' },
  },
  'POST /api/v1/client/commandePayer/:commande_id': {
    audience: 'client',
    status: 200,
    request: async (w) => ({
      params: { commande_id: (await orderOf(w.db, w.clientA.id, { typePaiement: 'cib' })).id },
      body: { cardPaiement: GOOD_CARD },
    }),
    foreign: { status: 404 },
  },
  'GET /api/v1/client/paiementConfig': { audience: 'client', status: 200 },
  'GET /api/v1/client/coupons': { audience: 'client', status: 200 },
  'GET /api/v1/client/couponShow/:code': {
    audience: 'client',
    status: 200,
    request: async (w) => {
      const model = await makeCouponModel(w.db);
      return { params: { code: (await makeClientCoupon(w.db, w.clientA.id, model.id)).code } };
    },
    foreign: { status: 401, why: 'client spec: a code the client cannot use is a 401, without saying why' },
  },
  'POST /api/v1/client/notationAdd': {
    audience: 'client',
    status: 201,
    request: (w) => ({
      body: { article_id: w.platformProduct.article.id, note: 4, commentaire: 'Très beau.' },
    }),
  },

  // ------------------------------------------------ partner: articles and stock
  'GET /api/v1/marchand/articles': { audience: 'marchand', status: 200 },
  'GET /api/v1/marchand/categories': { audience: 'marchand', status: 200 },
  'GET /api/v1/marchand/countArticles': { audience: 'marchand', status: 200, request: () => range },
  'GET /api/v1/marchand/articleShow/:slug': {
    audience: 'marchand',
    status: 200,
    request: partnerArticle.show,
    foreign: notTheStore(adminArticle.show),
  },
  'POST /api/v1/marchand/articleAdd': {
    audience: 'marchand',
    status: 201,
    request: async (w) => ({ body: await articleForm(w.tree) }),
  },
  'POST /api/v1/marchand/articleEdit/:id': {
    audience: 'marchand',
    status: 200,
    request: (w) => partnerArticle.edit(w),
    foreign: notTheStore((w) => adminArticle.edit(w)),
  },
  'DELETE /api/v1/marchand/articleDelete/:id': {
    audience: 'marchand',
    status: 200,
    request: (w) => partnerArticle.remove(w),
    foreign: notTheStore((w) => adminArticle.remove(w)),
  },
  'POST /api/v1/marchand/articleChangerEtat/:id': {
    audience: 'marchand',
    status: 200,
    // An active article: its partner may block it.
    request: async (w) => ({ params: { id: (await ownArticle(w, 'marchand')).article.id } }),
    foreign: notTheStore((w) => adminArticle.remove(w)),
  },
  'DELETE /api/v1/marchand/galerieDelete/:articleId/:galerieId': {
    audience: 'marchand',
    status: 200,
    request: (w) => partnerArticle.galerie(w),
    foreign: notTheStore((w) => adminArticle.galerie(w)),
  },
  'DELETE /api/v1/marchand/noteDelete/:articleId/:noteId': {
    audience: 'marchand',
    status: 200,
    request: partnerArticle.note,
    foreign: notTheStore(adminArticle.note),
  },
  'POST /api/v1/marchand/stockarticleAdd': {
    audience: 'marchand',
    status: 201,
    request: (w) => partnerArticle.stockAdd(w),
    foreign: notTheStore((w) => adminArticle.stockAdd(w)),
  },
  'POST /api/v1/marchand/stockarticleEdit/:id': {
    audience: 'marchand',
    status: 200,
    request: (w) => partnerArticle.stockEdit(w),
    foreign: notTheStore((w) => adminArticle.stockEdit(w)),
  },
  'DELETE /api/v1/marchand/stockarticleDelete/:id': {
    audience: 'marchand',
    status: 200,
    request: (w) => partnerArticle.stockDelete(w),
    foreign: notTheStore((w) => adminArticle.stockDelete(w)),
  },

  // ------------------------------------------------ partner: promotions
  'GET /api/v1/marchand/promotions': { audience: 'marchand', status: 200 },
  'POST /api/v1/marchand/promotionAdd': {
    audience: 'marchand',
    status: 201,
    request: promotionProbes('marchand').add,
  },
  'POST /api/v1/marchand/promotionEdit/:id': {
    audience: 'marchand',
    status: 200,
    request: promotionProbes('marchand').edit,
    foreign: notTheStore(promotionProbes('user').edit),
  },
  'POST /api/v1/marchand/promotionChangerEtat/:id': {
    audience: 'marchand',
    status: 200,
    request: promotionProbes('marchand').byId,
    foreign: notTheStore(promotionProbes('user').byId),
  },
  'DELETE /api/v1/marchand/promotionDelete/:id': {
    audience: 'marchand',
    status: 200,
    request: promotionProbes('marchand').byId,
    foreign: notTheStore(promotionProbes('user').byId),
  },

  // ------------------------------------------------ partner: payouts and statement
  'POST /api/v1/marchand/langue': {
    audience: 'marchand',
    status: 200,
    request: () => ({ body: { langue: 'ar' } }),
  },
  'GET /api/v1/marchand/compteVersement': { audience: 'marchand', status: 200 },
  'POST /api/v1/marchand/compteVersementEdit': {
    audience: 'marchand',
    status: 200,
    request: () => ({ body: { type: 'rib', titulaire: 'Magasin A', numero: '00799999001234567890' } }),
  },
  'GET /api/v1/marchand/versements': { audience: 'marchand', status: 200 },
  // Returns (docs/product/orders-and-money.md, Returns and refunds): another client's or store's
  // return is a 404; the administrator acts as seller of the platform's orders only.
  'GET /api/v1/marchand/retours': { audience: 'marchand', status: 200 },
  'GET /api/v1/marchand/retours/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id })).retour.id,
      },
    }),
    foreign: { status: 404 },
  },
  'POST /api/v1/marchand/retourAccepter/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id })).retour.id,
      },
    }),
    foreign: { status: 404 },
  },
  'POST /api/v1/marchand/retourRefuser/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id })).retour.id,
      },
      body: { motif: 'Article utilisé' },
    }),
    foreign: { status: 404 },
  },
  'POST /api/v1/marchand/retourRecu/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id, etat: 'accepte' }))
          .retour.id,
      },
      body: { remise_en_stock: false },
    }),
    foreign: { status: 404 },
  },
  'POST /api/v1/marchand/retourRembourse/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id, etat: 'recu' }))
          .retour.id,
      },
      body: { reference: 'VIR-MATRICE' },
    }),
    foreign: { status: 404 },
  },
  'POST /api/v1/marchand/versementAdd': {
    audience: 'marchand',
    status: 201,
    request: async (w) => {
      await payoutReadyStore(w.db, w.partnerA.id);
      return { body: { montant: 1000 } };
    },
  },
  'GET /api/v1/marchand/releve': {
    audience: 'marchand',
    status: 200,
    request: () => ({ query: { dateDebut: '2026-01-01', dateFin: '2026-12-31', format: 'csv' } }),
  },

  // ------------------------------------------------ partner: orders and dashboard
  'GET /api/v1/marchand/commandes': { audience: 'marchand', status: 200 },
  'GET /api/v1/marchand/commandeslatest': { audience: 'marchand', status: 200 },
  'GET /api/v1/marchand/commandesExport': {
    audience: 'marchand',
    status: 200,
    // A partner asking for the stores' tab still gets its own store only.
    request: () => ({ query: { scope: 'marchands' } }),
  },
  'GET /api/v1/marchand/countNouvellesCommandes': { audience: 'marchand', status: 200 },
  // Server-Sent Events: `fin=1` sends the opening event and ends, so the matrix is not held open.
  'GET /api/v1/marchand/commandesFlux': {
    audience: 'marchand',
    status: 200,
    request: () => ({ query: { fin: '1' } }),
  },
  'GET /api/v1/marchand/commandeShow/:reference': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({ params: { reference: (await ownSale(w, 'marchand')).ref } }),
    foreign: notTheStore(async (w) => ({ params: { reference: (await ownSale(w, 'user')).ref } })),
  },
  'GET /api/v1/marchand/commandeFacture/:reference': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({ params: { reference: (await ownSale(w, 'marchand')).ref } }),
    foreign: notTheStore(async (w) => ({ params: { reference: (await ownSale(w, 'user')).ref } })),
  },
  'POST /api/v1/marchand/commandeChangerEtat/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: { id: (await ownSale(w, 'marchand', 'en_attente_de_validation')).id },
      body: { etat: 'en_attente_de_livraison' },
    }),
    foreign: notTheStore(async (w) => ({
      params: { id: (await ownSale(w, 'user', 'en_attente_de_validation')).id },
      body: { etat: 'en_attente_de_livraison' },
    })),
  },
  'POST /api/v1/marchand/commandeAppel/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: { id: (await ownSale(w, 'marchand')).id },
      body: { resultat: 'confirmee' },
    }),
    foreign: notTheStore(async (w) => ({
      params: { id: (await ownSale(w, 'user')).id },
      body: { resultat: 'confirmee' },
    })),
  },
  'POST /api/v1/marchand/commandeEchecLivraison/:id': {
    audience: 'marchand',
    status: 200,
    request: async (w) => ({
      params: { id: (await ownShipment(w, 'marchand')).id },
      body: { motif: 'refusee' },
    }),
    foreign: notTheStore(async (w) => ({
      params: { id: (await ownShipment(w, 'user')).id },
      body: { motif: 'refusee' },
    })),
  },
  'GET /api/v1/marchand/countCommandes': { audience: 'marchand', status: 200, request: () => range },
  'GET /api/v1/marchand/countRevenues': { audience: 'marchand', status: 200, request: () => range },
  'GET /api/v1/marchand/statistiques': { audience: 'marchand', status: 200, request: () => range },
  'GET /api/v1/marchand/countCommandesMarchand/:id': {
    audience: 'marchand',
    status: 200,
    request: (w) => ({ params: { id: w.partnerA.id } }),
    foreign: { status: 404 },
  },
  'GET /api/v1/marchand/countRevenuesMarchand/:id': {
    audience: 'marchand',
    status: 200,
    request: (w) => ({ params: { id: w.partnerA.id } }),
    foreign: { status: 404 },
  },

  // ------------------------------------------------ partner: finances
  'GET /api/v1/marchand/solde': { audience: 'marchand', status: 200 },
  'GET /api/v1/marchand/ecritures': {
    audience: 'marchand',
    status: 200,
    request: async (w) => {
      // Store B's entry carries one of B's private texts: A's ledger must never show it.
      await w.db.insert(ecritures).values([
        {
          marchandId: w.partnerB.id,
          type: 'ajustement',
          montant: 100,
          libelle: `Ajustement — ${w.secretsOf.marchand[0]}`,
        },
        { marchandId: w.partnerA.id, type: 'ajustement', montant: 100, libelle: 'Ajustement — A' },
      ]);
      return {};
    },
  },

  'GET /api/v1/marchand/financesMois': { audience: 'marchand', status: 200 },

  // ------------------------------------------------ partner: store profile
  'GET /api/v1/marchand/profilShow': { audience: 'marchand', status: 200 },
  'POST /api/v1/marchand/profilEdit': {
    audience: 'marchand',
    status: 200,
    request: (w) => ({ body: storeProfileBody(w.partnerA) }),
  },

  // ------------------------------------------------ admin: own account
  'GET /api/v1/user/profilShow': { audience: 'user', status: 200 },
  'POST /api/v1/user/profilEdit': {
    audience: 'user',
    status: 200,
    request: () => ({ body: { name: 'Admin Souk' } }),
  },

  // ------------------------------------------------ admin: articles and stock
  'GET /api/v1/user/articles': { audience: 'user', status: 200 },
  'GET /api/v1/user/articlesMarchands': { audience: 'user', status: 200 },
  'GET /api/v1/user/countArticles': { audience: 'user', status: 200, request: () => range },
  'GET /api/v1/user/countArticlesMarchand/:id': {
    audience: 'user',
    status: 200,
    request: (w) => ({ params: { id: w.partnerA.id } }),
  },
  'GET /api/v1/user/articleShow/:slug': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { slug: (await storeArticle(w)).article.slug } }),
  },
  'POST /api/v1/user/articleAdd': {
    audience: 'user',
    status: 201,
    request: async (w) => ({ body: await articleForm(w.tree) }),
  },
  'POST /api/v1/user/articleEdit/:id': {
    audience: 'user',
    status: 200,
    request: (w) => adminArticle.edit(w),
    foreign: storeReadOnly(adminArticle.edit),
  },
  'DELETE /api/v1/user/articleDelete/:id': {
    audience: 'user',
    status: 200,
    request: (w) => adminArticle.remove(w),
    foreign: storeReadOnly(adminArticle.remove),
  },
  'POST /api/v1/user/articleChangerEtat/:id': {
    audience: 'user',
    status: 200,
    // The administrator validates and blocks every article, the stores' included.
    request: async (w) => ({ params: { id: (await storeArticle(w)).article.id } }),
  },
  'DELETE /api/v1/user/galerieDelete/:articleId/:galerieId': {
    audience: 'user',
    status: 200,
    request: (w) => adminArticle.galerie(w),
    foreign: storeReadOnly(adminArticle.galerie),
  },
  'DELETE /api/v1/user/noteDelete/:articleId/:noteId': {
    audience: 'user',
    status: 200,
    // Review moderation covers the stores' articles too (docs/product/admin.md).
    request: async (w) => {
      const a = await storeArticle(w);
      return { params: { articleId: a.article.id, noteId: a.note.id } };
    },
  },
  'POST /api/v1/user/stockarticleAdd': {
    audience: 'user',
    status: 201,
    request: (w) => adminArticle.stockAdd(w),
    foreign: storeReadOnly(adminArticle.stockAdd),
  },
  'POST /api/v1/user/stockarticleEdit/:id': {
    audience: 'user',
    status: 200,
    request: (w) => adminArticle.stockEdit(w),
    foreign: storeReadOnly(adminArticle.stockEdit),
  },
  'DELETE /api/v1/user/stockarticleDelete/:id': {
    audience: 'user',
    status: 200,
    request: (w) => adminArticle.stockDelete(w),
    foreign: storeReadOnly(adminArticle.stockDelete),
  },

  // ------------------------------------------------ admin: promotions
  'GET /api/v1/user/promotions': { audience: 'user', status: 200 },
  'POST /api/v1/user/promotionAdd': { audience: 'user', status: 201, request: promotionProbes('user').add },
  'POST /api/v1/user/promotionEdit/:id': {
    audience: 'user',
    status: 200,
    request: promotionProbes('user').edit,
    foreign: storePromotion(({ article, promotion }) => ({
      params: { id: promotion.id },
      body: promotionForm([article.id]),
    })),
  },
  'POST /api/v1/user/promotionChangerEtat/:id': {
    audience: 'user',
    status: 200,
    request: promotionProbes('user').byId,
    foreign: storePromotion(({ promotion }) => ({ params: { id: promotion.id } })),
  },
  'DELETE /api/v1/user/promotionDelete/:id': {
    audience: 'user',
    status: 200,
    request: promotionProbes('user').byId,
    foreign: storePromotion(({ promotion }) => ({ params: { id: promotion.id } })),
  },

  // ------------------------------------------------ admin: orders and dashboard
  'GET /api/v1/user/commandes': { audience: 'user', status: 200 },
  'GET /api/v1/user/commandesMarchands': { audience: 'user', status: 200 },
  'GET /api/v1/user/commandeslatest': { audience: 'user', status: 200 },
  'GET /api/v1/user/commandesFlux': {
    audience: 'user',
    status: 200,
    request: () => ({ query: { fin: '1' } }),
  },
  'GET /api/v1/user/commandesExport': {
    audience: 'user',
    status: 200,
    request: () => ({ query: { scope: 'marchands' } }),
  },
  'GET /api/v1/user/commandeShow/:reference': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { reference: (await ownSale(w, 'marchand')).ref } }),
  },
  'GET /api/v1/user/versements': { audience: 'user', status: 200 },
  'GET /api/v1/user/retours': { audience: 'user', status: 200 },
  'POST /api/v1/user/retourArbitrer/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id, etat: 'litige' }))
          .retour.id,
      },
      body: { decision: 'accepter', motif: 'Photos probantes' },
    }),
  },
  'POST /api/v1/user/retourAccepter/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: null })).retour.id },
    }),
    foreign: {
      status: 404,
      why: "a store's return: the administrator is the seller of the platform's orders only",
      request: async (w) => ({
        params: {
          id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id })).retour.id,
        },
      }),
    },
  },
  'POST /api/v1/user/retourRefuser/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: null })).retour.id },
      body: { motif: 'Article utilisé' },
    }),
    foreign: {
      status: 404,
      why: "a store's return: the administrator is the seller of the platform's orders only",
      request: async (w) => ({
        params: {
          id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id })).retour.id,
        },
        body: { motif: 'Article utilisé' },
      }),
    },
  },
  'POST /api/v1/user/retourRecu/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: {
        id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: null, etat: 'accepte' })).retour.id,
      },
      body: { remise_en_stock: false },
    }),
    foreign: {
      status: 404,
      why: "a store's return: the administrator is the seller of the platform's orders only",
      request: async (w) => ({
        params: {
          id: (await makeRetour(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id, etat: 'accepte' }))
            .retour.id,
        },
        body: { remise_en_stock: false },
      }),
    },
  },
  'POST /api/v1/user/retourRembourse/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: {
        id: (
          await makeRetour(w.db, {
            clientId: w.clientA.id,
            marchandId: w.partnerA.id,
            etat: 'recu',
            typePaiement: 'cib',
          })
        ).retour.id,
      },
      body: { reference: 'CIB-MATRICE' },
    }),
  },
  // Store B's requested payout (store A's may be open already: one request per store).
  'POST /api/v1/user/versementPayer/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makePayout(w.db, w.partnerB.id, 100_000)).id },
      body: { reference: 'VIR-MATRICE' },
    }),
  },
  'POST /api/v1/user/versementRefuser/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makePayout(w.db, w.partnerB.id, 100_000)).id },
      body: { motif: 'Refus de la matrice' },
    }),
  },
  'GET /api/v1/user/commandeFacture/:reference': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { reference: (await ownSale(w, 'marchand')).ref } }),
  },
  'POST /api/v1/user/commandeChangerEtat/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await ownSale(w, 'user', 'en_attente_de_validation')).id },
      body: { etat: 'en_attente_de_livraison' },
    }),
    foreign: {
      status: 403,
      request: async (w) => ({
        params: { id: (await ownSale(w, 'marchand', 'en_attente_de_validation')).id },
        body: { etat: 'en_attente_de_livraison' },
      }),
      why: "the administrator moves the platform's orders only; a store's order is refused",
    },
  },
  'POST /api/v1/user/commandeAppel/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await ownSale(w, 'user')).id },
      body: { resultat: 'injoignable' },
    }),
    foreign: {
      status: 403,
      request: async (w) => ({
        params: { id: (await ownSale(w, 'marchand')).id },
        body: { resultat: 'injoignable' },
      }),
      why: "the administrator confirms the platform's orders only; a store's order is its merchant's",
    },
  },
  'POST /api/v1/user/commandeEchecLivraison/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await ownShipment(w, 'user')).id },
      body: { motif: 'injoignable' },
    }),
    foreign: {
      status: 403,
      request: async (w) => ({
        params: { id: (await ownShipment(w, 'marchand')).id },
        body: { motif: 'injoignable' },
      }),
      why: "the administrator records failed deliveries of the platform's orders only",
    },
  },
  'POST /api/v1/user/commandeCorrigerLivraison/:id': {
    audience: 'user',
    status: 200,
    // Every order, the stores' too: the administrator is the one who corrects a delivery (decision 0032).
    request: async (w) => ({
      params: {
        id: (await makeOrder(w.db, { clientId: w.clientA.id, marchandId: w.partnerA.id, etat: 'livree' })).id,
      },
      body: { motif: 'Scanné avant la remise du colis' },
    }),
  },
  'GET /api/v1/user/marchandShowCommandes/:id': {
    audience: 'user',
    status: 200,
    request: (w) => ({ params: { id: w.partnerA.id } }),
  },
  'GET /api/v1/user/countCommandes': { audience: 'user', status: 200, request: () => range },
  'GET /api/v1/user/countRevenues': { audience: 'user', status: 200, request: () => range },
  'GET /api/v1/user/countCategories': { audience: 'user', status: 200, request: () => range },
  'GET /api/v1/user/statistiques': { audience: 'user', status: 200, request: () => range },
  'GET /api/v1/user/countCommandesMarchand/:id': {
    audience: 'user',
    status: 200,
    request: (w) => ({ params: { id: w.partnerA.id } }),
  },
  'GET /api/v1/user/countRevenuesMarchand/:id': {
    audience: 'user',
    status: 200,
    request: (w) => ({ params: { id: w.partnerA.id } }),
  },

  // ------------------------------------------------ admin: finances
  'GET /api/v1/user/commissions': { audience: 'user', status: 200 },
  'POST /api/v1/user/commissionEdit': {
    audience: 'user',
    status: 200,
    request: (w) => ({ body: { portee: 'marchand', id: w.partnerA.id, taux: 7.5 } }),
  },
  'GET /api/v1/user/financesConfig': { audience: 'user', status: 200 },
  'POST /api/v1/user/financesConfigEdit': {
    audience: 'user',
    status: 200,
    request: () => ({
      body: {
        commission_defaut: 10,
        delai_retenue_jours: 7,
        delai_retour_jours: 30,
        versement_minimum: 1000,
      },
    }),
  },
  'GET /api/v1/user/soldes': { audience: 'user', status: 200 },
  'GET /api/v1/user/ecritures/:marchandId': {
    audience: 'user',
    status: 200,
    request: (w) => ({ params: { marchandId: w.partnerA.id } }),
  },
  'POST /api/v1/user/reglementAdd': {
    audience: 'user',
    status: 201,
    request: (w) => ({ body: { marchand_id: w.partnerA.id, montant: 120, reference: 'VIR-MATRICE' } }),
  },
  'POST /api/v1/user/ajustementAdd': {
    audience: 'user',
    status: 201,
    request: (w) => ({ body: { marchand_id: w.partnerA.id, montant: -15, motif: 'Correction' } }),
  },
  'GET /api/v1/user/revenus': { audience: 'user', status: 200 },

  // ------------------------------------------------ admin: catalogue structure
  'GET /api/v1/user/categories': { audience: 'user', status: 200 },
  'GET /api/v1/user/categoriesWithoutPagination': { audience: 'user', status: 200 },
  'POST /api/v1/user/categorieAdd': {
    audience: 'user',
    status: 201,
    request: async () => ({ body: { designation: 'Maroquinerie', url_image: await png('#94d2bd') } }),
  },
  'POST /api/v1/user/categorieEdit/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makeCategorie(w.db)).id },
      body: { designation: 'Renommée' },
    }),
  },
  'DELETE /api/v1/user/categorieDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeCategorie(w.db)).id } }),
  },
  'POST /api/v1/user/souscategorieAdd': {
    audience: 'user',
    status: 201,
    request: async (w) => ({
      body: { categorie_id: w.tree.categorie.id, designation: 'Sacs', url_image: await png('#ee9b00') },
    }),
  },
  'POST /api/v1/user/souscategorieEdit/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makeSousCategorie(w.db, w.tree.categorie.id)).id },
      body: { designation: 'Renommée' },
    }),
  },
  'DELETE /api/v1/user/souscategorieDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeSousCategorie(w.db, w.tree.categorie.id)).id } }),
  },

  // ------------------------------------------------ admin: people
  'GET /api/v1/user/clients': { audience: 'user', status: 200 },
  'GET /api/v1/user/clientsExport': { audience: 'user', status: 200 },
  'GET /api/v1/user/clientShow/:slug': {
    audience: 'user',
    status: 200,
    request: (w) => ({ params: { slug: w.clientA.slug ?? '' } }),
  },
  'POST /api/v1/user/clientChangerEtat/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await throwawayAccount(w, 'client')).id } }),
  },
  'GET /api/v1/user/marchands': { audience: 'user', status: 200 },
  'GET /api/v1/user/marchandShow/:slug': {
    audience: 'user',
    status: 200,
    request: (w) => ({ params: { slug: w.partnerA.slug ?? '' } }),
  },
  'POST /api/v1/user/marchandEdit/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => {
      const store = await throwawayAccount(w, 'marchand');
      return { params: { id: store.id }, body: storeProfileBody(store, { designation_magasin: 'Renommé' }) };
    },
  },
  'GET /api/v1/user/demandeComptesInvalides': { audience: 'user', status: 200 },
  'GET /api/v1/user/demandeComptesValides': { audience: 'user', status: 200 },
  'POST /api/v1/user/createCompte': {
    audience: 'user',
    status: 201,
    request: async (w) => ({
      body: {
        id: (await makeDemande(w.db)).id,
        password: 'Partenaire2025!',
        password_confirmation: 'Partenaire2025!',
      },
    }),
  },
  'GET /api/v1/user/contacts': { audience: 'user', status: 200 },
  'GET /api/v1/user/countContactsNonLus': { audience: 'user', status: 200 },
  'GET /api/v1/user/contactShow/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeContact(w.db)).id } }),
  },
  'DELETE /api/v1/user/contactDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeContact(w.db)).id } }),
  },
  'GET /api/v1/user/auditLogs': { audience: 'user', status: 200 },

  // ------------------------------------------------ admin: coupons
  'GET /api/v1/user/coupons': { audience: 'user', status: 200 },
  'POST /api/v1/user/couponAdd': {
    audience: 'user',
    status: 201,
    request: () => ({ body: { designation: 'Fidélité', duree: 30, montant: 5000, remise: 500 } }),
  },
  'POST /api/v1/user/couponEdit/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makeCouponModel(w.db)).id },
      body: { designation: 'Fidélité+', duree: 45, montant: 6000, remise: 700 },
    }),
  },
  'POST /api/v1/user/couponChangerEtat/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeCouponModel(w.db)).id } }),
  },
  'DELETE /api/v1/user/couponDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeCouponModel(w.db)).id } }),
  },

  // ------------------------------------------------ admin: delivery fees
  'GET /api/v1/user/fraisLivraison': { audience: 'user', status: 200 },
  'POST /api/v1/user/fraisLivraisonEdit': {
    audience: 'user',
    status: 200,
    request: () => ({ body: { lignes: [{ wilaya_code: 16, domicile: 500, stop_desk: 300 }] } }),
  },
  'POST /api/v1/user/livraisonConfig': {
    audience: 'user',
    status: 200,
    request: () => ({ body: { livraison_gratuite_seuil: 10000, livraison_wilaya_origine: 16 } }),
  },

  // ------------------------------------------------ admin: site content
  'GET /api/v1/user/aboutShow': { audience: 'user', status: 200 },
  'POST /api/v1/user/aboutAdd': {
    audience: 'user',
    status: 200,
    request: () => ({
      body: {
        email: 'contact@souk.dz',
        telephone: '0550000000',
        adresse: '1 place des Martyrs, Alger',
        description: 'La place de marché algérienne.',
      },
    }),
  },
  'GET /api/v1/user/fondateurs': { audience: 'user', status: 200 },
  'POST /api/v1/user/fondateurAdd': {
    audience: 'user',
    status: 201,
    request: async () => ({
      body: { nom: 'Saadi', prenom: 'Yasmine', email: 'yasmine@souk.dz', url_photo: await png('#005f73') },
    }),
  },
  'POST /api/v1/user/fondateurEdit/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await makeFondateur(w.db)).id },
      body: { nom: 'Saadi', prenom: 'Yasmine', email: 'yasmine@souk.dz' },
    }),
  },
  'DELETE /api/v1/user/fondateurDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeFondateur(w.db)).id } }),
  },
  'GET /api/v1/user/sponsors': { audience: 'user', status: 200 },
  'POST /api/v1/user/sponsorAdd': {
    audience: 'user',
    status: 201,
    request: async () => ({ body: { nom: 'Djezzy', url_logo: await png('#ae2012') } }),
  },
  'POST /api/v1/user/sponsorEdit/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeSponsor(w.db)).id }, body: { nom: 'Mobilis' } }),
  },
  'DELETE /api/v1/user/sponsorDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makeSponsor(w.db)).id } }),
  },
  'GET /api/v1/user/tachesEchouees': { audience: 'user', status: 200 },
  'POST /api/v1/user/tacheRelancer/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: await makeDeadLetter(w.db) } }),
  },
  'DELETE /api/v1/user/tacheDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: await makeDeadLetter(w.db) } }),
  },
  'GET /api/v1/user/synonymes': { audience: 'user', status: 200 },
  'POST /api/v1/user/synonymeAdd': {
    audience: 'user',
    status: 201,
    request: async () => ({ body: { expressions: ['portable', 'téléphone'] } }),
  },
  'POST /api/v1/user/synonymeEdit/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({
      params: { id: (await insertSynonyme(w.db, ['portable', 'téléphone'])).id },
      body: { expressions: ['portable', 'mobile'] },
    }),
  },
  'DELETE /api/v1/user/synonymeDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await insertSynonyme(w.db, ['frigo', 'réfrigérateur'])).id } }),
  },
  'GET /api/v1/user/pubsAccueil': { audience: 'user', status: 200 },
  'GET /api/v1/user/pubsShop': { audience: 'user', status: 200 },
  'GET /api/v1/user/pubsCategorie': { audience: 'user', status: 200 },
  'POST /api/v1/user/pubAdd': {
    audience: 'user',
    status: 201,
    request: async () => ({ body: { type: 'banner1', url_image: await png('#9b2226') } }),
  },
  'POST /api/v1/user/pubChangerEtat/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makePublicite(w.db)).id } }),
  },
  'DELETE /api/v1/user/pubDelete/:id': {
    audience: 'user',
    status: 200,
    request: async (w) => ({ params: { id: (await makePublicite(w.db)).id } }),
  },
};
