-- Idempotency keys for every audience's money-moving calls (decision 0033; the partner's payout
-- request, docs/decisions/0045-payouts-and-statements.md). A key was scoped to a client only
-- (`client_id` referencing `clients`); it is now scoped to an owner of any role, as access tokens
-- are: (`role`, `owner_id`). The rows already kept are clients' keys. Without the foreign key a
-- deleted account's keys stay until they expire (24 hours), as they are swept anyway.
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_client_id_fkey";--> statement-breakpoint
ALTER TABLE "idempotency_keys" RENAME COLUMN "client_id" TO "owner_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "role" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_role_check" CHECK ("idempotency_keys"."role" in ('client', 'marchand', 'user'));--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("role", "owner_id", "route", "key");
