-- Cash-on-delivery confirmation (issue #9 item 3): the phone calls made to confirm an order, the
-- order's confirmation summary (confirmed at, attempts) and the reason a parcel could not be delivered,
-- with a partial index for the client's delivery record. Existing orders: not confirmed, 0 attempts.
CREATE TABLE "commande_appels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commande_appels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"commande_id" integer NOT NULL,
	"resultat" text NOT NULL,
	"note" text,
	"actor_role" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commande_appels_resultat_check" CHECK ("commande_appels"."resultat" in ('confirmee', 'injoignable', 'refusee'))
);
--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "confirmee_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "nbr_appels" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "echec_livraison_motif" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "echec_livraison_note" text;--> statement-breakpoint
ALTER TABLE "commandes" ADD COLUMN "echec_livraison_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commande_appels" ADD CONSTRAINT "commande_appels_commande_id_commandes_id_fk" FOREIGN KEY ("commande_id") REFERENCES "public"."commandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commande_appels_commande_idx" ON "commande_appels" USING btree ("commande_id","created_at");--> statement-breakpoint
CREATE INDEX "commandes_client_echec_idx" ON "commandes" USING btree ("client_id","echec_livraison_at") WHERE "commandes"."echec_livraison_motif" is not null;--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_nbr_appels_check" CHECK ("commandes"."nbr_appels" >= 0);--> statement-breakpoint
ALTER TABLE "commandes" ADD CONSTRAINT "commandes_echec_livraison_motif_check" CHECK ("commandes"."echec_livraison_motif" is null or "commandes"."echec_livraison_motif" in ('refusee', 'injoignable', 'adresse_introuvable', 'autre'));