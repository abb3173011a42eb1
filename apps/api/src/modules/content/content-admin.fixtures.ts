import type { FastifyInstance } from 'fastify';
import { makeSession } from '../accounts/accounts.fixtures';

/** Test helpers of the administrator's site-content calls (categories, sponsors, founders, ads). */

/** An admin, a partner and a client, each with a live token. */
export async function contentSessions(app: FastifyInstance) {
  const [admin, partner, client] = [
    await makeSession(app, 'user'),
    await makeSession(app, 'marchand'),
    await makeSession(app, 'client'),
  ];
  return { admin: admin.token, partner: partner.token, client: client.token };
}

/** Every admin content call with a body good enough to pass validation (auth tests). */
export const CONTENT_ADMIN_CALLS: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
  ['GET', 'v1/user/categories'],
  ['GET', 'v1/user/categoriesWithoutPagination'],
  ['POST', 'v1/user/categorieAdd'],
  ['POST', 'v1/user/categorieEdit/1'],
  ['DELETE', 'v1/user/categorieDelete/1'],
  ['POST', 'v1/user/souscategorieAdd'],
  ['POST', 'v1/user/souscategorieEdit/1'],
  ['DELETE', 'v1/user/souscategorieDelete/1'],
  ['GET', 'v1/user/sponsors'],
  ['POST', 'v1/user/sponsorAdd'],
  ['POST', 'v1/user/sponsorEdit/1'],
  ['DELETE', 'v1/user/sponsorDelete/1'],
  ['GET', 'v1/user/aboutShow'],
  ['POST', 'v1/user/aboutAdd'],
  ['GET', 'v1/user/fondateurs'],
  ['POST', 'v1/user/fondateurAdd'],
  ['POST', 'v1/user/fondateurEdit/1'],
  ['DELETE', 'v1/user/fondateurDelete/1'],
  ['GET', 'v1/user/pubsAccueil'],
  ['GET', 'v1/user/pubsShop'],
  ['GET', 'v1/user/pubsCategorie'],
  ['POST', 'v1/user/pubAdd'],
  ['DELETE', 'v1/user/pubDelete/1'],
  ['POST', 'v1/user/pubChangerEtat/1'],
];
