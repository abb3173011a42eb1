-- The running total of each store's ledger (decision 0044, addendum): a balance no longer sums a
-- store's whole ledger on every read. `soldes_marchands.total` = Σ `ecritures.montant` of the store,
-- kept by a trigger in the transaction of every insert into `ecritures` (the only write the ledger
-- takes: it is append-only), checked by the restore check (invariants.ts, ledger_running_total).
-- The part not available yet is summed over the entries whose `disponible_at` is still ahead, which
-- the index below reads directly: a retention delay's worth of sales, not the whole history.
CREATE TABLE "soldes_marchands" (
  "marchand_id" integer PRIMARY KEY NOT NULL REFERENCES "marchands" ("id") ON DELETE restrict,
  "total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "soldes_marchands" ("marchand_id", "total")
SELECT "marchand_id", sum("montant") FROM "ecritures" GROUP BY 1;
--> statement-breakpoint

-- One statement's new entries added per store, stores in id order (two statements touching the same
-- stores lock their rows in the same order). Writers of one store's ledger already queue on its
-- `marchands` row (lockStoreLedger); the upsert's row lock keeps the sum exact even without it.
CREATE OR REPLACE FUNCTION souk_soldes_marchands_add() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "soldes_marchands" ("marchand_id", "total")
  SELECT "marchand_id", sum("montant") FROM nouvelles GROUP BY 1 ORDER BY 1
  ON CONFLICT ("marchand_id") DO UPDATE SET "total" = "soldes_marchands"."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ecritures_solde" AFTER INSERT ON "ecritures"
REFERENCING NEW TABLE AS nouvelles
FOR EACH STATEMENT EXECUTE FUNCTION souk_soldes_marchands_add();
--> statement-breakpoint

-- The entries not available yet, per store (the balance), and the ledger list filtered by type
-- (newest first within a type, as the list reads it).
CREATE INDEX "ecritures_disponible_idx" ON "ecritures" ("marchand_id", "disponible_at") INCLUDE ("montant");--> statement-breakpoint
CREATE INDEX "ecritures_marchand_type_idx" ON "ecritures" ("marchand_id", "type", "created_at");
