/** The clients module's public entry: the administrator's client routes. */
export { clientsAdminRoutes } from './admin.routes';
