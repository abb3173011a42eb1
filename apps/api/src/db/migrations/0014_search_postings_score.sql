-- Decision 0023 (issue #7, goal 4): each posting carries the lexeme's relevance in its article, and
-- a lexeme's postings are read best placed first. Until now they were read newest first, so a search
-- ranked the newest 1 000 matches (reading and scoring every one of them: ts_rank and word similarity
-- on 1 000 article rows, ~20 ms of CPU per request) before it could show 12. A one-word search now
-- reads its page in index order: the word's articles by the lexeme's score (ts_rank of that lexeme:
-- placement A–D and occurrences, as the ranking of a one-word search weighs them), newest first
-- among equals, and stops after the page. A search of several words walks its rarest word's
-- postings in the same order (its candidates: the best placed, then newest) and ranks them as before.
--
-- `score` is ts_rank(document, that lexeme alone), written by the triggers and recomputed the same way
-- (an immutable function of the document) to find a posting again when its article changes.
CREATE OR REPLACE FUNCTION souk_search_score(document tsvector, lexeme text) RETURNS real
LANGUAGE sql IMMUTABLE PARALLEL SAFE
-- The lexeme quoted as tsquery input (quotes doubled, backslashes escaped): taken as is, not parsed
-- nor stemmed again.
AS $$ SELECT ts_rank(document, ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery) $$;
--> statement-breakpoint

DROP INDEX "search_postings_idx";
--> statement-breakpoint
TRUNCATE "search_postings";
--> statement-breakpoint
ALTER TABLE "search_postings" ADD COLUMN "score" real NOT NULL;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_search_postings_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.search_postings (lexeme, score, created_at, article_id)
  SELECT l.lexeme, public.souk_search_score(n.search_vector, l.lexeme), n.created_at, n.id
    FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) l(lexeme);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Every key column given (the score recomputed): one index probe per posting.
CREATE OR REPLACE FUNCTION souk_search_postings_deleted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.search_postings p
   USING old_rows o, unnest(tsvector_to_array(o.search_vector)) l(lexeme)
   WHERE p.lexeme = l.lexeme AND p.score = public.souk_search_score(o.search_vector, l.lexeme)
     AND p.created_at = o.created_at AND p.article_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_search_postings_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM public.search_postings p
   USING unnest(tsvector_to_array(OLD.search_vector)) l(lexeme)
   WHERE p.lexeme = l.lexeme AND p.score = public.souk_search_score(OLD.search_vector, l.lexeme)
     AND p.created_at = OLD.created_at AND p.article_id = OLD.id;
  INSERT INTO public.search_postings (lexeme, score, created_at, article_id)
  SELECT l.lexeme, public.souk_search_score(NEW.search_vector, l.lexeme), NEW.created_at, NEW.id
    FROM unnest(tsvector_to_array(NEW.search_vector)) l(lexeme);
  RETURN NULL;
END
$$;
--> statement-breakpoint

INSERT INTO search_postings (lexeme, score, created_at, article_id)
SELECT l.lexeme, souk_search_score(a.search_vector, l.lexeme), a.created_at, a.id
  FROM articles a, unnest(tsvector_to_array(a.search_vector)) l(lexeme);
--> statement-breakpoint
-- Built after the backfill. A lexeme's postings best placed first, then newest; still one range per
-- lexeme and per prefix ("C" order), as the plan's prefix expansion reads it (0011).
CREATE UNIQUE INDEX "search_postings_idx" ON "search_postings" ("lexeme", "score" DESC, "created_at" DESC, "article_id" DESC);
--> statement-breakpoint
-- Statistics for the rebuilt table now, not when autovacuum comes by: until then the planner knows
-- nothing of the postings and may gather a whole lexeme instead of walking it in order.
ANALYZE "search_postings";
