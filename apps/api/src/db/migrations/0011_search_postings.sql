-- Storefront search read newest first and stopped early (issue #7, goals 3 and 4). Until now each
-- query word's articles were all gathered through the GIN index of articles.search_vector (50 000 ids
-- for a word found in 5 % of 10^6 articles: 314–481 ms), every match was then checked for visibility,
-- counted up to 25 001 and ranked by ts_rank before the first 12 were kept: seconds per search.
--
-- search_postings holds, for every lexeme of every article's search_vector, the article and its
-- creation time, indexed (lexeme, created_at desc, article_id desc): the articles holding a lexeme,
-- newest first, in one index range. A search now
--   1. plans its words (souk_search_plan): each word's lexemes — stemmed as in 0003, the word being
--      typed also as a prefix, a misspelt word of 5+ letters as its dictionary look-alikes as in 0007 —
--      and the word with the fewest postings, whose lexemes drive the walk;
--   2. walks the driving lexemes' postings newest first, keeping the articles that are visible, in
--      the list's scope and match every word (search_vector @@ the AND of the words' tsqueries, on the
--      row the walk reads anyway), and stops after SEARCH_CANDIDATES of them
--      (modules/catalog/article-listing.repository.ts);
--   3. ranks those candidates by relevance (ts_rank, similarity, newest) and counts them.
-- Which articles match a word is unchanged; what changes is that a search ranks the newest
-- SEARCH_CANDIDATES matches rather than all of them (decision 0021). Same SQL on PGlite and PostgreSQL.
--
-- Kept by triggers: statement triggers with transition tables for INSERT and DELETE (a bulk insert
-- writes its postings in one statement), a row trigger for an UPDATE that changes the document or the
-- creation time (edits, and sub-category or store renames through 0003's triggers).
CREATE TABLE "search_postings" (
  "lexeme" text COLLATE "C" NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "article_id" integer NOT NULL
);
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_search_postings_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.search_postings (lexeme, created_at, article_id)
  SELECT l.lexeme, n.created_at, n.id FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) l(lexeme);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_search_postings_deleted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.search_postings p
   USING old_rows o, unnest(tsvector_to_array(o.search_vector)) l(lexeme)
   WHERE p.lexeme = l.lexeme AND p.created_at = o.created_at AND p.article_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_search_postings_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.search_postings p
   WHERE p.lexeme = ANY (tsvector_to_array(OLD.search_vector))
     AND p.created_at = OLD.created_at AND p.article_id = OLD.id;
  INSERT INTO public.search_postings (lexeme, created_at, article_id)
  SELECT l.lexeme, NEW.created_at, NEW.id FROM unnest(tsvector_to_array(NEW.search_vector)) l(lexeme);
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER articles_search_postings_insert
AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION souk_search_postings_inserted();
--> statement-breakpoint
CREATE TRIGGER articles_search_postings_delete
AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION souk_search_postings_deleted();
--> statement-breakpoint
-- No column list: search_vector is written by a BEFORE trigger, never named in the UPDATE's SET.
CREATE TRIGGER articles_search_postings_update
AFTER UPDATE ON articles
FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION souk_search_postings_updated();
--> statement-breakpoint

INSERT INTO search_postings (lexeme, created_at, article_id)
SELECT l.lexeme, a.created_at, a.id FROM articles a, unnest(tsvector_to_array(a.search_vector)) l(lexeme);
--> statement-breakpoint
-- Built after the backfill (faster than row by row). Also the prefix scan's order (lexemes in "C"
-- order: byte order, so that a prefix is one range whatever the database's collation).
CREATE UNIQUE INDEX "search_postings_idx" ON "search_postings" ("lexeme", "created_at" DESC, "article_id" DESC);
--> statement-breakpoint

-- The plan of a search (step 1 above). `words`: the query's words in typing order, the last one
-- being typed (a prefix). `matches`: the AND of every word's tsquery — as 0003's souk_word_tsquery,
-- or for a word of 5+ letters that no article holds, the OR of its look-alikes of 0007's dictionary;
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
--> statement-breakpoint

-- Replaced by souk_search_plan and the walk of search_postings.
DROP FUNCTION souk_article_ids_matching_word(text, boolean);
--> statement-breakpoint

-- No query reads the GIN indexes of the documents any more (the walk above reads each candidate's
-- search_vector on its row; typos go through search_words since 0007): every article write stops
-- maintaining them.
DROP INDEX "articles_search_vector_idx";
--> statement-breakpoint
DROP INDEX "articles_search_text_trgm_idx";
