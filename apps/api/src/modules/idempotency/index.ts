/** The idempotency module's public entry: the `Idempotency-Key` handling of money-moving calls. */
export { deleteExpiredKeys, IDEMPOTENCY_HEADER, idempotencyKeyOf, idempotent } from './idempotency.service';
