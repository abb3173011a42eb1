import { randomBytes } from 'node:crypto';
import slugifyLib from 'slugify';

export function slugify(text: string): string {
  const s = slugifyLib(text, { lower: true, strict: true, locale: 'fr', trim: true });
  return s.slice(0, 80).replace(/-+$/, '') || 'item';
}

/** A unique-enough slug: readable base + short random suffix (the unique index is the real guard). */
export function uniqueSlug(text: string): string {
  return `${slugify(text)}-${randomBytes(3).toString('hex')}`;
}
