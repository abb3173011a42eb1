import { useCallback, useRef } from 'react';

/**
 * A fresh `Idempotency-Key` (decision 0033): 128 random bits in hex. `getRandomValues` works on a
 * plain-HTTP page too, where `crypto.randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyAttempt {
  /** The key for `request`: the same as the last one while the request is the same. */
  keyFor: (request: unknown) => string;
  /** Ends the attempt: the next request gets a new key. */
  done: () => void;
}

/**
 * One key per attempt: the same request sent again (a retry after a lost reply) keeps its key, so
 * the server replays its first answer; another request gets a new one. `done` ends the attempt.
 */
export function useIdempotencyKey(): IdempotencyAttempt {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) attempt.current = { request: text, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);
  const done = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, done };
}
