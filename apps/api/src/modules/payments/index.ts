/** The payments module's public entry: its routes and webhooks, and the start log's line. */
export { paymentsClientRoutes } from './client.routes';
export type { RefundOutcome, RefundRequest } from './payment-provider';
export { ProviderUnavailableError } from './payment-provider';
export { createPaymentProviders, type PaymentProviders, paymentsStartNotice } from './provider-registry';
export { sandboxRefunds } from './sandbox.provider';
export { paymentsWebhookRoutes } from './webhooks.routes';
