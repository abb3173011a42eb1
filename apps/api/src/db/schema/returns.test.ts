import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { makeClient, makeMarchand } from '../../../test/factories';
import { makeOrder } from '../../modules/orders/backoffice-orders.fixtures';
import { commandeLignes } from './commerce';
import { ecritures } from './finances';
import { retourEtats, retourLignes, retours } from './returns';

/** What migration 0029 holds: a return's lines and history, its limits, and the ledger's link to it. */
describe('returns tables (migration 0029)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  /** The constraint a failed statement broke, as PostgreSQL names it. */
  async function brokenConstraint(write: Promise<unknown>): Promise<string | undefined> {
    try {
      await write;
    } catch (error) {
      const cause = (error as { cause?: { constraint?: string } }).cause;
      return cause?.constraint ?? (error as { constraint?: string }).constraint;
    }
    return undefined;
  }

  it('keeps a return, its lines and history, and its refund entry; refuses what breaks the rules', async () => {
    const db = database.db;
    const store = await makeMarchand(db);
    const client = await makeClient(db);
    const order = await makeOrder(db, {
      clientId: client.id,
      marchandId: store.id,
      etat: 'livree',
      typePaiement: 'cib',
      lines: [{ prix: 1000, quantite: 2 }],
    });
    const [line] = await db.select().from(commandeLignes).where(eq(commandeLignes.commandeId, order.id));
    const [retour] = await db
      .insert(retours)
      .values({ commandeId: order.id, clientId: client.id, marchandId: store.id, motif: 'defectueux' })
      .returning();
    expect(retour).toMatchObject({ etat: 'demande', photos: [], fraisRembourses: false, refundAttempts: 0 });
    await db.insert(retourLignes).values({ retourId: retour!.id, commandeLigneId: line!.id, quantite: 1 });
    await db
      .insert(retourEtats)
      .values({ retourId: retour!.id, etat: 'demande', actorRole: 'client', actorId: client.id });
    await db.insert(ecritures).values({
      marchandId: store.id,
      type: 'remboursement',
      montant: -90_000,
      libelle: 'Remboursement',
      commandeId: order.id,
      retourId: retour!.id,
    });

    const base = { commandeId: order.id, clientId: client.id, marchandId: store.id };
    // Values the column's type forbids: the database must refuse them too.
    expect(await brokenConstraint(db.insert(retours).values({ ...base, motif: 'casse' as 'autre' }))).toBe(
      'retours_motif_check',
    );
    expect(
      await brokenConstraint(
        db.insert(retours).values({ ...base, motif: 'autre', etat: 'perdu' as 'demande' }),
      ),
    ).toBe('retours_etat_check');
    expect(
      await brokenConstraint(
        db.insert(retours).values({ ...base, motif: 'autre', photos: ['a', 'b', 'c', 'd'] }),
      ),
    ).toBe('retours_photos_check');
    expect(
      await brokenConstraint(
        db.insert(retourLignes).values({ retourId: retour!.id, commandeLigneId: line!.id, quantite: 1 }),
      ),
    ).toBe('retour_lignes_pkey');
    const [other] = await db
      .insert(retours)
      .values({ ...base, motif: 'autre' })
      .returning();
    expect(
      await brokenConstraint(
        db.insert(retourLignes).values({ retourId: other!.id, commandeLigneId: line!.id, quantite: 0 }),
      ),
    ).toBe('retour_lignes_quantite_check');
    expect(
      await brokenConstraint(
        db.insert(retourEtats).values({ retourId: other!.id, etat: 'demande', actorRole: 'livreur' }),
      ),
    ).toBe('retour_etats_actor_role_check');
    expect(
      await brokenConstraint(
        db.insert(ecritures).values({
          marchandId: store.id,
          type: 'remboursement',
          montant: -1,
          libelle: 'Remboursement',
          retourId: 999_999,
        }),
      ),
    ).toBe('ecritures_retour_id_fkey');
    // A refunded return cannot disappear from under its ledger entry.
    expect(await brokenConstraint(db.delete(retours).where(eq(retours.id, retour!.id)))).toBe(
      'ecritures_retour_id_fkey',
    );
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from retour_lignes where retour_id = ${retour!.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });
});
