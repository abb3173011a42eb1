-- "Has stock" kept on the article (issue #7, goal 3). A storefront list shows only articles with at
-- least one stock row (DESIGN §5); testing it was an index probe of stock_articles per article walked:
-- 25 001 probes (~100 ms) for the capped count of a big category at 10^6 articles, 1 200 for page 100.
-- en_stock is true exactly when the article has a stock row, kept so by statement-level triggers on
-- stock_articles (insert, delete, and an update that moves a row to another article), and the two
-- listing indexes now hold only such articles: counts and pages are index-only walks.
ALTER TABLE "articles" ADD COLUMN "en_stock" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "articles" a SET "en_stock" = true WHERE EXISTS (SELECT 1 FROM "stock_articles" s WHERE s."article_id" = a."id");
--> statement-breakpoint
CREATE FUNCTION souk_stock_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET en_stock = true
    FROM (SELECT DISTINCT article_id FROM souk_new_stock) n
   WHERE a.id = n.article_id AND NOT a.en_stock;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION souk_stock_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET en_stock = false
    FROM (SELECT DISTINCT article_id FROM souk_old_stock) o
   WHERE a.id = o.article_id AND a.en_stock
     AND NOT EXISTS (SELECT 1 FROM stock_articles s WHERE s.article_id = a.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose article changed: a quantity update (every checkout) writes no article. (A column
-- list, UPDATE OF article_id, cannot be combined with transition tables.)
CREATE FUNCTION souk_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE articles a SET en_stock = EXISTS (SELECT 1 FROM stock_articles s WHERE s.article_id = a.id)
    FROM (SELECT unnest(ARRAY[o.article_id, n.article_id]) AS article_id
            FROM souk_old_stock o JOIN souk_new_stock n ON n.id = o.id
           WHERE o.article_id <> n.article_id) m
   WHERE a.id = m.article_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_articles_added AFTER INSERT ON "stock_articles"
  REFERENCING NEW TABLE AS souk_new_stock FOR EACH STATEMENT EXECUTE FUNCTION souk_stock_added();
--> statement-breakpoint
CREATE TRIGGER stock_articles_removed AFTER DELETE ON "stock_articles"
  REFERENCING OLD TABLE AS souk_old_stock FOR EACH STATEMENT EXECUTE FUNCTION souk_stock_removed();
--> statement-breakpoint
CREATE TRIGGER stock_articles_moved AFTER UPDATE ON "stock_articles"
  REFERENCING OLD TABLE AS souk_old_stock NEW TABLE AS souk_new_stock FOR EACH STATEMENT EXECUTE FUNCTION souk_stock_moved();
--> statement-breakpoint
DROP INDEX "articles_listing_idx";
--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" ("sous_categorie_id", "created_at" DESC, "id" DESC) INCLUDE ("marchand_id") WHERE "valide" = 1 AND "en_stock";
--> statement-breakpoint
DROP INDEX "articles_newest_idx";
--> statement-breakpoint
CREATE INDEX "articles_newest_idx" ON "articles" ("created_at" DESC, "id" DESC) INCLUDE ("sous_categorie_id", "marchand_id") WHERE "valide" = 1 AND "en_stock";
