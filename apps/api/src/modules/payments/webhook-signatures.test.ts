import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chargilySignature,
  stripeSignatureHeader,
  verifyChargilySignature,
  verifyStripeSignature,
} from './webhook-signatures';

const body = '{\n  "id": "evt_1",\n  "type": "payment_intent.succeeded"\n}';
const at = new Date('2026-03-01T10:00:00Z');

describe('verifyStripeSignature', () => {
  it("checks Stripe's scheme: v1 = hex HMAC-SHA256 of 't.body'", () => {
    const t = Math.floor(at.getTime() / 1000);
    const v1 = createHmac('sha256', 'whsec_a').update(`${t}.${body}`).digest('hex');
    expect(stripeSignatureHeader(body, 'whsec_a', at)).toBe(`t=${t},v1=${v1}`);
    expect(verifyStripeSignature(body, `t=${t},v1=${v1}`, 'whsec_a', at)).toBe(true);
  });

  it('accepts any v1 while secrets roll, ignores v0, refuses other bodies and secrets', () => {
    const good = stripeSignatureHeader(body, 'whsec_a', at);
    const [t, v1] = good.split(',');
    expect(verifyStripeSignature(body, `${t},v1=${'0'.repeat(64)},${v1},v0=abc`, 'whsec_a', at)).toBe(true);
    expect(verifyStripeSignature(`${body} `, good, 'whsec_a', at)).toBe(false);
    expect(verifyStripeSignature(body, good, 'whsec_b', at)).toBe(false);
    expect(verifyStripeSignature(body, `${t},v0=${v1.slice(3)}`, 'whsec_a', at)).toBe(false);
    expect(verifyStripeSignature(body, v1, 'whsec_a', at)).toBe(false);
    expect(verifyStripeSignature(body, good, '', at)).toBe(false);
    expect(verifyStripeSignature(body, undefined, 'whsec_a', at)).toBe(false);
  });

  it('tolerates five minutes either way, no more', () => {
    const good = stripeSignatureHeader(body, 'whsec_a', at);
    const later = (s: number) => new Date(at.getTime() + s * 1000);
    expect(verifyStripeSignature(body, good, 'whsec_a', later(300))).toBe(true);
    expect(verifyStripeSignature(body, good, 'whsec_a', later(-300))).toBe(true);
    expect(verifyStripeSignature(body, good, 'whsec_a', later(301))).toBe(false);
    expect(verifyStripeSignature(body, good, 'whsec_a', later(-301))).toBe(false);
  });
});

describe('verifyChargilySignature', () => {
  it('is the hex HMAC-SHA256 of the raw body with the API secret key', () => {
    const expected = createHmac('sha256', 'test_sk_a').update(body).digest('hex');
    expect(chargilySignature(body, 'test_sk_a')).toBe(expected);
    expect(verifyChargilySignature(body, expected, 'test_sk_a')).toBe(true);
    expect(verifyChargilySignature(body, expected.toUpperCase(), 'test_sk_a')).toBe(false);
    expect(verifyChargilySignature(body, expected.slice(1), 'test_sk_a')).toBe(false);
    expect(verifyChargilySignature(JSON.stringify(JSON.parse(body)), expected, 'test_sk_a')).toBe(false);
    expect(verifyChargilySignature(body, undefined, 'test_sk_a')).toBe(false);
  });
});
