import { formatAlgiers } from '@souk/domain/algiers-time';
import { toDzd } from '@souk/domain/money';

/**
 * The spreadsheets the back-offices download (orders, clients, seller statements): UTF-8 with a
 * byte-order mark and ';' separators, decimal commas and Algiers dates, so that a French-locale
 * Excel opens accents, columns and numbers right away.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR; a negative amount is not one) is prefixed with an
 * apostrophe (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A negative amount ('-2000,00') is a number to the spreadsheet, not a formula.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(?:,\d+)?$/.test(text)) {
    text = `'${text}`;
  }
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

/** One line of cells, separated. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(SEPARATOR);

/** The whole file: the BOM, then the lines (already joined by `csvLine`), each ended by CRLF. */
export const csvFile = (lines: readonly string[]) => `${BOM}${lines.join('\r\n')}\r\n`;
