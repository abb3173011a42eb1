-- The ledger of the durable jobs (docs/decisions/0049-durable-jobs.md): what a job did for good (a
-- mail sent, a feed event published), under its idempotency key, so that a job run again after a
-- crash or a failed attempt does not do it twice. The queue itself is pg-boss's own schema `pgboss`,
-- installed and migrated by pg-boss at start.
CREATE TABLE "taches_faites" (
	"cle" text PRIMARY KEY NOT NULL,
	"faite_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "taches_faites_faite_le_idx" ON "taches_faites" ("faite_le");
