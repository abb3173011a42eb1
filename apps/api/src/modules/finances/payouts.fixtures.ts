import type { TypeEcriture } from '@souk/domain/finance/entry-types';
import type { EtatVersement } from '@souk/domain/finance/payouts';
import type { DbOrTx } from '../../db/client';
import { comptesVersement, ecritures, financesConfig, versements } from '../../db/schema/finances';

/** Test data of the payouts: a store's ledger, its account, its payouts, the minimum (centimes). */

const DAY_MS = 86_400_000;

/** The payout minimum (the settings row is written when the test database reset removed it). */
export async function setPayoutMinimum(db: DbOrTx, centimes: number): Promise<void> {
  await db
    .insert(financesConfig)
    .values({ id: 1, versementMinimum: centimes })
    .onConflictDoUpdate({ target: financesConfig.id, set: { versementMinimum: centimes } });
}

/** An entry of the store's ledger; `pending` makes it available only in a week. */
export async function addEntry(
  db: DbOrTx,
  marchandId: number,
  montant: number,
  over: { type?: TypeEcriture; at?: Date; pending?: boolean; libelle?: string; commandeId?: number } = {},
) {
  const at = over.at ?? new Date(Date.now() - 10 * DAY_MS);
  const [row] = await db
    .insert(ecritures)
    .values({
      marchandId,
      type: over.type ?? 'vente',
      montant,
      libelle: over.libelle ?? 'Vente de test',
      commandeId: over.commandeId ?? null,
      createdAt: at,
      disponibleAt: over.pending ? new Date(Date.now() + 7 * DAY_MS) : at,
    })
    .returning();
  return row;
}

export async function makeAccount(db: DbOrTx, marchandId: number) {
  await db
    .insert(comptesVersement)
    .values({ marchandId, type: 'rib', titulaire: 'Karim Haddad', numero: '00799999001234567890', cle: null })
    .onConflictDoNothing();
}

/** A payout of the store and, like a real request, its `versement` entry. */
export async function makePayout(
  db: DbOrTx,
  marchandId: number,
  montant: number,
  etat: EtatVersement = 'demandee',
) {
  const [row] = await db.insert(versements).values({ marchandId, montant, etat }).returning();
  await addEntry(db, marchandId, -montant, {
    type: 'versement',
    at: new Date(),
    libelle: `Versement n° ${row.id} demandé`,
  });
  return row;
}

/**
 * A store ready to ask for a payout: an account, `available` centimes available (an adjustment, so
 * that the ledger's invariant holds without a delivered order), the minimum at 1 000 DZD.
 */
export async function payoutReadyStore(db: DbOrTx, marchandId: number, available = 500_000) {
  await setPayoutMinimum(db, 100_000);
  await makeAccount(db, marchandId);
  await addEntry(db, marchandId, available, { type: 'ajustement', libelle: 'Crédit de test' });
}
