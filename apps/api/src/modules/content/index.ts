/**
 * The content module's public entry: its routes, the media sweep, and the image fields and image
 * handling other back-office writes share (categories, articles, stores, profiles).
 */
export { contentAdminRoutes } from './admin.routes';
export { findAbout } from './content.repository';
export { CONTENT_MESSAGES, categorieIdField, optionalImage, requiredImage } from './content-fields';
export { removeUnusedImages, saveImageField, withSavedImage, writeLocked } from './content-images.service';
export { lockImages } from './media-references.repository';
export { mediaSweep } from './media-sweep.plugin';
export { contentPublicRoutes } from './public.routes';
