import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { setAbout } from '../../../test/factories';
import { pdfPages, pdfText, visual } from '../../../test/pdf-text';
import { clients, marchands } from '../../db/schema/accounts';
import { csvCell } from '../../lib/csv';
import { makeBackofficeActors, makeOrder } from './backoffice-orders.fixtures';

/** Splits a ';' CSV (quoted fields may hold ';', '"' and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('GET commandesExport', () => {
  const t = useTestApp();

  async function world() {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const base = new Date('2024-05-01T09:30:00Z').getTime();
    await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      ref: 'CSV1-AAAA',
      createdAt: new Date(base),
      adresse: 'Cité 20 août; bloc "B"',
      lines: [{ prix: 1234.5, quantite: 2 }],
      fraisLivraison: 450,
      wilayaLivraison: 16,
    });
    await makeOrder(db, {
      clientId: actors.other.id,
      marchandId: actors.storeA.id,
      ref: 'CSV2-AAAA',
      typePaiement: 'devise',
      etat: 'en_cours_de_livraison',
      createdAt: new Date(base + 3_600_000),
    });
    await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeB.id, ref: 'CSV3-BBBB' });
    await makeOrder(db, { clientId: actors.client.id, ref: 'CSV4-PLAT' });
    return actors;
  }

  it("gives the partner its store's orders as a French-Excel CSV (BOM, ';', decimal comma)", async () => {
    const actors = await world();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/marchand/commandesExport',
      headers: actors.headers.partnerA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="commandes-\d{8}\.csv"$/);
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(body.slice(1));
    expect(rows[0]).toEqual([
      'Référence',
      'Date',
      'Client',
      'Téléphone',
      'Email',
      'Wilaya',
      'Adresse de livraison',
      'Livraison (DZD)',
      'Total (DZD)',
      'État',
      'Paiement',
      'Méthode de paiement',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'CSV2-AAAA',
      '01/05/2024 11:30',
      'Yacine Mansouri',
      '0661987654',
      actors.other.email,
      '31 - Oran',
      '12 rue Didouche Mourad, Alger-Centre',
      '0,00',
      '1000,00',
      'En cours de livraison',
      'payé',
      'Paiement avec Stripe',
    ]);
    expect(rows[2]).toEqual([
      'CSV1-AAAA',
      '01/05/2024 10:30',
      'Amina Benali',
      '0550 12 34 56',
      actors.client.email,
      '16 - Alger',
      'Cité 20 août; bloc "B"',
      '450,00',
      '2919,00',
      'En attente de validation',
      'non-payé',
      'Paiement à la livraison',
    ]);
  });

  it('honours the search, and the admin scope (own or marchands, with the store column)', async () => {
    const actors = await world();
    const csv = async (url: string, headers: Record<string, string>) =>
      parseCsv(
        (await t.app.inject({ method: 'GET', url: `/api/${url}`, headers })).rawPayload
          .toString('utf8')
          .slice(1),
      );

    const searched = await csv('v1/marchand/commandesExport?search=yacine', actors.headers.partnerA);
    expect(searched.slice(1).map((r) => r[0])).toEqual(['CSV2-AAAA']);

    const own = await csv('v1/user/commandesExport', actors.headers.admin);
    expect(own.slice(1).map((r) => r[0])).toEqual(['CSV4-PLAT']);
    expect(own[0]).not.toContain('Marchand');

    const stores = await csv('v1/user/commandesExport?scope=marchands', actors.headers.admin);
    expect(stores[0][5]).toBe('Marchand');
    expect(stores.slice(1).map((r) => [r[0], r[5]])).toEqual([
      ['CSV3-BBBB', 'Electro Oran'],
      ['CSV2-AAAA', 'Dar Tlemcen'],
      ['CSV1-AAAA', 'Dar Tlemcen'],
    ]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/commandesExport?scope=tout',
      headers: actors.headers.admin,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.scope).toBeDefined();
  });

  it('keeps spreadsheet formulas out of the cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });
});

describe('GET commandeFacture/{reference}', () => {
  const t = useTestApp();

  const invoiceOrder = async (ref: string) => {
    const actors = await makeBackofficeActors(t.app);
    await t.database.db
      .update(marchands)
      .set({ registreCommerce: '13/00-1234567B21', nif: '000213012345678' })
      .where(eq(marchands.id, actors.storeA.id));
    await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      ref,
      lines: [
        {
          designation: 'Théière en cuivre',
          prix: 3500,
          quantite: 2,
          pourcentage: 20,
          sousOptions: [{ option_id: 1, option: 'Taille', id: 2, designation: 'Grande' }],
        },
      ],
    });
    return actors;
  };
  const download = (ref: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/marchand/commandeFacture/${ref}`, headers });

  it('sends the store order invoice as a PDF attachment with the seller (RC, NIF), client, lines and totals', async () => {
    const actors = await invoiceOrder('FACT-0001');
    const res = await download('FACT-0001', actors.headers.partnerA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="facture-FACT-0001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfText(res.rawPayload);
    const text = lines.join('\n');
    expect(lines[0]).toBe('Dar TlemcenFACTURE');
    expect(text).toContain('N° FACT-0001');
    expect(text).toContain('RC : 13/00-1234567B21');
    expect(text).toContain('NIF : 000213012345678');
    expect(text).toContain('Amina Benali');
    expect(text).toContain('Théière en cuivre');
    expect(text).toContain('Taille : Grande');
    // 2 × 2 800,00 DZD; the table row reads product, price, quantity, discount, total.
    expect(lines.find((l) => l.startsWith('Théière'))).toBe(
      'Théière en cuivre3 500,00 DZD2-20 %5 600,00 DZD',
    );
    expect(text).toContain('Total à payer');
    expect(text).toContain('Page 1 / 1');
  });

  it("prints a client's Arabic name in Arabic glyphs on a French invoice", async () => {
    const actors = await invoiceOrder('FACT-0002');
    await t.database.db
      .update(clients)
      .set({ prenom: 'أمينة', nom: 'بن علي' })
      .where(eq(clients.id, actors.client.id));
    const res = await download('FACT-0002', actors.headers.partnerA);
    expect(res.statusCode).toBe(200);
    const [page] = pdfPages(res.rawPayload);
    expect(page.fonts).toContain('NotoSansArabic-Regular');
    expect(page.lines).toContain('Facturé àCommande');
    // Right to left inside the French line: the last word drawn first.
    expect(page.lines.join('\n')).toContain(`${visual('علي')} ${visual('بن')} ${visual('أمينة')}`);
    expect(page.lines.join('\n')).not.toContain('?');
  });

  it("writes the invoice in the client's language: Arabic, laid out right to left", async () => {
    const actors = await invoiceOrder('FACT-0003');
    await t.database.db.update(clients).set({ langue: 'ar' }).where(eq(clients.id, actors.client.id));
    const res = await download('FACT-0003', actors.headers.partnerA);
    expect(res.statusCode).toBe(200);
    const [page] = pdfPages(res.rawPayload);
    expect(page.fonts).toEqual(expect.arrayContaining(['NotoSansArabic-Bold', 'NotoSans-Bold']));
    // The title at the left (the end edge), the seller at the right (the start edge).
    expect(page.lines[0]).toBe(`${visual('فاتورة')}Dar Tlemcen`);
    const text = page.lines.join('\n');
    // Arabic amounts: '5.600,00 دج' (Latin digits), the number left of the suffix.
    expect(text).toContain('5.600,00');
    expect(text).not.toContain('DZD');
    expect(text).not.toContain('Total à payer');
    expect(text).toContain('Théière en cuivre');
  });

  it('writes it in English for an English-speaking client', async () => {
    const actors = await invoiceOrder('FACT-0004');
    await t.database.db.update(clients).set({ langue: 'en' }).where(eq(clients.id, actors.client.id));
    const text = pdfText((await download('FACT-0004', actors.headers.partnerA)).rawPayload).join('\n');
    expect(text).toContain('INVOICE');
    expect(text).toContain('Total to pay');
    expect(text).toContain('DZD 5,600.00');
    expect(text).toContain('Trade register: 13/00-1234567B21');
  });

  it('names the platform as seller on its own orders; other partners get 404', async () => {
    const actors = await makeBackofficeActors(t.app);
    await setAbout(t.database.db, {
      adresse: '5 boulevard Zighout Youcef, Alger',
      telephone: '021 00 00 00',
    });
    await makeOrder(t.database.db, { clientId: actors.client.id, ref: 'FACT-PLAT' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/commandeFacture/FACT-PLAT',
      headers: actors.headers.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const lines = pdfText(res.rawPayload);
    expect(lines[0]).toBe('SoukFACTURE');
    expect(lines).toContain('5 boulevard Zighout Youcef, Alger');
    const partner = await download('FACT-PLAT', actors.headers.partnerA);
    expect(partner.statusCode).toBe(404);
  });

  it("answers 404 to a partner for another store's order", async () => {
    const actors = await invoiceOrder('FACT-0005');
    expect((await download('FACT-0005', actors.headers.partnerA)).statusCode).toBe(200);
    expect((await download('FACT-0005', actors.headers.partnerB)).statusCode).toBe(404);
  });
});

describe('GET v1/marchand/countNouvellesCommandes', () => {
  const t = useTestApp();

  it("counts the store's orders placed after depuis, or after the list was last opened", async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const at = (iso: string) => new Date(iso);
    await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      createdAt: at('2024-05-01T10:00:00Z'),
    });
    await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      createdAt: at('2024-05-03T10:00:00Z'),
    });
    await makeOrder(db, {
      clientId: actors.client.id,
      marchandId: actors.storeB.id,
      createdAt: at('2024-05-03T10:00:00Z'),
    });
    await makeOrder(db, { clientId: actors.client.id, createdAt: at('2024-05-03T10:00:00Z') });
    const count = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/marchand/countNouvellesCommandes${query}`,
        headers: actors.headers.partnerA,
      });
      return res;
    };
    expect((await count('?depuis=2024-05-02T00:00:00.000Z')).json()).toEqual({ data: 1 });
    expect((await count('?depuis=2024-04-30')).json()).toEqual({ data: 2 });
    expect((await count('?depuis=2024-05-04T00:00:00%2B01:00')).json()).toEqual({ data: 0 });
    // Never seen: every order is new; then from the last opening of the list.
    expect((await count('')).json()).toEqual({ data: 2 });
    await db
      .update(marchands)
      .set({ commandesVuesAt: at('2024-05-02T00:00:00Z') })
      .where(eq(marchands.id, actors.storeA.id));
    expect((await count('')).json()).toEqual({ data: 1 });

    const bad = await count('?depuis=hier');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.depuis).toEqual(['Le champ depuis doit être une date ISO 8601.']);
  });
});
