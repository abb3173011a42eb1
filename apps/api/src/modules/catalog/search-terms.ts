/**
 * The words of a storefront search, as the SQL planner of a search (souk_search_plan, migration
 * 0011) receives them: lower-case letters and digits only, so that no tsquery operator or LIKE
 * wildcard ever comes from the shopper. Accents stay: the database removes them with the same
 * unaccent rules it used for the indexed text.
 *
 * Arabic words go through as they are (the French text-search configuration indexes them unstemmed),
 * once the optional marks a shopper may type are gone: short vowels and other harakat (they would
 * otherwise split a word in pieces) and the tatweel (ـ, a stretching stroke, not a letter). Product
 * texts are written without them in practice; an indexed text that has them is matched only by a
 * query typed the same way, as no migration normalises the stored text.
 */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface SearchTerms {
  /** Distinct words in typing order; the last one is matched as a prefix (the shopper may still be typing it). */
  words: string[];
  /** The whole query, normalised, for the similarity tie-break of the ranking. */
  text: string;
}

/** Harakat, Quranic annotation marks, superscript alef and tatweel. */
const ARABIC_OPTIONAL_MARKS =
  /[\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/gu;

export function searchTerms(query: string | undefined): SearchTerms | null {
  if (!query) return null;
  const words: string[] = [];
  for (const raw of query
    .normalize('NFC')
    .replace(ARABIC_OPTIONAL_MARKS, '')
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)) {
    const word = raw.slice(0, MAX_WORD_LENGTH);
    if (word !== '' && !words.includes(word)) words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words.length === 0 ? null : { words, text: words.join(' ') };
}
