import { formatAlgiers } from '@souk/domain/algiers-time';
import { wilayaLabelOf } from '@souk/domain/delivery';
import { toDzd } from '@souk/domain/money';
import { ETAT_LABELS, isEtat } from '@souk/domain/order-states';
import { paidLabel, paymentLabel } from '@souk/domain/payments';
import type { Ctx } from '../../lib/context';
import { listScopedOrders, type OrdersScope, type ScopedOrderRow } from './backoffice-orders.repository';

/**
 * CSV export of a back-office order list, as the list shows it (same scope, same search): UTF-8
 * with a byte-order mark and ';' separators, so that Excel in French opens it with its accents
 * and columns right.
 */

/** Rows read per statement; the export is capped so that one request cannot hold the server. */
const BATCH = 500;
export const MAX_EXPORT_ROWS = 20_000;

const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break; text that a
 * spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** DZD with a decimal comma and no thousands separator: a number for a French spreadsheet. */
export function csvAmount(centimes: number): string {
  return toDzd(centimes).toFixed(2).replace('.', ',');
}

/** 'DD/MM/YYYY HH:mm', Algiers time. */
export function csvDate(date: Date): string {
  return formatAlgiers(date, 'dateTime');
}

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

const toLine = (fields: (string | number | null)[]) => fields.map(csvField).join(SEPARATOR);

/** The whole CSV text (BOM included), newest order first. */
export async function exportOrdersCsv(ctx: Ctx, scope: OrdersScope, search?: string): Promise<string> {
  const withStore = scope.kind === 'stores' || scope.kind === 'all';
  const lines = [toLine(header(withStore))];
  for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += BATCH) {
    const rows = await listScopedOrders(
      ctx.db,
      scope,
      search,
      Math.min(BATCH, MAX_EXPORT_ROWS - offset),
      offset,
    );
    for (const r of rows) lines.push(toLine(line(r, withStore)));
    if (rows.length < BATCH) break;
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `commandes-20240501.csv` (or with the admin tab's name). */
export function exportFileName(scope: OrdersScope, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const name = scope.kind === 'stores' ? 'commandes-marchands' : 'commandes';
  return `${name}-${day}.csv`;
}
