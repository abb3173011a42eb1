/** The audit module's public entry: the plugin recording every back-office write, and its routes. */
export { auditAdminRoutes } from './admin.routes';
export { auditPlugin } from './audit.plugin';
