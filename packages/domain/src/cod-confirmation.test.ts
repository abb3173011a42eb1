import { describe, expect, it } from 'vitest';
import {
  appelBody,
  COD_MESSAGES,
  callRefusalNote,
  canRecordCall,
  canRecordDeliveryFailure,
  deliveryFailureNote,
  echecLivraisonBody,
  isRiskyClient,
} from './cod-confirmation';
import { canTransition, ETATS, stockReleasedOnCancel } from './order-states';
import { toLaravelErrors } from './validation';

describe('canRecordCall', () => {
  it('allows calls only on cash-on-delivery orders waiting for validation', () => {
    for (const etat of ETATS) {
      expect(canRecordCall(etat, 'livraison')).toBe(etat === 'en_attente_de_validation');
      expect(canRecordCall(etat, 'devise')).toBe(false);
      expect(canRecordCall(etat, 'cib')).toBe(false);
    }
  });
});

describe('canRecordDeliveryFailure', () => {
  it('allows a failure only for COD orders waiting for or in delivery, agreeing with canTransition', () => {
    for (const etat of ETATS) {
      const inDelivery = etat === 'en_attente_de_livraison' || etat === 'en_cours_de_livraison';
      expect(canRecordDeliveryFailure(etat, 'livraison')).toBe(inDelivery);
      expect(canRecordDeliveryFailure(etat, 'cib')).toBe(false);
      expect(canTransition(etat, 'annulee', 'delivery_failure')).toBe(inDelivery);
      if (inDelivery) expect(stockReleasedOnCancel(etat, 'annulee')).toBe(true);
    }
  });
});

describe('bodies', () => {
  it('requires a known resultat with French messages', () => {
    const missing = appelBody.safeParse({});
    expect(missing.success).toBe(false);
    if (!missing.success)
      expect(toLaravelErrors(missing.error).resultat).toEqual(['Le champ resultat est obligatoire.']);
    const wrong = appelBody.safeParse({ resultat: 'peut-etre' });
    if (!wrong.success) expect(toLaravelErrors(wrong.error).resultat).toEqual([COD_MESSAGES.resultatInvalid]);
    expect(wrong.success).toBe(false);
    expect(appelBody.parse({ resultat: 'confirmee', note: '  ' })).toEqual({
      resultat: 'confirmee',
      note: '',
    });
    expect(appelBody.parse({ resultat: 'injoignable', note: null })).toEqual({ resultat: 'injoignable' });
  });

  it("needs a note when the motif is 'autre'", () => {
    const res = echecLivraisonBody.safeParse({ motif: 'autre' });
    expect(res.success).toBe(false);
    if (!res.success) expect(toLaravelErrors(res.error).note).toEqual([COD_MESSAGES.noteRequired]);
    expect(echecLivraisonBody.parse({ motif: 'autre', note: 'Colis abîmé' }).note).toBe('Colis abîmé');
    expect(echecLivraisonBody.parse({ motif: 'refusee' })).toEqual({ motif: 'refusee' });
    const wrong = echecLivraisonBody.safeParse({ motif: 'perdu' });
    if (!wrong.success) expect(toLaravelErrors(wrong.error).motif).toEqual([COD_MESSAGES.motifInvalid]);
  });
});

describe('notes and risk', () => {
  it('words the history notes in French', () => {
    expect(callRefusalNote()).toBe('Refus au téléphone');
    expect(callRefusalNote('Plus besoin')).toBe('Refus au téléphone : Plus besoin');
    expect(deliveryFailureNote('injoignable')).toBe('Échec de livraison : Client injoignable');
    expect(deliveryFailureNote('autre', 'Colis abîmé')).toBe('Échec de livraison : Autre — Colis abîmé');
  });

  it('flags clients with a refused or missed parcel', () => {
    expect(isRiskyClient({ refusees: 0, injoignables: 0 })).toBe(false);
    expect(isRiskyClient({ refusees: 1, injoignables: 0 })).toBe(true);
    expect(isRiskyClient({ refusees: 0, injoignables: 2 })).toBe(true);
  });
});
