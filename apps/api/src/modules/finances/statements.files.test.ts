import { buildStatement, type StatementEntry } from '@souk/domain/finance/statement';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText, visual } from '../../../test/pdf-text';
import { storeParty } from '../../lib/pdf-documents';
import { renderStatementPdf, statementCsv, statementFileName } from './statements.files';

const store = {
  designation_magasin: 'Dar Tlemcen',
  adresse_magasin: '12 rue de la Paix',
  wilaya_magasin: 'Tlemcen',
  telephone: '0550 12 34 56',
  email: 'dar@tlemcen.dz',
  registre_commerce: '13/00-1234567B21',
  nif: '000213012345678',
};

const entries: StatementEntry[] = [
  {
    id: 1,
    type: 'vente',
    montant: 450_000,
    libelle: 'Vente — commande K7Q2-M9XD',
    commandeRef: 'K7Q2-M9XD',
    createdAt: new Date('2026-11-03T09:30:00Z'),
  },
  {
    id: 2,
    type: 'versement',
    montant: -200_000,
    libelle: 'Versement demandé',
    commandeRef: null,
    createdAt: new Date('2026-11-20T23:30:00Z'),
  },
  {
    id: 4,
    type: 'remboursement',
    montant: -50_000,
    libelle: 'Retour remboursé',
    commandeRef: 'K7Q2-M9XD',
    createdAt: new Date('2026-11-25T08:00:00Z'),
  },
  {
    id: 3,
    type: 'ajustement',
    montant: 1_050,
    libelle: '=SOMME(A1); "correction"',
    commandeRef: null,
    createdAt: new Date('2026-11-21T08:00:00Z'),
  },
];
const statement = buildStatement({ dateDebut: '2026-11-01', dateFin: '2026-11-30' }, 25_000, entries);

describe('statement files (docs/product/payouts-and-statements.md, The statement)', () => {
  it('writes the CSV: the contract columns, opening and closing rows, running balances, Algiers dates', () => {
    const csv = statementCsv(statement);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'date;type;libelle;commande_ref;montant;solde',
      "01/11/2026;;Solde d'ouverture;;;250,00",
      '03/11/2026 10:30;vente;Vente — commande K7Q2-M9XD;K7Q2-M9XD;4500,00;4750,00',
      // 23:30 UTC is the next day in Algiers.
      '21/11/2026 00:30;versement;Versement demandé;;-2000,00;2750,00',
      '21/11/2026 09:00;ajustement;"\'=SOMME(A1); ""correction""";;10,50;2760,50',
      '25/11/2026 09:00;remboursement;Retour remboursé;K7Q2-M9XD;-500,00;2260,50',
      '30/11/2026;;Solde de clôture;;;2260,50',
      '',
    ]);
    expect(statementFileName(statement, 'csv')).toBe('releve-2026-11-01-2026-11-30.csv');
  });

  it('draws the French PDF: seller with RC and NIF, period, rows with balances, totals, pages', async () => {
    const pdf = await renderStatementPdf(statement, storeParty(store, 'fr'), {
      now: new Date('2026-12-01T10:00:00Z'),
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfText(pdf);
    const text = lines.join('\n');
    expect(lines[0]).toBe('Dar TlemcenRELEVÉ DE COMPTE');
    expect(text).toContain('RC : 13/00-1234567B21');
    expect(text).toContain('NIF : 000213012345678');
    expect(text).toContain('Période : du 01/11/2026 au 30/11/2026');
    expect(text).toContain('Édité le 01/12/2026');
    expect(lines).toContain('DateTypeLibelléMontantSolde');
    expect(lines).toContain("01/11/2026Solde d'ouverture250,00 DZD");
    expect(lines).toContain('03/11/2026VenteVente — commande K7Q2-M9XD4 500,00 DZD4 750,00 DZD');
    expect(lines).toContain('21/11/2026VersementVersement demandé-2 000,00 DZD2 750,00 DZD');
    expect(lines).toContain('25/11/2026RemboursementRetour remboursé-500,00 DZD2 260,50 DZD');
    // The order's reference under a label that does not say it.
    expect(lines).toContain('Commande K7Q2-M9XD');
    expect(lines.filter((l) => l.includes('Commande K7Q2-M9XD'))).toHaveLength(1);
    expect(lines).toContain('30/11/2026Solde de clôture2 260,50 DZD');
    expect(lines).toContain('Total des crédits4 510,50 DZD');
    expect(lines).toContain('Total des débits-2 500,00 DZD');
    expect(text).toContain('Page 1 / 1');
  });

  it('draws the Arabic PDF right to left, with Arabic words and amounts', async () => {
    const pdf = await renderStatementPdf(statement, storeParty(store, 'ar'), { language: 'ar' });
    const [page] = pdfPages(pdf);
    expect(page.fonts).toEqual(expect.arrayContaining(['NotoSansArabic-Bold', 'NotoSans-Bold']));
    // The title at the left (the end edge), the seller at the right (the start edge).
    expect(page.lines[0]).toMatch(new RegExp(`^${visual('الحساب')} .*Dar Tlemcen$`));
    const text = page.lines.join('\n');
    expect(text).toContain('4.500,00');
    expect(text).toContain('13/00-1234567B21');
    expect(text).not.toContain('DZD');
    expect(text).not.toContain("Solde d'ouverture");
  });

  it('says so when the period has no entry, and carries the balance over many pages', async () => {
    const empty = await renderStatementPdf(
      buildStatement({ dateDebut: '2026-11-01', dateFin: '2026-11-01' }, -700, []),
      storeParty(store, 'fr'),
    );
    expect(pdfText(empty)).toContain('Aucune écriture sur la période.');
    const many = Array.from(
      { length: 80 },
      (_, i): StatementEntry => ({
        id: i + 1,
        type: 'vente',
        montant: 100,
        libelle: `Vente ${i + 1}`,
        commandeRef: null,
        createdAt: new Date(Date.UTC(2026, 10, 1, 8, i)),
      }),
    );
    const pages = pdfPages(
      await renderStatementPdf(
        buildStatement({ dateDebut: '2026-11-01', dateFin: '2026-11-30' }, 0, many),
        storeParty(store, 'fr'),
      ),
    );
    expect(pages.length).toBeGreaterThan(1);
    // The table's header repeats on every page; the last page closes on the sum of the entries.
    for (const page of pages) expect(page.lines).toContain('DateTypeLibelléMontantSolde');
    expect(pages.at(-1)?.lines).toContain('30/11/2026Solde de clôture80,00 DZD');
    expect(pages.at(-1)?.lines.join('\n')).toContain(`Page ${pages.length} / ${pages.length}`);
  });
});
