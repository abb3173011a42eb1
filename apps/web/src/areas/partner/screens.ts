import type { ComponentType } from 'react';

/**
 * The partner area's screens, by name, each loaded on use: the route table (app/router.tsx) reaches
 * them through this module, itself loaded with the area's first screen, so the table in every
 * storefront page carries no list of the area's chunks (docs/decisions/0042-fewer-larger-chunks.md).
 */
export const partnerScreens = {
  PartnerDashboardPage: () =>
    import('@/areas/partner/pages/dashboard-page').then((m) => m.PartnerDashboardPage),
  PartnerArticlesPage: () => import('@/areas/partner/pages/articles-page').then((m) => m.PartnerArticlesPage),
  PartnerArticleCreatePage: () =>
    import('@/areas/partner/pages/article-create-page').then((m) => m.PartnerArticleCreatePage),
  PartnerArticleUpdatePage: () =>
    import('@/areas/partner/pages/article-update-page').then((m) => m.PartnerArticleUpdatePage),
  PartnerArticleDetailPage: () =>
    import('@/areas/partner/pages/article-detail-page').then((m) => m.PartnerArticleDetailPage),
  PartnerPromotionsPage: () =>
    import('@/areas/partner/pages/promotions-page').then((m) => m.PartnerPromotionsPage),
  PartnerOrdersPage: () => import('@/areas/partner/pages/orders-page').then((m) => m.PartnerOrdersPage),
  PartnerOrderDetailPage: () =>
    import('@/areas/partner/pages/order-detail-page').then((m) => m.PartnerOrderDetailPage),
  PartnerFinancesPage: () => import('@/areas/partner/pages/finances-page').then((m) => m.PartnerFinancesPage),
  PartnerReturnsPage: () => import('@/areas/partner/pages/returns-page').then((m) => m.PartnerReturnsPage),
  PartnerReturnDetailPage: () =>
    import('@/areas/partner/pages/return-detail-page').then((m) => m.PartnerReturnDetailPage),
  PartnerLoginPage: () => import('@/areas/partner/auth/partner-login-page').then((m) => m.PartnerLoginPage),
  PartnerLayout: () => import('@/areas/partner/layout/partner-layout').then((m) => m.PartnerLayout),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PartnerScreen = keyof typeof partnerScreens;
