/** The seo module's public entry: /sitemap.xml and /robots.txt, and where a shared product link leads. */
export { seoRoutes } from './seo.routes';
export { sharedProductPath } from './seo.service';
