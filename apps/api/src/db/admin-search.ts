import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The search box of the admin lists (clients, stores, partner requests, contacts): every typed word
 * must appear in one of the row's columns, case and accents ignored ('Benali 0550' finds Amina
 * Benali whose phone starts with 0550). Words are LIKE-escaped: nothing typed acts as a wildcard.
 */

export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 60;

export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words: string[] = [];
  for (const raw of search.normalize('NFC').toLowerCase().split(/\s+/)) {
    const word = raw.slice(0, MAX_WORD_LENGTH);
    if (word !== '' && !words.includes(word)) words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

const escapeLike = (word: string) => word.replaceAll(/[%_\\]/g, (c) => `\\${c}`);

/** undefined when nothing was typed (no filter), else one condition per word. */
export function matchesEveryWord(
  columns: readonly (AnyPgColumn | SQL)[],
  search: string | undefined,
): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const haystack = sql`unaccent(lower(concat_ws(' ', ${sql.join([...columns], sql`, `)})))`;
  return and(...words.map((word) => sql`${haystack} like unaccent(${`%${escapeLike(word)}%`})`));
}
