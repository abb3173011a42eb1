-- Delivery fees (issue #9 item 2): the fee grid per destination wilaya (platform rows, marchand_id null,
-- and per-store overrides), the free-delivery threshold and platform origin on the configuration row,
-- and each order's fee, delivery mode and destination. Legal seller information (law 18-05, item 4):
-- the stores' commercial register number and tax id. Existing orders keep a fee of 0.
CREATE TABLE "frais_livraison" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "frais_livraison_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wilaya_code" smallint NOT NULL,
	"marchand_id" integer,
	"domicile" bigint NOT NULL,
	"stop_desk" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frais_livraison_wilaya_marchand_unique" UNIQUE NULLS NOT DISTINCT("wilaya_code","marchand_id"),
	CONSTRAINT "frais_livraison_wilaya_check" CHECK ("frais_livraison"."wilaya_code" between 1 and 99),
	CONSTRAINT "frais_livraison_montants_check" CHECK ("frais_livraison"."domicile" >= 0 and "frais_livraison"."stop_desk" >= 0)
);
--> statement-breakpoint
ALTER TABLE "marchands" ADD COLUMN "registre_commerce" text;--> statement-breakpoint
ALTER TABLE "marchands" ADD COLUMN "nif" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "frais_livraison" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "mode_livraison" text DEFAULT 'domicile' NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "wilaya_livraison" smallint;--> statement-breakpoint
ALTER TABLE "about" ADD COLUMN "livraison_gratuite_seuil" bigint;--> statement-breakpoint
ALTER TABLE "about" ADD COLUMN "livraison_wilaya_origine" smallint;--> statement-breakpoint
ALTER TABLE "frais_livraison" ADD CONSTRAINT "frais_livraison_marchand_id_marchands_id_fk" FOREIGN KEY ("marchand_id") REFERENCES "public"."marchands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frais_livraison_marchand_idx" ON "frais_livraison" USING btree ("marchand_id");--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_frais_livraison_check" CHECK ("commandes"."frais_livraison" >= 0);--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_mode_livraison_check" CHECK ("commandes"."mode_livraison" in ('domicile', 'stop_desk'));--> statement-breakpoint
ALTER TABLE "about" ADD CONSTRAINT "about_livraison_seuil_check" CHECK ("about"."livraison_gratuite_seuil" is null or "about"."livraison_gratuite_seuil" >= 0);