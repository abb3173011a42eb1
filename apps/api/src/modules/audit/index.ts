/**
 * The audit module's public entry: the plugin recording every back-office write, the writes of other
 * audiences that are logged too (`recordWrite`), and its routes.
 */
export { auditAdminRoutes } from './admin.routes';
export { auditPlugin } from './audit.plugin';
export { recordWrite } from './audit.service';
