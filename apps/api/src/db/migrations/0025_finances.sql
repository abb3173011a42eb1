-- Marketplace money (docs/decisions/0044-seller-ledger.md): the commission taken on each store
-- order line, the seller's append-only ledger, payouts and payout accounts. Amounts are centimes;
-- commission rates are hundredths of a percent (10 % = 1000). The value lists of the CHECK
-- constraints are the domain's (packages/domain/src/finance/), compared by domain-lists.test.ts.

-- The money settings: one row, id 1.
CREATE TABLE "finances_config" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
  "commission_defaut" integer DEFAULT 1000 NOT NULL,
  "delai_retenue_jours" integer DEFAULT 7 NOT NULL,
  "delai_retour_jours" integer DEFAULT 30 NOT NULL,
  "versement_minimum" bigint DEFAULT 100000 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "finances_config_singleton_check" CHECK ("finances_config"."id" = 1),
  CONSTRAINT "finances_config_commission_check" CHECK ("finances_config"."commission_defaut" between 0 and 10000),
  CONSTRAINT "finances_config_delais_check" CHECK ("finances_config"."delai_retenue_jours" >= 0 and "finances_config"."delai_retour_jours" >= 0),
  CONSTRAINT "finances_config_minimum_check" CHECK ("finances_config"."versement_minimum" >= 0)
);
--> statement-breakpoint
INSERT INTO "finances_config" ("id") VALUES (1);
--> statement-breakpoint

-- A category's and a store's own rate (null: inherits; the store's wins over its category's).
ALTER TABLE "categories" ADD COLUMN "taux_commission" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_taux_commission_check" CHECK ("categories"."taux_commission" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "marchands" ADD COLUMN "taux_commission" integer;--> statement-breakpoint
ALTER TABLE "marchands" ADD CONSTRAINT "marchands_taux_commission_check" CHECK ("marchands"."taux_commission" between 0 and 10000);--> statement-breakpoint

-- The rate and the commission copied onto each line when the order is placed (0 on the platform's
-- own orders). Lines placed before this migration take the default rate.
ALTER TABLE "commande_lignes" ADD COLUMN "taux_commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "commande_lignes" l SET
  "taux_commission" = 1000,
  "commission" = round(l.quantite::numeric * round(l.prix::numeric - l.prix::numeric * l.pourcentage / 100) * 1000 / 10000)
FROM "commandes" c WHERE c.id = l.commande_id AND c.marchand_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_taux_commission_check" CHECK ("commande_lignes"."taux_commission" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "commande_lignes" ADD CONSTRAINT "commande_lignes_commission_check" CHECK ("commande_lignes"."commission" >= 0);--> statement-breakpoint

-- Payouts a partner asks for; the administrator pays or rejects them. One open request per store.
CREATE TABLE "versements" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "versements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "marchand_id" integer NOT NULL REFERENCES "marchands" ("id") ON DELETE restrict,
  "montant" bigint NOT NULL,
  "etat" text DEFAULT 'demandee' NOT NULL,
  "reference" text,
  "motif" text,
  "admin_id" integer REFERENCES "admins" ("id") ON DELETE restrict,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "traite_at" timestamp with time zone,
  CONSTRAINT "versements_montant_check" CHECK ("versements"."montant" > 0),
  CONSTRAINT "versements_etat_check" CHECK ("versements"."etat" in ('demandee', 'payee', 'refusee'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "versements_une_demande_idx" ON "versements" ("marchand_id") WHERE "versements"."etat" = 'demandee';--> statement-breakpoint
CREATE INDEX "versements_marchand_idx" ON "versements" ("marchand_id", "created_at");--> statement-breakpoint
CREATE INDEX "versements_etat_idx" ON "versements" ("etat", "created_at");--> statement-breakpoint

-- Where a store's payouts are sent.
CREATE TABLE "comptes_versement" (
  "marchand_id" integer PRIMARY KEY NOT NULL REFERENCES "marchands" ("id") ON DELETE cascade,
  "type" text NOT NULL,
  "titulaire" text NOT NULL,
  "numero" text NOT NULL,
  "cle" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "comptes_versement_type_check" CHECK ("comptes_versement"."type" in ('ccp', 'rib'))
);
--> statement-breakpoint

-- The seller's ledger: signed centimes, seller's view; never updated nor deleted.
CREATE TABLE "ecritures" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ecritures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
  "marchand_id" integer NOT NULL REFERENCES "marchands" ("id") ON DELETE restrict,
  "type" text NOT NULL,
  "montant" bigint NOT NULL,
  "libelle" text NOT NULL,
  "commande_id" integer REFERENCES "commandes" ("id") ON DELETE restrict,
  "versement_id" integer REFERENCES "versements" ("id") ON DELETE restrict,
  "retour_id" integer,
  "reference" text,
  "motif" text,
  "admin_id" integer REFERENCES "admins" ("id") ON DELETE restrict,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "disponible_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ecritures_type_check" CHECK ("ecritures"."type" in ('vente', 'remboursement', 'versement', 'versement_annule', 'reglement', 'ajustement'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ecritures_une_vente_idx" ON "ecritures" ("commande_id") WHERE "ecritures"."type" = 'vente';--> statement-breakpoint
CREATE INDEX "ecritures_marchand_idx" ON "ecritures" ("marchand_id", "created_at");--> statement-breakpoint
CREATE INDEX "ecritures_commande_idx" ON "ecritures" ("commande_id") WHERE "ecritures"."commande_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ecritures_versement_idx" ON "ecritures" ("versement_id") WHERE "ecritures"."versement_id" IS NOT NULL;--> statement-breakpoint

CREATE OR REPLACE FUNCTION souk_ecritures_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ecritures: append-only (% refused), write a correcting entry', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ecritures_append_only" BEFORE UPDATE OR DELETE ON "ecritures"
FOR EACH ROW EXECUTE FUNCTION souk_ecritures_append_only();
--> statement-breakpoint

-- Orders delivered before this migration: their `vente`, available the retention delay after delivery.
INSERT INTO "ecritures" ("marchand_id", "type", "montant", "libelle", "commande_id", "created_at", "disponible_at")
SELECT c.marchand_id, 'vente',
  CASE WHEN c.type_paiement = 'livraison' THEN c.remise_coupon - l.commission
       ELSE c.total - c.remise_promotion - l.commission + c.frais_livraison END,
  'Vente — commande ' || c.ref, c.id, d.at, d.at + interval '7 days'
FROM "commandes" c
JOIN (SELECT commande_id, sum(commission) AS commission FROM "commande_lignes" GROUP BY 1) l ON l.commande_id = c.id
JOIN LATERAL (SELECT coalesce(max(e.created_at), c.updated_at) AS at FROM "commande_etats" e
              WHERE e.commande_id = c.id AND e.etat = 'livree') d ON true
WHERE c.etat = 'livree' AND c.marchand_id IS NOT NULL;
