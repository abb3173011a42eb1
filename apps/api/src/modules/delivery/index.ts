/** The delivery module's public entry: its routes, and the delivery terms checkout charges. */
export { deliveryRoutes } from './delivery.routes';
export { type DeliveryTerms, deliveryTerms, destinationOf } from './delivery.service';
