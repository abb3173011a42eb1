import type { Etat } from '@souk/domain/order-states';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { commandeEtats, commandes } from '../../db/schema/commerce';
import { type Headers, makeBackofficeActors, makeOrder } from './backoffice-orders.fixtures';

describe('POST commandeChangerEtat/{id}', () => {
  const t = useTestApp();
  const change = (prefix: string, id: number, headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/${prefix}/commandeChangerEtat/${id}`, headers, payload });
  const stateOf = async (id: number) =>
    (await t.database.db.select().from(commandes).where(eq(commandes.id, id)))[0];
  const historyOf = async (id: number) =>
    t.database.db
      .select()
      .from(commandeEtats)
      .where(eq(commandeEtats.commandeId, id))
      .orderBy(commandeEtats.id);

  it('moves a store order one step at a time up to livree, recording each step with its author', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    const steps: Etat[] = ['en_attente_de_livraison', 'en_cours_de_livraison', 'livree'];
    for (const etat of steps) {
      const res = await change('v1/marchand', order.id, actors.headers.partnerA, { id: order.id, etat });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Success', data: { id: order.id, ref: order.ref, etat } });
      expect((await stateOf(order.id)).etat).toBe(etat);
    }
    const history = await historyOf(order.id);
    expect(history.map((h) => h.etat)).toEqual(['en_attente_de_validation', ...steps]);
    expect(history.slice(1).every((h) => h.actorRole === 'marchand' && h.actorId === actors.storeA.id)).toBe(
      true,
    );
    // Cash on delivery is paid once delivered.
    expect((await stateOf(order.id)).paidAt).toBeInstanceOf(Date);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/marchand/commandeShow/${order.ref}`,
      headers: actors.headers.partnerA,
    });
    expect(detail.json().data).toMatchObject({ etat: 'livree', paye: true });
    expect(detail.json().data.etats).toHaveLength(4);
  });

  it('refuses a skipped step or a move from a state without one with 422 and a clear message', async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const pending = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id });
    const skip = await change('v1/marchand', pending.id, actors.headers.partnerA, { etat: 'livree' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json()).toEqual({
      message:
        "Depuis « En attente de validation », la commande ne peut passer qu'à « En attente de livraison ».",
      errors: {
        etat: [
          "Depuis « En attente de validation », la commande ne peut passer qu'à « En attente de livraison ».",
        ],
      },
      codes: {
        etat: [
          {
            code: 'order_only_move',
            params: { from: 'en_attente_de_validation', next: 'en_attente_de_livraison' },
          },
        ],
      },
    });
    const back = await change('v1/marchand', pending.id, actors.headers.partnerA, { etat: 'annulee' });
    expect(back.statusCode).toBe(422);

    for (const etat of ['en_attente_de_paiement', 'livree', 'annulee'] as const) {
      const o = await makeOrder(db, {
        clientId: actors.client.id,
        marchandId: actors.storeA.id,
        typePaiement: 'devise',
        etat,
      });
      const res = await change('v1/marchand', o.id, actors.headers.partnerA, {
        etat: 'en_attente_de_livraison',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.etat[0]).toMatch(/^Aucun changement d'état n'est possible depuis « .+ »\.$/);
      expect(res.json().codes).toEqual({ etat: [{ code: 'order_no_move', params: { from: etat } }] });
      expect((await stateOf(o.id)).etat).toBe(etat);
    }
    expect((await stateOf(pending.id)).etat).toBe('en_attente_de_validation');
    expect(await historyOf(pending.id)).toHaveLength(1);
  });

  it('validates the body: etat required and known, id matching the path', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
    });
    const missing = await change('v1/marchand', order.id, actors.headers.partnerA, { id: order.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.etat).toEqual(['Le champ etat est obligatoire.']);
    const unknown = await change('v1/marchand', order.id, actors.headers.partnerA, { etat: 'expediee' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.etat).toBeDefined();
    const mismatch = await change('v1/marchand', order.id, actors.headers.partnerA, {
      id: order.id + 1,
      etat: 'en_attente_de_livraison',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.id).toEqual(["L'identifiant ne correspond pas à la commande."]);
    expect(mismatch.json().codes.id).toEqual([{ code: 'order_id_mismatch', params: {} }]);
    expect((await stateOf(order.id)).etat).toBe('en_attente_de_validation');
  });

  it("lets the admin move the platform's orders, and refuses a store's order with 403 and no change", async () => {
    const actors = await makeBackofficeActors(t.app);
    const db = t.database.db;
    const platform = await makeOrder(db, { clientId: actors.client.id });
    const ok = await change('v1/user', platform.id, actors.headers.admin, {
      id: platform.id,
      etat: 'en_attente_de_livraison',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Success');
    const history = await historyOf(platform.id);
    expect(history.at(-1)).toMatchObject({ etat: 'en_attente_de_livraison', actorRole: 'user' });

    const store = await makeOrder(db, { clientId: actors.client.id, marchandId: actors.storeA.id });
    const refused = await change('v1/user', store.id, actors.headers.admin, {
      id: store.id,
      etat: 'en_attente_de_livraison',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Les commandes des magasins sont gérées par leurs marchands : l'administrateur ne peut pas changer leur état.",
    );
    expect(refused.json().code).toBe('order_store_refused');
    expect((await stateOf(store.id)).etat).toBe('en_attente_de_validation');
    expect(await historyOf(store.id)).toHaveLength(1);

    // A partner cannot touch the platform's orders either.
    const partner = await change('v1/marchand', platform.id, actors.headers.partnerA, {
      etat: 'en_cours_de_livraison',
    });
    expect(partner.statusCode).toBe(404);
    expect(await change('v1/user', 999_999, actors.headers.admin, { etat: 'livree' })).toMatchObject({
      statusCode: 404,
    });
  });

  it('a card order moves forward only once paid (the payment provider moves it, not the seller)', async () => {
    const actors = await makeBackofficeActors(t.app);
    const order = await makeOrder(t.database.db, {
      clientId: actors.client.id,
      marchandId: actors.storeA.id,
      typePaiement: 'cib',
    });
    expect((await stateOf(order.id)).etat).toBe('en_attente_de_paiement');
    const res = await change('v1/marchand', order.id, actors.headers.partnerA, {
      etat: 'en_attente_de_livraison',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "Aucun changement d'état n'est possible depuis « En attente de paiement ».",
    );
  });
});
