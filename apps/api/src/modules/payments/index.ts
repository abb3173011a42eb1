/** The payments module's public entry: its routes and webhooks, and the start log's line. */
export { paymentsClientRoutes } from './client.routes';
export { paymentsStartNotice } from './provider-registry';
export { paymentsWebhookRoutes } from './webhooks.routes';
export type { RefundOutcome, RefundRequest } from './payment-provider';
export { ProviderUnavailableError } from './payment-provider';
export { createPaymentProviders, type PaymentProviders } from './provider-registry';
export { sandboxRefunds } from './sandbox.provider';
