/** Paths of the administrator's store calls; query keys are `['admin', path, …]` like usePagedList's. */
export const SHOPS_PATH = 'v1/user/marchands';
export const SHOP_SHOW_PATH = 'v1/user/marchandShow';
export const shopOrdersPath = (id: number) => `v1/user/marchandShowCommandes/${id}`;

/** The three tiles of the store profile, each `{ data: number }`. */
export const SHOP_COUNTERS = {
  articles: (id: number) => `v1/user/countArticlesMarchand/${id}`,
  commandes: (id: number) => `v1/user/countCommandesMarchand/${id}`,
  revenus: (id: number) => `v1/user/countRevenuesMarchand/${id}`,
} as const;

export const shopShowKey = (slug: string) => ['admin', SHOP_SHOW_PATH, slug] as const;
