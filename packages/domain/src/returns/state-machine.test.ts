import { describe, expect, it } from 'vitest';
import { movesFor, refundActor, retourMove } from './state-machine';
import { ETATS_RETOUR } from './states';

const now = new Date('2026-06-10T12:00:00Z');
const base = { typePaiement: 'livraison', now };

describe('retourMove', () => {
  it('lets each actor make its own moves only', () => {
    expect(retourMove('demande', 'annule', 'client', base)).toBeNull();
    expect(retourMove('demande', 'annule', 'vendeur', base)).toBe('return_move_forbidden');
    expect(retourMove('demande', 'accepte', 'vendeur', base)).toBeNull();
    expect(retourMove('demande', 'accepte', 'client', base)).toBe('return_move_forbidden');
    expect(retourMove('litige', 'accepte', 'admin', base)).toBeNull();
    expect(retourMove('litige', 'accepte', 'vendeur', base)).toBe('return_move_forbidden');
  });

  it('refuses moves that do not exist', () => {
    expect(retourMove('demande', 'rembourse', 'vendeur', base)).toBe('return_no_move');
    expect(retourMove('refuse', 'accepte', 'vendeur', base)).toBe('return_no_move');
    expect(retourMove('accepte', 'annule', 'client', base)).toBe('return_no_move');
    for (const to of ETATS_RETOUR) {
      for (const from of ['rembourse', 'annule', 'refus_confirme'] as const) {
        expect(retourMove(from, to, 'admin', base)).toBe('return_no_move');
      }
    }
  });

  it('needs a reason to refuse or confirm a refusal', () => {
    expect(retourMove('demande', 'refuse', 'vendeur', { ...base, motif: '  ' })).toBe(
      'return_refusal_reason_required',
    );
    expect(retourMove('demande', 'refuse', 'vendeur', { ...base, motif: 'Article utilisé' })).toBeNull();
    expect(retourMove('litige', 'refus_confirme', 'admin', base)).toBe('return_refusal_reason_required');
    expect(
      retourMove('litige', 'refus_confirme', 'admin', { ...base, motif: 'Photos non probantes' }),
    ).toBeNull();
  });

  it('opens a dispute within 7 Algerian days of the refusal only', () => {
    const refusedAt = new Date('2026-06-01T23:30:00Z'); // 2 June, 00:30 in Algiers
    const at = (iso: string) =>
      retourMove('refuse', 'litige', 'client', { ...base, refusedAt, now: new Date(iso) });
    expect(at('2026-06-09T22:59:59Z')).toBeNull(); // 9 June, 23:59:59 in Algiers
    expect(at('2026-06-09T23:00:00Z')).toBe('return_dispute_window_over');
    expect(retourMove('refuse', 'litige', 'client', base)).toBe('return_dispute_window_over');
  });

  it('needs the restock choice at reception', () => {
    expect(retourMove('accepte', 'recu', 'vendeur', base)).toBe('return_restock_required');
    expect(retourMove('accepte', 'recu', 'vendeur', { ...base, remiseEnStock: false })).toBeNull();
  });

  it('has the refund made by the provider (card), the administrator (CIB) or the seller (COD)', () => {
    expect(refundActor('devise')).toBe('paiement');
    expect(refundActor('cib')).toBe('admin');
    expect(refundActor('livraison')).toBe('vendeur');
    expect(retourMove('recu', 'rembourse', 'paiement', { ...base, typePaiement: 'devise' })).toBeNull();
    expect(retourMove('recu', 'rembourse', 'vendeur', { ...base, typePaiement: 'devise' })).toBe(
      'return_move_forbidden',
    );
    expect(retourMove('recu', 'rembourse', 'admin', { ...base, typePaiement: 'cib' })).toBe(
      'return_refund_reference_required',
    );
    expect(
      retourMove('recu', 'rembourse', 'admin', { ...base, typePaiement: 'cib', reference: 'VIR-1' }),
    ).toBeNull();
    expect(retourMove('recu', 'rembourse', 'vendeur', { ...base, reference: 'VIR-2' })).toBeNull();
  });
});

describe('movesFor', () => {
  it('lists the buttons of each actor', () => {
    expect(movesFor('demande', 'vendeur', 'cib')).toEqual(['accepte', 'refuse']);
    expect(movesFor('demande', 'client', 'cib')).toEqual(['annule']);
    expect(movesFor('litige', 'admin', 'cib')).toEqual(['accepte', 'refus_confirme']);
    expect(movesFor('recu', 'admin', 'cib')).toEqual(['rembourse']);
    expect(movesFor('recu', 'vendeur', 'cib')).toEqual([]);
    expect(movesFor('rembourse', 'admin', 'cib')).toEqual([]);
  });
});
