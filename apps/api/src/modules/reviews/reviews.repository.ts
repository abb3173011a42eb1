import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema/accounts';
import { articles, notes } from '../../db/schema/catalog';
import { commandeLignes, commandes } from '../../db/schema/commerce';
import { visibleArticle } from '../catalog';

/** The only file that talks to Drizzle about reviews. */

export async function isArticleSellable(db: DbOrTx, articleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), visibleArticle));
  return row !== undefined;
}

/** Whether the client has a delivered order holding this article. */
export async function hasDeliveredPurchase(
  db: DbOrTx,
  clientId: number,
  articleId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: commandeLignes.id })
    .from(commandeLignes)
    .innerJoin(commandes, eq(commandes.id, commandeLignes.commandeId))
    .where(
      and(
        eq(commandes.clientId, clientId),
        eq(commandes.etat, 'livree'),
        eq(commandeLignes.articleId, articleId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One review per client and article: a second one replaces the first (and counts as new). */
export async function upsertReview(
  db: DbOrTx,
  values: { articleId: number; clientId: number; note: number; commentaire: string; achatVerifie: boolean },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(notes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [notes.articleId, notes.clientId],
      set: {
        note: values.note,
        commentaire: values.commentaire,
        achatVerifie: values.achatVerifie,
        createdAt: now,
        updatedAt: now,
      },
    })
    .returning({ id: notes.id });
  return row.id;
}

export async function findReview(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: notes.id,
      articleId: notes.articleId,
      note: notes.note,
      commentaire: notes.commentaire,
      achatVerifie: notes.achatVerifie,
      createdAt: notes.createdAt,
      client: { nom: clients.nom, prenom: clients.prenom, urlPhoto: clients.urlPhoto },
    })
    .from(notes)
    .innerJoin(clients, eq(clients.id, notes.clientId))
    .where(eq(notes.id, id));
  return row;
}
