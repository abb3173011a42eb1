import { randomUUID } from 'node:crypto';
import { disponibleAt } from '@souk/domain/finance/availability';
import { lineBaseCentimes, lineCommissionCentimes } from '@souk/domain/finance/commission';
import { FINANCES_DEFAUTS } from '@souk/domain/finance/config';
import { venteLibelle } from '@souk/domain/finance/ledger-entries';
import { venteAmountCentimes } from '@souk/domain/finance/seller-due';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  clientCoupons,
  commandeEtats,
  commandeLignes,
  commandes,
  couponModels,
  paiements,
  promotionArticles,
  promotions,
} from '../schema/commerce';
import { ecritures } from '../schema/finances';
import { chunked, idOf, insertAll } from './batch';
import type { CouponPlan } from './plan-coupons';
import type { Actor, POrder, PPromotion } from './plan-types';

export async function seedPromotions(tx: Tx, plan: PPromotion[]): Promise<void> {
  const rows = await tx
    .insert(promotions)
    .values(
      plan.map((p) => ({
        designation: p.designation,
        dateDebut: p.dateDebut,
        dateFin: p.dateFin,
        pourcentage: p.pourcentage,
        valide: p.valide,
        marchandId: p.store?.id ?? null,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    )
    .returning({ id: promotions.id, designation: promotions.designation });
  const byName = new Map(rows.map((r) => [r.designation, r.id]));
  for (const p of plan) p.id = idOf(byName, p.designation, 'promotion');
  await insertAll(
    tx,
    promotionArticles,
    plan.flatMap((p) => p.articles.map((a) => ({ promotionId: p.id, articleId: a.id }))),
  );
}

function actorOf(
  order: POrder,
  actor: Actor,
  adminId: number,
): { actorRole: string; actorId: number | null } {
  if (actor === 'client') return { actorRole: 'client', actorId: order.client.id };
  if (actor === 'system') return { actorRole: 'system', actorId: null };
  return order.store
    ? { actorRole: 'marchand', actorId: order.store.id }
    : { actorRole: 'user', actorId: adminId };
}

/** Orders with their lines, state history and card payments, then the coupons they earned and spent. */
export async function seedOrders(
  tx: Tx,
  orders: POrder[],
  coupons: CouponPlan,
  adminId: number,
): Promise<void> {
  const modelRows = await tx
    .insert(couponModels)
    .values(
      coupons.models.map((m) => ({
        designation: m.designation,
        duree: m.duree,
        montant: m.montant,
        remise: m.remise,
        valide: m.valide,
        nbrCoupon: coupons.coupons.filter((c) => c.model === m).length,
        createdAt: m.createdAt,
        updatedAt: m.createdAt,
      })),
    )
    .returning({ id: couponModels.id, designation: couponModels.designation });
  const modelByName = new Map(modelRows.map((r) => [r.designation, r.id]));
  for (const m of coupons.models) m.id = idOf(modelByName, m.designation, 'modèle de coupon');

  const refToId = new Map<string, number>();
  for (const part of chunked(commandes, orders)) {
    const rows = await tx
      .insert(commandes)
      .values(
        part.map((o) => ({
          ref: o.ref,
          checkoutId: o.checkoutId,
          clientId: o.client.id,
          marchandId: o.store?.id ?? null,
          etat: o.etat,
          typePaiement: o.typePaiement,
          adresse: o.adresse,
          latitude: o.latitude,
          longitude: o.longitude,
          total: o.summary.total,
          remisePromotion: o.summary.remisePromotion,
          remiseCoupon: o.summary.remiseCoupon,
          montantAPayer: o.summary.aPayer,
          fraisLivraison: o.summary.fraisLivraison,
          modeLivraison: o.livraison.mode,
          wilayaLivraison: o.livraison.wilaya,
          qrToken: o.qrToken,
          paidAt: o.paidAt,
          createdAt: o.createdAt,
          updatedAt: o.steps[o.steps.length - 1].at,
        })),
      )
      .returning({ id: commandes.id, ref: commandes.ref });
    for (const r of rows) refToId.set(r.ref, r.id);
  }
  for (const o of orders) o.id = idOf(refToId, o.ref, 'commande');

  // Store orders pay the default commission (no override is seeded); the platform's pay none.
  const tauxOf = (o: POrder) => (o.store ? FINANCES_DEFAUTS.commissionDefaut : 0);
  const commissionOf = (o: POrder, l: POrder['lines'][number]) =>
    lineCommissionCentimes(lineBaseCentimes(l), tauxOf(o));
  await insertAll(
    tx,
    commandeLignes,
    orders.flatMap((o) =>
      o.lines.map((l) => ({
        tauxCommission: tauxOf(o),
        commission: commissionOf(o, l),
        commandeId: o.id,
        stockArticleId: l.variant.id,
        articleId: l.article.id,
        quantite: l.quantite,
        prix: l.prix,
        pourcentage: l.pourcentage,
        promotionId: l.promotion?.id ?? null,
        designation: l.article.designation,
        urlImage: l.article.urlImage,
        sousOptions: l.variant.picks.map((pick, i) => ({
          option_id: l.article.options[i].id,
          option: l.article.options[i].designation,
          id: pick.id,
          designation: pick.designation,
        })),
      })),
    ),
  );

  await insertAll(
    tx,
    commandeEtats,
    orders.flatMap((o) =>
      o.steps.map((s) => ({
        commandeId: o.id,
        etat: s.etat,
        ...actorOf(o, s.actor, adminId),
        note: s.note,
        createdAt: s.at,
      })),
    ),
  );

  // A delivered store order has its `vente` in the store's ledger, written when it was delivered
  // (docs/decisions/0044-seller-ledger.md).
  await insertAll(
    tx,
    ecritures,
    orders.flatMap((o) => {
      const delivered = o.steps.find((s) => s.etat === 'livree')?.at;
      if (!o.store || o.etat !== 'livree' || !delivered) return [];
      const commission = o.lines.reduce((sum, l) => sum + commissionOf(o, l), 0);
      return [
        {
          marchandId: o.store.id,
          type: 'vente',
          montant: venteAmountCentimes({ ...o.summary, typePaiement: o.typePaiement, commission }),
          libelle: venteLibelle(o.ref),
          commandeId: o.id,
          createdAt: delivered,
          disponibleAt: disponibleAt('vente', delivered, FINANCES_DEFAUTS.delaiRetenueJours),
        },
      ];
    }),
  );

  // Paid card orders went through the built-in sandbox provider.
  await insertAll(
    tx,
    paiements,
    orders
      .filter((o) => o.typePaiement !== 'livraison' && o.paidAt)
      .map((o) => ({
        commandeId: o.id,
        provider: 'sandbox',
        providerRef: `sandbox_${o.qrToken.slice(0, 24)}`,
        statut: 'reussi',
        montant: o.summary.aPayer,
        idempotencyKey: randomUUID(),
        message: 'Paiement accepté',
        createdAt: o.paidAt!,
        updatedAt: o.paidAt!,
      })),
  );

  if (coupons.coupons.length === 0) return;
  const couponRows = await tx
    .insert(clientCoupons)
    .values(
      coupons.coupons.map((c) => ({
        code: c.code,
        clientId: c.client.id,
        couponModelId: c.model.id,
        etat: c.usedBy ? 'utilise' : 'non_utilise',
        expiresAt: c.expiresAt,
        sourceCommandeId: c.source.id,
        usedAt: c.usedBy?.createdAt ?? null,
        createdAt: c.issuedAt,
      })),
    )
    .returning({ id: clientCoupons.id, code: clientCoupons.code });
  const couponByCode = new Map(couponRows.map((r) => [r.code, r.id]));
  for (const c of coupons.coupons) c.id = idOf(couponByCode, c.code, 'coupon');

  // The order ↔ coupon link is circular (a coupon comes from one order, is spent on another): a
  // handful of updates once both sides exist.
  for (const c of coupons.coupons) {
    if (!c.usedBy) continue;
    await tx.update(commandes).set({ clientCouponId: c.id }).where(eq(commandes.id, c.usedBy.id));
  }
}
