-- The home's "les mieux notés" (`v1/articlesMieuxNotes`, issue #7): best shown average first, then the
-- most reviewed. It aggregated every review of the catalogue on every request (6.3–6.8 s at 10^6
-- articles and 1.5 million reviews). The average is kept on the article already (0010, note_moyenne);
-- the number of reviews now is too, by the same function the reviews' triggers call, and the list is
-- a walk of articles_mieux_notes_idx that stops after 12.
ALTER TABLE "articles" ADD COLUMN "nombre_notes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "articles" a SET "nombre_notes" = n.nombre
  FROM (SELECT article_id, count(*)::int AS nombre FROM "notes" GROUP BY article_id) n
 WHERE a.id = n.article_id;
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_nombre_notes_check" CHECK ("nombre_notes" >= 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION souk_note_moyenne(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE articles a SET note_moyenne = x.moyenne, nombre_notes = x.nombre
    FROM (SELECT i.id, coalesce(s.moyenne, 0) AS moyenne, coalesce(s.nombre, 0) AS nombre
            FROM (SELECT DISTINCT unnest(ids) AS id) i
            LEFT JOIN LATERAL (SELECT round(avg(n.note)::numeric, 1) AS moyenne, count(*)::int AS nombre
                                 FROM notes n WHERE n.article_id = i.id) s ON true) x
   WHERE a.id = x.id AND (a.note_moyenne <> x.moyenne OR a.nombre_notes <> x.nombre);
$$;
--> statement-breakpoint
CREATE INDEX "articles_mieux_notes_idx" ON "articles" ("note_moyenne" DESC, "nombre_notes" DESC, "id" DESC) INCLUDE ("marchand_id") WHERE "valide" = 1 AND "en_stock" AND "nombre_notes" > 0;
