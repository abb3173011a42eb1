import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { setAbout } from '../../../test/factories';
import { marchands } from '../../db/schema/accounts';
import { makeBackofficeActors, makeOrder } from './backoffice-orders.fixtures';
import { csvField } from './backoffice-orders-export.service';

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
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });
});

describe('GET commandeFacture/{reference}', () => {
  const t = useTestApp();

  it('sends the store order invoice as a PDF attachment with the seller, client, lines and totals', async () => {
    const actors = await makeBackofficeActors(t.app);
    await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      ref: 'FACT-0001',
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
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/marchand/commandeFacture/FACT-0001',
      headers: actors.headers.partnerA,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="facture-FACT-0001.pdf"');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('FACT-0001');
    expect(pdf).toContain('(Dar Tlemcen)');
    expect(pdf).toContain('(Amina Benali)');
    expect(pdf).toContain('(Th\\351i\\350re en cuivre)');
    expect(pdf).toContain('(Taille : Grande)');
    expect(pdf).toContain('(-20 %)');
    // 2 × 2 800,00 DZD (no-break spaces are byte 0xA0, written \240).
    expect(pdf).toContain('(5\\240600,00\\240DZD)');
    expect(pdf).toContain('(Total \\340 payer)');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
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
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf).toContain('(Souk)');
    expect(pdf).toContain('(5 boulevard Zighout Youcef, Alger)');
    const partner = await t.app.inject({
      method: 'GET',
      url: '/api/v1/marchand/commandeFacture/FACT-PLAT',
      headers: actors.headers.partnerA,
    });
    expect(partner.statusCode).toBe(404);
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
