-- Typo fallback of the storefront search through a dictionary of words (issue #7, goal 4). Until
-- now a word of 5+ letters that no article contains was looked up by trigram word similarity over
-- every article's designation and brand (GIN gin_trgm_ops on articles.search_text): at 10^6
-- articles its common trigrams ('cas', 'que', …) each point to hundreds of thousands of rows to
-- recheck. Now the same similarity (word_similarity ≥ 0.5) is computed against the distinct words of
-- those designations and brands (a table of a few thousand rows, its own trigram index), and the
-- articles are then found through the full-text index with the words found, like any other word.
-- Same SQL on PGlite and PostgreSQL. Words are only added (statement triggers on articles); a word
-- no article holds any more finds nothing and costs nothing.
--
-- Also (goal 3) a partial index of the articles a storefront list may show, per sub-category, newest
-- first, carrying marchand_id: the capped count of a category (up to 25 001 rows) reads it alone
-- (index-only) instead of visiting ~13 000 heap pages at 10^6 articles (525 ms → 9 ms for that step).
CREATE INDEX "articles_listing_idx" ON "articles" ("sous_categorie_id", "created_at" DESC, "id" DESC) INCLUDE ("marchand_id") WHERE "valide" = 1;
--> statement-breakpoint

CREATE TABLE "search_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint

-- The dictionary words of a search_text: 4+ characters, no digit (references and numbers are not
-- misspelt the way words are, and would fill the table with one entry per article).
CREATE OR REPLACE FUNCTION souk_search_words_of(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(search_text, '[[:space:][:punct:]]+') w
   WHERE char_length(w) >= 4 AND w !~ '[0-9]'
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_search_words_collect() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT w FROM new_rows, public.souk_search_words_of(new_rows.search_text) w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Transition tables allow one event per trigger: one for INSERT, one for UPDATE.
CREATE TRIGGER articles_search_words_insert
AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION souk_search_words_collect();
--> statement-breakpoint
CREATE TRIGGER articles_search_words_update
AFTER UPDATE ON articles REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION souk_search_words_collect();
--> statement-breakpoint

INSERT INTO search_words (word)
SELECT DISTINCT w FROM articles, souk_search_words_of(articles.search_text) w
ON CONFLICT DO NOTHING;
--> statement-breakpoint

-- True when b is a (one-word) a with at most one typo: one letter deleted, inserted or replaced, or
-- two neighbours swapped (optimal string alignment distance ≤ 1). Common prefix and suffix are
-- skipped, then what is left must be that one edit.
CREATE OR REPLACE FUNCTION souk_one_typo_apart(a text, b text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
AS $$
DECLARE
  la int := char_length(a);
  lb int := char_length(b);
  p int := 0;
  s int := 0;
BEGIN
  IF abs(la - lb) > 1 THEN
    RETURN false;
  END IF;
  WHILE p < least(la, lb) AND substr(a, p + 1, 1) = substr(b, p + 1, 1) LOOP
    p := p + 1;
  END LOOP;
  WHILE s < least(la, lb) - p AND substr(a, la - s, 1) = substr(b, lb - s, 1) LOOP
    s := s + 1;
  END LOOP;
  IF la = lb THEN
    RETURN la - p - s <= 1
        OR (la - p - s = 2 AND substr(a, p + 1, 1) = substr(b, p + 2, 1)
                           AND substr(a, p + 2, 1) = substr(b, p + 1, 1));
  END IF;
  RETURN greatest(la, lb) - p - s = 1;
END
$$;
--> statement-breakpoint

-- As in 0003 (full-text lexeme first; the fallback only for a word of 5+ letters that no article
-- has), the fallback now reading the dictionary: the (at most 8) words within word similarity 0.5
-- (0003's rule), or one typo apart among the words of trigram similarity ≥ 0.2 — a swap or a change
-- in the middle of a 6-letter word breaks 3 of its 7 trigrams (measured: 'motnre'/'montre' 0.43,
-- 'casrue'/'casque' 0.43, 'kabllie'/'kabylie' 0.45, all missed by the 0.5 rule) — one-typo words
-- first, OR-ed into one French tsquery answered by the full-text index.
CREATE OR REPLACE FUNCTION souk_article_ids_matching_word(word text, as_prefix boolean)
RETURNS SETOF integer
LANGUAGE sql STABLE
SET pg_trgm.word_similarity_threshold = 0.5
SET pg_trgm.similarity_threshold = 0.2
SET search_path FROM CURRENT
AS $$
  WITH exact AS MATERIALIZED (
    SELECT id FROM public.articles WHERE search_vector @@ public.souk_word_tsquery(word, as_prefix)
  ),
  typed AS (SELECT lower(public.souk_unaccent(souk_article_ids_matching_word.word)) AS w),
  near AS MATERIALIZED (
    -- The parameter is named in full: a bare "word" here would be the column d.word.
    SELECT d.word FROM public.search_words d, typed
     WHERE char_length(typed.w) >= 5
       AND NOT EXISTS (SELECT 1 FROM exact)
       AND (d.word %> typed.w OR (d.word % typed.w AND public.souk_one_typo_apart(typed.w, d.word)))
     ORDER BY public.souk_one_typo_apart(typed.w, d.word) DESC, word_similarity(typed.w, d.word) DESC, d.word
     LIMIT 8
  )
  SELECT id FROM exact
  UNION ALL
  SELECT a.id FROM public.articles a
   WHERE a.search_vector @@ (SELECT to_tsquery('french', string_agg(quote_literal(n.word), ' | ')) FROM near n)
$$;
