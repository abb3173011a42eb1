-- Decision 0024 (issue #7, goal 3): a search of several words finds its best matches without ranking
-- its first 1 000 candidates. Until now it walked its rarest word's postings until 1 000 articles
-- matched every word, then ranked those: two common words (each in 1/20 of the catalogue, together in
-- 1/340) read ~17 000 postings and articles at 10^6 to show 12. Each posting now being the lexeme's
-- score in its article (0014), the best articles for every word can be found from the top of every
-- word's postings at once, and the walk stops as soon as no article it has not read can rank higher
-- (Fagin's threshold algorithm): souk_search_top.
--
-- Relevance of several words (what souk_search_top orders by): the sum over the words of the word's
-- score in the article (its best lexeme's posting score), then newest, then id.

-- One row per word that constrains the search, in typing order (the per-word part of 0012's
-- souk_search_plan, moved here unchanged so that the plan and souk_search_top read words the same
-- way): its lexemes (stemmed; the last word also as a prefix, expanded to at most 64 lexemes; a word
-- that no article holds, as its look-alikes), its tsquery, and its postings counted up to 1 000
-- (1 000 000 for a prefix of more than 64 lexemes; null for a search of one word, which compares
-- them with nothing). Stop words give no row. A word that matches
-- nothing gives a last row with null lexemes and query: the search finds nothing.
CREATE OR REPLACE FUNCTION souk_search_words(words text[])
RETURNS TABLE(lexemes text[], query tsquery, size int)
LANGUAGE plpgsql STABLE
SET pg_trgm.word_similarity_threshold = 0.5
SET pg_trgm.similarity_threshold = 0.2
SET search_path FROM CURRENT
AS $$
DECLARE
  n_words int := coalesce(array_length(words, 1), 0);
  i int;
  typed text;
  next_lexeme text;
  expanded int;
  near text[];
BEGIN
  FOR i IN 1 .. n_words LOOP
    query := public.souk_word_tsquery(words[i], i = n_words);
    CONTINUE WHEN numnode(query) = 0;
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
        lexemes := NULL;
        query := NULL;
        size := 0;
        RETURN NEXT;
        RETURN;
      END IF;
      query := to_tsquery('french', (SELECT string_agg(quote_literal(w), ' | ') FROM unnest(near) w));
      lexemes := tsvector_to_array(to_tsvector('french', array_to_string(near, ' ')));
    END IF;
    -- Sizes are compared between words (the rarest drives): a search of one word needs none, and
    -- counting 1 000 postings was a third of its planning.
    IF n_words > 1 THEN
      size := coalesce(size, (SELECT count(*) FROM (
        SELECT 1 FROM public.search_postings p WHERE p.lexeme = ANY (lexemes) LIMIT 1000) s));
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint

-- The plan of a search (0011, 0012), now read from souk_search_words: `matches`, the AND of every
-- word's tsquery; `driver`, the lexemes of the word with the fewest postings. No word (only stop
-- words), or a word that matches nothing: `driver` is empty and the search finds nothing.
CREATE OR REPLACE FUNCTION souk_search_plan(words text[], OUT driver text[], OUT matches tsquery)
LANGUAGE plpgsql STABLE
SET search_path FROM CURRENT
AS $$
DECLARE
  w record;
  fewest int;
BEGIN
  driver := '{}';
  FOR w IN SELECT * FROM public.souk_search_words(words) LOOP
    IF w.lexemes IS NULL THEN
      driver := '{}';
      matches := NULL;
      RETURN;
    END IF;
    matches := CASE WHEN matches IS NULL THEN w.query ELSE matches && w.query END;
    IF fewest IS NULL OR w.size < fewest THEN
      fewest := w.size;
      driver := w.lexemes;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint

-- The relevance of an article (its `document`) to a search of several words (`lists`: each word's
-- lexemes, as souk_search_words gives them): the sum over the words of the best score of the word's
-- lexemes in the article, each score as its posting holds it (0014). With one lexeme a word, ts_rank
-- over the words orders the same way (it is the mean of these scores).
CREATE OR REPLACE FUNCTION souk_search_relevance(document tsvector, lists jsonb) RETURNS float8
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path FROM CURRENT
AS $$
  SELECT sum((SELECT max(public.souk_search_score(document, l.lexeme))
                FROM jsonb_array_elements_text(w.lexemes) l(lexeme))::float8)
    FROM jsonb_array_elements(lists) w(lexemes)
$$;
--> statement-breakpoint

-- The articles of `ids` but not of `kept` that the storefront shows and that match `matches`, with
-- their relevance to the words of `lists`. What the storefront shows is `visibleArticle`
-- (article-listing.repository.ts), restated: active, in stock, platform-owned or from a live store;
-- search-top.test.ts compares the two.
CREATE OR REPLACE FUNCTION souk_search_matching(ids int[], kept int[], matches tsquery, lists jsonb)
RETURNS TABLE(id int, relevance float8, created_at timestamptz)
LANGUAGE sql STABLE
AS $$
  SELECT a.id, public.souk_search_relevance(a.search_vector, lists), a.created_at
    FROM public.articles a
   WHERE a.id = ANY (ids) AND NOT a.id = ANY (kept)
     AND a.valide = 1 AND a.en_stock
     AND (a.marchand_id IS NULL
          OR EXISTS (SELECT 1 FROM public.marchands m WHERE m.id = a.marchand_id AND m.valide))
     AND ts_match_vq(a.search_vector, matches)
$$;
--> statement-breakpoint

-- Every storefront match among `ids` ranked (relevance, newest, id), the first `k`, each with how many
-- there are (`total`): souk_search_top's answer when it read every article that could match.
CREATE OR REPLACE FUNCTION souk_search_rank_all(ids int[], matches tsquery, lists jsonb, k int)
RETURNS TABLE(article_id int, relevance float8, created_at timestamptz, total int)
LANGUAGE sql STABLE
AS $$
  SELECT m.id, m.relevance, m.created_at, (count(*) OVER ())::int
    FROM public.souk_search_matching(ids, '{}', matches, lists) m
   ORDER BY m.relevance DESC, m.created_at DESC, m.id DESC
   LIMIT k
$$;
--> statement-breakpoint

-- The articles that hold a lexeme of every word of `lists` whose list is `complete`, read from the
-- postings alone (index only, no article read: one INTERSECT of the words' article ids), at most
-- `lim` + 1 of them (more tells that there are more than `lim`). Null when no word's list is complete
-- (a prefix of more than 64 lexemes, 0011): the postings cannot tell then. Every match of the words
-- is among them; what the storefront shows of them is souk_search_matching's to say.
CREATE OR REPLACE FUNCTION souk_search_every_word(lists jsonb, complete boolean[], lim int)
RETURNS int[]
LANGUAGE plpgsql STABLE
SET search_path FROM CURRENT
AS $$
DECLARE
  every_word text;
  ids int[];
BEGIN
  every_word := (SELECT string_agg(format(
                   'SELECT p.article_id FROM public.search_postings p WHERE p.lexeme = ANY (%L::text[])',
                   ARRAY(SELECT jsonb_array_elements_text(lists -> (g.word - 1)))), ' INTERSECT ')
                  FROM generate_series(1, jsonb_array_length(lists)) g(word) WHERE complete[g.word]);
  IF every_word IS NULL THEN
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT ARRAY(SELECT c.article_id FROM (%s) c(article_id) LIMIT %s)', every_word, lim + 1)
    INTO ids;
  RETURN ids;
END
$$;
--> statement-breakpoint

-- The `k` most relevant storefront articles matching every word of `words` (as souk_search_plan reads
-- them), most relevant first: relevance = the sum over the words of the word's score in the article
-- (souk_search_relevance), then newest, then id. `total`: how many articles match, when the search
-- read them all — a word with fewer than `read_all_below` (1 000) postings: they are all read and
-- every match ranked, as cheap as the walk it replaces. Otherwise null, and exact without reading
-- every match:
--   1. Each word's postings are read best first (score, newest, id: the index order of
--      search_postings_idx), every word at once, in rounds of `batch` postings (32, then doubling).
--   2. Every article read is checked (storefront visibility, every word: souk_search_matching) and
--      scored; the best `k` are kept.
--   3. An article not read yet is, in every word's order, after the last posting read (its best
--      posting of that word included): its relevance is at most the sum of those postings' scores,
--      and at equal relevance it is older (or of smaller id) than the oldest of them. The walk stops
--      when the k-th kept article ranks before that bound, or when a word's postings run out (every
--      article holding all the words has then been read). A prefix of more than 64 lexemes lists only
--      64 (0011): when they run out, its articles not read yet score 0 for that word and the others
--      go on.
--   4. Sparse matches: when the rounds up to `sparse_after` (256) postings a word did not end the walk,
--      the words rarely meet near the top of their postings (two common words that seldom go
--      together, 'lampe tapis': the walk would read every posting of one of them, a second or more at
--      10^6). Every article holding every word is then found at once by intersecting the words'
--      postings (index only, no article read) and, when there are at most `intersect_limit` (5 000),
--      they are checked and ranked as for a rare word, with `total`. More, the walk goes on.
--      Words whose list is incomplete (a prefix of more than 64 lexemes) take no part in the
--      intersection; with none complete, the walk goes on.
CREATE OR REPLACE FUNCTION souk_search_top(words text[], k int, read_all_below int DEFAULT 1000,
                                           sparse_after int DEFAULT 256, intersect_limit int DEFAULT 5000)
RETURNS TABLE(article_id int, relevance float8, created_at timestamptz, total int)
LANGUAGE plpgsql STABLE
-- A page's worth (k is offset + 12), not the default 1 000: the statement that joins it plans for a page.
ROWS 24
SET search_path FROM CURRENT
AS $$
DECLARE
  w record;
  lists jsonb := '[]';
  matches tsquery;
  n int;
  batch int := 32;
  -- Each word's last posting read (its score, created_at, article_id): where its next round starts.
  last_score real[];
  last_created timestamptz[];
  last_id int[];
  read_count int[];
  -- Whether a word's list holds all its lexemes (a prefix of more than 64 does not, 0011).
  complete boolean[] := '{}';
  done boolean;
  ids int[];
  top_ids int[] := '{}';
  top_relevance float8[] := '{}';
  top_created timestamptz[] := '{}';
  bound float8;
  oldest_created timestamptz;
  oldest_id int;
  i int;
  fewest int;
  rarest jsonb;
  intersected boolean := false;
BEGIN
  IF k < 1 THEN
    RETURN;
  END IF;
  FOR w IN SELECT * FROM public.souk_search_words(words) LOOP
    IF w.lexemes IS NULL THEN
      RETURN;
    END IF;
    lists := lists || jsonb_build_array(to_jsonb(w.lexemes));
    complete := complete || (coalesce(w.size, 0) < 1000000);
    IF fewest IS NULL OR w.size < fewest THEN
      fewest := w.size;
      rarest := to_jsonb(w.lexemes);
    END IF;
    matches := CASE WHEN matches IS NULL THEN w.query ELSE matches && w.query END;
  END LOOP;
  n := jsonb_array_length(lists);
  IF n = 0 THEN
    RETURN;
  END IF;
  IF fewest < read_all_below THEN
    -- A word with fewer than 1 000 postings: every article holding it, checked and ranked.
    ids := ARRAY(SELECT DISTINCT p.article_id FROM jsonb_array_elements_text(rarest) l(lexeme)
                   JOIN public.search_postings p ON p.lexeme = l.lexeme);
    RETURN QUERY SELECT * FROM public.souk_search_rank_all(ids, matches, lists, k);
    RETURN;
  END IF;
  last_score := array_fill('Infinity'::real, array[n]);
  last_created := array_fill('infinity'::timestamptz, array[n]);
  last_id := array_fill(2147483647, array[n]);
  LOOP
    IF batch > sparse_after AND NOT intersected THEN
      -- 4. Sparse matches: the articles holding every (complete) word, from the postings alone.
      intersected := true;
      ids := public.souk_search_every_word(lists, complete, intersect_limit);
      IF ids IS NOT NULL AND coalesce(array_length(ids, 1), 0) <= intersect_limit THEN
        RETURN QUERY SELECT * FROM public.souk_search_rank_all(ids, matches, lists, k);
        RETURN;
      END IF;
    END IF;
    -- The next `batch` postings of every word, after its last one read.
    WITH next_postings AS (
      SELECT x.word, x.article_id, x.score, x.created_at,
             row_number() OVER (PARTITION BY x.word ORDER BY x.score DESC, x.created_at DESC, x.article_id DESC) AS rn
        FROM generate_series(1, n) g(word)
        CROSS JOIN LATERAL (
          SELECT g.word, p.article_id, p.score, p.created_at
            FROM jsonb_array_elements_text(lists -> (g.word - 1)) l(lexeme)
            CROSS JOIN LATERAL (
              SELECT p.article_id, p.score, p.created_at FROM public.search_postings p
               WHERE p.lexeme = l.lexeme
                 AND (p.score, p.created_at, p.article_id) < (last_score[g.word], last_created[g.word], last_id[g.word])
               ORDER BY p.score DESC, p.created_at DESC, p.article_id DESC
               LIMIT batch) p
           ORDER BY p.score DESC, p.created_at DESC, p.article_id DESC
           LIMIT batch) x
    ), last_read AS (
      SELECT DISTINCT ON (np.word) np.word, np.article_id, np.score, np.created_at, np.rn
        FROM next_postings np ORDER BY np.word, np.rn DESC
    ), per_word AS (
      SELECT g.word, coalesce(lr.rn, 0)::int AS rn, coalesce(lr.score, last_score[g.word]) AS score,
             coalesce(lr.created_at, last_created[g.word]) AS created_at,
             coalesce(lr.article_id, last_id[g.word]) AS article_id
        FROM generate_series(1, n) g(word) LEFT JOIN last_read lr ON lr.word = g.word
    )
    SELECT (SELECT array_agg(DISTINCT np.article_id) FROM next_postings np),
           array_agg(pw.rn ORDER BY pw.word), array_agg(pw.score ORDER BY pw.word),
           array_agg(pw.created_at ORDER BY pw.word), array_agg(pw.article_id ORDER BY pw.word)
      INTO ids, read_count, last_score, last_created, last_id
      FROM per_word pw;
    -- Check and score the articles not kept yet; keep the best k.
    SELECT coalesce(array_agg(t.id ORDER BY t.relevance DESC, t.created_at DESC, t.id DESC), '{}'),
           coalesce(array_agg(t.relevance ORDER BY t.relevance DESC, t.created_at DESC, t.id DESC), '{}'),
           coalesce(array_agg(t.created_at ORDER BY t.relevance DESC, t.created_at DESC, t.id DESC), '{}')
      INTO top_ids, top_relevance, top_created
      FROM (
        SELECT s.* FROM (
          SELECT kept.id, kept.relevance, kept.created_at
            FROM unnest(top_ids, top_relevance, top_created) kept(id, relevance, created_at)
          UNION ALL
          SELECT c.id, c.relevance, c.created_at
            FROM public.souk_search_matching(ids, top_ids, matches, lists) c
        ) s
        ORDER BY s.relevance DESC, s.created_at DESC, s.id DESC
        LIMIT k
      ) t;
    -- A word's postings ran out: every article holding all the words has been read. Unless the word's
    -- list is incomplete: then an article not read yet scores 0 for it, whatever its date.
    done := false;
    FOR i IN 1 .. n LOOP
      IF read_count[i] < batch THEN
        done := done OR complete[i];
        last_score[i] := 0;
        last_created[i] := 'infinity';
        last_id[i] := 2147483647;
      END IF;
    END LOOP;
    EXIT WHEN done OR NOT EXISTS (SELECT 1 FROM unnest(last_score) s WHERE s > 0);
    IF array_length(top_ids, 1) = k THEN
      bound := 0;
      FOR i IN 1 .. n LOOP
        bound := bound + last_score[i];
      END LOOP;
      SELECT o.created_at, o.id INTO oldest_created, oldest_id
        FROM unnest(last_created, last_id) o(created_at, id) ORDER BY o.created_at, o.id LIMIT 1;
      EXIT WHEN top_relevance[k] > bound
        OR (top_relevance[k] = bound AND (top_created[k], top_ids[k]) >= (oldest_created, oldest_id));
    END IF;
    batch := least(batch * 2, 4096);
  END LOOP;
  RETURN QUERY SELECT t.id, t.relevance, t.created_at, NULL::int
    FROM unnest(top_ids, top_relevance, top_created) t(id, relevance, created_at)
   ORDER BY t.relevance DESC, t.created_at DESC, t.id DESC;
END
$$;
--> statement-breakpoint

-- How many storefront articles match every word of `words`, counted up to `cap` (souk_search_top's
-- count, when its page did not say: the words are all common). The articles holding every word come
-- from the postings alone (souk_search_every_word), then only those are read, up to `cap`: two common
-- words of a 10^6 catalogue that go together once in 340 articles are counted to 1 001 from ~3 000
-- candidates, not by reading ~17 000 articles of the rarer one; two that never meet, from none. Null
-- when the postings cannot tell (no word's list complete, or more than 50 000 candidates): the caller
-- counts its own way.
CREATE OR REPLACE FUNCTION souk_search_count(words text[], cap int)
RETURNS int
LANGUAGE plpgsql STABLE
SET search_path FROM CURRENT
AS $$
DECLARE
  w record;
  lists jsonb := '[]';
  complete boolean[] := '{}';
  matches tsquery;
  ids int[];
BEGIN
  FOR w IN SELECT * FROM public.souk_search_words(words) LOOP
    IF w.lexemes IS NULL THEN
      RETURN 0;
    END IF;
    lists := lists || jsonb_build_array(to_jsonb(w.lexemes));
    complete := complete || (coalesce(w.size, 0) < 1000000);
    matches := CASE WHEN matches IS NULL THEN w.query ELSE matches && w.query END;
  END LOOP;
  IF jsonb_array_length(lists) = 0 THEN
    RETURN 0;
  END IF;
  ids := public.souk_search_every_word(lists, complete, 50000);
  IF ids IS NULL OR coalesce(array_length(ids, 1), 0) > 50000 THEN
    RETURN NULL;
  END IF;
  RETURN (SELECT count(*) FROM (
    SELECT 1 FROM public.souk_search_matching(ids, '{}', matches, lists) LIMIT cap) s);
END
$$;
