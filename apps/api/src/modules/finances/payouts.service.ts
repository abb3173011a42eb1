import { VALIDATION_MESSAGES } from '@souk/domain/error-codes';
import type { PayoutAccountInput } from '@souk/domain/finance/payout-account';
import {
  isPayoutOpen,
  type PayoutsQuery,
  payoutRefusalErrors,
  payoutRefusals,
} from '@souk/domain/finance/payout-rules';
import type { EtatVersement } from '@souk/domain/finance/payouts';
import { toCentimes } from '@souk/domain/money';
import type { CompteVersementReply, VersementAdminReply, VersementReply } from '@souk/domain/replies/payouts';
import type { Ctx } from '../../lib/context';
import { HttpError, notFound, unauthorized, validationError } from '../../lib/http-errors';
import { recordWrite } from '../audit';
import * as ledger from './finances.repository';
import { recordPayoutStep } from './payout-events';
import * as repo from './payouts.repository';
import { toCompteReply, toVersementAdminReply, toVersementReply } from './payouts.serializer';

/**
 * Payouts (docs/product/payouts-and-statements.md, decision 0045): the partner records the
 * account its payouts go to and asks for a payout of its available balance; the administrator pays it
 * (with the transfer's reference) or rejects it (with a reason, the amount going back to the balance).
 * Each step writes its ledger entry in the transaction that changes the payout, after the store's
 * ledger lock (`lockStoreLedger`): two requests of one store never read the same balance.
 */

export const PAYOUT_MESSAGES = {
  accountSaved: 'Compte de versement enregistré.',
  requested: 'Demande de versement enregistrée.',
  paid: 'Versement marqué comme payé.',
  rejected: 'Demande de versement refusée.',
  notFound: 'Versement introuvable.',
  /** A payout already paid or rejected: a 422 without fields (the action is refused, not a field). */
  notOpen: VALIDATION_MESSAGES.payout_not_open,
} as const;

/** The calling partner's store (every partner call is scoped to it). */
export function storeOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'marchand') throw unauthorized();
  return ctx.actor.id;
}

function adminOf(ctx: Ctx): number {
  if (ctx.actor.role !== 'user') throw unauthorized();
  return ctx.actor.id;
}

export async function ownAccount(ctx: Ctx): Promise<CompteVersementReply | null> {
  const row = await repo.findAccount(ctx.db, storeOf(ctx));
  return row ? toCompteReply(row) : null;
}

/** Only the last four digits go to the audit log: enough to tell accounts apart, not to reuse one. */
const masked = (account: Pick<repo.AccountRow, 'type' | 'titulaire' | 'numero'> | undefined) =>
  account && {
    type: account.type,
    titulaire: account.titulaire,
    numero: `${'•'.repeat(Math.max(0, account.numero.length - 4))}${account.numero.slice(-4)}`,
  };

/** Records (or replaces) the store's payout account, and logs the change with the one it replaced. */
export async function editOwnAccount(
  ctx: Ctx,
  input: PayoutAccountInput,
  ip: string | undefined,
): Promise<CompteVersementReply> {
  const marchandId = storeOf(ctx);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await repo.findAccount(tx, marchandId);
    const row = await repo.saveAccount(tx, marchandId, input);
    await recordWrite(tx, {
      actor: ctx.actor,
      action: 'POST /v1/marchand/compteVersementEdit',
      entity: 'compteVersement',
      entityId: String(marchandId),
      ip,
      body: { avant: masked(before) ?? null, apres: masked(row) },
    });
    return row;
  });
  return toCompteReply(saved);
}

/** The partner's payouts, newest first. */
export function ownPayouts(ctx: Ctx, q: Omit<PayoutsQuery, 'page'>) {
  const filter = { marchandId: storeOf(ctx), etat: q.etat };
  return {
    count: () => repo.countPayouts(ctx.db, filter),
    rows: async (limit: number, offset: number) =>
      (await repo.listPayouts(ctx.db, filter, limit, offset)).map(toVersementReply),
  };
}

/**
 * `versementAdd`: in one transaction, after the store's ledger lock, the rules read the account, the
 * open request, the available balance and the minimum; the payout and its `versement` entry (−montant,
 * available at once) are written together.
 */
export async function requestPayout(ctx: Ctx, montantDzd: number, now = new Date()): Promise<VersementReply> {
  const marchandId = storeOf(ctx);
  const montant = toCentimes(montantDzd);
  const payout = await ctx.db.transaction(async (tx) => {
    if (!(await ledger.lockStoreLedger(tx, marchandId))) throw unauthorized();
    // One statement after another: a transaction is one connection.
    const account = await repo.findAccount(tx, marchandId);
    const openPayout = await repo.hasOpenPayout(tx, marchandId);
    const balances = await ledger.storeBalances(tx, marchandId, now);
    const config = await ledger.readConfig(tx);
    const refusals = payoutRefusals({
      montant,
      disponible: balances.disponible,
      minimum: config.versementMinimum,
      hasAccount: account !== undefined,
      openPayout,
    });
    if (Object.keys(refusals).length > 0) {
      const { errors, codes } = payoutRefusalErrors(refusals);
      throw validationError(errors, undefined, codes);
    }
    const row = await repo.insertPayout(tx, marchandId, montant, now);
    await recordPayoutStep(ctx.db, tx, 'requested', row.id);
    await ledger.insertEcriture(tx, {
      marchandId,
      type: 'versement',
      montant: -montant,
      libelle: `Versement n° ${row.id} demandé`,
      versementId: row.id,
      createdAt: now,
      disponibleAt: now,
    });
    return row;
  });
  return toVersementReply(payout);
}

/** Every store's payouts, newest first (the administrator's list). */
export function allPayouts(ctx: Ctx, q: Omit<PayoutsQuery, 'page'>) {
  adminOf(ctx);
  const filter = { etat: q.etat };
  return {
    count: () => repo.countPayouts(ctx.db, filter),
    rows: async (limit: number, offset: number) =>
      (await repo.listPayouts(ctx.db, filter, limit, offset)).map(toVersementAdminReply),
  };
}

/**
 * Closes a requested payout. The store's ledger lock comes first, then the payout's row, in the
 * order a request takes them; a payout already paid or rejected is a 422.
 */
async function settle(
  ctx: Ctx,
  id: number,
  change: { etat: Exclude<EtatVersement, 'demandee'>; reference?: string; motif?: string },
): Promise<VersementAdminReply> {
  const adminId = adminOf(ctx);
  const found = await repo.findPayoutWithStore(ctx.db, id);
  if (!found) throw notFound(PAYOUT_MESSAGES.notFound);
  await ctx.db.transaction(async (tx) => {
    await ledger.lockStoreLedger(tx, found.marchandId);
    const payout = await repo.lockPayout(tx, id);
    if (!payout || !isPayoutOpen(payout.etat as EtatVersement)) {
      throw new HttpError(422, PAYOUT_MESSAGES.notOpen);
    }
    const now = new Date();
    await repo.settlePayout(tx, id, { ...change, adminId, at: now });
    await recordPayoutStep(ctx.db, tx, change.etat === 'payee' ? 'paid' : 'rejected', id);
    if (change.etat === 'refusee') {
      // The amount comes back to the balance, available at once, as the request took it.
      await ledger.insertEcriture(tx, {
        marchandId: payout.marchandId,
        type: 'versement_annule',
        montant: payout.montant,
        libelle: `Versement n° ${id} refusé`,
        versementId: id,
        motif: change.motif ?? null,
        adminId,
        createdAt: now,
        disponibleAt: now,
      });
    }
  });
  const row = await repo.findPayoutWithStore(ctx.db, id);
  if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
  return toVersementAdminReply(row);
}

export const payPayout = (ctx: Ctx, id: number, reference: string) =>
  settle(ctx, id, { etat: 'payee', reference });

export const rejectPayout = (ctx: Ctx, id: number, motif: string) =>
  settle(ctx, id, { etat: 'refusee', motif });
