/**
 * The returns module's public entry (docs/product/orders-and-money.md, Returns and refunds): the
 * client's, partner's and administrator's return calls, and the retry of card refunds.
 */
export { cardRefundRetry } from './card-refunds.plugin';
export { returnsRoutes } from './returns.routes';
