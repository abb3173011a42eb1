-- Searches of several words walked their driving word's postings and read every article on the way
-- to check the other words (search_vector @@ the AND of the words): for two common words that seldom
-- go together ('lampe cuivre' at 10^6 articles) ~17 000 article rows for 1 000 candidates, 100–150 ms.
-- The plan now also names a `probe`: the lexemes of the word with the fewest postings after the driver
-- (a word whose lexemes are all known: not a prefix with more than 64). The walk checks it on the
-- postings index first (one probe of (lexeme, created_at, article_id) per lexeme, on index pages) and
-- reads an article only when it holds the probe word. An article holds a word only if it holds one of
-- its lexemes (those of its tsquery, its prefix expansion or its look-alikes), so the probe only
-- skips articles that the full check on the row (kept) would refuse: which articles a search finds is
-- unchanged (modules/catalog/article-listing.repository.ts).
--
-- Otherwise as in 0011 (changing a function's OUT parameters needs DROP and CREATE).
DROP FUNCTION souk_search_plan(text[]);
--> statement-breakpoint

-- The plan of a search (step 1 of 0011). `words`: the query's words in typing order, the last one
-- being typed (a prefix). `matches`: the AND of every word's tsquery — as 0003's souk_word_tsquery,
-- or for a word of 5+ letters that no article holds, the OR of its look-alikes of 0007's dictionary;
-- stop words constrain nothing. `driver`: the lexemes of the word with the fewest postings (counted up
-- to 1 000); a prefix is expanded to at most 64 lexemes (one index probe each), and a prefix with more
-- drives only when no other word can. `probe`: the lexemes of the next word by postings among those
-- whose lexemes are all known (NULL for a single word). No word (only stop words), or a word that
-- matches nothing: `driver` is empty and the search finds nothing.
CREATE FUNCTION souk_search_plan(words text[], OUT driver text[], OUT matches tsquery, OUT probe text[])
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
  probe_size int;
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
        SELECT array_agg(n.word) INTO near FROM (
          SELECT d.word FROM public.search_words d
           WHERE d.word %> typed OR (d.word % typed AND public.souk_one_typo_apart(typed, d.word))
           ORDER BY public.souk_one_typo_apart(typed, d.word) DESC, word_similarity(typed, d.word) DESC, d.word
           LIMIT 8
        ) n;
      END IF;
      IF near IS NULL THEN
        driver := '{}';
        matches := NULL;
        probe := NULL;
        RETURN;
      END IF;
      q := to_tsquery('french', (SELECT string_agg(quote_literal(w), ' | ') FROM unnest(near) w));
      lexemes := tsvector_to_array(to_tsvector('french', array_to_string(near, ' ')));
    END IF;
    size := coalesce(size, (SELECT count(*) FROM (
      SELECT 1 FROM public.search_postings p WHERE p.lexeme = ANY (lexemes) LIMIT 1000) s));
    matches := CASE WHEN matches IS NULL THEN q ELSE matches && q END;
    IF fewest IS NULL OR size < fewest THEN
      -- The word that drove until now becomes the probe, if its lexemes are all known.
      IF fewest < 1000000 AND (probe_size IS NULL OR fewest < probe_size) THEN
        probe := driver;
        probe_size := fewest;
      END IF;
      fewest := size;
      driver := lexemes;
    ELSIF size < 1000000 AND (probe_size IS NULL OR size < probe_size) THEN
      probe := lexemes;
      probe_size := size;
    END IF;
  END LOOP;
END
$$;
