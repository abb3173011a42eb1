-- Decision 0035: a more forgiving search.
--   1. French spelling equivalences: a word that no article holds is first read as the dictionary's
--      words (0007) written the same way once accents, ph/f, qu/k and doubled letters are set aside
--      (`souk_spelling`: 'telefone' → téléphone, 'smartfone' → smartphone, 'chausure' → chaussure).
--   2. Two typos in a long word (8 letters or more) when no word is one typo apart (0012's rule for
--      shorter ones is unchanged).
--   3. The administrator's synonyms (`search_synonymes`): a group of expressions that mean the same
--      ('machine à laver', 'lave-linge'); a query holding one of them searches for any of them.
--   4. Partial matches: `souk_search_partial`, the articles holding the most words of a search that no
--      article holds entirely (the repository asks for it when the search found nothing).

-- The spelling key of a word: lower case, no accent, 'ph' read 'f', 'qu' read 'k', doubled letters
-- once. Two words with the same key are one word for a shopper who types by ear.
CREATE OR REPLACE FUNCTION souk_spelling(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT regexp_replace(replace(replace(lower(public.souk_unaccent(word)), 'ph', 'f'), 'qu', 'k'), '(.)\1+', '\1', 'g')
$$;
--> statement-breakpoint

ALTER TABLE "search_words" ADD COLUMN "spelling" text GENERATED ALWAYS AS (souk_spelling("word")) STORED;
--> statement-breakpoint
CREATE INDEX "search_words_spelling_idx" ON "search_words" ("spelling");
--> statement-breakpoint

-- True when a and b are at most `max` typos apart (optimal string alignment distance: a letter
-- deleted, inserted or replaced, or two neighbours swapped, each counting one). Rows of the distance
-- table beyond `max` stop the comparison early.
CREATE OR REPLACE FUNCTION souk_typos_apart(a text, b text, max int) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  la int := char_length(a);
  lb int := char_length(b);
  -- Rows of the distance table, column j (0 .. lb) at index j + 1.
  prev2 int[];
  prev int[];
  cur int[];
  i int;
  j int;
  best int;
BEGIN
  IF abs(la - lb) > max THEN
    RETURN false;
  END IF;
  prev := ARRAY(SELECT g FROM generate_series(0, lb) g);
  FOR i IN 1 .. la LOOP
    cur := ARRAY[i];
    best := i;
    FOR j IN 1 .. lb LOOP
      cur := cur || least(prev[j + 1] + 1, cur[j] + 1,
                          prev[j] + CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END);
      IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
        cur[j + 1] := least(cur[j + 1], prev2[j - 1] + 1);
      END IF;
      best := least(best, cur[j + 1]);
    END LOOP;
    IF best > max THEN
      RETURN false;
    END IF;
    prev2 := prev;
    prev := cur;
  END LOOP;
  RETURN prev[lb + 1] <= max;
END
$$;
--> statement-breakpoint

-- The administrator's synonyms: a group (`search_synonymes`) of at least two expressions that mean
-- the same; each expression is also kept as its words (`search_synonyme_termes.mots`: lower case, no
-- accent, split as the storefront splits a query) to be found in a query, by its first word.
CREATE TABLE "search_synonymes" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "expressions" text[] NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyme_termes" (
  "synonyme_id" integer NOT NULL REFERENCES "search_synonymes" ("id") ON DELETE CASCADE,
  "mots" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_synonyme_termes_first_idx" ON "search_synonyme_termes" (("mots"[1]));
--> statement-breakpoint
CREATE INDEX "search_synonyme_termes_synonyme_idx" ON "search_synonyme_termes" ("synonyme_id");
--> statement-breakpoint

-- One word of a search (the per-word part of 0015's souk_search_words): its lexemes (stemmed; as a
-- prefix too when `as_prefix`, expanded to at most 64 lexemes), its tsquery, and its postings counted
-- up to 1 000 when `sized` (1 000 000 for a prefix of more than 64 lexemes). A stop word: an empty
-- query. A word that no article holds is read as its closest dictionary words, in this order: the
-- words spelt the same way (souk_spelling, 0022); one typo apart (5+ letters: 0012's rule; 4 letters:
-- the same first letter); two typos apart for a word of 8+ letters (keeping its first letter, on the
-- spelling keys); the looser look-alikes of 0007 (word similarity 0.5). None: null lexemes and query.
CREATE OR REPLACE FUNCTION souk_search_word(word text, as_prefix boolean, sized boolean,
                                            OUT lexemes text[], OUT query tsquery, OUT size int)
LANGUAGE plpgsql STABLE
SET pg_trgm.word_similarity_threshold = 0.5
SET pg_trgm.similarity_threshold = 0.2
SET search_path FROM CURRENT
AS $$
DECLARE
  typed text;
  key text;
  next_lexeme text;
  expanded int;
  near text[];
BEGIN
  query := public.souk_word_tsquery(word, as_prefix);
  IF numnode(query) = 0 THEN
    RETURN;
  END IF;
  typed := lower(public.souk_unaccent(word));
  lexemes := tsvector_to_array(to_tsvector('french', public.souk_unaccent(word)));
  IF as_prefix THEN
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
    IF char_length(typed) >= 4 THEN
      key := public.souk_spelling(typed);
      SELECT array_agg(n.word) INTO near FROM (
        SELECT d.word FROM public.search_words d WHERE d.spelling = key ORDER BY d.word LIMIT 8
      ) n;
    END IF;
    IF near IS NULL AND char_length(typed) >= 5 THEN
      SELECT array_agg(n.word) INTO near FROM (
        SELECT d.word FROM public.search_words d
         WHERE d.word % typed AND public.souk_one_typo_apart(typed, d.word)
         ORDER BY left(d.word, 1) = left(typed, 1) DESC, word_similarity(typed, d.word) DESC, d.word
         LIMIT 8
      ) n;
      IF left(near[1], 1) = left(typed, 1) THEN
        near := ARRAY(SELECT w FROM unnest(near) w WHERE left(w, 1) = left(typed, 1));
      END IF;
      IF near IS NULL AND char_length(typed) >= 8 THEN
        -- Two typos in a long word, compared on the spelling keys ('smartfonne', 'telefonnes').
        SELECT array_agg(n.word) INTO near FROM (
          SELECT d.word FROM public.search_words d
           WHERE d.word % typed AND left(d.word, 1) = left(typed, 1)
             AND public.souk_typos_apart(key, d.spelling, 2)
           ORDER BY similarity(typed, d.word) DESC, d.word
           LIMIT 8
        ) n;
      END IF;
      IF near IS NULL THEN
        SELECT array_agg(n.word) INTO near FROM (
          SELECT d.word FROM public.search_words d
           WHERE d.word %> typed
           ORDER BY word_similarity(typed, d.word) DESC, d.word
           LIMIT 8
        ) n;
      END IF;
    ELSIF near IS NULL AND char_length(typed) = 4 THEN
      SELECT array_agg(n.word) INTO near FROM (
        SELECT d.word FROM public.search_words d
         WHERE left(d.word, 1) = left(typed, 1) AND char_length(d.word) IN (4, 5)
           AND public.souk_one_typo_apart(typed, d.word)
         ORDER BY similarity(typed, d.word) DESC, d.word
         LIMIT 8
      ) n;
    END IF;
    IF near IS NULL THEN
      lexemes := NULL;
      query := NULL;
      size := 0;
      RETURN;
    END IF;
    query := to_tsquery('french', (SELECT string_agg(quote_literal(w), ' | ') FROM unnest(near) w));
    lexemes := tsvector_to_array(to_tsvector('french', array_to_string(near, ' ')));
  END IF;
  IF sized THEN
    size := coalesce(size, (SELECT count(*) FROM (
      SELECT 1 FROM public.search_postings p WHERE p.lexeme = ANY (lexemes) LIMIT 1000) s));
  END IF;
END
$$;
--> statement-breakpoint

-- One row per word that constrains the search, in typing order (0015, same columns). Since 0022:
--   - an administrator's synonym expression found in the query (its words in a row, the longest
--     first) is one row: the OR of every expression of its group (each the AND of its words), with
--     the lexemes of all of them; it is taken as typed (no prefix, no typo);
--   - `partial`: a word that matches nothing is left out instead of ending the search with a row of
--     null lexemes (souk_search_partial).
DROP FUNCTION IF EXISTS souk_search_words(text[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_search_words(words text[], partial boolean DEFAULT false)
RETURNS TABLE(lexemes text[], query tsquery, size int)
LANGUAGE plpgsql STABLE
SET search_path FROM CURRENT
AS $$
DECLARE
  n_words int := coalesce(array_length(words, 1), 0);
  plain text[];
  i int := 1;
  group_id int;
  group_len int;
  expression text[];
  q tsquery;
  w record;
BEGIN
  plain := ARRAY(SELECT lower(public.souk_unaccent(x)) FROM unnest(words) WITH ORDINALITY u(x, o) ORDER BY o);
  WHILE i <= n_words LOOP
    group_id := NULL;
    SELECT t.synonyme_id, cardinality(t.mots) INTO group_id, group_len
      FROM public.search_synonyme_termes t
     WHERE t.mots[1] = plain[i] AND i + cardinality(t.mots) - 1 <= n_words
       AND plain[i : i + cardinality(t.mots) - 1] = t.mots
     ORDER BY cardinality(t.mots) DESC, t.synonyme_id
     LIMIT 1;
    IF group_id IS NOT NULL THEN
      query := NULL;
      lexemes := '{}';
      FOR expression IN SELECT t.mots FROM public.search_synonyme_termes t WHERE t.synonyme_id = group_id LOOP
        q := plainto_tsquery('french', array_to_string(expression, ' '));
        CONTINUE WHEN numnode(q) = 0;
        query := CASE WHEN query IS NULL THEN q ELSE query || q END;
        lexemes := lexemes || ARRAY(SELECT l FROM unnest(tsvector_to_array(to_tsvector('french', array_to_string(expression, ' ')))) l
                                    WHERE NOT l = ANY (lexemes));
      END LOOP;
      i := i + group_len;
      CONTINUE WHEN query IS NULL;
      size := NULL;
      IF n_words > 1 THEN
        size := (SELECT count(*) FROM (
          SELECT 1 FROM public.search_postings p WHERE p.lexeme = ANY (lexemes) LIMIT 1000) s);
      END IF;
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT * INTO w FROM public.souk_search_word(words[i], i = n_words, n_words > 1);
    i := i + 1;
    IF w.lexemes IS NULL AND w.query IS NULL THEN
      IF partial THEN
        CONTINUE;
      END IF;
      lexemes := NULL;
      query := NULL;
      size := 0;
      RETURN NEXT;
      RETURN;
    END IF;
    CONTINUE WHEN numnode(w.query) = 0;
    lexemes := w.lexemes;
    query := w.query;
    size := w.size;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint

-- The best partial matches of a search that no article matches entirely: the storefront articles
-- holding the most of its words (each word as souk_search_words reads it; a word that matches nothing
-- is left out), then the best placed rare words: the sum over the words an article holds of the word's
-- score in it (0024) divided by ln(e + the word's postings, counted up to 1 000) — 'tajine kabyle' in a
-- catalogue of many kabyle articles and one tajine shows the tajine first —, then newest, id; the
-- first `k`, each with how many were found (`total`). Candidates are each word's best placed
-- `per_word` (250) articles, read from the top of its postings: an article in none of them is not
-- found, however many words it holds. Asked for only when the search itself found nothing (no
-- article holds every word), so no candidate holds them all.
CREATE OR REPLACE FUNCTION souk_search_partial(words text[], k int, per_word int DEFAULT 250)
RETURNS TABLE(article_id int, matched int, relevance float8, created_at timestamptz, total int)
LANGUAGE plpgsql STABLE
ROWS 24
SET search_path FROM CURRENT
AS $$
DECLARE
  w record;
  lists jsonb := '[]';
  queries tsquery[] := '{}';
  rarity float8[] := '{}';
  ids int[];
  n int;
BEGIN
  IF k < 1 THEN
    RETURN;
  END IF;
  FOR w IN SELECT * FROM public.souk_search_words(words, true) LOOP
    lists := lists || jsonb_build_array(to_jsonb(w.lexemes));
    queries := queries || w.query;
    rarity := rarity || (1 / ln(exp(1.0) + coalesce(w.size, 0)))::float8;
  END LOOP;
  n := jsonb_array_length(lists);
  IF n = 0 THEN
    RETURN;
  END IF;
  ids := ARRAY(
    SELECT DISTINCT x.article_id
      FROM generate_series(1, n) g(word)
      CROSS JOIN LATERAL (
        SELECT p.article_id
          FROM jsonb_array_elements_text(lists -> (g.word - 1)) l(lexeme)
          CROSS JOIN LATERAL (
            SELECT p.article_id, p.score, p.created_at FROM public.search_postings p
             WHERE p.lexeme = l.lexeme
             ORDER BY p.score DESC, p.created_at DESC, p.article_id DESC
             LIMIT per_word) p
         ORDER BY p.score DESC, p.created_at DESC, p.article_id DESC
         LIMIT per_word) x);
  RETURN QUERY
    SELECT m.id, m.matched, m.relevance, m.created_at, (count(*) OVER ())::int
      FROM (
        SELECT a.id, a.created_at, h.matched, h.relevance
          FROM public.articles a
          CROSS JOIN LATERAL (
            SELECT count(*)::int AS matched,
                   coalesce(sum(public.souk_search_relevance(a.search_vector, jsonb_build_array(lists -> (g.i - 1)))
                                 * rarity[g.i]), 0)::float8 AS relevance
              FROM generate_series(1, n) g(i)
             WHERE ts_match_vq(a.search_vector, queries[g.i])) h
         WHERE a.id = ANY (ids)
           AND a.valide = 1 AND a.en_stock
           AND (a.marchand_id IS NULL
                OR EXISTS (SELECT 1 FROM public.marchands mm WHERE mm.id = a.marchand_id AND mm.valide))
      ) m
     WHERE m.matched > 0
     ORDER BY m.matched DESC, m.relevance DESC, m.created_at DESC, m.id DESC
     LIMIT k;
END
$$;
