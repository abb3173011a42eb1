-- Storefront search that forgives: unaccented French full text over designation, brand, description,
-- sub-category and store (GIN on articles.search_vector), plus trigram word similarity on the
-- unaccented designation and brand for typos (GIN gin_trgm_ops on articles.search_text).
-- Needs 0001 (pg_trgm, unaccent) and 0002 (the two columns and their indexes). Same SQL on PGlite
-- and PostgreSQL ≥ 13.

-- unaccent(text) is only STABLE because it finds its dictionary through the search path; naming the
-- dictionary and its schema fixes the result, so this wrapper can be IMMUTABLE (indexes, triggers,
-- plan-time folding of the query's constants).
CREATE OR REPLACE FUNCTION souk_unaccent(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint

-- The weighted document of one article. The French configuration also stems names, so a brand or a
-- store is found by the same (stemmed) query words as everything else.
CREATE OR REPLACE FUNCTION souk_article_search_vector(
  designation text, marque text, sous_categorie text, magasin text, description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('french', public.souk_unaccent(coalesce(designation, ''))), 'A')
      || setweight(to_tsvector('french', public.souk_unaccent(coalesce(marque, ''))), 'B')
      || setweight(to_tsvector('french', public.souk_unaccent(coalesce(sous_categorie, ''))), 'B')
      || setweight(to_tsvector('french', public.souk_unaccent(coalesce(magasin, ''))), 'C')
      || setweight(to_tsvector('french', public.souk_unaccent(coalesce(description, ''))), 'D')
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_article_search_text(designation text, marque text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lower(public.souk_unaccent(coalesce(designation, '') || ' ' || coalesce(marque, ''))) $$;
--> statement-breakpoint

-- One query word as a tsquery (stemmed, unaccented). A stop word gives an empty tsquery
-- (numnode = 0), which callers treat as "no constraint". The word still being typed (`as_prefix`)
-- also matches as the start of an indexed lexeme — unstemmed, so that 'robe' does not become
-- 'rob':* and list robots, while 'télép' finds 'telephon'. quote_literal keeps to_tsquery's
-- operators out of the word.
CREATE OR REPLACE FUNCTION souk_word_tsquery(word text, as_prefix boolean) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT CASE
    WHEN NOT as_prefix OR numnode(plainto_tsquery('french', public.souk_unaccent(word))) = 0
      THEN plainto_tsquery('french', public.souk_unaccent(word))
    ELSE plainto_tsquery('french', public.souk_unaccent(word))
      || to_tsquery('simple', quote_literal(lower(public.souk_unaccent(word))) || ':*')
  END
$$;
--> statement-breakpoint

-- Ids of the articles (any state: callers filter visibility) matching one query word: its full-text
-- lexeme, or — only when no article has it and the word has 5+ letters — a designation/brand word
-- within trigram word similarity 0.5 (one typo: 'samsnug' → samsung, 'chausures' → chaussures).
-- Falling back only for unknown words keeps a correctly spelled word from dragging in look-alikes
-- ('lampe' never lists 'lame'). The threshold is a GUC read by the `%>` operator and its GIN index;
-- the function's SET clause scopes it to this call, whatever the connection.
CREATE OR REPLACE FUNCTION souk_article_ids_matching_word(word text, as_prefix boolean)
RETURNS SETOF integer
LANGUAGE sql STABLE
SET pg_trgm.word_similarity_threshold = 0.5
SET search_path FROM CURRENT
AS $$
  WITH exact AS MATERIALIZED (
    SELECT id FROM public.articles WHERE search_vector @@ public.souk_word_tsquery(word, as_prefix)
  )
  SELECT id FROM exact
  UNION ALL
  SELECT id FROM public.articles
   WHERE char_length(word) >= 5
     AND NOT EXISTS (SELECT 1 FROM exact)
     AND search_text %> lower(public.souk_unaccent(word))
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_articles_search_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_vector := public.souk_article_search_vector(
    NEW.designation,
    NEW.marque,
    (SELECT s.designation FROM public.sous_categories s WHERE s.id = NEW.sous_categorie_id),
    (SELECT m.designation_magasin FROM public.marchands m WHERE m.id = NEW.marchand_id),
    NEW.description
  );
  NEW.search_text := public.souk_article_search_text(NEW.designation, NEW.marque);
  RETURN NEW;
END
$$;
--> statement-breakpoint

CREATE TRIGGER articles_search_refresh
BEFORE INSERT OR UPDATE OF designation, marque, description, sous_categorie_id, marchand_id ON articles
FOR EACH ROW EXECUTE FUNCTION souk_articles_search_refresh();
--> statement-breakpoint

-- A renamed sub-category or store changes the documents of its articles.
CREATE OR REPLACE FUNCTION souk_sous_categories_search_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE public.articles a
     SET search_vector = public.souk_article_search_vector(
           a.designation,
           a.marque,
           NEW.designation,
           (SELECT m.designation_magasin FROM public.marchands m WHERE m.id = a.marchand_id),
           a.description)
   WHERE a.sous_categorie_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER sous_categories_search_refresh
AFTER UPDATE OF designation ON sous_categories
FOR EACH ROW WHEN (OLD.designation IS DISTINCT FROM NEW.designation)
EXECUTE FUNCTION souk_sous_categories_search_refresh();
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_marchands_search_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE public.articles a
     SET search_vector = public.souk_article_search_vector(
           a.designation,
           a.marque,
           (SELECT s.designation FROM public.sous_categories s WHERE s.id = a.sous_categorie_id),
           NEW.designation_magasin,
           a.description)
   WHERE a.marchand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER marchands_search_refresh
AFTER UPDATE OF designation_magasin ON marchands
FOR EACH ROW WHEN (OLD.designation_magasin IS DISTINCT FROM NEW.designation_magasin)
EXECUTE FUNCTION souk_marchands_search_refresh();
--> statement-breakpoint

-- Articles that existed before this migration.
UPDATE articles a
   SET search_vector = souk_article_search_vector(
         a.designation,
         a.marque,
         (SELECT s.designation FROM sous_categories s WHERE s.id = a.sous_categorie_id),
         (SELECT m.designation_magasin FROM marchands m WHERE m.id = a.marchand_id),
         a.description),
       search_text = souk_article_search_text(a.designation, a.marque);
