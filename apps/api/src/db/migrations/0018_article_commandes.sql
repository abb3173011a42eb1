-- The home's "les plus demandés" (`v1/articlesPlusCommandes`, issue #7): the articles most ordered, as
-- Σ quantite over the lines of the orders that were not cancelled. It summed every order line of the
-- shop on every request (1.7–1.8 s at 10^6 articles). The sum is now kept per article in
-- article_commandes by the triggers below, and the list walks article_commandes_quantite_idx, checking
-- each article's visibility, until it has 12.
--
-- Its own table, not a column of articles: every checkout writes it, and an articles row written
-- rewrites the entries of all its indexes (the column would be indexed), runs its search-words
-- trigger and bumps its version (the product modal's cache key, decision 0022) for a fact no page
-- shows.
--
-- The triggers add and subtract (quantite = quantite ± d) rather than recount: two checkouts of the
-- same article at once each add their own lines, where a recount by each would not see the other's
-- uncommitted lines and one of them would be lost.
CREATE TABLE "article_commandes" (
  "article_id" integer PRIMARY KEY REFERENCES "articles" ("id") ON DELETE CASCADE,
  "quantite" integer NOT NULL,
  CONSTRAINT "article_commandes_quantite_check" CHECK ("quantite" >= 0)
);
--> statement-breakpoint
INSERT INTO "article_commandes" ("article_id", "quantite")
SELECT l.article_id, sum(l.quantite)::int
  FROM "commande_lignes" l JOIN "commandes" c ON c.id = l.commande_id
 WHERE c.etat <> 'annulee' AND l.article_id IS NOT NULL
 GROUP BY l.article_id;
--> statement-breakpoint
CREATE INDEX "article_commandes_quantite_idx" ON "article_commandes" ("quantite" DESC, "article_id" DESC) WHERE "quantite" > 0;
--> statement-breakpoint
-- Adds each quantity (signed) to its article. Additions may create the article's row; subtractions
-- only meet existing rows (what is taken off was added first). Rows are written in article order, so
-- two checkouts cannot deadlock on them.
CREATE FUNCTION souk_article_commandes_add(article_ids integer[], quantites integer[])
RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT l.article_id, sum(l.quantite)::int AS quantite
      FROM unnest(article_ids, quantites) AS l(article_id, quantite)
     WHERE l.article_id IS NOT NULL
     GROUP BY l.article_id
  ), taken AS (
    UPDATE article_commandes ac SET quantite = ac.quantite + d.quantite
      FROM d WHERE ac.article_id = d.article_id AND d.quantite < 0
  )
  INSERT INTO article_commandes AS ac (article_id, quantite)
  SELECT article_id, quantite FROM d WHERE quantite > 0 ORDER BY article_id
  ON CONFLICT (article_id) DO UPDATE SET quantite = ac.quantite + excluded.quantite;
$$;
--> statement-breakpoint
-- Lines written: only the lines of orders not cancelled count. A line whose order is gone (an order
-- deleted: its lines go after it, by cascade) counts nothing here: the order's delete trigger below
-- took its lines off.
CREATE FUNCTION souk_lignes_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souk_article_commandes_add(array_agg(l.article_id), array_agg(l.quantite))
     FROM souk_new_lignes l JOIN commandes c ON c.id = l.commande_id WHERE c.etat <> 'annulee';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION souk_lignes_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souk_article_commandes_add(array_agg(l.article_id), array_agg(-l.quantite))
     FROM souk_old_lignes l JOIN commandes c ON c.id = l.commande_id WHERE c.etat <> 'annulee';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION souk_lignes_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souk_article_commandes_add(array_agg(l.article_id), array_agg(l.quantite))
     FROM (SELECT article_id, -quantite AS quantite, commande_id FROM souk_old_lignes
           UNION ALL SELECT article_id, quantite, commande_id FROM souk_new_lignes) l
     JOIN commandes c ON c.id = l.commande_id WHERE c.etat <> 'annulee';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER commande_lignes_added AFTER INSERT ON "commande_lignes"
  REFERENCING NEW TABLE AS souk_new_lignes FOR EACH STATEMENT EXECUTE FUNCTION souk_lignes_added();
--> statement-breakpoint
CREATE TRIGGER commande_lignes_removed AFTER DELETE ON "commande_lignes"
  REFERENCING OLD TABLE AS souk_old_lignes FOR EACH STATEMENT EXECUTE FUNCTION souk_lignes_removed();
--> statement-breakpoint
CREATE TRIGGER commande_lignes_moved AFTER UPDATE ON "commande_lignes"
  REFERENCING OLD TABLE AS souk_old_lignes NEW TABLE AS souk_new_lignes FOR EACH STATEMENT EXECUTE FUNCTION souk_lignes_moved();
--> statement-breakpoint
-- An order cancelled takes its lines off; an order brought back from 'annulee' puts them back.
-- (Transition tables cannot be combined with a column list: this runs on every update of commandes
-- and finds nothing to do unless the state crossed 'annulee'.)
CREATE FUNCTION souk_commandes_etat_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM souk_article_commandes_add(array_agg(l.article_id),
                                     array_agg(CASE WHEN n.etat = 'annulee' THEN -l.quantite ELSE l.quantite END))
     FROM souk_old_commandes o JOIN souk_new_commandes n ON n.id = o.id
     JOIN commande_lignes l ON l.commande_id = n.id
    WHERE (o.etat = 'annulee') <> (n.etat = 'annulee');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER commandes_etat_moved AFTER UPDATE ON "commandes"
  REFERENCING OLD TABLE AS souk_old_commandes NEW TABLE AS souk_new_commandes
  FOR EACH STATEMENT EXECUTE FUNCTION souk_commandes_etat_moved();
--> statement-breakpoint
-- An order deleted: its lines are still there before its row goes (they go after it, by cascade).
CREATE FUNCTION souk_commande_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.etat <> 'annulee' THEN
    PERFORM souk_article_commandes_add(array_agg(article_id), array_agg(-quantite))
       FROM commande_lignes WHERE commande_id = OLD.id;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER commande_removed BEFORE DELETE ON "commandes"
  FOR EACH ROW EXECUTE FUNCTION souk_commande_removed();
