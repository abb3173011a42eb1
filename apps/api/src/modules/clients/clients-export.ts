import type { Ctx } from '../../lib/context';
import { csvAmount, csvDate, csvFile, csvLine } from '../../lib/csv';
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

const BATCH = 1000;
const GENRES: Record<string, string> = { home: 'Homme', femme: 'Femme' };

function line(c: repo.ClientWithFigures): string {
  return csvLine([
    c.nom,
    c.prenom,
    c.email,
    c.telephone,
    c.adresse,
    c.wilaya,
    c.genre ? (GENRES[c.genre] ?? c.genre) : '',
    c.valide ? 'Actif' : 'Bloqué',
    c.nbrCommande,
    csvAmount(c.depences),
    csvDate(c.createdAt),
  ]);
}

/** Every client matching `search`, newest first, read in batches. */
export async function exportClientsCsv(ctx: Ctx, search: string | undefined): Promise<string> {
  if (ctx.actor.role !== 'user') throw unauthorized();
  const lines = [csvLine(CSV_HEADER)];
  for (let offset = 0; ; offset += BATCH) {
    const rows = await repo.listClients(ctx.db, search, BATCH, offset);
    lines.push(...rows.map(line));
    if (rows.length < BATCH) break;
  }
  return csvFile(lines);
}
