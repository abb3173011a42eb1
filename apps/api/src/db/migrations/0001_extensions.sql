-- Search (issue: storefront) uses unaccented French full-text search and trigram similarity.
-- Both extensions ship with PGlite and are "trusted" on PostgreSQL ≥ 13 (a database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
