/** Source of random bytes, injected so the same code runs in Node (`crypto.randomBytes`), in the
 * browser (`(n) => crypto.getRandomValues(new Uint8Array(n))`) and in tests (a fixed sequence). */
export type RandomBytes = (n: number) => Uint8Array;

/**
 * Digits and capitals without 0/O and 1/I, which people misread when typing a code from a screen
 * or a receipt. 32 symbols: one byte modulo 32 stays uniform (256 is a multiple of 32).
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function randomCode(randomBytes: RandomBytes, length: number): string {
  const bytes = randomBytes(length);
  if (bytes.length < length) throw new RangeError(`randomBytes(${length}) a rendu ${bytes.length} octets`);
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[bytes[i] % CODE_ALPHABET.length];
  return code;
}

/** Splits in two halves with a dash, easier to read aloud. */
export function dashed(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** People type codes in lower case and paste them with stray spaces. */
export function normalizeCode(input: string): string {
  return input.replace(/\s+/gu, '').toUpperCase();
}
