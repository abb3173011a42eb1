/**
 * The most cards a product row shows at once (wide screens, ui/scroll-strip.module.css): more always
 * overflow. The home's server draw carries that many of its newest products (ssr/first-view-queries.ts).
 */
export const MOST_PER_VIEW = 5;
