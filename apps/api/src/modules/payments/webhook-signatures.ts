import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures of both providers. Each is an HMAC-SHA256 over the exact bytes received, so
 * the route keeps the raw body. Comparisons are constant-time.
 */

const hmacHex = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

/** Equal hex strings, without leaking where they differ (lengths are public: both are SHA-256). */
export function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Stripe refuses to replay older events; so do we (its libraries' default tolerance). */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * `Stripe-Signature: t=1700000000,v1=<hex>[,v1=<hex>…][,v0=…]` where v1 = HMAC(secret, `${t}.${body}`).
 * Several v1 entries appear while a secret is being rolled: any one may match.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  now: Date,
): boolean {
  if (!header || !secret) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value ?? '')) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = hmacHex(secret, `${timestamp}.${rawBody}`);
  return signatures.some((s) => sameHex(expected, s));
}

/** The header Stripe would send (tests, and the local webhook simulator). */
export function stripeSignatureHeader(rawBody: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

/** Chargily Pay v2: header `signature` = hex HMAC-SHA256 of the body with the API secret key. */
export function verifyChargilySignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header || !secret) return false;
  return sameHex(hmacHex(secret, rawBody), header.trim());
}

export function chargilySignature(rawBody: string, secret: string): string {
  return hmacHex(secret, rawBody);
}
