/** The contacts module's public entry: its routes. */
export { contactsAdminRoutes } from './admin.routes';
export { contactsPublicRoutes } from './public.routes';
