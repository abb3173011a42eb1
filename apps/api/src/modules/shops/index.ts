/** The shops module's public entry: its routes, and the public store card (columns and reply). */
export { shopsAdminRoutes } from './admin.routes';
export { shopsPublicRoutes } from './public.routes';
export { shopColumns, toShopReply } from './shops.schemas';
export { storeProfileRoutes } from './store-profile.routes';
