import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('keeps lower-case words of letters and digits, accents included', () => {
    expect(searchTerms('  Téléphone  Galaxy-A15 ')).toEqual({
      words: ['téléphone', 'galaxy', 'a15'],
      text: 'téléphone galaxy a15',
    });
    expect(searchTerms("huile d'olive")?.words).toEqual(['huile', 'd', 'olive']);
  });

  it('drops every tsquery operator and LIKE wildcard', () => {
    expect(searchTerms("robe & !(kabyle) | 'x':* <-> 50% _")?.words).toEqual(['robe', 'kabyle', 'x', '50']);
  });

  it('composes decomposed accents before splitting', () => {
    expect(searchTerms('te\u0301le\u0301phone')?.words).toEqual(['téléphone']);
  });

  it('ignores repeated words and caps the number of words', () => {
    expect(searchTerms('robe robe ROBE')?.words).toEqual(['robe']);
    const many = Array.from({ length: 20 }, (_, i) => `mot${i}`).join(' ');
    expect(searchTerms(many)?.words).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('answers null when nothing searchable is left', () => {
    expect(searchTerms(undefined)).toBeNull();
    expect(searchTerms('')).toBeNull();
    expect(searchTerms(' !!! -- ')).toBeNull();
  });
});

describe('searchTerms in Arabic', () => {
  it('keeps Arabic words whole', () => {
    expect(searchTerms('هاتف ذكي')).toEqual({ words: ['هاتف', 'ذكي'], text: 'هاتف ذكي' });
    expect(searchTerms('Galaxy هاتف-A15')?.words).toEqual(['galaxy', 'هاتف', 'a15']);
  });

  it('drops the short vowels and the tatweel instead of splitting the word on them', () => {
    expect(searchTerms('هَاتِفٌ')?.words).toEqual(['هاتف']);
    expect(searchTerms('حـذاء')?.words).toEqual(['حذاء']);
    expect(searchTerms('زَيْتُ الزَّيْتُونِ')?.words).toEqual(['زيت', 'الزيتون']);
  });

  it('keeps Arabic-Indic digits as digits', () => {
    expect(searchTerms('هاتف ١٥')?.words).toEqual(['هاتف', '١٥']);
  });
});
