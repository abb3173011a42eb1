import type { RouteName } from '@/app/route-names';
import type { ManagerKind } from '@/features/article-management/article-management-types';

/**
 * The article screens of each back-office, by route name (the Screens of docs/product/admin.md and
 * partner.md).
 */
export const ARTICLE_ROUTES: Readonly<
  Record<
    ManagerKind,
    { dashboard: RouteName; list: RouteName; create: RouteName; update: RouteName; detail: RouteName }
  >
> = {
  admin: {
    dashboard: 'dashboard',
    list: 'articles',
    create: 'createArticle',
    update: 'updateArticle',
    detail: 'articleDetail',
  },
  partner: {
    dashboard: 'dashboard-partenaire',
    list: 'articles-partenaire',
    create: 'createArticle-partenaire',
    update: 'updateArticle-partenaire',
    detail: 'articleDetail-partenaire',
  },
};
