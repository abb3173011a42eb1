/** The profile module's public entry: its routes. */
export { profileAdminRoutes } from './admin.routes';
export { profileClientRoutes } from './client.routes';
