-- The partner's language (fr, ar, en), as the clients' (migration 0024): the partner's e-mails about
-- its payouts are written in it (docs/decisions/0045-payouts-and-statements.md).
ALTER TABLE "marchands" ADD COLUMN "langue" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "marchands" ADD CONSTRAINT "marchands_langue_check" CHECK ("marchands"."langue" in ('fr', 'ar', 'en'));
