/** The promotions module's public entry: its routes, mounted for both back-offices. */
export { promotionsRoutes } from './promotions.routes';
