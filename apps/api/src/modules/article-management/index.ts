/** The article management module's public entry: its routes, mounted for both back-offices. */
export { articleManagementAdminRoutes } from './admin.routes';
export { precheckImages, removeImages, saveImages } from './article-images.service';
export { articleManagementPartnerRoutes } from './partner.routes';
