-- Returns and refunds (docs/decisions/0046-returns-and-refunds.md): a client's request to return
-- lines of a delivered order, the lines and quantities, and the history of its states. Amounts are
-- centimes. The value lists of the CHECK constraints are the domain's (packages/domain/src/returns/
-- states.ts), compared by domain-lists.test.ts.
CREATE TABLE "retours" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "commande_id" integer NOT NULL REFERENCES "commandes" ("id") ON DELETE restrict,
  "client_id" integer NOT NULL REFERENCES "clients" ("id") ON DELETE restrict,
  "marchand_id" integer REFERENCES "marchands" ("id") ON DELETE restrict,
  "etat" text DEFAULT 'demande' NOT NULL,
  "motif" text NOT NULL,
  "commentaire" text,
  "photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "montant_rembourse" bigint,
  "frais_rembourses" boolean DEFAULT false NOT NULL,
  "reference" text,
  "motif_refus" text,
  "remise_en_stock" boolean,
  "provider_refund_id" text,
  "refund_attempts" integer DEFAULT 0 NOT NULL,
  "refund_last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "retours_etat_check" CHECK ("retours"."etat" in ('demande', 'accepte', 'refuse', 'litige', 'refus_confirme', 'recu', 'rembourse', 'annule')),
  CONSTRAINT "retours_motif_check" CHECK ("retours"."motif" in ('defectueux', 'non_conforme', 'endommage', 'changement_avis', 'autre')),
  CONSTRAINT "retours_montant_check" CHECK ("retours"."montant_rembourse" >= 0),
  CONSTRAINT "retours_photos_check" CHECK (jsonb_typeof("retours"."photos") = 'array' and jsonb_array_length("retours"."photos") <= 3),
  CONSTRAINT "retours_attempts_check" CHECK ("retours"."refund_attempts" >= 0)
);
--> statement-breakpoint
-- A client's returns, newest first; a store's returns by state; the disputes (the administrator's
-- list shows them first); every return by state; an order's returns (returnable quantities).
CREATE INDEX "retours_client_idx" ON "retours" ("client_id", "created_at");--> statement-breakpoint
CREATE INDEX "retours_commande_idx" ON "retours" ("commande_id");--> statement-breakpoint
CREATE INDEX "retours_marchand_etat_idx" ON "retours" ("marchand_id", "etat", "created_at");--> statement-breakpoint
CREATE INDEX "retours_litige_idx" ON "retours" ("created_at") WHERE "retours"."etat" = 'litige';--> statement-breakpoint
CREATE INDEX "retours_etat_idx" ON "retours" ("etat", "created_at");--> statement-breakpoint

-- The lines a return brings back: one row per order line, a positive quantity.
CREATE TABLE "retour_lignes" (
  "retour_id" integer NOT NULL REFERENCES "retours" ("id") ON DELETE cascade,
  "commande_ligne_id" integer NOT NULL REFERENCES "commande_lignes" ("id") ON DELETE restrict,
  "quantite" integer NOT NULL,
  CONSTRAINT "retour_lignes_pkey" PRIMARY KEY ("retour_id", "commande_ligne_id"),
  CONSTRAINT "retour_lignes_quantite_check" CHECK ("retour_lignes"."quantite" > 0)
);
--> statement-breakpoint
CREATE INDEX "retour_lignes_ligne_idx" ON "retour_lignes" ("commande_ligne_id");--> statement-breakpoint

-- A return's history: each state, who moved it there, the reason given.
CREATE TABLE "retour_etats" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retour_etats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "retour_id" integer NOT NULL REFERENCES "retours" ("id") ON DELETE cascade,
  "etat" text NOT NULL,
  "actor_role" text NOT NULL,
  "actor_id" integer,
  "motif" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "retour_etats_etat_check" CHECK ("retour_etats"."etat" in ('demande', 'accepte', 'refuse', 'litige', 'refus_confirme', 'recu', 'rembourse', 'annule')),
  CONSTRAINT "retour_etats_actor_role_check" CHECK ("retour_etats"."actor_role" in ('client', 'marchand', 'admin', 'system'))
);
--> statement-breakpoint
CREATE INDEX "retour_etats_retour_idx" ON "retour_etats" ("retour_id", "created_at");--> statement-breakpoint

-- A `remboursement` entry names the return it refunds (the column exists since migration 0025).
ALTER TABLE "ecritures" ADD CONSTRAINT "ecritures_retour_id_fkey" FOREIGN KEY ("retour_id") REFERENCES "retours" ("id") ON DELETE restrict;--> statement-breakpoint
CREATE INDEX "ecritures_retour_idx" ON "ecritures" ("retour_id") WHERE "ecritures"."retour_id" IS NOT NULL;
