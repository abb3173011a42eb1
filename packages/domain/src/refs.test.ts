import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, normalizeCode, randomCode } from './random-code';
import { generateOrderRef, ORDER_REF_PATTERN } from './refs';
import { sequence } from './test-rng';

describe('random codes', () => {
  it('uses 32 unambiguous symbols', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[0O1I]/u);
  });

  it('maps each byte value uniformly: every symbol from exactly 8 byte values', () => {
    const all = randomCode(sequence(Array.from({ length: 256 }, (_, i) => i)), 256);
    for (const symbol of CODE_ALPHABET) expect(all.split(symbol).length - 1).toBe(8);
  });

  it('normalises typed codes', () => {
    expect(normalizeCode(' 7kq2-m9xd ')).toBe('7KQ2-M9XD');
    expect(normalizeCode('abcde - fghjk')).toBe('ABCDE-FGHJK');
  });
});

describe('generateOrderRef', () => {
  it('formats 8 symbols as XXXX-XXXX', () => {
    expect(generateOrderRef(sequence([5, 17, 22, 0, 19, 7, 29, 11]))).toBe('7KQ2-M9XD');
  });

  it('asks for exactly 8 bytes', () => {
    const asked: number[] = [];
    generateOrderRef((n) => {
      asked.push(n);
      return new Uint8Array(n);
    });
    expect(asked).toEqual([8]);
  });

  it('matches its pattern with a real random source', () => {
    const refs = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const ref = generateOrderRef(randomBytes);
      expect(ref).toMatch(ORDER_REF_PATTERN);
      refs.add(ref);
    }
    // 40 random bits: 200 draws colliding would mean the source is not random.
    expect(refs.size).toBeGreaterThan(195);
  });

  it('works with the browser API', () => {
    const ref = generateOrderRef((n) => globalThis.crypto.getRandomValues(new Uint8Array(n)));
    expect(ref).toMatch(ORDER_REF_PATTERN);
  });

  it('pattern refuses other shapes', () => {
    for (const bad of ['7KQ2M9XD', '7KQ2-M9X', '7KQ2-M9X0', '7kq2-m9xd', '7KQ2-M9XD-', 'OKQ2-M9XD']) {
      expect(bad).not.toMatch(ORDER_REF_PATTERN);
    }
  });
});
