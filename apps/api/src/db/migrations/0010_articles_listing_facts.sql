-- What the storefront filters compare, kept on the article (issue #7, goal 3). A page filtered by
-- price, stars or promotion looked up, for every article it walked, the lowest variant price (stock),
-- the average rating (notes) and the running promotion (promotions); with a promotion filter it first
-- sorted every running promotion of the catalogue (100 076 at 10^6 articles) and probed 57 000 of
-- them for one category: 4.2 s at p95. Kept here instead, and carried by the listing indexes, a
-- filtered page is an index-only walk of its category.
--
-- A category page walks its category newest first: categorie_id is the sub-category's, kept by triggers
-- (an article changing sub-category, a sub-category moving to another category), so that page N reads
-- the category's N × 12 newest entries whatever the size of the catalogue (it walked every visible
-- article newest first and kept the category's: the category's share of the catalogue set the walk).
-- prix_min     lowest stock price (centimes), null without stock: statement triggers on stock_articles.
-- note_moyenne the shown average, round(avg(note), 1), 0 without reviews: statement triggers on notes.
-- promo_pourcentage the promotion running on the day in promotions_jour (the latest created, as
--              latestpromotions), null without one: triggers on promotions and promotion_articles, and
--              souk_promotions_du_jour(day), which the API runs at start and when Algeria's day changes
--              (this migration computes it for the day it runs).
--              Until it has run for today the API filters the way it did before (lookups), so a stale
--              day never shows a stale promotion.
ALTER TABLE "articles" ADD COLUMN "categorie_id" integer, ADD COLUMN "prix_min" bigint, ADD COLUMN "note_moyenne" numeric(2, 1) DEFAULT 0 NOT NULL, ADD COLUMN "promo_pourcentage" smallint;
--> statement-breakpoint
-- The day promo_pourcentage holds (one row): Algeria's day (UTC+1, no daylight saving) at migration.
CREATE TABLE "promotions_jour" ("id" boolean PRIMARY KEY DEFAULT true CHECK ("id"), "jour" date);
--> statement-breakpoint
INSERT INTO "promotions_jour" ("id", "jour") VALUES (true, (now() AT TIME ZONE 'UTC' + interval '1 hour')::date);
--> statement-breakpoint
-- Dropped first: every article row is rewritten once below; the index is built again at the end.
DROP INDEX "articles_listing_idx";
--> statement-breakpoint
UPDATE "articles" a SET "categorie_id" = sc.categorie_id, "prix_min" = s.prix,
       "note_moyenne" = coalesce(n.moyenne, 0), "promo_pourcentage" = r.pourcentage
  FROM "articles" x
  JOIN "sous_categories" sc ON sc.id = x.sous_categorie_id
  LEFT JOIN (SELECT article_id, min(prix) AS prix FROM "stock_articles" GROUP BY article_id) s ON s.article_id = x.id
  LEFT JOIN (SELECT article_id, round(avg(note)::numeric, 1) AS moyenne FROM "notes" GROUP BY article_id) n
    ON n.article_id = x.id
  LEFT JOIN (SELECT DISTINCT ON (pa.article_id) pa.article_id, p.pourcentage
               FROM "promotion_articles" pa JOIN "promotions" p ON p.id = pa.promotion_id
               JOIN "promotions_jour" j ON p.date_debut <= j.jour AND p.date_fin >= j.jour
              WHERE p.valide
              ORDER BY pa.article_id, p.created_at DESC, p.id DESC) r ON r.article_id = x.id
 WHERE a.id = x.id;
--> statement-breakpoint
CREATE FUNCTION souk_article_categorie() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.categorie_id := (SELECT categorie_id FROM sous_categories WHERE id = NEW.sous_categorie_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_categorie BEFORE INSERT OR UPDATE OF sous_categorie_id ON "articles"
  FOR EACH ROW EXECUTE FUNCTION souk_article_categorie();
--> statement-breakpoint
CREATE FUNCTION souk_sous_categorie_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles SET categorie_id = NEW.categorie_id
   WHERE sous_categorie_id = NEW.id AND categorie_id IS DISTINCT FROM NEW.categorie_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sous_categories_moved AFTER UPDATE OF categorie_id ON "sous_categories"
  FOR EACH ROW EXECUTE FUNCTION souk_sous_categorie_moved();
--> statement-breakpoint
CREATE FUNCTION souk_prix_min(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE articles a SET prix_min = x.prix
    FROM (SELECT i.id, (SELECT min(s.prix) FROM stock_articles s WHERE s.article_id = i.id) AS prix
            FROM (SELECT DISTINCT unnest(ids) AS id) i) x
   WHERE a.id = x.id AND a.prix_min IS DISTINCT FROM x.prix;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_stock_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET en_stock = true
    FROM (SELECT DISTINCT article_id FROM souk_new_stock) n
   WHERE a.id = n.article_id AND NOT a.en_stock;
  PERFORM souk_prix_min(ARRAY(SELECT article_id FROM souk_new_stock));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_stock_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET en_stock = false
    FROM (SELECT DISTINCT article_id FROM souk_old_stock) o
   WHERE a.id = o.article_id AND a.en_stock
     AND NOT EXISTS (SELECT 1 FROM stock_articles s WHERE s.article_id = a.id);
  PERFORM souk_prix_min(ARRAY(SELECT article_id FROM souk_old_stock));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose article or price changed: a quantity update (every checkout) writes no article.
CREATE OR REPLACE FUNCTION souk_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET en_stock = EXISTS (SELECT 1 FROM stock_articles s WHERE s.article_id = a.id)
    FROM (SELECT unnest(ARRAY[o.article_id, n.article_id]) AS article_id
            FROM souk_old_stock o JOIN souk_new_stock n ON n.id = o.id
           WHERE o.article_id <> n.article_id) m
   WHERE a.id = m.article_id;
  PERFORM souk_prix_min(ARRAY(
    SELECT unnest(ARRAY[o.article_id, n.article_id])
      FROM souk_old_stock o JOIN souk_new_stock n ON n.id = o.id
     WHERE o.article_id <> n.article_id OR o.prix <> n.prix));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION souk_note_moyenne(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE articles a SET note_moyenne = x.moyenne
    FROM (SELECT i.id, coalesce((SELECT round(avg(n.note)::numeric, 1) FROM notes n WHERE n.article_id = i.id), 0) AS moyenne
            FROM (SELECT DISTINCT unnest(ids) AS id) i) x
   WHERE a.id = x.id AND a.note_moyenne <> x.moyenne;
$$;
--> statement-breakpoint
-- One function for the three triggers (each declares only the transition tables its event has).
CREATE FUNCTION souk_notes_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM souk_note_moyenne(ARRAY(SELECT article_id FROM souk_new_notes));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM souk_note_moyenne(ARRAY(SELECT article_id FROM souk_old_notes));
  ELSE
    PERFORM souk_note_moyenne(ARRAY(
      SELECT unnest(ARRAY[o.article_id, n.article_id])
        FROM souk_old_notes o JOIN souk_new_notes n ON n.id = o.id
       WHERE o.article_id <> n.article_id OR o.note <> n.note));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notes_added AFTER INSERT ON "notes"
  REFERENCING NEW TABLE AS souk_new_notes FOR EACH STATEMENT EXECUTE FUNCTION souk_notes_written();
--> statement-breakpoint
CREATE TRIGGER notes_removed AFTER DELETE ON "notes"
  REFERENCING OLD TABLE AS souk_old_notes FOR EACH STATEMENT EXECUTE FUNCTION souk_notes_written();
--> statement-breakpoint
CREATE TRIGGER notes_changed AFTER UPDATE ON "notes"
  REFERENCING OLD TABLE AS souk_old_notes NEW TABLE AS souk_new_notes FOR EACH STATEMENT EXECUTE FUNCTION souk_notes_written();
--> statement-breakpoint
-- The running promotion of these articles on the day of promotions_jour (nothing before its first day).
-- Read FOR SHARE: a change of day (which locks the table EXCLUSIVE) waits for the promotion writes in
-- flight, and they wait for it.
CREATE FUNCTION souk_promo_articles(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  SELECT jour INTO d FROM promotions_jour FOR SHARE;
  IF d IS NULL THEN
    RETURN;
  END IF;
  UPDATE articles a SET promo_pourcentage = x.pourcentage
    FROM (SELECT i.id,
                 (SELECT p.pourcentage FROM promotion_articles pa JOIN promotions p ON p.id = pa.promotion_id
                   WHERE pa.article_id = i.id AND p.valide AND p.date_debut <= d AND p.date_fin >= d
                   ORDER BY p.created_at DESC, p.id DESC LIMIT 1) AS pourcentage
            FROM (SELECT DISTINCT unnest(ids) AS id) i) x
   WHERE a.id = x.id AND a.promo_pourcentage IS DISTINCT FROM x.pourcentage;
END $$;
--> statement-breakpoint
-- Every article's running promotion on day d, which becomes the day of promotions_jour.
CREATE FUNCTION souk_promotions_du_jour(d date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE promotions_jour IN EXCLUSIVE MODE;
  INSERT INTO promotions_jour (id, jour) VALUES (true, d) ON CONFLICT (id) DO UPDATE SET jour = excluded.jour;
  UPDATE articles a SET promo_pourcentage = x.pourcentage
    FROM (SELECT coalesce(r.article_id, o.id) AS id, r.pourcentage
            FROM (SELECT DISTINCT ON (pa.article_id) pa.article_id, p.pourcentage
                    FROM promotion_articles pa JOIN promotions p ON p.id = pa.promotion_id
                   WHERE p.valide AND p.date_debut <= d AND p.date_fin >= d
                   ORDER BY pa.article_id, p.created_at DESC, p.id DESC) r
            FULL JOIN (SELECT id FROM articles WHERE promo_pourcentage IS NOT NULL) o ON o.id = r.article_id) x
   WHERE a.id = x.id AND a.promo_pourcentage IS DISTINCT FROM x.pourcentage;
END $$;
--> statement-breakpoint
CREATE FUNCTION souk_promotion_articles_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM souk_promo_articles(ARRAY(SELECT article_id FROM souk_new_pa));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM souk_promo_articles(ARRAY(SELECT article_id FROM souk_old_pa));
  ELSE
    PERFORM souk_promo_articles(ARRAY(SELECT article_id FROM souk_old_pa UNION SELECT article_id FROM souk_new_pa));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A promotion's state, dates, percentage or creation (the tie-break) changed: its articles.
CREATE FUNCTION souk_promotions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souk_promo_articles(ARRAY(
    SELECT pa.article_id FROM promotion_articles pa
     WHERE pa.promotion_id IN (
       SELECT n.id FROM souk_old_promos o JOIN souk_new_promos n ON n.id = o.id
        WHERE (o.valide, o.date_debut, o.date_fin, o.pourcentage, o.created_at)
              IS DISTINCT FROM (n.valide, n.date_debut, n.date_fin, n.pourcentage, n.created_at))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER promotion_articles_added AFTER INSERT ON "promotion_articles"
  REFERENCING NEW TABLE AS souk_new_pa FOR EACH STATEMENT EXECUTE FUNCTION souk_promotion_articles_written();
--> statement-breakpoint
CREATE TRIGGER promotion_articles_removed AFTER DELETE ON "promotion_articles"
  REFERENCING OLD TABLE AS souk_old_pa FOR EACH STATEMENT EXECUTE FUNCTION souk_promotion_articles_written();
--> statement-breakpoint
CREATE TRIGGER promotion_articles_changed AFTER UPDATE ON "promotion_articles"
  REFERENCING OLD TABLE AS souk_old_pa NEW TABLE AS souk_new_pa FOR EACH STATEMENT EXECUTE FUNCTION souk_promotion_articles_written();
--> statement-breakpoint
CREATE TRIGGER promotions_changed AFTER UPDATE ON "promotions"
  REFERENCING OLD TABLE AS souk_old_promos NEW TABLE AS souk_new_promos FOR EACH STATEMENT EXECUTE FUNCTION souk_promotions_changed();
--> statement-breakpoint
-- The listing indexes carry the facts, so that a filtered walk stays index-only. The promotion and
-- the rating are trailing KEY columns, not INCLUDE ones: the index scan then tests "promotion ≥ x"
-- and "stars ≥ y" itself on each entry (an index condition), before any row is formed for the filter
-- (a promotion-filtered category page at 10^6: 4.8 → 2.6 ms per walk). They come after the unique
-- (created_at, id), so the order is unchanged. A promotion filter walks only the promoted articles of
-- its category.
CREATE INDEX "articles_listing_idx" ON "articles" ("sous_categorie_id", "created_at" DESC, "id" DESC, "promo_pourcentage", "note_moyenne") INCLUDE ("marchand_id", "prix_min") WHERE "valide" = 1 AND "en_stock";
--> statement-breakpoint
CREATE INDEX "articles_categorie_idx" ON "articles" ("categorie_id", "created_at" DESC, "id" DESC, "promo_pourcentage", "note_moyenne") INCLUDE ("marchand_id", "prix_min") WHERE "valide" = 1 AND "en_stock";
--> statement-breakpoint
CREATE INDEX "articles_promo_idx" ON "articles" ("categorie_id", "created_at" DESC, "id" DESC, "promo_pourcentage", "note_moyenne") INCLUDE ("marchand_id", "prix_min") WHERE "valide" = 1 AND "en_stock" AND "promo_pourcentage" IS NOT NULL;
--> statement-breakpoint
-- "Offres du jour" (home): the deepest running promotions first, read from the top of this index.
CREATE INDEX "articles_promo_deepest_idx" ON "articles" ("promo_pourcentage" DESC, "created_at" DESC, "id" DESC) INCLUDE ("marchand_id") WHERE "valide" = 1 AND "en_stock" AND "promo_pourcentage" IS NOT NULL;
