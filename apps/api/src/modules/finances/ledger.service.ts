import { disponibleAt } from '@souk/domain/finance/availability';
import {
  lineBaseCentimes,
  lineCommissionCentimes,
  resolveCommissionRate,
} from '@souk/domain/finance/commission';
import { orderSettlement } from '@souk/domain/finance/ledger-entries';
import { venteAmountCentimes } from '@souk/domain/finance/seller-due';
import type { DbOrTx } from '../../db/client';
import * as repo from './finances.repository';

/**
 * The ledger's writes that other modules' transactions make (docs/decisions/0044-seller-ledger.md):
 * the commission copied onto the lines of a new order, and the order's `vente` when it is delivered.
 */

export interface CommissionedLine {
  articleId: number | null;
  prix: number;
  quantite: number;
  pourcentage: number;
}

/**
 * The rate and commission (centimes) of each line of a new order, in the checkout's transaction:
 * the store's override, else the article's category's, else the default (finance/commission.ts).
 * The platform's own orders (`marchandId` null) take none.
 */
export async function commissionsOf(
  tx: DbOrTx,
  marchandId: number | null,
  lines: readonly CommissionedLine[],
): Promise<{ tauxCommission: number; commission: number }[]> {
  if (marchandId === null) return lines.map(() => ({ tauxCommission: 0, commission: 0 }));
  const config = await repo.readConfig(tx);
  const storeRate = await repo.storeRate(tx, marchandId);
  const categoryRates = await repo.categoryRatesOfArticles(
    tx,
    lines.flatMap((l) => (l.articleId === null ? [] : [l.articleId])),
  );
  return lines.map((line) => {
    const taux = resolveCommissionRate({
      marchand: storeRate,
      categorie: line.articleId === null ? null : categoryRates.get(line.articleId),
      defaut: config.commissionDefaut,
    });
    return { tauxCommission: taux, commission: lineCommissionCentimes(lineBaseCentimes(line), taux) };
  });
}

/**
 * Brings the order's part of its store's ledger in line with its state, in the transaction that
 * moved it (order-state.service.ts `applyTransition`): the first delivery writes the `vente`
 * (available `delai_retenue_jours` days later), the administrator's correction of a delivery writes an
 * adjustment taking it back, a new delivery an adjustment giving it again (finance/ledger-entries.ts
 * `orderSettlement`). Platform orders have no ledger. Idempotent: run twice, it writes nothing more.
 */
export async function settleOrderLedger(tx: DbOrTx, commandeId: number, now: Date): Promise<void> {
  const order = await repo.orderMoney(tx, commandeId);
  if (!order || order.marchandId === null) return;
  await repo.lockStoreLedger(tx, order.marchandId);
  const ledger = await repo.orderLedger(tx, commandeId);
  const entry = orderSettlement({
    ref: order.ref,
    livree: order.etat === 'livree',
    venteAmount: venteAmountCentimes(order),
    hasVente: ledger.hasVente,
    orderSum: ledger.sum,
  });
  if (!entry) return;
  const config = entry.type === 'vente' ? await repo.readConfig(tx) : null;
  await repo.insertEcriture(tx, {
    marchandId: order.marchandId,
    type: entry.type,
    montant: entry.montant,
    libelle: entry.libelle,
    commandeId,
    createdAt: now,
    disponibleAt: disponibleAt(entry.type, now, config?.delaiRetenueJours ?? 0),
  });
}

/**
 * The `remboursement` entry of a store's refunded return (decision 0046), in the transaction that
 * makes the return `rembourse`, after the store's ledger lock: available at once, linked to the order
 * and the return. Platform orders have no ledger.
 */
export async function writeRefundEntry(
  tx: DbOrTx,
  entry: {
    marchandId: number | null;
    commandeId: number;
    retourId: number;
    montant: number;
    libelle: string;
    reference: string | null;
    now: Date;
  },
): Promise<void> {
  if (entry.marchandId === null) return;
  await repo.lockStoreLedger(tx, entry.marchandId);
  await repo.insertEcriture(tx, {
    marchandId: entry.marchandId,
    type: 'remboursement',
    montant: entry.montant,
    libelle: entry.libelle,
    commandeId: entry.commandeId,
    retourId: entry.retourId,
    reference: entry.reference,
    createdAt: entry.now,
    disponibleAt: disponibleAt('remboursement', entry.now, 0),
  });
}

/** The money settings (`delai_retour_jours` for the returns). */
export const readFinancesConfig = (db: DbOrTx) => repo.readConfig(db);
