import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { pdfPages, pdfText } from '../../../test/pdf-text';
import { marchands } from '../../db/schema/accounts';
import { bearer, makeSession } from '../accounts/accounts.fixtures';
import { makeOrder } from '../orders/backoffice-orders.fixtures';
import { addEntry } from './payouts.fixtures';

describe('the partner statement, releve (docs/product/payouts-and-statements.md)', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const releve = (token: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/marchand/releve', query, headers: bearer(token) });

  /** A store with entries before, inside and after November 2026 (Algiers days), and another store's. */
  async function storeWithLedger() {
    const partner = await makeSession(t.app, 'marchand');
    await db()
      .update(marchands)
      .set({
        designationMagasin: 'Dar Tlemcen',
        registreCommerce: '13/00-1234567B21',
        nif: '000213012345678',
      })
      .where(eq(marchands.id, partner.row.id));
    const client = await makeSession(t.app, 'client');
    const order = await makeOrder(db(), {
      clientId: client.row.id,
      marchandId: partner.row.id,
      ref: 'RLV-0001',
    });
    const id = partner.row.id;
    // 31/10 23:30 UTC is already 1 November in Algiers; 30/11 23:00 UTC is 1 December.
    await addEntry(db(), id, 100_000, { at: new Date('2026-10-31T22:59:00Z'), libelle: 'Avant' });
    await addEntry(db(), id, 450_000, {
      at: new Date('2026-10-31T23:30:00Z'),
      libelle: 'Vente — commande RLV-0001',
      commandeId: order.id,
    });
    await addEntry(db(), id, -200_000, {
      type: 'versement',
      at: new Date('2026-11-15T10:00:00Z'),
      libelle: 'Versement n° 1 demandé',
    });
    await addEntry(db(), id, 700_000, { at: new Date('2026-11-30T23:00:00Z'), libelle: 'Après' });
    const other = await makeSession(t.app, 'marchand');
    await addEntry(db(), other.row.id, 999_900, {
      at: new Date('2026-11-10T10:00:00Z'),
      libelle: 'Autre magasin',
    });
    return partner;
  }

  it('answers the CSV of the period: opening balance, its entries with running balances, closing balance', async () => {
    const partner = await storeWithLedger();
    const res = await releve(partner.token, {
      dateDebut: '2026-11-01',
      dateFin: '2026-11-30',
      format: 'csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="releve-2026-11-01-2026-11-30.csv"',
    );
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'date;type;libelle;commande_ref;montant;solde',
      "01/11/2026;;Solde d'ouverture;;;1000,00",
      '01/11/2026 00:30;vente;Vente — commande RLV-0001;RLV-0001;4500,00;5500,00',
      '15/11/2026 11:00;versement;Versement n° 1 demandé;;-2000,00;3500,00',
      '30/11/2026;;Solde de clôture;;;3500,00',
      '',
    ]);
  });

  it('answers the PDF in French, or in Arabic, with the store and its legal details', async () => {
    const partner = await storeWithLedger();
    const fr = await releve(partner.token, { dateDebut: '2026-11-01', dateFin: '2026-11-30', format: 'pdf' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('application/pdf');
    expect(fr.headers['content-disposition']).toBe('attachment; filename="releve-2026-11-01-2026-11-30.pdf"');
    const lines = pdfText(fr.rawPayload);
    expect(lines[0]).toBe('Dar TlemcenRELEVÉ DE COMPTE');
    expect(lines).toContain('RC : 13/00-1234567B21');
    expect(lines).toContain('NIF : 000213012345678');
    expect(lines).toContain("01/11/2026Solde d'ouverture1 000,00 DZD");
    expect(lines).toContain('30/11/2026Solde de clôture3 500,00 DZD');
    expect(lines.join('\n')).not.toContain('Autre magasin');

    const ar = await releve(partner.token, {
      dateDebut: '2026-11-01',
      dateFin: '2026-11-30',
      format: 'pdf',
      lang: 'ar',
    });
    expect(ar.statusCode).toBe(200);
    const [page] = pdfPages(ar.rawPayload);
    expect(page.fonts).toContain('NotoSansArabic-Bold');
    const text = page.lines.join('\n');
    expect(text).toContain('3.500,00');
    expect(text).not.toContain('DZD');
  });

  it('refuses a period in the wrong order, too long or incomplete, in French', async () => {
    const partner = await makeSession(t.app, 'marchand');
    const backwards = await releve(partner.token, {
      dateDebut: '2026-11-30',
      dateFin: '2026-11-01',
      format: 'csv',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({
      dateFin: ['La date de fin doit être postérieure ou égale à la date de début.'],
    });
    const long = await releve(partner.token, {
      dateDebut: '2025-01-01',
      dateFin: '2026-11-01',
      format: 'pdf',
    });
    expect(long.json().errors).toEqual({
      dateFin: ["La période d'un relevé ne doit pas dépasser 366 jours."],
    });
    const missing = await releve(partner.token, { dateDebut: '2026-11-01' });
    expect(missing.json().errors).toEqual({
      dateFin: ['Le champ dateFin est obligatoire.'],
      format: ['Le champ format est obligatoire.'],
    });
  });
});
