import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

describe('versioned cache (decision 0022)', () => {
  it('gives a value back only for the version it was built at', () => {
    const cache = createVersionedCache<string>();
    expect(cache.has('a')).toBe(false);
    cache.set('a', '7', 'reply at 7');
    expect(cache.has('a')).toBe(true);
    expect(cache.get('a', '7')).toBe('reply at 7');
    expect(cache.get('a', '8')).toBeUndefined();
    expect(cache.get('a', undefined)).toBeUndefined(); // the article is gone
    expect(cache.get('b', '7')).toBeUndefined();
    cache.set('a', '8', 'reply at 8');
    expect(cache.get('a', '7')).toBeUndefined();
    expect(cache.get('a', '8')).toBe('reply at 8');
    cache.delete('a');
    expect(cache.has('a')).toBe(false);
  });

  it('keeps at most maxEntries, dropping the oldest kept first', () => {
    const cache = createVersionedCache<number>(3);
    for (const key of ['a', 'b', 'c']) cache.set(key, '1', 1);
    cache.set('a', '2', 2); // replaced: now the newest
    cache.set('d', '1', 1);
    expect(cache.size()).toBe(3);
    expect(cache.has('b')).toBe(false);
    expect(['a', 'c', 'd'].every((key) => cache.has(key))).toBe(true);
  });
});
