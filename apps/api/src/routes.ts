import type { FastifyInstance } from 'fastify';
import { accountsModule } from './modules/accounts/auth.routes';
import { catalogPublicRoutes } from './modules/catalog/public.routes';
import { catalogArticlesPublicRoutes } from './modules/catalog/public-articles.routes';
import { contactsPublicRoutes } from './modules/contacts/public.routes';
import { contentPublicRoutes } from './modules/content/public.routes';
import { partnerRequestsPublicRoutes } from './modules/partner-requests/public.routes';
import { shopsPublicRoutes } from './modules/shops/public.routes';
import { authPlugin } from './plugins/auth';

/**
 * Every module's routes, mounted under /api. One line per module plugin; keep it sorted by domain.
 */
export async function registerModules(app: FastifyInstance) {
  // Bearer tokens, request.actor and the shared rate limiter, for every module below.
  await app.register(authPlugin);
  await app.register(accountsModule);
  await app.register(catalogPublicRoutes);
  await app.register(catalogArticlesPublicRoutes);
  await app.register(contactsPublicRoutes);
  await app.register(contentPublicRoutes);
  await app.register(partnerRequestsPublicRoutes);
  await app.register(shopsPublicRoutes);
}
