import type { RandomBytes } from './random-code';

/** A deterministic stand-in for crypto random bytes in tests: the given values in order, each
 * byte wrapped to 0..255, repeated (`cycle`) or padded with zeros. */
export function sequence(values: readonly number[], cycle = false): RandomBytes {
  let i = 0;
  return (n) => {
    const out = new Uint8Array(n);
    for (let k = 0; k < n; k++, i++) {
      const v = cycle ? values[i % values.length] : (values[i] ?? 0);
      out[k] = ((v % 256) + 256) % 256;
    }
    return out;
  };
}
