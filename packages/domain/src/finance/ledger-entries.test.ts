import { describe, expect, it } from 'vitest';
import { orderSettlement, venteLibelle } from './ledger-entries';

describe('orderSettlement', () => {
  const base = { ref: 'CMD-1', venteAmount: 90_000 };

  it('writes the vente on the first delivery', () => {
    expect(orderSettlement({ ...base, livree: true, hasVente: false, orderSum: 0 })).toEqual({
      type: 'vente',
      montant: 90_000,
      libelle: 'Vente — commande CMD-1',
    });
    expect(venteLibelle('X')).toBe('Vente — commande X');
  });

  it('writes a vente of 0 too (a cash order without coupon nor commission)', () => {
    expect(
      orderSettlement({ ...base, venteAmount: 0, livree: true, hasVente: false, orderSum: 0 })?.montant,
    ).toBe(0);
  });

  it('takes a corrected delivery back, and gives it again when delivered anew', () => {
    expect(orderSettlement({ ...base, livree: false, hasVente: true, orderSum: 90_000 })).toEqual({
      type: 'ajustement',
      montant: -90_000,
      libelle: 'Correction de livraison — commande CMD-1',
    });
    expect(orderSettlement({ ...base, livree: true, hasVente: true, orderSum: 0 })).toEqual({
      type: 'ajustement',
      montant: 90_000,
      libelle: 'Livraison confirmée à nouveau — commande CMD-1',
    });
  });

  it('writes nothing when the ledger already holds the right amount, or an order never delivered', () => {
    expect(orderSettlement({ ...base, livree: true, hasVente: true, orderSum: 90_000 })).toBeNull();
    expect(orderSettlement({ ...base, livree: false, hasVente: false, orderSum: 0 })).toBeNull();
  });
});
