/** The dashboard module's public entry: its routes, and the paid-order rule in SQL (revenue-rule.ts). */
export { dashboardRoutes } from './dashboard.routes';
export { PAID_ORDER_SQL } from './revenue-rule';
