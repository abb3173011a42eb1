/**
 * The content module's public entry: its routes, the media sweep, its French messages, and the image
 * handling other back-office writes share (categories, articles, stores, profiles).
 */
export { contentAdminRoutes } from './admin.routes';
export { findAbout } from './content.repository';
export { CONTENT_MESSAGES } from './content-fields';
export { removeUnusedImages, saveImageField, withSavedImage, writeLocked } from './content-images.service';
export { lockImages } from './media-references.repository';
export { mediaSweep } from './media-sweep.plugin';
export { contentPublicRoutes } from './public.routes';
