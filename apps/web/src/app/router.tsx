import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  createContext,
  Navigate,
  type Params,
  type RouteObject,
  RouterContextProvider,
} from 'react-router';
import { GuestOnly, RequireSession, sendVisitorToLogin } from '@/app/guards';
import { NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';
import { RouteErrorPage } from '@/app/route-error-page';
import { ROUTES } from '@/app/route-names';
import type { AdminScreen } from '@/areas/admin/screens';
import type { PartnerScreen } from '@/areas/partner/screens';
import { cartQueryOptions } from '@/features/cart/api/get-cart';
import { preloadFirstScreenImages } from '@/features/cart/cart-line-images';
import { deliveryQuoteOptions } from '@/features/delivery/api/get-delivery-quote';
import type { FirstViewPage } from '@/lib/first-view';
import { loadBackofficeCatalogue, loadScreenStrings } from '@/lib/i18n';
import { hasStoredSession } from '@/lib/session-storage';
import { prefetchFirstView } from '@/ssr/first-view-queries';
import { PageLoader } from '@/ui/page-loader';

/**
 * The whole route table (docs/product/README.md, The route table of the web app). Every screen is a
 * lazy route, so each area ships as its own chunks: the storefront bundle never contains admin or
 * partner code.
 */

/** A screen outside the storefront first view: its chunk comes with the whole Mantine sheet and the
 * strings of such screens (lib/locales/screens/fr.ts). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), import('@/app/mantine-all-styles'), loadScreenStrings()]);
    return { Component: pick(module) };
  };
}

/**
 * The basket: a screen outside the first view whose components import the Mantine files they use
 * beyond the first view's (Checkbox, List, Radio…), so its chunk comes without the whole sheet
 * — 35 KB gzip the phone would fetch and parse before the basket's first line
 * (docs/decisions/0066-the-basket-with-its-own-styles.md).
 */
function ownStylesPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), loadScreenStrings()]);
    return { Component: pick(module) };
  };
}

/**
 * A storefront first-view screen (layout, home, category, shop, product, the list of shops, search,
 * login, registration): its Mantine components are
 * styled by the entry's per-component files (`mantine-first-view-styles.ts`), so its chunk carries
 * no Mantine sheet (docs/benchmarks.md: storefront bundle, CSS ≤ 15 KB gzip).
 */
function firstViewPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const lazy = async () => ({ Component: pick(await load()) });
  firstViewLazies.add(lazy);
  return lazy;
}

const firstViewLazies = new WeakSet<object>();

/**
 * Whether a route's `lazy` is a first-view page's (`firstViewPage`): code a link's page can have
 * fetched in idle time (app/linked-pages.ts) without the whole Mantine sheet the other screens bring.
 */
export function isFirstViewPage(lazy: unknown): boolean {
  return typeof lazy === 'function' && firstViewLazies.has(lazy);
}

/** The app's query client, as the routes' loaders read it (`createAppRouter`); null in a router without it. */
const queryClientContext = createContext<QueryClient | null>(null);

/**
 * Loader of the basket: its reply, then the pictures of its first-screen lines and the delivery quote
 * towards the profile's wilaya when it holds a line, are asked for as the route matches, beside the
 * page's code, rather than once the page has been drawn
 * (docs/decisions/0058-the-basket-without-its-order-form.md). Not awaited: the route does not
 * wait for them, and a failure is the page's to show (its query asks again).
 */
function askForBasket({ context }: { context: RouterContextProvider }) {
  const client = context.get(queryClientContext);
  if (!client || !hasStoredSession('client')) return null;
  void client
    .fetchQuery(cartQueryOptions())
    .then((cart) => {
      preloadFirstScreenImages(cart);
      return cart.stock_articles.length > 0 ? client.prefetchQuery(deliveryQuoteOptions(null)) : undefined;
    })
    .catch(() => undefined);
  return null;
}

/**
 * Loader of a page the server draws, for the app's navigations to it: its replies (`prefetchFirstView`,
 * the same the server asks for before drawing it) are asked for as the route matches, beside the page's
 * code, rather than once the code has come and the page has drawn — on the phone over 4G that is one or
 * two round trips less between a tap on a link and the page
 * (docs/decisions/0065-a-link-asks-for-its-page-beside-its-code.md). Not awaited: the navigation waits
 * for the code only, and a failure is the page's to show (its query asks again). Not run for the page
 * the app hydrates (its replies are in it: `createAppRouter`'s hydration data), nor on the server (no
 * query client in the static handler's context: the server asks before drawing).
 */
function askForDrawnPage(page: FirstViewPage) {
  return ({
    context,
    params,
    request,
  }: {
    context: RouterContextProvider;
    params: Params;
    request: Request;
  }) => {
    const client = context.get(queryClientContext);
    if (client) void prefetchFirstView(client, page, params, new URL(request.url).searchParams);
    return null;
  };
}

/**
 * A drawn page's loader, run again only for another address: a change of its search parameters alone
 * (a filter, the product modal's `?produit=`) is the page's own hooks' to follow, as before the loader.
 */
function drawnPageLoader(page: FirstViewPage): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: askForDrawnPage(page),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

/** A back-office layout renders once its strings are in: they are not in the storefront bundle. */
async function withBackofficeStrings<M>(layout: Promise<M>): Promise<M> {
  const [module] = await Promise.all([layout, loadBackofficeCatalogue()]);
  return module;
}

/**
 * A back-office screen, by its name in its area's list (areas/admin/screens.ts,
 * areas/partner/screens.ts). That list is a lazy module of its own: a lazy import written here would
 * bring the list of its screen's chunks into this table, which every storefront page runs before its
 * first tap answers (docs/decisions/0042-fewer-larger-chunks.md).
 */
function adminScreen(name: AdminScreen) {
  return lazyPage(
    async () => (await import('@/areas/admin/screens')).adminScreens[name](),
    (Component) => Component,
  );
}

function partnerScreen(name: PartnerScreen) {
  return lazyPage(
    async () => (await import('@/areas/partner/screens')).partnerScreens[name](),
    (Component) => Component,
  );
}

/** A back-office layout: rendered once the back-office strings are in. */
function backofficeLayout(load: () => Promise<ComponentType>) {
  return lazyPage(
    () => withBackofficeStrings(load()),
    (Component) => Component,
  );
}

const storefrontRoutes: RouteObject[] = [
  {
    id: 'Accueil',
    index: true,
    ...drawnPageLoader('home'),
    lazy: firstViewPage(
      () => import('@/areas/storefront/pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    id: 'Magasins',
    path: ROUTES.Magasins,
    ...drawnPageLoader('shops'),
    lazy: firstViewPage(
      () => import('@/areas/storefront/pages/shops-page'),
      (m) => m.ShopsPage,
    ),
  },
  {
    id: 'magasinProfile',
    path: ROUTES.magasinProfile,
    ...drawnPageLoader('shop'),
    lazy: firstViewPage(
      () => import('@/areas/storefront/pages/shop-page'),
      (m) => m.ShopPage,
    ),
  },
  {
    id: 'Categories',
    path: ROUTES.Categories,
    ...drawnPageLoader('category'),
    lazy: firstViewPage(
      () => import('@/areas/storefront/pages/category-page'),
      (m) => m.CategoryPage,
    ),
  },
  {
    id: 'produitDetail',
    path: ROUTES.produitDetail,
    ...drawnPageLoader('product'),
    lazy: firstViewPage(
      () => import('@/areas/storefront/pages/product-page'),
      (m) => m.ProductPage,
    ),
  },
  {
    id: 'SearchResult',
    path: ROUTES.SearchResult,
    ...drawnPageLoader('search'),
    lazy: firstViewPage(
      () => import('@/areas/storefront/pages/search-results-page'),
      (m) => m.SearchResultsPage,
    ),
  },
  {
    id: 'Apropos',
    path: ROUTES.Apropos,
    lazy: lazyPage(
      () => import('@/areas/storefront/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    id: 'Contact',
    path: ROUTES.Contact,
    lazy: lazyPage(
      () => import('@/areas/storefront/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    id: 'demandePartenaire',
    path: ROUTES.demandePartenaire,
    lazy: lazyPage(
      () => import('@/areas/storefront/pages/partner-request-page'),
      (m) => m.PartnerRequestPage,
    ),
  },
  {
    // The client's own pages (lib/client-pages.ts): a visitor is sent to login.
    id: 'client-only',
    element: <RequireSession kind="client" redirectTo={ROUTES.Login} />,
    loader: sendVisitorToLogin,
    children: [
      {
        id: 'Panier',
        path: ROUTES.Panier,
        loader: askForBasket,
        lazy: ownStylesPage(
          () => import('@/areas/storefront/pages/cart-page'),
          (m) => m.CartPage,
        ),
      },
      {
        id: 'Profile',
        path: ROUTES.Profile,
        lazy: lazyPage(
          () => import('@/areas/account/pages/profile-page'),
          (m) => m.ProfilePage,
        ),
      },
    ],
  },
  {
    element: <GuestOnly kind="client" redirectTo={ROUTES.Profile} />,
    children: [
      {
        id: 'Login',
        path: ROUTES.Login,
        lazy: firstViewPage(
          () => import('@/areas/account/pages/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        id: 'Register',
        path: ROUTES.Register,
        lazy: firstViewPage(
          () => import('@/areas/account/pages/register-page'),
          (m) => m.RegisterPage,
        ),
      },
      {
        id: 'forgotPassword',
        path: ROUTES.forgotPassword,
        lazy: lazyPage(
          () => import('@/areas/account/pages/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        id: 'resetPassword',
        path: ROUTES.resetPassword,
        lazy: lazyPage(
          () => import('@/areas/account/pages/reset-password-page'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        // Partner recovery is reached from the public login page; a logged-in partner has nothing
        // to recover, so it is also partner guest-only.
        element: <GuestOnly kind="partner" redirectTo={ROUTES['dashboard-partenaire']} />,
        children: [
          {
            id: 'forgotPasswordPartenaire',
            path: ROUTES.forgotPasswordPartenaire,
            lazy: lazyPage(
              () => import('@/areas/account/pages/partner-forgot-password-page'),
              (m) => m.PartnerForgotPasswordPage,
            ),
          },
          {
            id: 'resetPasswordPartenaire',
            path: ROUTES.resetPasswordPartenaire,
            lazy: lazyPage(
              () => import('@/areas/account/pages/partner-reset-password-page'),
              (m) => m.PartnerResetPasswordPage,
            ),
          },
        ],
      },
    ],
  },
];

const adminPages: RouteObject[] = [
  {
    id: 'dashboard',
    path: ROUTES.dashboard,
    lazy: adminScreen('DashboardPage'),
  },
  {
    id: 'clients',
    path: ROUTES.clients,
    lazy: adminScreen('ClientsPage'),
  },
  {
    id: 'clientProfile',
    path: ROUTES.clientProfile,
    lazy: adminScreen('ClientProfilePage'),
  },
  {
    id: 'magasins',
    path: ROUTES.magasins,
    lazy: adminScreen('ShopsPage'),
  },
  {
    id: 'magasinProfile-admin',
    path: ROUTES['magasinProfile-admin'],
    lazy: adminScreen('ShopProfilePage'),
  },
  {
    id: 'magasinProduits-admin',
    path: ROUTES['magasinProduits-admin'],
    lazy: adminScreen('ShopProductsPage'),
  },
  {
    id: 'categories',
    path: ROUTES.categories,
    lazy: adminScreen('CategoriesPage'),
  },
  {
    id: 'articles',
    path: ROUTES.articles,
    lazy: adminScreen('ArticlesPage'),
  },
  {
    id: 'createArticle',
    path: ROUTES.createArticle,
    lazy: adminScreen('ArticleCreatePage'),
  },
  {
    id: 'updateArticle',
    path: ROUTES.updateArticle,
    lazy: adminScreen('ArticleUpdatePage'),
  },
  {
    id: 'articleDetail',
    path: ROUTES.articleDetail,
    lazy: adminScreen('ArticleDetailPage'),
  },
  {
    id: 'commandes',
    path: ROUTES.commandes,
    lazy: adminScreen('OrdersPage'),
  },
  {
    // Also reached under the name commandeDetail2 (same path, see route-names.ts).
    id: 'commandeDetail',
    path: ROUTES.commandeDetail,
    lazy: adminScreen('OrderDetailPage'),
  },
  {
    id: 'coupons',
    path: ROUTES.coupons,
    lazy: adminScreen('CouponsPage'),
  },
  {
    id: 'sponsors',
    path: ROUTES.sponsors,
    lazy: adminScreen('SponsorsPage'),
  },
  {
    id: 'finances',
    path: ROUTES.finances,
    lazy: adminScreen('FinancesPage'),
  },
  {
    id: 'retours',
    path: ROUTES.retours,
    lazy: adminScreen('ReturnsPage'),
  },
  {
    id: 'synonymes',
    path: ROUTES.synonymes,
    lazy: adminScreen('SynonymsPage'),
  },
  {
    id: 'taches',
    path: ROUTES.taches,
    lazy: adminScreen('FailedJobsPage'),
  },
  {
    id: 'promotions',
    path: ROUTES.promotions,
    lazy: adminScreen('PromotionsPage'),
  },
  {
    id: 'configuration',
    path: ROUTES.configuration,
    lazy: adminScreen('ConfigurationPage'),
  },
  {
    id: 'livraison',
    path: ROUTES.livraison,
    lazy: adminScreen('DeliveryPage'),
  },
  {
    id: 'fondateurs',
    path: ROUTES.fondateurs,
    lazy: adminScreen('FoundersPage'),
  },
  {
    id: 'publicites',
    path: ROUTES.publicites,
    lazy: adminScreen('AdsPage'),
  },
  {
    id: 'partenaires',
    path: ROUTES.partenaires,
    lazy: adminScreen('PartnerRequestsPage'),
  },
  {
    id: 'contacts',
    path: ROUTES.contacts,
    lazy: adminScreen('ContactsPage'),
  },
  {
    id: 'auditLog',
    path: ROUTES.auditLog,
    lazy: adminScreen('AuditLogPage'),
  },
];

const adminRoutes: RouteObject = {
  path: ROUTES.admin,
  children: [
    { index: true, element: <Navigate to={ROUTES.dashboard} replace /> },
    {
      element: <GuestOnly kind="admin" redirectTo={ROUTES.dashboard} />,
      children: [
        {
          id: 'login-admin',
          path: ROUTES['login-admin'],
          lazy: adminScreen('AdminLoginPage'),
        },
        {
          id: 'register-admin',
          path: ROUTES['register-admin'],
          lazy: adminScreen('AdminRegisterPage'),
        },
        {
          id: 'forgotPasswordAdmin',
          path: ROUTES.forgotPasswordAdmin,
          lazy: adminScreen('AdminForgotPasswordPage'),
        },
        {
          id: 'resetPasswordAdmin',
          path: ROUTES.resetPasswordAdmin,
          lazy: adminScreen('AdminResetPasswordPage'),
        },
      ],
    },
    {
      element: <RequireSession kind="admin" redirectTo={ROUTES['login-admin']} />,
      children: [
        {
          id: 'admin-layout',
          lazy: backofficeLayout(async () =>
            (await import('@/areas/admin/screens')).adminScreens.AdminLayout(),
          ),
          children: adminPages,
        },
      ],
    },
    { id: 'admin-not-found', path: '*', Component: NotFoundPage },
  ],
};

const partnerPages: RouteObject[] = [
  {
    id: 'dashboard-partenaire',
    path: ROUTES['dashboard-partenaire'],
    lazy: partnerScreen('PartnerDashboardPage'),
  },
  {
    id: 'articles-partenaire',
    path: ROUTES['articles-partenaire'],
    lazy: partnerScreen('PartnerArticlesPage'),
  },
  {
    id: 'createArticle-partenaire',
    path: ROUTES['createArticle-partenaire'],
    lazy: partnerScreen('PartnerArticleCreatePage'),
  },
  {
    id: 'updateArticle-partenaire',
    path: ROUTES['updateArticle-partenaire'],
    lazy: partnerScreen('PartnerArticleUpdatePage'),
  },
  {
    id: 'articleDetail-partenaire',
    path: ROUTES['articleDetail-partenaire'],
    lazy: partnerScreen('PartnerArticleDetailPage'),
  },
  {
    id: 'promotions-partenaire',
    path: ROUTES['promotions-partenaire'],
    lazy: partnerScreen('PartnerPromotionsPage'),
  },
  {
    id: 'commandes-partenaire',
    path: ROUTES['commandes-partenaire'],
    lazy: partnerScreen('PartnerOrdersPage'),
  },
  {
    id: 'commandeDetail-partenaire',
    path: ROUTES['commandeDetail-partenaire'],
    lazy: partnerScreen('PartnerOrderDetailPage'),
  },
  {
    id: 'finances-partenaire',
    path: ROUTES['finances-partenaire'],
    lazy: partnerScreen('PartnerFinancesPage'),
  },
  {
    id: 'retours-partenaire',
    path: ROUTES['retours-partenaire'],
    lazy: partnerScreen('PartnerReturnsPage'),
  },
  {
    id: 'retourDetail-partenaire',
    path: ROUTES['retourDetail-partenaire'],
    lazy: partnerScreen('PartnerReturnDetailPage'),
  },
];

const partnerRoutes: RouteObject = {
  path: ROUTES.partenaire,
  children: [
    { index: true, element: <Navigate to={ROUTES['dashboard-partenaire']} replace /> },
    {
      element: <GuestOnly kind="partner" redirectTo={ROUTES['dashboard-partenaire']} />,
      children: [
        {
          id: 'login-partenaire',
          path: ROUTES['login-partenaire'],
          lazy: partnerScreen('PartnerLoginPage'),
        },
      ],
    },
    {
      element: <RequireSession kind="partner" redirectTo={ROUTES['login-partenaire']} />,
      children: [
        {
          id: 'partner-layout',
          lazy: backofficeLayout(async () =>
            (await import('@/areas/partner/screens')).partnerScreens.PartnerLayout(),
          ),
          children: partnerPages,
        },
      ],
    },
    { id: 'partner-not-found', path: '*', Component: NotFoundPage },
  ],
};

const storefront: RouteObject = {
  id: 'storefront',
  path: ROUTES.Accueil,
  lazy: firstViewPage(
    () => import('@/areas/storefront/layout/storefront-layout'),
    (m) => m.StorefrontLayout,
  ),
  children: storefrontRoutes,
};

const root = {
  id: 'root',
  Component: RootLayout,
  HydrateFallback: PageLoader,
  ErrorBoundary: RouteErrorPage,
} satisfies RouteObject;

export const routes: RouteObject[] = [
  {
    ...root,
    children: [
      storefront,
      adminRoutes,
      partnerRoutes,
      { id: 'not-found', path: '*', Component: NotFoundPage },
    ],
  },
];

/**
 * The part of the route table a server-drawn page is in: the root and the storefront's branch, the
 * same route objects as in `routes` (what is resolved here is resolved there). A drawn page's lazy
 * routes are matched in it before the app hydrates (`resolveLazyRoutes`): matching the whole table
 * compiled every back-office path too, a third of the app's start on a phone, which the router does
 * again when it is made (docs/decisions/0063-the-app-entry-in-a-task-of-its-own.md). The server draws
 * storefront pages only, whose addresses match the same routes in both tables (app/router.test.ts).
 */
export const drawnPageRoutes: RouteObject[] = [{ ...root, children: [storefront] }];

/**
 * The hydration data of a server-drawn page: every drawn page's loader counted as run (it asks for
 * replies the page already holds, `askForDrawnPage`), which tells the router the page is already shown
 * — no loader run, no loading, no scroll to the top.
 */
const drawnPageLoaderData = Object.fromEntries(
  storefrontRoutes.filter((route) => route.loader && route.id).map((route) => [route.id, null]),
);

/**
 * The app's router. `hydrated`: it takes over a server-drawn page whose route modules are loaded
 * (decision 0028, `resolveLazyRoutes`), with `drawnPageLoaderData`.
 */
export function createAppRouter({
  hydrated = false,
  queryClient,
}: {
  hydrated?: boolean;
  /** The app's query client, which loaders fill ahead of their pages (`askForBasket`, `askForDrawnPage`). */
  queryClient?: QueryClient;
} = {}) {
  return createBrowserRouter(routes, {
    basename: import.meta.env.BASE_URL,
    hydrationData: hydrated ? { loaderData: drawnPageLoaderData } : undefined,
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(queryClientContext, queryClient ?? null);
      return context;
    },
  });
}
