import type { PayoutAccountInput } from '@souk/domain/finance/payout-account';
import type { EtatVersement } from '@souk/domain/finance/payouts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { marchands } from '../../db/schema/accounts';
import { comptesVersement, versements } from '../../db/schema/finances';

/** The only file that talks to Drizzle about payout accounts and payouts. */

const accountColumns = {
  type: comptesVersement.type,
  titulaire: comptesVersement.titulaire,
  numero: comptesVersement.numero,
  cle: comptesVersement.cle,
  updatedAt: comptesVersement.updatedAt,
};

export type AccountRow = {
  type: string;
  titulaire: string;
  numero: string;
  cle: string | null;
  updatedAt: Date;
};

export async function findAccount(db: DbOrTx, marchandId: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(comptesVersement)
    .where(eq(comptesVersement.marchandId, marchandId));
  return row;
}

/** Records the store's account, replacing the one it had. */
export async function saveAccount(
  db: DbOrTx,
  marchandId: number,
  account: PayoutAccountInput,
): Promise<AccountRow> {
  const values = { ...account, updatedAt: new Date() };
  const [row] = await db
    .insert(comptesVersement)
    .values({ marchandId, ...values })
    .onConflictDoUpdate({ target: comptesVersement.marchandId, set: values })
    .returning(accountColumns);
  return row;
}

export async function hasOpenPayout(db: DbOrTx, marchandId: number): Promise<boolean> {
  const rows = await db
    .select({ id: versements.id })
    .from(versements)
    .where(and(eq(versements.marchandId, marchandId), eq(versements.etat, 'demandee')))
    .limit(1);
  return rows.length > 0;
}

const payoutColumns = {
  id: versements.id,
  marchandId: versements.marchandId,
  montant: versements.montant,
  etat: versements.etat,
  reference: versements.reference,
  motif: versements.motif,
  createdAt: versements.createdAt,
  traiteAt: versements.traiteAt,
};

export type PayoutRow = {
  id: number;
  marchandId: number;
  montant: number;
  etat: string;
  reference: string | null;
  motif: string | null;
  createdAt: Date;
  traiteAt: Date | null;
};

export async function insertPayout(
  tx: DbOrTx,
  marchandId: number,
  montant: number,
  at: Date,
): Promise<PayoutRow> {
  const [row] = await tx
    .insert(versements)
    .values({ marchandId, montant, createdAt: at })
    .returning(payoutColumns);
  return row;
}

/** The payout, its row locked for the rest of the transaction (undefined: no such payout). */
export async function lockPayout(tx: DbOrTx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await tx.select(payoutColumns).from(versements).where(eq(versements.id, id)).for('update');
  return row;
}

/** Closes a requested payout: paid (with its reference) or rejected (with its reason). */
export async function settlePayout(
  tx: DbOrTx,
  id: number,
  change: {
    etat: Exclude<EtatVersement, 'demandee'>;
    reference?: string;
    motif?: string;
    adminId: number;
    at: Date;
  },
): Promise<PayoutRow> {
  const [row] = await tx
    .update(versements)
    .set({
      etat: change.etat,
      reference: change.reference ?? null,
      motif: change.motif ?? null,
      adminId: change.adminId,
      traiteAt: change.at,
    })
    .where(and(eq(versements.id, id), eq(versements.etat, 'demandee')))
    .returning(payoutColumns);
  return row;
}

export interface PayoutFilter {
  /** One store's payouts (the partner's list); every store's without it. */
  marchandId?: number;
  etat?: EtatVersement;
}

const payoutWhere = (f: PayoutFilter): SQL | undefined =>
  and(
    f.marchandId === undefined ? undefined : eq(versements.marchandId, f.marchandId),
    f.etat ? eq(versements.etat, f.etat) : undefined,
  );

export async function countPayouts(db: DbOrTx, f: PayoutFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(versements).where(payoutWhere(f));
  return row?.n ?? 0;
}

const storeColumns = {
  storeId: marchands.id,
  designationMagasin: marchands.designationMagasin,
  email: marchands.email,
};
const accountOfStore = {
  compteType: comptesVersement.type,
  compteTitulaire: comptesVersement.titulaire,
  compteNumero: comptesVersement.numero,
  compteCle: comptesVersement.cle,
};

/** Newest first, with the store and the account the payout goes to (the administrator's list). */
export async function listPayouts(db: DbOrTx, f: PayoutFilter, limit: number, offset: number) {
  return db
    .select({ ...payoutColumns, ...storeColumns, ...accountOfStore })
    .from(versements)
    .innerJoin(marchands, eq(marchands.id, versements.marchandId))
    .leftJoin(comptesVersement, eq(comptesVersement.marchandId, versements.marchandId))
    .where(payoutWhere(f))
    .orderBy(desc(versements.createdAt), desc(versements.id))
    .limit(limit)
    .offset(offset);
}

export type PayoutWithStore = Awaited<ReturnType<typeof listPayouts>>[number];

export async function findPayoutWithStore(db: DbOrTx, id: number): Promise<PayoutWithStore | undefined> {
  const [row] = await db
    .select({ ...payoutColumns, ...storeColumns, ...accountOfStore })
    .from(versements)
    .innerJoin(marchands, eq(marchands.id, versements.marchandId))
    .leftJoin(comptesVersement, eq(comptesVersement.marchandId, versements.marchandId))
    .where(eq(versements.id, id));
  return row;
}
