import { algiersDayRange, algiersMidnight } from '@souk/domain/algiers-time';
import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import { tauxFromPercent } from '@souk/domain/finance/commission';
import type {
  AjustementAddBody,
  CommissionEditBody,
  EcrituresQuery,
  FinancesConfigBody,
  ReglementAddBody,
  RevenusQuery,
} from '@souk/domain/finance/finance-schemas';
import { toCentimes, toDzd } from '@souk/domain/money';
import type { CommissionsReply, EcritureReply, RevenusReply } from '@souk/domain/replies/finances';
import type { Ctx } from '../../lib/context';
import { notFound, unauthorized, validationError } from '../../lib/http-errors';
import * as repo from './finances.repository';
import { tauxOrNull, toConfigReply, toEcritureReply, toSoldeReply } from './finances.serializer';

/**
 * The money calls (docs/product/admin.md and partner.md, Finances): commissions and settings (administrator), balances and
 * ledger (partner for its own store, administrator for any), settlements and adjustments
 * (administrator), the platform's revenue. Amounts are centimes here, DZD in replies.
 */

export const FINANCES_MESSAGES = {
  storeNotFound: 'Magasin introuvable.',
  commissionUpdated: 'Commission modifiée avec succès.',
  configUpdated: 'Paramètres financiers modifiés avec succès.',
  reglementAdded: 'Règlement enregistré avec succès.',
  ajustementAdded: 'Ajustement enregistré avec succès.',
} as const;

function ownStore(ctx: Ctx): number {
  if (ctx.actor.role !== 'marchand') throw unauthorized();
  return ctx.actor.id;
}

export async function getCommissions(ctx: Ctx): Promise<CommissionsReply> {
  const [config, categories, stores] = await Promise.all([
    repo.readConfig(ctx.db),
    repo.listCategoryRates(ctx.db),
    repo.listStoreRates(ctx.db),
  ]);
  return {
    defaut: tauxOrNull(config.commissionDefaut) ?? 0,
    categories: categories.map((c) => ({ id: c.id, designation: c.designation, taux: tauxOrNull(c.taux) })),
    marchands: stores.map((m) => ({
      id: m.id,
      designation_magasin: m.designationMagasin,
      taux: tauxOrNull(m.taux),
    })),
  };
}

/** Sets the default rate, or a category's or a store's override (null removes it). Placed orders keep theirs. */
export async function editCommission(ctx: Ctx, body: CommissionEditBody): Promise<CommissionsReply> {
  const taux = body.taux === null ? null : tauxFromPercent(body.taux);
  if (body.portee === 'defaut') {
    await repo.writeConfig(ctx.db, { commissionDefaut: taux ?? 0 });
  } else if (body.portee === 'categorie') {
    if (!(await repo.setCategoryRate(ctx.db, body.id ?? 0, taux))) {
      throw validationError({ id: [VALIDATION_MESSAGES.categorie_invalid] });
    }
  } else if (!(await repo.setStoreRate(ctx.db, body.id ?? 0, taux))) {
    throw validationError({ id: [VALIDATION_MESSAGES.marchand_invalid] });
  }
  return getCommissions(ctx);
}

export async function getFinancesConfig(ctx: Ctx) {
  return toConfigReply(await repo.readConfig(ctx.db));
}

export async function editFinancesConfig(ctx: Ctx, body: FinancesConfigBody) {
  const config = await repo.writeConfig(ctx.db, {
    commissionDefaut: tauxFromPercent(body.commission_defaut),
    delaiRetenueJours: body.delai_retenue_jours,
    delaiRetourJours: body.delai_retour_jours,
    versementMinimum: toCentimes(body.versement_minimum),
  });
  return toConfigReply(config);
}

export async function ownBalances(ctx: Ctx) {
  return toSoldeReply(await repo.storeBalances(ctx.db, ownStore(ctx), new Date()));
}

/** Both ends inclusive Algiers days; either may be missing. */
function dayBounds(q: { dateDebut?: string; dateFin?: string }): { from?: Date; until?: Date } {
  return {
    from: q.dateDebut ? algiersMidnight(q.dateDebut) : undefined,
    until: q.dateFin ? algiersDayRange(q.dateFin, q.dateFin).until : undefined,
  };
}

function ledgerListing(ctx: Ctx, marchandId: number, q: EcrituresQuery) {
  const filter = { marchandId, type: q.type, ...dayBounds(q) };
  return {
    count: () => repo.countEcritures(ctx.db, filter),
    rows: async (limit: number, offset: number) =>
      (await repo.listEcritures(ctx.db, filter, limit, offset)).map(toEcritureReply),
  };
}

export function ownLedger(ctx: Ctx, q: EcrituresQuery) {
  return ledgerListing(ctx, ownStore(ctx), q);
}

/** A store's ledger for the administrator; 404 when there is no such store. */
export async function storeLedger(ctx: Ctx, marchandId: number, q: EcrituresQuery) {
  if (!(await repo.storeExists(ctx.db, marchandId))) throw notFound(FINANCES_MESSAGES.storeNotFound);
  return ledgerListing(ctx, marchandId, q);
}

export function storeBalancesListing(ctx: Ctx, search: string | undefined) {
  const now = new Date();
  return {
    count: () => repo.countStores(ctx.db, search),
    rows: async (limit: number, offset: number) =>
      (await repo.listStoreBalances(ctx.db, search, now, limit, offset)).map((r) => ({
        id: r.id,
        designation_magasin: r.designationMagasin,
        email: r.email,
        ...toSoldeReply(r),
      })),
  };
}

export function adminId(ctx: Ctx): number {
  if (ctx.actor.role !== 'user') throw unauthorized();
  return ctx.actor.id;
}

/** Writes an administrator's entry, serialised with the store's other ledger writes. */
async function addAdminEntry(
  ctx: Ctx,
  marchandId: number,
  entry: {
    type: 'reglement' | 'ajustement';
    montant: number;
    libelle: string;
    reference?: string;
    motif?: string;
  },
): Promise<EcritureReply> {
  const admin = adminId(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockStoreLedger(tx, marchandId))) {
      throw validationError({ marchand_id: [VALIDATION_MESSAGES.marchand_invalid] });
    }
    const now = new Date();
    return repo.insertEcriture(tx, {
      marchandId,
      type: entry.type,
      montant: entry.montant,
      libelle: entry.libelle,
      reference: entry.reference ?? null,
      motif: entry.motif ?? null,
      adminId: admin,
      createdAt: now,
      disponibleAt: now,
    });
  });
  const row = id === null ? undefined : await repo.findEcriture(ctx.db, id);
  if (!row) throw new Error('ecritures: the entry just written is missing');
  return toEcritureReply(row);
}

/** Money received from a seller who owed: a positive entry with the transfer's reference. */
export function addReglement(ctx: Ctx, body: ReglementAddBody): Promise<EcritureReply> {
  return addAdminEntry(ctx, body.marchand_id, {
    type: 'reglement',
    montant: toCentimes(body.montant),
    libelle: `Règlement reçu — ${body.reference}`,
    reference: body.reference,
  });
}

/** A correction either way, with its reason. */
export function addAjustement(ctx: Ctx, body: AjustementAddBody): Promise<EcritureReply> {
  return addAdminEntry(ctx, body.marchand_id, {
    type: 'ajustement',
    montant: toCentimes(body.montant),
    libelle: `Ajustement — ${body.motif}`,
    motif: body.motif,
  });
}

/** The platform's revenue over the days asked (all time when none), and per Algiers month. */
export async function revenus(ctx: Ctx, q: RevenusQuery): Promise<RevenusReply> {
  const months = await repo.revenueByMonth(ctx.db, dayBounds(q));
  let commissions = 0;
  let remises = 0;
  const parMois = months.map((m) => {
    commissions += m.commissions;
    remises += m.remisesCoupon;
    return {
      mois: m.mois,
      commissions: toDzd(m.commissions),
      remises_coupon: toDzd(m.remisesCoupon),
      net: toDzd(m.commissions - m.remisesCoupon),
    };
  });
  return {
    commissions: toDzd(commissions),
    remises_coupon: toDzd(remises),
    net: toDzd(commissions - remises),
    par_mois: parMois,
  };
}
