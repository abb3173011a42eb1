import { apiProject } from './vitest.config';

/**
 * API suites on PGlite in a worker thread (db/pglite-thread.ts), the way `npm start` runs the embedded
 * mode: the ones that exercise the database's paths the most — transactions and their retries, races,
 * prepared statements, search, filters, every storefront list. The whole API suite runs in-process
 * (project api) and on PostgreSQL (api-pg).
 */
export default apiProject('api-thread', 'pglite-thread', {
  include: [
    'src/db/*.test.ts',
    'src/modules/catalog/article-*.test.ts',
    'src/modules/catalog/home-sections.test.ts',
    'src/modules/catalog/listing-facts.test.ts',
    'src/modules/catalog/search-once.test.ts',
    'src/modules/catalog/search-postings.test.ts',
    'src/modules/cart/cart.test.ts',
    'src/modules/orders/checkout*.test.ts',
    'src/modules/orders/concurrency.test.ts',
    'src/modules/orders/order-cancel.test.ts',
    'src/modules/orders/order-state.test.ts',
    'src/modules/orders/tx-retry.test.ts',
    'src/modules/promotions/*.test.ts',
    'test/database.test.ts',
  ],
});
