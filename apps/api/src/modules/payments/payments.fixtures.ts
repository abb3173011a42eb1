import { toCentimes } from '@souk/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeCommande } from '../../../test/factories';
import type { Db } from '../../db/client';
import { commandeEtats, commandes, paiements } from '../../db/schema/commerce';
import { clientWithToken, makeProduct } from '../orders/orders.fixtures';

/** Payment test scenarios: a client with a card order awaiting payment, and the calls to pay it. */

const nextYear = new Date().getUTCFullYear() + 2;

/** A card that the sandbox accepts; tests change one field at a time. */
export const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: String(nextYear),
  cvc: '123',
  postal_code: '16000',
  cardHolderName: 'Amina Benali',
};
export const DECLINED_NUMBER = '4000 0000 0000 0002';

/** 1 500 DZD: the amount of the recorded provider replies. */
export const RECORDED_AMOUNT_DZD = 1500;

export interface CardOrderOptions {
  typePaiement?: 'devise' | 'cib' | 'livraison';
  etat?: string;
  /** DZD to pay. */
  montant?: number;
  paidAt?: Date;
}

/** A client (with a token) and one of its orders, by default a `devise` order awaiting payment. */
export async function cardOrder(app: FastifyInstance, opts: CardOrderOptions = {}) {
  const db = app.database.db;
  const buyer = await clientWithToken(app);
  const order = await orderOf(db, buyer.client.id, opts);
  return { ...buyer, order };
}

/** Another order for an existing client. */
export async function orderOf(db: Db, clientId: number, opts: CardOrderOptions = {}) {
  const { article, stock } = await makeProduct(db, { prix: opts.montant ?? RECORDED_AMOUNT_DZD });
  const typePaiement = opts.typePaiement ?? 'devise';
  const etat =
    opts.etat ?? (typePaiement === 'livraison' ? 'en_attente_de_validation' : 'en_attente_de_paiement');
  const prix = toCentimes(opts.montant ?? RECORDED_AMOUNT_DZD);
  return makeCommande(
    db,
    clientId,
    [{ articleId: article.id, stockArticleId: stock.id, quantite: 1, prix }],
    {
      typePaiement,
      etat,
      ...(opts.paidAt ? { paidAt: opts.paidAt } : {}),
    },
  );
}

export function pay(
  app: FastifyInstance,
  headers: Record<string, string>,
  commandeId: number | string,
  payload: Record<string, unknown> = { cardPaiement: GOOD_CARD },
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/client/commandePayer/${commandeId}`,
    headers,
    payload: { commande_id: commandeId, ...payload },
  });
}

export async function paiementsOf(db: Db, commandeId: number) {
  return db.select().from(paiements).where(eq(paiements.commandeId, commandeId)).orderBy(asc(paiements.id));
}

export async function historyOf(db: Db, commandeId: number) {
  const rows = await db
    .select()
    .from(commandeEtats)
    .where(eq(commandeEtats.commandeId, commandeId))
    .orderBy(asc(commandeEtats.id));
  return rows.map((r) => ({ etat: r.etat, actorRole: r.actorRole, actorId: r.actorId, note: r.note }));
}

export async function orderState(db: Db, id: number) {
  const [row] = await db
    .select({ etat: commandes.etat, paidAt: commandes.paidAt })
    .from(commandes)
    .where(eq(commandes.id, id));
  return row;
}
