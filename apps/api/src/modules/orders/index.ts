/**
 * The orders module's public entry: its routes and expiry sweep, the order events, the state machine
 * payments drive (lock, transition, retry), and the back-office order row the client sheet lists.
 */
export { backofficeOrderRowSelection, type ScopedOrderRow } from './backoffice-orders.repository';
export { ordersBackofficeRoutes } from './backoffice-orders.routes';
export { toBackofficeRow } from './backoffice-orders.serializer';
export { ordersClientRoutes } from './client.routes';
export { type OrderEvent, onOrderEvents, onOrderEventsCommitted, recordOrderEvent } from './order-events';
export { orderExpirySweep } from './order-expiry.plugin';
export { giveBackStock, insertEtatHistory, lockOrder } from './order-state.repository';
export { applyTransition } from './order-state.service';
export { withTxRetry } from './tx-retry';
