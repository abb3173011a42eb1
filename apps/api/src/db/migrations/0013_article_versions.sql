-- Decision 0022: the version of what `v1/articleShow/{id}` shows. Every write to the article or to
-- anything its reply holds (variants and their prices and stock, options, gallery, reviews and their
-- authors' names, promotions, its store's public card and state, its sub-category) gives the article
-- a new version from one sequence, inside the writing transaction. The API keeps a reply with the
-- version it was read at (one statement: same snapshot) and, on each request, asks the database for
-- the current version (a primary-key read) before sending the kept reply; any other version reads
-- the article again. A version number is never reused.
-- The sequence belongs to no column on purpose: TRUNCATE … RESTART IDENTITY (the tests empty every
-- table between tests) restarts owned sequences, and a reused value could match a reply kept for an
-- article of the same id from before.
CREATE SEQUENCE "article_version_seq";
--> statement-breakpoint
CREATE TABLE "article_versions" (
  "article_id" integer PRIMARY KEY REFERENCES "articles" ("id") ON DELETE CASCADE,
  "version" bigint NOT NULL DEFAULT nextval('article_version_seq')
);
--> statement-breakpoint
INSERT INTO "article_versions" ("article_id") SELECT "id" FROM "articles";
--> statement-breakpoint
-- A reviewer renamed: the articles they reviewed (the reviews list shows their name).
CREATE INDEX "notes_client_idx" ON "notes" ("client_id");
--> statement-breakpoint
CREATE INDEX "promotion_articles_promotion_idx" ON "promotion_articles" ("promotion_id");
--> statement-breakpoint

-- New versions for the article ids that the query `ids` selects (row triggers below).
CREATE OR REPLACE FUNCTION souk_article_versions_bump(ids text) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE format(
    'UPDATE public.article_versions v SET version = nextval(''public.article_version_seq'')
      WHERE v.article_id IN (%s)', ids);
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_article_versions_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO public.article_versions (article_id) SELECT id FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER articles_versions_insert
AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION souk_article_versions_insert();
--> statement-breakpoint

-- Statement triggers of the article and the tables that hang from it. TG_ARGV[0]: the query of the
-- article ids of a transition table, `%s` standing for the table (new_rows or old_rows). The update
-- runs here, not in souk_article_versions_bump: transition tables are only visible to the trigger's
-- own function.
CREATE OR REPLACE FUNCTION souk_article_versions_from_rows() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := format(TG_ARGV[0], 'new_rows');
  ELSIF TG_OP = 'DELETE' THEN
    ids := format(TG_ARGV[0], 'old_rows');
  ELSE
    ids := format(TG_ARGV[0], 'new_rows') || ' UNION ' || format(TG_ARGV[0], 'old_rows');
  END IF;
  EXECUTE format(
    'UPDATE public.article_versions v SET version = nextval(''public.article_version_seq'')
      WHERE v.article_id IN (%s)', ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- For each table: the query of the article ids of its transition table. INSERT, UPDATE and DELETE
-- triggers on each (articles: UPDATE only, its INSERT trigger being the one above), named
-- <table>_versions_<event>.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('articles', 'SELECT id FROM %s'),
    ('stock_articles', 'SELECT article_id FROM %s'),
    ('options', 'SELECT article_id FROM %s'),
    ('galeries', 'SELECT article_id FROM %s'),
    ('notes', 'SELECT article_id FROM %s'),
    ('promotion_articles', 'SELECT article_id FROM %s'),
    ('sous_options', 'SELECT o.article_id FROM public.options o WHERE o.id IN (SELECT option_id FROM %s)'),
    ('stock_article_sous_options',
     'SELECT s.article_id FROM public.stock_articles s WHERE s.id IN (SELECT stock_article_id FROM %s)')
  ) AS v (tbl, ids) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION souk_article_versions_from_rows(%L)', t.tbl || '_versions_update', t.tbl, t.ids);
    CONTINUE WHEN t.tbl = 'articles';
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION souk_article_versions_from_rows(%L)', t.tbl || '_versions_insert', t.tbl, t.ids);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION souk_article_versions_from_rows(%L)', t.tbl || '_versions_delete', t.tbl, t.ids);
  END LOOP;
END
$$;
--> statement-breakpoint

-- Row triggers of what many articles share, on the columns their replies show. TG_ARGV[0]: the query
-- of the article ids, `%s` standing for the row's id.
CREATE OR REPLACE FUNCTION souk_article_versions_of_row() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM public.souk_article_versions_bump(format(TG_ARGV[0], OLD.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER promotions_versions
AFTER UPDATE OR DELETE ON promotions
FOR EACH ROW EXECUTE FUNCTION souk_article_versions_of_row(
  'SELECT pa.article_id FROM public.promotion_articles pa WHERE pa.promotion_id = %s');
--> statement-breakpoint
CREATE TRIGGER clients_versions
AFTER UPDATE ON clients
FOR EACH ROW
WHEN ((OLD.nom, OLD.prenom, OLD.url_photo) IS DISTINCT FROM (NEW.nom, NEW.prenom, NEW.url_photo))
EXECUTE FUNCTION souk_article_versions_of_row('SELECT n.article_id FROM public.notes n WHERE n.client_id = %s');
--> statement-breakpoint
-- The store card of an article reply (shopColumns, modules/shops/shops.schemas.ts; a test checks that
-- every one of its columns is listed here) and the store's state (visibility).
CREATE TRIGGER marchands_versions
AFTER UPDATE ON marchands
FOR EACH ROW
WHEN ((OLD.slug, OLD.designation_magasin, OLD.url_photo_magasin, OLD.email, OLD.telephone,
       OLD.adresse_magasin, OLD.wilaya_magasin, OLD.description, OLD.facebook, OLD.twitter,
       OLD.instagram, OLD.linkedin, OLD.registre_commerce, OLD.nif, OLD.created_at, OLD.valide)
      IS DISTINCT FROM
      (NEW.slug, NEW.designation_magasin, NEW.url_photo_magasin, NEW.email, NEW.telephone,
       NEW.adresse_magasin, NEW.wilaya_magasin, NEW.description, NEW.facebook, NEW.twitter,
       NEW.instagram, NEW.linkedin, NEW.registre_commerce, NEW.nif, NEW.created_at, NEW.valide))
EXECUTE FUNCTION souk_article_versions_of_row('SELECT a.id FROM public.articles a WHERE a.marchand_id = %s');
--> statement-breakpoint
CREATE TRIGGER sous_categories_versions
AFTER UPDATE ON sous_categories
FOR EACH ROW
WHEN ((OLD.slug, OLD.designation, OLD.url_image, OLD.categorie_id)
      IS DISTINCT FROM (NEW.slug, NEW.designation, NEW.url_image, NEW.categorie_id))
EXECUTE FUNCTION souk_article_versions_of_row(
  'SELECT a.id FROM public.articles a WHERE a.sous_categorie_id = %s');
