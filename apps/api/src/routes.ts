import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from './lib/rate-limiter';
import { accountsModule } from './modules/accounts/auth.routes';
import { articleManagementAdminRoutes } from './modules/article-management/admin.routes';
import { articleManagementPartnerRoutes } from './modules/article-management/partner.routes';
import { auditAdminRoutes } from './modules/audit/admin.routes';
import { auditPlugin } from './modules/audit/audit.plugin';
import { cartClientRoutes } from './modules/cart/client.routes';
import { catalogAdminRoutes } from './modules/catalog/admin.routes';
import { catalogPublicRoutes } from './modules/catalog/public.routes';
import { catalogArticlesPublicRoutes } from './modules/catalog/public-articles.routes';
import { searchSynonymsAdminRoutes } from './modules/catalog/search-synonyms.routes';
import { clientsAdminRoutes } from './modules/clients/admin.routes';
import { contactsAdminRoutes } from './modules/contacts/admin.routes';
import { contactsPublicRoutes } from './modules/contacts/public.routes';
import { contentAdminRoutes } from './modules/content/admin.routes';
import { mediaSweep } from './modules/content/media-sweep.plugin';
import { contentPublicRoutes } from './modules/content/public.routes';
import { couponsAdminRoutes } from './modules/coupons/admin.routes';
import { couponsClientRoutes } from './modules/coupons/client.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { orderFeedRoutes } from './modules/notifications/order-feed.routes';
import { ordersBackofficeRoutes } from './modules/orders/backoffice-orders.routes';
import { ordersClientRoutes } from './modules/orders/client.routes';
import { orderExpirySweep } from './modules/orders/order-expiry.plugin';
import { partnerRequestsAdminRoutes } from './modules/partner-requests/admin.routes';
import { partnerRequestsPublicRoutes } from './modules/partner-requests/public.routes';
import { paymentsClientRoutes } from './modules/payments/client.routes';
import { paymentsWebhookRoutes } from './modules/payments/webhooks.routes';
import { profileAdminRoutes } from './modules/profile/admin.routes';
import { profileClientRoutes } from './modules/profile/client.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { reviewsClientRoutes } from './modules/reviews/client.routes';
import { shopsAdminRoutes } from './modules/shops/admin.routes';
import { shopsPublicRoutes } from './modules/shops/public.routes';
import { storeProfileRoutes } from './modules/shops/store-profile.routes';
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
  await app.register(reviewsClientRoutes);
  await app.register(shopsAdminRoutes);
  await app.register(shopsPublicRoutes);
  await app.register(storeProfileRoutes);
}
