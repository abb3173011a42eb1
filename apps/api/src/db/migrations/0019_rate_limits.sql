-- Throttling counters shared by every API process on one PostgreSQL database when REDIS_URL is not set
-- (lib/rate-limiter.ts, decision 0030). One row per key (login per account and address, per account,
-- per address; forgot-password; likes): a fixed window that starts at the first hit and ends at
-- reset_at. Before this table each process counted alone, so a guesser spread over N processes got N
-- times the allowance. Rows whose window has ended are swept now and then by the processes.
CREATE TABLE "rate_limits" (
  "key" text PRIMARY KEY,
  "count" integer NOT NULL,
  "reset_at" timestamp with time zone NOT NULL,
  CONSTRAINT "rate_limits_count_check" CHECK ("count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" ("reset_at");
