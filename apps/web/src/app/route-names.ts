/**
 * Route name → path, in one place. Names are the original screens' (one global namespace, as in the
 * original single router; docs/product/README.md, The route table of the web app). Links are built with
 * `pathFor` so a path changes here only.
 */
export const ROUTES = {
  // Storefront (public)
  Accueil: '/',
  Magasins: '/magasins',
  magasinProfile: '/magasins/:slug',
  Categories: '/categories/:slug',
  // Not in the original contract: a product's own page, drawn by the server (decision 0028, Addendum).
  produitDetail: '/produits/:slug',
  SearchResult: '/resultats',
  Apropos: '/apropos',
  Contact: '/contact',
  Panier: '/panier',
  demandePartenaire: '/demandePartenaire',
  // Client area
  Profile: '/profile',
  Login: '/login',
  Register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  forgotPasswordPartenaire: '/forgot-password-partenaire',
  resetPasswordPartenaire: '/reset-password-partenaire/:token',

  // Admin
  admin: '/admin',
  'login-admin': '/admin/login',
  'register-admin': '/admin/register',
  forgotPasswordAdmin: '/admin/forgot-password',
  resetPasswordAdmin: '/admin/reset-password/:token',
  dashboard: '/admin/dashboard',
  clients: '/admin/clients',
  clientProfile: '/admin/clients/:slug',
  magasins: '/admin/magasins',
  'magasinProfile-admin': '/admin/magasins/:slug',
  // Not named by the original screens ('magasinProfile' is the storefront shop page, see docs).
  'magasinProduits-admin': '/admin/magasins-produits/:id',
  categories: '/admin/categories',
  articles: '/admin/articles',
  createArticle: '/admin/articles/nouveau',
  updateArticle: '/admin/articles/update/:slug',
  articleDetail: '/admin/articles/:slug',
  commandes: '/admin/commandes',
  commandeDetail: '/admin/commandes/:reference',
  // Partner orders open the same screen; the order is loaded by reference, not from the query.
  commandeDetail2: '/admin/commandes/:reference',
  coupons: '/admin/coupons',
  sponsors: '/admin/sponsors',
  // Not in the spec: the search's synonyms (decision 0035).
  synonymes: '/admin/synonymes',
  // Not in the spec: the jobs that failed their last retry (decision 0049).
  taches: '/admin/taches',
  promotions: '/admin/promotions',
  configuration: '/admin/configuration',
  // Not in the original contract: the delivery fee grid (decision 0014).
  livraison: '/admin/livraison',
  fondateurs: '/admin/fondateurs',
  publicites: '/admin/publicites',
  partenaires: '/admin/partenaires',
  // Spelled so by the original screens.
  contacts: '/admin/conatcts',
  // Not in the original contract: the audit log of administrators' writes (decision 0013).
  auditLog: '/admin/journal',
  // Not in the original contract: commissions, balances, payouts and revenue (docs/product/admin.md, Finances).
  finances: '/admin/finances',
  // Not in the original contract: every return, disputes first (docs/product/orders-and-money.md, Returns and refunds).
  retours: '/admin/retours',

  // Partner
  partenaire: '/partenaire',
  'login-partenaire': '/partenaire/login',
  'dashboard-partenaire': '/partenaire/dashboard',
  'articles-partenaire': '/partenaire/articles',
  'createArticle-partenaire': '/partenaire/articles/nouveau',
  'updateArticle-partenaire': '/partenaire/articles/update/:slug',
  'articleDetail-partenaire': '/partenaire/articles/:slug',
  'promotions-partenaire': '/partenaire/promotions',
  'commandes-partenaire': '/partenaire/commandes',
  'commandeDetail-partenaire': '/partenaire/commandes/:reference',
  // Not in the original contract: balances, entries, payouts and statements (docs/product/partner.md, Finances).
  'finances-partenaire': '/partenaire/finances',
  // Not in the original contract: the store's returns and one return (docs/product/orders-and-money.md, Returns and refunds).
  'retours-partenaire': '/partenaire/retours',
  'retourDetail-partenaire': '/partenaire/retours/:id',
} as const;

export type RouteName = keyof typeof ROUTES;

export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | null | undefined>;

export function pathFor(name: RouteName, params: RouteParams = {}, query?: RouteQuery): string {
  const path = ROUTES[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`pathFor('${name}'): missing param '${key}'`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
