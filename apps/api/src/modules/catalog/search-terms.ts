/**
 * The words of a storefront search, as the SQL matcher (souk_article_ids_matching_word, migration
 * 0003) receives them: lower-case letters and digits only, so that no tsquery operator or LIKE
 * wildcard ever comes from the shopper. Accents stay: the database removes them with the same
 * unaccent rules it used for the indexed text.
 */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface SearchTerms {
  /** Distinct words in typing order; the last one is matched as a prefix (the shopper may still be typing it). */
  words: string[];
  /** The whole query, normalised, for the similarity tie-break of the ranking. */
  text: string;
}

export function searchTerms(query: string | undefined): SearchTerms | null {
  if (!query) return null;
  const words: string[] = [];
  for (const raw of query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{Nd}]+/u)) {
    const word = raw.slice(0, MAX_WORD_LENGTH);
    if (word !== '' && !words.includes(word)) words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words.length === 0 ? null : { words, text: words.join(' ') };
}
