import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the app (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [file] : [];
  });
}

describe('loading spinners', () => {
  // Mantine's Loader is a <span>: a name on it without a role is refused by screen readers and axe
  // (aria-prohibited-attr), which the back-office's axe journey found while a list loaded.
  it('are named only with role="status"', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const unnamed = sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Loader\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => tag.includes('aria-label') && !tag.includes('role="status"'))
        .map((tag) => `${path.relative(root, file)}: ${tag}`),
    );
    expect(unnamed).toEqual([]);
  });

  // A skeleton grid or stack named "loading" is a <div>: the same rule (axe found one on
  // /admin/categories when its check ran while the list loaded).
  it('name a loading placeholder only with role="status"', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const unnamed = sources(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<[A-Z]\w*\b[^>]*aria-busy="true"[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => tag.includes('aria-label') && !tag.includes('role="status"'))
        .map((tag) => `${path.relative(root, file)}: ${tag}`),
    );
    expect(unnamed).toEqual([]);
  });
});
