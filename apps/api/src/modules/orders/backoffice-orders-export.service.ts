import { wilayaLabelOf } from '@souk/domain/delivery';
import { ETAT_LABELS, isEtat } from '@souk/domain/order-states';
import { paidLabel, paymentLabel } from '@souk/domain/payments';
import type { Ctx } from '../../lib/context';
import { csvAmount, csvDate, csvFile, csvLine } from '../../lib/csv';
import { listScopedOrders, type OrdersScope, type ScopedOrderRow } from './backoffice-orders.repository';

/**
 * CSV export of a back-office order list, as the list shows it (same scope, same search): UTF-8
 * with a byte-order mark and ';' separators, so that Excel in French opens it with its accents
 * and columns right.
 */

/** Rows read per statement; the export is capped so that one request cannot hold the server. */
const BATCH = 500;
export const MAX_EXPORT_ROWS = 20_000;

function header(withStore: boolean): string[] {
  return [
    'Référence',
    'Date',
    'Client',
    'Téléphone',
    'Email',
    ...(withStore ? ['Marchand'] : []),
    'Wilaya',
    'Adresse de livraison',
    'Livraison (DZD)',
    'Total (DZD)',
    'État',
    'Paiement',
    'Méthode de paiement',
  ];
}

function line(r: ScopedOrderRow, withStore: boolean): (string | number | null)[] {
  const etat = isEtat(r.order.etat) ? r.order.etat : null;
  return [
    r.order.ref,
    csvDate(r.order.createdAt),
    `${r.client.prenom} ${r.client.nom}`,
    r.client.telephone,
    r.client.email,
    ...(withStore ? [r.marchand?.designationMagasin ?? 'Souk'] : []),
    // The order's destination; the client's profile wilaya for orders placed before it was kept.
    wilayaLabelOf(r.order.wilayaLivraison) ?? r.client.wilaya,
    r.order.adresse,
    csvAmount(r.order.fraisLivraison),
    csvAmount(r.order.montantAPayer),
    etat ? ETAT_LABELS[etat] : r.order.etat,
    etat ? paidLabel(etat, r.order.typePaiement) : '',
    paymentLabel(r.order.typePaiement),
  ];
}

/** The whole CSV text (BOM included), newest order first. */
export async function exportOrdersCsv(ctx: Ctx, scope: OrdersScope, search?: string): Promise<string> {
  const withStore = scope.kind === 'stores' || scope.kind === 'all';
  const lines = [csvLine(header(withStore))];
  for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += BATCH) {
    const rows = await listScopedOrders(
      ctx.db,
      scope,
      search,
      Math.min(BATCH, MAX_EXPORT_ROWS - offset),
      offset,
    );
    for (const r of rows) lines.push(csvLine(line(r, withStore)));
    if (rows.length < BATCH) break;
  }
  return csvFile(lines);
}

/** `commandes-20240501.csv` (or with the admin tab's name). */
export function exportFileName(scope: OrdersScope, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const name = scope.kind === 'stores' ? 'commandes-marchands' : 'commandes';
  return `${name}-${day}.csv`;
}
