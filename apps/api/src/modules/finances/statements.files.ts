import { formatAlgiers, formatDay } from '@souk/domain/algiers-time';
import type { Statement, StatementLanguage } from '@souk/domain/finance/statement';
import { directionOf, formatDzdIn } from '@souk/domain/languages';
import { toDzd } from '@souk/domain/money';
import { csvAmount, csvDate, csvFile, csvLine } from '../../lib/csv';
import { isolate, PdfLayout, type TableCell } from '../../lib/pdf';
import { type DocumentParty, documentHeader, type SummaryLine, summaryBox } from '../../lib/pdf-documents';
import { STATEMENT_LABELS } from './statements.labels';

/**
 * A seller's statement as files (docs/product/payouts-and-statements.md): the CSV for spreadsheets, with the
 * contract's columns and a first and last row for the opening and closing balances, and the PDF,
 * in French or Arabic (mirrored), with the seller's contact and legal details, drawn with the
 * layout kit and the header the invoices use (decision 0039).
 */

export const STATEMENT_CSV_HEADER = ['date', 'type', 'libelle', 'commande_ref', 'montant', 'solde'] as const;
const OPENING_ROW = "Solde d'ouverture";
const CLOSING_ROW = 'Solde de clôture';

export function statementFileName(statement: Pick<Statement, 'dateDebut' | 'dateFin'>, ext: 'csv' | 'pdf') {
  return `releve-${statement.dateDebut}-${statement.dateFin}.${ext}`;
}

/** `date;type;libelle;commande_ref;montant;solde`, the balances before and after the entries. */
export function statementCsv(statement: Statement): string {
  const lines = [
    csvLine(STATEMENT_CSV_HEADER),
    csvLine([formatDay(statement.dateDebut), '', OPENING_ROW, '', '', csvAmount(statement.opening)]),
    ...statement.rows.map((row) =>
      csvLine([
        csvDate(row.createdAt),
        row.type,
        row.libelle,
        row.commandeRef,
        csvAmount(row.montant),
        csvAmount(row.solde),
      ]),
    ),
    csvLine([formatDay(statement.dateFin), '', CLOSING_ROW, '', '', csvAmount(statement.closing)]),
  ];
  return csvFile(lines);
}

export interface StatementPdfOptions {
  language?: StatementLanguage;
  now?: Date;
  /** pdfkit stream compression (tests read the content streams uncompressed). */
  compress?: boolean;
}

const GRAY = '#595959';

export async function renderStatementPdf(
  statement: Statement,
  seller: DocumentParty,
  options: StatementPdfOptions = {},
): Promise<Buffer> {
  const language = options.language ?? 'fr';
  const labels = STATEMENT_LABELS[language];
  const now = options.now ?? new Date();
  const money = (centimes: number) => formatDzdIn(toDzd(centimes), language);
  const from = formatDay(statement.dateDebut);
  const to = formatDay(statement.dateFin);
  const pdf = new PdfLayout({
    direction: directionOf(language),
    lang: language,
    compress: options.compress,
    info: {
      title: `${labels.title} ${from} – ${to}`,
      author: seller.name,
      subject: labels.period(from, to),
      creationDate: now,
    },
  });

  documentHeader(pdf, seller, labels.title, [
    labels.period(from, to),
    labels.issued(formatAlgiers(now, 'date')),
  ]);

  const amount = 84;
  const date = 64;
  const type = 90;
  const columns = [
    { title: labels.columns.date, width: date },
    { title: labels.columns.type, width: type },
    { title: labels.columns.libelle, width: pdf.contentWidth - date - type - 2 * amount },
    { title: labels.columns.montant, width: amount, align: 'end' as const },
    { title: labels.columns.solde, width: amount, align: 'end' as const },
  ];
  const balanceRow = (day: string, label: string, centimes: number): TableCell[] => [
    day,
    '',
    [{ text: label, style: { weight: 'bold' } }],
    '',
    [{ text: money(centimes), style: { weight: 'bold' } }],
  ];
  const rows: TableCell[][] = [
    balanceRow(from, labels.opening, statement.opening),
    ...statement.rows.map((row): TableCell[] => [
      formatAlgiers(row.createdAt, 'date'),
      labels.types[row.type],
      [
        { text: isolate(row.libelle) },
        // The order's reference under a label that does not already say it.
        ...(row.commandeRef && !row.libelle.includes(row.commandeRef)
          ? [{ text: labels.order(row.commandeRef), style: { size: 8, color: GRAY } }]
          : []),
      ],
      money(row.montant),
      money(row.solde),
    ]),
    balanceRow(to, labels.closing, statement.closing),
  ];
  pdf.table(columns, rows);
  if (statement.rows.length === 0) {
    pdf.ensureSpace(20);
    pdf.line(labels.empty, pdf.y + 4, { size: 9.5, color: GRAY });
    pdf.y += 20;
  }

  // The period's totals, at the end edge.
  const summary: SummaryLine[] = [
    [labels.opening, money(statement.opening), false],
    [labels.credits, money(statement.credits), false],
    [labels.debits, money(statement.debits), false],
    [labels.closing, money(statement.closing), true],
  ];
  summaryBox(pdf, summary);

  return pdf.toBuffer((page, pages) => ({
    start: labels.footer(isolate(seller.name), from, to),
    end: labels.page(page, pages),
  }));
}
