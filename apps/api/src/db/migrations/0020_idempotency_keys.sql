-- Idempotency keys of the client's money-moving calls (commandeAdd, commandePayer; decision 0033).
-- A lost reply to a checkout made the browser send it again and place a second order. The web app
-- now sends an `Idempotency-Key` per checkout (and per payment) attempt; the first request with a
-- key claims this row (the primary key makes two concurrent requests, in any process, claim it
-- once), runs, and keeps its reply; a later request with the same key and body gets that reply
-- again and places nothing. Scoped to the client: one client's key never meets another's. Rows
-- expire after 24 hours and are swept with the unpaid orders.
CREATE TABLE "idempotency_keys" (
  "client_id" integer NOT NULL REFERENCES "clients" ("id") ON DELETE CASCADE,
  "route" text NOT NULL,
  "key" text NOT NULL,
  "request_hash" text NOT NULL,
  "status_code" integer,
  "reply" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("client_id", "route", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" ("expires_at");
