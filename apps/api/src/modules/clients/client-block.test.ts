import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { accessTokens } from '../../db/schema/accounts';
import { commandes } from '../../db/schema/commerce';
import { bearer, loginAs, makeClient, TEST_PASSWORD } from '../accounts/accounts.fixtures';
import { commandeAdd, makeProduct } from '../orders/orders.fixtures';
import { adminHeaders } from './admin-people.fixtures';

const BLOCKED = "Votre compte a été bloqué. Veuillez contacter l'administration.";

describe('a client blocked by an administrator', () => {
  const t = useTestApp();

  it('loses every session at once, cannot log in nor order, and gets both back when unblocked', async () => {
    const db = t.database.db;
    const { headers: admin } = await adminHeaders(t.app);
    const client = await makeClient(db, { email: 'amina@exemple.dz' });
    const { stock } = await makeProduct(db, { prix: 1500, quantite: 5 });
    const phone = bearer(await loginAs(t.app, 'client', 'amina@exemple.dz'));
    const laptop = bearer(await loginAs(t.app, 'client', 'amina@exemple.dz'));
    const line = [{ stock_article_id: stock.id, quantite: 1 }];

    const block = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/clientChangerEtat/${client.id}`,
      headers: admin,
    });
    expect(block.json().data.valide).toBe(false);
    // Revoked in the blocking transaction, not at the next request.
    const sessions = await db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.role, 'client'), eq(accessTokens.ownerId, client.id)));
    expect(sessions).toEqual([]);

    for (const headers of [phone, laptop]) {
      const checkout = await commandeAdd(t.app, headers, line);
      expect(checkout.statusCode).toBe(401);
      const profile = await t.app.inject({ method: 'GET', url: '/api/v1/client/panierShow', headers });
      expect(profile.statusCode).toBe(401);
    }
    expect(await db.select().from(commandes).where(eq(commandes.clientId, client.id))).toEqual([]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/login',
      payload: { email: 'amina@exemple.dz', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: BLOCKED });

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/clientChangerEtat/${client.id}`,
      headers: admin,
    });
    const again = bearer(await loginAs(t.app, 'client', 'amina@exemple.dz'));
    const checkout = await commandeAdd(t.app, again, line);
    expect(checkout.statusCode).toBe(201);
  });
});
