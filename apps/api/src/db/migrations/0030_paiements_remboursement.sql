-- The refund of a cancelled card order's payment (docs/product/orders-and-money.md, Payment types;
-- docs/decisions/0046-returns-and-refunds.md): a successful `devise` payment of an order that ends
-- `annulee` is given back through the provider, retried with backoff. The provider's refund id, the
-- attempts, the last failure, when the last attempt was made and when the refund succeeded.
ALTER TABLE "paiements" ADD COLUMN "refund_provider_id" text;
--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "refund_last_error" text;
--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "refund_tried_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "paiements" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "paiements" ADD CONSTRAINT "paiements_refund_attempts_check" CHECK ("paiements"."refund_attempts" >= 0);
