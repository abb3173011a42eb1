import { isCardPayment } from '../payments';
import type { EtatRetour } from './states';
import { isWithinDisputeWindow } from './window';

/**
 * Who may move a return from which state to which (docs/product/orders-and-money.md, Returns and
 * refunds; decision 0046). The return calls are to ask `retourMove` before every write and the screens
 * `movesFor` for their buttons: one rule for both.
 *
 * - `client`: the client who asked;
 * - `vendeur`: the order's seller, i.e. the partner for a store order, the administrator for a
 *   platform order (`actsAsSeller` in order-states.ts);
 * - `admin`: the administrator for the platform, deciding a dispute or recording a CIB refund (the
 *   administrator acting as the seller of a platform order is `vendeur`);
 * - `paiement`: the payment provider's refund having succeeded (card orders).
 */
export type RetourActeur = 'client' | 'vendeur' | 'admin' | 'paiement';

/** Refusals, each a code of `VALIDATION_MESSAGES` (error-codes.ts). */
export type RetourRefus =
  | 'return_no_move'
  | 'return_move_forbidden'
  | 'return_refusal_reason_required'
  | 'return_dispute_window_over'
  | 'return_restock_required'
  | 'return_refund_reference_required';

type Move = { from: EtatRetour; to: EtatRetour; acteur: RetourActeur | 'rembourseur' };

/** Every move. `rembourseur`: who records the refund depends on the payment type (`refundActor`). */
export const RETOUR_MOVES: readonly Move[] = [
  { from: 'demande', to: 'annule', acteur: 'client' },
  { from: 'demande', to: 'accepte', acteur: 'vendeur' },
  { from: 'demande', to: 'refuse', acteur: 'vendeur' },
  { from: 'refuse', to: 'litige', acteur: 'client' },
  { from: 'litige', to: 'accepte', acteur: 'admin' },
  { from: 'litige', to: 'refus_confirme', acteur: 'admin' },
  { from: 'accepte', to: 'recu', acteur: 'vendeur' },
  { from: 'recu', to: 'rembourse', acteur: 'rembourseur' },
];

/**
 * Who makes the refund that turns `recu` into `rembourse`: the payment provider for a card order
 * (automatic at `recu`), the administrator for CIB (the platform holds the money), the seller for cash
 * on delivery (who collected it).
 */
export function refundActor(typePaiement: string): RetourActeur {
  if (typePaiement === 'cib') return 'admin';
  return isCardPayment(typePaiement) ? 'paiement' : 'vendeur';
}

/** What a move carries besides the actor. */
export type RetourMoveInput = {
  typePaiement: string;
  /** `refuse`, `refus_confirme`: the reason given to the client. */
  motif?: string | null;
  /** `recu`: whether the goods go back to stock. */
  remiseEnStock?: boolean | null;
  /** `rembourse` by a person (CIB, COD): the transfer's reference. */
  reference?: string | null;
  /** `litige`: when the return was refused. */
  refusedAt?: Date | null;
  now: Date;
};

const filled = (s: string | null | undefined) => typeof s === 'string' && s.trim() !== '';

/** The moves `acteur` may make from `from` (the screens' buttons). */
export function movesFor(from: EtatRetour, acteur: RetourActeur, typePaiement: string): EtatRetour[] {
  return RETOUR_MOVES.filter(
    (m) => m.from === from && (m.acteur === 'rembourseur' ? refundActor(typePaiement) : m.acteur) === acteur,
  ).map((m) => m.to);
}

/** Null when `acteur` may move the return from `from` to `to` with this input, else the refusal's code. */
export function retourMove(
  from: EtatRetour,
  to: EtatRetour,
  acteur: RetourActeur,
  input: RetourMoveInput,
): RetourRefus | null {
  const move = RETOUR_MOVES.find((m) => m.from === from && m.to === to);
  if (!move) return 'return_no_move';
  const allowed = move.acteur === 'rembourseur' ? refundActor(input.typePaiement) : move.acteur;
  if (allowed !== acteur) return 'return_move_forbidden';
  if ((to === 'refuse' || to === 'refus_confirme') && !filled(input.motif))
    return 'return_refusal_reason_required';
  if (to === 'litige' && (!input.refusedAt || !isWithinDisputeWindow(input.refusedAt, input.now))) {
    return 'return_dispute_window_over';
  }
  if (to === 'recu' && typeof input.remiseEnStock !== 'boolean') return 'return_restock_required';
  if (to === 'rembourse' && acteur !== 'paiement' && !filled(input.reference))
    return 'return_refund_reference_required';
  return null;
}
