ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);