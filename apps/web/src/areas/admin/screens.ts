import type { ComponentType } from 'react';

/**
 * The admin area's screens, by name, each loaded on use: the route table (app/router.tsx) reaches
 * them through this module, itself loaded with the area's first screen, so the table in every
 * storefront page carries no list of the area's chunks (docs/decisions/0042-fewer-larger-chunks.md).
 */
export const adminScreens = {
  DashboardPage: () => import('@/areas/admin/pages/dashboard-page').then((m) => m.DashboardPage),
  ClientsPage: () => import('@/areas/admin/pages/clients-page').then((m) => m.ClientsPage),
  ClientProfilePage: () => import('@/areas/admin/pages/client-profile-page').then((m) => m.ClientProfilePage),
  ShopsPage: () => import('@/areas/admin/pages/shops-page').then((m) => m.ShopsPage),
  ShopProfilePage: () => import('@/areas/admin/pages/shop-profile-page').then((m) => m.ShopProfilePage),
  ShopProductsPage: () => import('@/areas/admin/pages/shop-products-page').then((m) => m.ShopProductsPage),
  CategoriesPage: () => import('@/areas/admin/pages/categories-page').then((m) => m.CategoriesPage),
  ArticlesPage: () => import('@/areas/admin/pages/articles-page').then((m) => m.ArticlesPage),
  ArticleCreatePage: () => import('@/areas/admin/pages/article-create-page').then((m) => m.ArticleCreatePage),
  ArticleUpdatePage: () => import('@/areas/admin/pages/article-update-page').then((m) => m.ArticleUpdatePage),
  ArticleDetailPage: () => import('@/areas/admin/pages/article-detail-page').then((m) => m.ArticleDetailPage),
  OrdersPage: () => import('@/areas/admin/pages/orders-page').then((m) => m.OrdersPage),
  OrderDetailPage: () => import('@/areas/admin/pages/order-detail-page').then((m) => m.OrderDetailPage),
  CouponsPage: () => import('@/areas/admin/pages/coupons-page').then((m) => m.CouponsPage),
  SponsorsPage: () => import('@/areas/admin/pages/sponsors-page').then((m) => m.SponsorsPage),
  FinancesPage: () => import('@/areas/admin/pages/finances-page').then((m) => m.FinancesPage),
  ReturnsPage: () => import('@/areas/admin/pages/returns-page').then((m) => m.ReturnsPage),
  SynonymsPage: () => import('@/areas/admin/pages/synonyms-page').then((m) => m.SynonymsPage),
  FailedJobsPage: () => import('@/areas/admin/pages/failed-jobs-page').then((m) => m.FailedJobsPage),
  PromotionsPage: () => import('@/areas/admin/pages/promotions-page').then((m) => m.PromotionsPage),
  ConfigurationPage: () => import('@/areas/admin/pages/configuration-page').then((m) => m.ConfigurationPage),
  DeliveryPage: () => import('@/areas/admin/pages/delivery-page').then((m) => m.DeliveryPage),
  FoundersPage: () => import('@/areas/admin/pages/founders-page').then((m) => m.FoundersPage),
  AdsPage: () => import('@/areas/admin/pages/ads-page').then((m) => m.AdsPage),
  PartnerRequestsPage: () =>
    import('@/areas/admin/pages/partner-requests-page').then((m) => m.PartnerRequestsPage),
  ContactsPage: () => import('@/areas/admin/pages/contacts-page').then((m) => m.ContactsPage),
  AuditLogPage: () => import('@/areas/admin/pages/audit-log-page').then((m) => m.AuditLogPage),
  AdminLoginPage: () => import('@/areas/admin/auth/admin-login-page').then((m) => m.AdminLoginPage),
  AdminRegisterPage: () => import('@/areas/admin/auth/admin-register-page').then((m) => m.AdminRegisterPage),
  AdminForgotPasswordPage: () =>
    import('@/areas/admin/auth/admin-forgot-password-page').then((m) => m.AdminForgotPasswordPage),
  AdminResetPasswordPage: () =>
    import('@/areas/admin/auth/admin-reset-password-page').then((m) => m.AdminResetPasswordPage),
  AdminLayout: () => import('@/areas/admin/layout/admin-layout').then((m) => m.AdminLayout),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminScreen = keyof typeof adminScreens;
