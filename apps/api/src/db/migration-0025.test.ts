import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lineBaseCentimes, lineCommissionCentimes } from '@souk/domain/finance/commission';
import { venteAmountCentimes } from '@souk/domain/finance/seller-due';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { makeClient, makeMarchand } from '../../test/factories';
import { makeOrder } from '../modules/orders/backoffice-orders.fixtures';
import { checkInvariants } from './invariants';
import { MIGRATIONS_DIR } from './migrate';
import { commandeEtats, commandeLignes, commandes } from './schema/commerce';
import { ecritures } from './schema/finances';

/**
 * Migration 0025's backfill, replayed on orders as they were before it (lines without commission, no
 * ledger): store lines take the default rate and the domain's commission, each delivered store order
 * its `vente` of the domain's amount dated from its delivery, and the restore check holds.
 */
describe('migration 0025: the backfill of existing orders', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  const backfill = readFileSync(path.join(MIGRATIONS_DIR, '0025_finances.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.startsWith('UPDATE "commande_lignes"') || s.startsWith('INSERT INTO "ecritures"'));

  it('gives the lines their commission and the delivered store orders their vente', async () => {
    expect(backfill).toHaveLength(2);
    const db = database.db;
    const store = await makeMarchand(db);
    const client = await makeClient(db);
    const cod = await makeOrder(db, {
      clientId: client.id,
      marchandId: store.id,
      etat: 'livree',
      couponRemise: 300,
      lines: [{ prix: 1234.56, quantite: 3, pourcentage: 15 }],
    });
    const card = await makeOrder(db, {
      clientId: client.id,
      marchandId: store.id,
      etat: 'livree',
      typePaiement: 'cib',
      fraisLivraison: 400,
      lines: [
        { prix: 999.99, quantite: 1 },
        { prix: 10, quantite: 7, pourcentage: 50 },
      ],
    });
    const pending = await makeOrder(db, {
      clientId: client.id,
      marchandId: store.id,
      etat: 'en_cours_de_livraison',
    });
    const platform = await makeOrder(db, { clientId: client.id, marchandId: null, etat: 'livree' });
    const deliveredAt = new Date('2026-10-01T08:00:00Z');
    await db
      .insert(commandeEtats)
      .values({ commandeId: card.id, etat: 'livree', actorRole: 'marchand', createdAt: deliveredAt });

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const lines = await db.select().from(commandeLignes);
    for (const line of lines) {
      const platformLine = line.commandeId === platform.id;
      expect(line.tauxCommission).toBe(platformLine ? 0 : 1000);
      expect(line.commission).toBe(platformLine ? 0 : lineCommissionCentimes(lineBaseCentimes(line), 1000));
    }
    const entries = await db.select().from(ecritures).orderBy(ecritures.commandeId);
    expect(entries.map((e) => e.commandeId)).toEqual([cod.id, card.id]);
    for (const entry of entries) {
      const [order] = await db
        .select()
        .from(commandes)
        .where(eq(commandes.id, entry.commandeId ?? 0));
      const commission = lines.filter((l) => l.commandeId === order.id).reduce((s, l) => s + l.commission, 0);
      expect(entry).toMatchObject({ type: 'vente', montant: venteAmountCentimes({ ...order, commission }) });
    }
    const cardEntry = entries[1];
    expect(cardEntry.createdAt).toEqual(deliveredAt);
    expect(cardEntry.disponibleAt).toEqual(new Date('2026-10-08T08:00:00Z'));
    expect(entries[0].libelle).toBe(`Vente — commande ${cod.ref}`);
    expect(entries.some((e) => e.commandeId === pending.id)).toBe(false);

    const report = await checkInvariants(db);
    expect(report.violations.ledger_not_orders).toEqual([]);
    expect(report.violations.commission_not_rate).toEqual([]);
  });
});
