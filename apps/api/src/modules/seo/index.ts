/** The seo module's public entry: /sitemap.xml and /robots.txt. */
export { seoRoutes } from './seo.routes';
