-- Decision 0006, addendum of 0012. (1) A word of 5+ letters that no article holds is read as its
-- closest dictionary words: the ones one typo apart, keeping the typed first letter when some do;
-- 0007 OR-ed them with looser look-alikes, which then outranked the right word ('taine' found 'laine'
-- and 'taille' before 'tajine', their trigrams being closer). (2) A 4-letter word that no article
-- holds is forgiven one typo too
-- ('tpis' → tapis, 'nkie' → nike), as search engines do (one edit from 3–5 letters on). Trigram
-- similarity cannot find these look-alikes (a swap in 'nike' leaves one trigram of five in common),
-- so a short word is compared, one typo apart, with the dictionary's words of 4 or 5 letters that
-- start with its first letter (the letter people rarely miss), read through this index. Words of 3
-- letters or fewer are still taken as typed.
CREATE INDEX "search_words_short_idx" ON "search_words" (left("word", 1), char_length("word"));
--> statement-breakpoint

-- The plan of a search (migration 0011, step 1). `words`: the query's words in typing order, the last one
-- being typed (a prefix). `matches`: the AND of every word's tsquery — as 0003's souk_word_tsquery,
-- or for a word of 4+ letters that no article holds, the OR of its look-alikes of 0007's dictionary
-- (5+ letters: 0007's rule; 4 letters since 0012: the words one typo apart with the same first letter);
-- stop words constrain nothing. `driver`: the lexemes of the word with the fewest postings (counted up
-- to 1 000); a prefix is expanded to at most 64 lexemes (one index probe each), and a prefix with more
-- drives only when no other word can. No word (only stop words), or a word that matches nothing:
-- `driver` is empty and the search finds nothing.
CREATE OR REPLACE FUNCTION souk_search_plan(words text[], OUT driver text[], OUT matches tsquery)
LANGUAGE plpgsql STABLE
SET pg_trgm.word_similarity_threshold = 0.5
SET pg_trgm.similarity_threshold = 0.2
SET search_path FROM CURRENT
AS $$
DECLARE
  n_words int := coalesce(array_length(words, 1), 0);
  i int;
  q tsquery;
  typed text;
  lexemes text[];
  next_lexeme text;
  expanded int;
  near text[];
  size int;
  fewest int;
BEGIN
  driver := '{}';
  FOR i IN 1 .. n_words LOOP
    q := public.souk_word_tsquery(words[i], i = n_words);
    CONTINUE WHEN numnode(q) = 0;
    typed := lower(public.souk_unaccent(words[i]));
    lexemes := tsvector_to_array(to_tsvector('french', public.souk_unaccent(words[i])));
    size := NULL;
    IF i = n_words THEN
      expanded := 0;
      next_lexeme := (SELECT p.lexeme FROM public.search_postings p WHERE p.lexeme >= typed ORDER BY p.lexeme LIMIT 1);
      WHILE next_lexeme IS NOT NULL AND starts_with(next_lexeme, typed) LOOP
        IF expanded = 64 THEN
          size := 1000000;
          EXIT;
        END IF;
        IF NOT next_lexeme = ANY (lexemes) THEN
          lexemes := lexemes || next_lexeme;
        END IF;
        expanded := expanded + 1;
        next_lexeme := (SELECT p.lexeme FROM public.search_postings p WHERE p.lexeme > next_lexeme ORDER BY p.lexeme LIMIT 1);
      END LOOP;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM public.search_postings p WHERE p.lexeme = ANY (lexemes)) THEN
      near := NULL;
      IF char_length(typed) >= 5 THEN
        -- The closest words only: those one typo apart, and of these the ones that keep the typed
        -- word's first letter when there are any ('taine': tajine, not laine); 0003's looser
        -- look-alikes (word similarity 0.5) only when no word is one typo apart.
        SELECT array_agg(n.word) INTO near FROM (
          SELECT d.word FROM public.search_words d
           WHERE d.word % typed AND public.souk_one_typo_apart(typed, d.word)
           ORDER BY left(d.word, 1) = left(typed, 1) DESC, word_similarity(typed, d.word) DESC, d.word
           LIMIT 8
        ) n;
        IF left(near[1], 1) = left(typed, 1) THEN
          near := ARRAY(SELECT w FROM unnest(near) w WHERE left(w, 1) = left(typed, 1));
        END IF;
        IF near IS NULL THEN
          SELECT array_agg(n.word) INTO near FROM (
            SELECT d.word FROM public.search_words d
             WHERE d.word %> typed
             ORDER BY word_similarity(typed, d.word) DESC, d.word
             LIMIT 8
          ) n;
        END IF;
      ELSIF char_length(typed) = 4 THEN
        -- A 4-letter word: only the words one typo apart (4 or 5 letters, the same first letter),
        -- found through search_words_short_idx; trigrams say little about words this short.
        SELECT array_agg(n.word) INTO near FROM (
          SELECT d.word FROM public.search_words d
           WHERE left(d.word, 1) = left(typed, 1) AND char_length(d.word) IN (4, 5)
             AND public.souk_one_typo_apart(typed, d.word)
           ORDER BY similarity(typed, d.word) DESC, d.word
           LIMIT 8
        ) n;
      END IF;
      IF near IS NULL THEN
        driver := '{}';
        matches := NULL;
        RETURN;
      END IF;
      q := to_tsquery('french', (SELECT string_agg(quote_literal(w), ' | ') FROM unnest(near) w));
      lexemes := tsvector_to_array(to_tsvector('french', array_to_string(near, ' ')));
    END IF;
    size := coalesce(size, (SELECT count(*) FROM (
      SELECT 1 FROM public.search_postings p WHERE p.lexeme = ANY (lexemes) LIMIT 1000) s));
    matches := CASE WHEN matches IS NULL THEN q ELSE matches && q END;
    IF fewest IS NULL OR size < fewest THEN
      fewest := size;
      driver := lexemes;
    END IF;
  END LOOP;
END
$$;
