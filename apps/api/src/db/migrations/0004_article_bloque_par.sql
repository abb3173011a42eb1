-- Who blocked an article (valide 0): 'user' (admin) or 'marchand' (its partner). A partner may unblock
-- only its own block; null on a blocked article (rows from before this column) reads as the admin's.
ALTER TABLE "articles" ADD COLUMN "bloque_par" text;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_bloque_par_check" CHECK ("articles"."bloque_par" is null or "articles"."bloque_par" in ('user', 'marchand'));