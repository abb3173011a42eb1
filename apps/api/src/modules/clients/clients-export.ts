import { formatAlgiers } from '@souk/domain/algiers-time';
import { toDzd } from '@souk/domain/money';
import type { Ctx } from '../../lib/context';
import { unauthorized } from '../../lib/http-errors';
import * as repo from './clients.repository';

/**
 * The clients list as a spreadsheet: UTF-8 with a byte-order mark and ';' separators, so that a
 * French-locale Excel opens accents and columns right away; decimal commas for the same reason.
 */

export const CSV_HEADER = [
  'Nom',
  'Prénom',
  'Email',
  'Téléphone',
  'Adresse',
  'Wilaya',
  'Genre',
  'Statut',
  'Nombre de commandes',
  'Total dépensé (DZD)',
  'Inscrit le',
] as const;

const BOM = '\uFEFF';
const BATCH = 1000;
const GENRES: Record<string, string> = { home: 'Homme', femme: 'Femme' };

/**
 * One CSV cell. A cell that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is
 * prefixed with a quote (CSV injection); quotes, separators and line breaks are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const amount = (centimes: number) => toDzd(centimes).toFixed(2).replace('.', ',');

function line(c: repo.ClientWithFigures): string {
  return [
    c.nom,
    c.prenom,
    c.email,
    c.telephone,
    c.adresse,
    c.wilaya,
    c.genre ? (GENRES[c.genre] ?? c.genre) : '',
    c.valide ? 'Actif' : 'Bloqué',
    c.nbrCommande,
    amount(c.depences),
    formatAlgiers(c.createdAt, 'dateTime'),
  ]
    .map(csvCell)
    .join(';');
}

/** Every client matching `search`, newest first, read in batches. */
export async function exportClientsCsv(ctx: Ctx, search: string | undefined): Promise<string> {
  if (ctx.actor.role !== 'user') throw unauthorized();
  const lines = [CSV_HEADER.map(csvCell).join(';')];
  for (let offset = 0; ; offset += BATCH) {
    const rows = await repo.listClients(ctx.db, search, BATCH, offset);
    lines.push(...rows.map(line));
    if (rows.length < BATCH) break;
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
