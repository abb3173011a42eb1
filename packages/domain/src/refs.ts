import { CODE_ALPHABET, dashed, type RandomBytes, randomCode } from './random-code';

/**
 * Order references are random, not sequential, so they reveal neither the sales volume nor the
 * neighbours' orders. 40 bits: the server keeps a unique index and draws again on a collision.
 */
export const ORDER_REF_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`);

export function generateOrderRef(randomBytes: RandomBytes): string {
  return dashed(randomCode(randomBytes, 8));
}
