import { toCentimes } from '@souk/domain/money';
import { type Etat, initialEtat } from '@souk/domain/order-states';
import { orderSummaryCentimes } from '@souk/domain/pricing';
import type { FastifyInstance } from 'fastify';
import { makeArticle } from '../../../test/factories';
import type { Db } from '../../db/client';
import { commandeEtats, commandeLignes, commandes } from '../../db/schema/commerce';
import { issueToken } from '../../lib/tokens';
import { bearer, makeAdmin, makeClient, makeMarchand } from '../accounts/accounts.fixtures';
import { makeTree } from '../catalog/articles.fixtures';

/**
 * Test scenarios of the back-office order calls: an admin, two partners (A and B), a client, each
 * with a live token, and orders of the platform and of each store written straight to the database.
 */

export type Headers = Record<string, string>;

async function tokenOf(app: FastifyInstance, role: 'client' | 'marchand' | 'user', id: number) {
  return bearer(await issueToken(app.database.db, role, id));
}

export async function makeBackofficeActors(app: FastifyInstance) {
  const db = app.database.db;
  const admin = await makeAdmin(db);
  const storeA = await makeMarchand(db, { designationMagasin: 'Dar Tlemcen', wilayaMagasin: '13 - Tlemcen' });
  const storeB = await makeMarchand(db, { designationMagasin: 'Electro Oran', wilayaMagasin: '31 - Oran' });
  const client = await makeClient(db, {
    nom: 'Benali',
    prenom: 'Amina',
    telephone: '0550 12 34 56',
    wilaya: '16 - Alger',
  });
  const other = await makeClient(db, {
    nom: 'Mansouri',
    prenom: 'Yacine',
    telephone: '0661987654',
    wilaya: '31 - Oran',
  });
  return {
    admin,
    storeA,
    storeB,
    client,
    other,
    headers: {
      admin: await tokenOf(app, 'user', admin.id),
      partnerA: await tokenOf(app, 'marchand', storeA.id),
      partnerB: await tokenOf(app, 'marchand', storeB.id),
      client: await tokenOf(app, 'client', client.id),
      none: {} as Headers,
    },
  };
}

export type BackofficeActors = Awaited<ReturnType<typeof makeBackofficeActors>>;

export interface OrderLineInput {
  designation?: string;
  /** DZD. */
  prix?: number;
  quantite?: number;
  pourcentage?: number;
  sousOptions?: { option_id: number; option: string; id: number; designation: string }[];
}

export interface OrderInput {
  clientId: number;
  marchandId?: number | null;
  ref?: string;
  etat?: Etat;
  typePaiement?: 'devise' | 'cib' | 'livraison';
  createdAt?: Date;
  adresse?: string;
  lines?: OrderLineInput[];
  couponRemise?: number;
  /** DZD delivery fee charged (none by default). */
  fraisLivraison?: number;
  modeLivraison?: 'domicile' | 'stop_desk';
  wilayaLivraison?: number | null;
}

let seq = 0;

/**
 * An order with its lines, amounts computed by the domain's arithmetic, and a first history row,
 * as a checkout would leave it (then moved to `etat` when given).
 */
export async function makeOrder(db: Db, input: OrderInput) {
  const i = ++seq;
  const { sousCategorie } = await makeTree(db);
  const article = await makeArticle(db, sousCategorie.id, { marchandId: input.marchandId ?? null });
  const lines = (input.lines ?? [{}]).map((l, n) => ({
    designation: l.designation ?? `Produit ${i}-${n}`,
    prix: toCentimes(l.prix ?? 1000),
    quantite: l.quantite ?? 1,
    pourcentage: l.pourcentage ?? 0,
    sousOptions: l.sousOptions ?? [],
  }));
  const summary = orderSummaryCentimes(
    lines,
    input.couponRemise ? toCentimes(input.couponRemise) : null,
    input.fraisLivraison ? { frais: toCentimes(input.fraisLivraison) } : null,
  );
  const typePaiement = input.typePaiement ?? 'livraison';
  const createdAt = input.createdAt ?? new Date(Date.now() - (1000 - i) * 1000);
  const [order] = await db
    .insert(commandes)
    .values({
      ref: input.ref ?? `BO${String(i).padStart(2, '0')}-${(1000 + i).toString(36).toUpperCase()}`,
      checkoutId: `bo-checkout-${i}`,
      clientId: input.clientId,
      marchandId: input.marchandId ?? null,
      etat: input.etat ?? initialEtat(typePaiement),
      typePaiement,
      adresse: input.adresse ?? '12 rue Didouche Mourad, Alger-Centre',
      latitude: 36.7529,
      longitude: 3.042,
      total: summary.total,
      remisePromotion: summary.remisePromotion,
      remiseCoupon: summary.remiseCoupon,
      montantAPayer: summary.aPayer,
      fraisLivraison: summary.fraisLivraison,
      modeLivraison: input.modeLivraison ?? 'domicile',
      wilayaLivraison: input.wilayaLivraison ?? null,
      qrToken: `bo-qr-${i}-${Date.now()}`,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await db.insert(commandeLignes).values(
    lines.map((l) => ({
      commandeId: order.id,
      articleId: article.id,
      quantite: l.quantite,
      prix: l.prix,
      pourcentage: l.pourcentage,
      designation: l.designation,
      sousOptions: l.sousOptions,
    })),
  );
  await db.insert(commandeEtats).values({
    commandeId: order.id,
    etat: initialEtat(typePaiement),
    actorRole: 'client',
    actorId: input.clientId,
    createdAt,
  });
  return order;
}
