/** The partner requests module's public entry: its routes. */
export { partnerRequestsAdminRoutes } from './admin.routes';
export { partnerRequestsPublicRoutes } from './public.routes';
