import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Fetch } from './payment-provider';
import { STRIPE_MAX_NETWORK_RETRIES } from './stripe.provider';

/**
 * Recorded provider replies (fixtures/*.json, written from Stripe's and Chargily's documented
 * shapes) and a fake `fetch` that checks each request before answering with its recording. The
 * official SDKs send the requests: Stripe's through the fetch given to its HTTP client, Chargily's
 * through the global fetch (which tests replace with `installFetch`). Tests never reach the
 * network: `useNoNetwork()` makes any unexpected call fail the test.
 */

export interface Recording {
  status: number;
  body: unknown;
}

const fixtureText = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

/** A recorded reply `{ status, body }`, as a fresh copy the test may change. */
export function recording(name: string): Recording {
  return JSON.parse(fixtureText(name));
}

/** A recorded webhook event body, as a fresh copy. */
// biome-ignore lint/suspicious/noExplicitAny: recorded JSON, patched freely by tests
export function recordedEvent(name: string): any {
  return JSON.parse(fixtureText(name));
}

export interface ExpectedRequest {
  method: 'GET' | 'POST';
  url: string;
  /** Header values (names are case-insensitive). */
  headers?: Record<string, string>;
  /** Stripe: the form-encoded fields that must be sent, exactly (as the SDK encodes them). */
  form?: Record<string, string>;
  /** Chargily: the JSON body must contain these. */
  json?: Record<string, unknown>;
}

export interface Exchange {
  expect: ExpectedRequest;
  /** The recording to answer with, or the failure of the network. */
  reply: Recording | { networkError: true };
}

export interface RecordedFetch {
  fetch: Fetch;
  /** Requests as sent (headers lower-cased), for extra checks. */
  requests: { url: string; method: string; headers: Record<string, string>; body: string }[];
  /** Every exchange was used and every request matched its expectation. */
  verify(): void;
}

function toRecord(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries([...new Headers(headers).entries()].map(([k, v]) => [k.toLowerCase(), v]));
}

/**
 * Answers the exchanges in order. A mismatch is kept and rethrown by `verify()`: thrown inside the
 * call it would look like a network failure to the provider (which catches those on purpose).
 */
export function recordedFetch(exchanges: Exchange[]): RecordedFetch {
  const failures: unknown[] = [];
  const requests: RecordedFetch['requests'] = [];
  let next = 0;
  const fetch: Fetch = async (url, init = {}) => {
    const exchange = exchanges[next++];
    const request = {
      url: String(url),
      method: init.method ?? 'GET',
      headers: toRecord(init.headers),
      body: typeof init.body === 'string' ? init.body : '',
    };
    requests.push(request);
    try {
      if (!exchange) throw new Error(`Unexpected request ${request.method} ${request.url}`);
      const want = exchange.expect;
      expect({ method: request.method, url: request.url }).toEqual({ method: want.method, url: want.url });
      if (want.headers) {
        const lower = Object.fromEntries(Object.entries(want.headers).map(([k, v]) => [k.toLowerCase(), v]));
        expect(request.headers).toMatchObject(lower);
      }
      if (want.form) expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual(want.form);
      if (want.json) expect(JSON.parse(request.body)).toMatchObject(want.json);
    } catch (error) {
      failures.push(error);
    }
    if (!exchange) throw new TypeError('fetch failed');
    if ('networkError' in exchange.reply) throw new TypeError('fetch failed');
    const { status, body } = exchange.reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch,
    requests,
    verify() {
      if (failures.length > 0) throw failures[0];
      expect(next, 'every recorded exchange was requested').toBe(exchanges.length);
    },
  };
}

/**
 * Stripe unreachable: the SDK's request and each of its retries fail alike. Every one of them is
 * checked against `expect` (the same Idempotency-Key each time, so a retry cannot charge twice).
 */
export function stripeUnreachable(expect: ExpectedRequest): Exchange[] {
  return Array.from({ length: 1 + STRIPE_MAX_NETWORK_RETRIES }, () => ({
    expect,
    reply: { networkError: true as const },
  }));
}

/** Installs a recorded fetch as the global one (the app's providers call the global at call time). */
export function installFetch(fake: RecordedFetch): RecordedFetch {
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/** Every test of the file starts with a fetch that refuses any call: no test can reach the network. */
export function useNoNetwork(): void {
  beforeEach(() => {
    installFetch(recordedFetch([]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The `Stripe-Signature` header Stripe would send for `body`, signed at `at` (the SDK's test helper). */
export function stripeSignatureHeader(body: string, secret: string, at: Date = new Date()): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}

/** The `signature` header Chargily Pay sends: hex HMAC-SHA256 of the exact body with the API secret key. */
export function chargilySignature(body: string, apiKey: string): string {
  return createHmac('sha256', apiKey).update(body, 'utf8').digest('hex');
}
