import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from './lib/rate-limiter';
import { accountsModule } from './modules/accounts';
import { articleManagementAdminRoutes, articleManagementPartnerRoutes } from './modules/article-management';
import { auditAdminRoutes, auditPlugin } from './modules/audit';
import { cartClientRoutes } from './modules/cart';
import {
  catalogAdminRoutes,
  catalogArticlesPublicRoutes,
  catalogPublicRoutes,
  searchSynonymsAdminRoutes,
} from './modules/catalog';
import { clientsAdminRoutes } from './modules/clients';
import { contactsAdminRoutes, contactsPublicRoutes } from './modules/contacts';
import { contentAdminRoutes, contentPublicRoutes, mediaSweep } from './modules/content';
import { couponsAdminRoutes, couponsClientRoutes } from './modules/coupons';
import { dashboardRoutes } from './modules/dashboard';
import { deliveryRoutes } from './modules/delivery';
import {
  financesAdminRoutes,
  financesPartnerRoutes,
  partnerMonthsRoutes,
  payoutsAdminRoutes,
  payoutsPartnerRoutes,
  statementsPartnerRoutes,
} from './modules/finances';
import { deadLettersAdminRoutes } from './modules/jobs';
import { orderFeedRoutes } from './modules/notifications';
import { orderExpirySweep, ordersBackofficeRoutes, ordersClientRoutes } from './modules/orders';
import { partnerRequestsAdminRoutes, partnerRequestsPublicRoutes } from './modules/partner-requests';
import { paymentsClientRoutes, paymentsWebhookRoutes } from './modules/payments';
import { profileAdminRoutes, profileClientRoutes } from './modules/profile';
import { promotionsRoutes } from './modules/promotions';
import { returnsRoutes } from './modules/returns';
import { reviewsClientRoutes } from './modules/reviews';
import { shopsAdminRoutes, shopsPublicRoutes, storeProfileRoutes } from './modules/shops';
import { authPlugin } from './plugins/auth';
import { httpCachePlugin } from './plugins/http-cache';

/**
 * Every module's routes, mounted under /api. One line per module plugin; keep it sorted by domain.
 */
export async function registerModules(app: FastifyInstance, opts: { rateLimiter?: RateLimiter }) {
  // Bearer tokens, request.actor and the shared rate limiter, for every module below.
  await app.register(authPlugin, { rateLimiter: opts.rateLimiter });
  // Cache-Control/ETag: public for routes marked PUBLIC_CACHE, private no-store for everything else.
  await app.register(httpCachePlugin);
  // Records every successful admin write (needs request.actor, so right after authPlugin).
  await app.register(auditPlugin);
  await app.register(accountsModule);
  await app.register(articleManagementAdminRoutes);
  await app.register(articleManagementPartnerRoutes);
  await app.register(auditAdminRoutes);
  await app.register(cartClientRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(catalogPublicRoutes);
  await app.register(catalogArticlesPublicRoutes);
  await app.register(searchSynonymsAdminRoutes);
  await app.register(clientsAdminRoutes);
  await app.register(contactsAdminRoutes);
  await app.register(contactsPublicRoutes);
  await app.register(contentAdminRoutes);
  await app.register(contentPublicRoutes);
  await app.register(couponsAdminRoutes);
  await app.register(couponsClientRoutes);
  await app.register(dashboardRoutes);
  await app.register(deliveryRoutes);
  await app.register(financesAdminRoutes);
  await app.register(financesPartnerRoutes);
  await app.register(partnerMonthsRoutes);
  await app.register(payoutsAdminRoutes);
  await app.register(payoutsPartnerRoutes);
  await app.register(statementsPartnerRoutes);
  await app.register(deadLettersAdminRoutes);
  await app.register(orderFeedRoutes);
  await app.register(ordersBackofficeRoutes);
  await app.register(ordersClientRoutes);
  // Cancels unpaid card orders past UNPAID_ORDER_TTL_HOURS, every few minutes (off in tests).
  await app.register(orderExpirySweep);
  // Removes pictures no row shows, older than an hour, every hour (off in tests).
  await app.register(mediaSweep);
  await app.register(partnerRequestsAdminRoutes);
  await app.register(partnerRequestsPublicRoutes);
  await app.register(paymentsClientRoutes);
  // Signed provider notifications; keeps raw JSON bodies for the signature, in its own scope only.
  await app.register(paymentsWebhookRoutes);
  await app.register(profileAdminRoutes);
  await app.register(profileClientRoutes);
  await app.register(promotionsRoutes);
  await app.register(returnsRoutes);
  await app.register(reviewsClientRoutes);
  await app.register(shopsAdminRoutes);
  await app.register(shopsPublicRoutes);
  await app.register(storeProfileRoutes);
}
