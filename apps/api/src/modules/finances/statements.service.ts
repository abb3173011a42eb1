import { buildStatement, type StatementQuery, statementPeriod } from '@souk/domain/finance/statement';
import type { Ctx } from '../../lib/context';
import { unauthorized } from '../../lib/http-errors';
import { storeParty } from '../../lib/pdf-documents';
import { renderStatementPdf, statementCsv, statementFileName } from './statements.files';
import * as repo from './statements.repository';

/**
 * `releve`: the partner's statement of a period of Algerian days (docs/product/payouts-and-statements.md), as CSV or
 * as PDF in the language asked for. The opening balance and the period's entries are read in one
 * snapshot (a repeatable-read, read-only transaction), so an entry written meanwhile is either in
 * both or in neither.
 */

export interface StatementFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

export async function ownStatement(ctx: Ctx, q: StatementQuery, now = new Date()): Promise<StatementFile> {
  if (ctx.actor.role !== 'marchand') throw unauthorized();
  const marchandId = ctx.actor.id;
  const { from, until } = statementPeriod(q.dateDebut, q.dateFin);
  const { store, opening, entries } = await ctx.db.transaction(
    async (tx) => ({
      store: await repo.storeIdentity(tx, marchandId),
      opening: await repo.balanceBefore(tx, marchandId, from),
      entries: await repo.periodEntries(tx, marchandId, from, until),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!store) throw unauthorized();
  const statement = buildStatement({ dateDebut: q.dateDebut, dateFin: q.dateFin }, opening, entries);
  if (q.format === 'csv') {
    return {
      fileName: statementFileName(statement, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      body: statementCsv(statement),
    };
  }
  return {
    fileName: statementFileName(statement, 'pdf'),
    contentType: 'application/pdf',
    body: await renderStatementPdf(statement, storeParty(store, q.lang), { language: q.lang, now }),
  };
}
