/** The reviews module's public entry: its routes. */
export { reviewsClientRoutes } from './client.routes';
