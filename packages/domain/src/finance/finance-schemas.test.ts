import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import {
  ajustementAddBody,
  commissionEditBody,
  ecrituresQuery,
  financesConfigBody,
  reglementAddBody,
} from './finance-schemas';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  // biome-ignore lint/suspicious/noExplicitAny: the failed parse's ZodError
  result.success ? null : toFieldErrors(result.error as any);

describe('commissionEdit', () => {
  it('takes a percent with two decimals, and null to remove an override', () => {
    expect(commissionEditBody.parse({ portee: 'categorie', id: 3, taux: 12.5 })).toEqual({
      portee: 'categorie',
      id: 3,
      taux: 12.5,
    });
    expect(commissionEditBody.parse({ portee: 'marchand', id: 3, taux: null }).taux).toBeNull();
    expect(commissionEditBody.parse({ portee: 'defaut', taux: 8 }).taux).toBe(8);
  });

  it('refuses a rate outside 0–100 or with more than two decimals', () => {
    expect(errorsOf(commissionEditBody.safeParse({ portee: 'defaut', taux: 100.01 }))?.errors).toEqual({
      taux: ['La valeur du champ taux doit être inférieure ou égale à 100.'],
    });
    expect(
      errorsOf(commissionEditBody.safeParse({ portee: 'defaut', taux: -1 }))?.codes.taux?.[0]?.code,
    ).toBe('min_value');
    expect(errorsOf(commissionEditBody.safeParse({ portee: 'defaut', taux: 1.005 }))?.errors).toEqual({
      taux: ['Le taux ne peut pas avoir plus de deux décimales.'],
    });
  });

  it('needs an id for an override, and a rate for the default', () => {
    expect(errorsOf(commissionEditBody.safeParse({ portee: 'marchand', taux: 5 }))?.codes).toEqual({
      id: [{ code: 'required', params: { attribute: 'id' } }],
    });
    expect(errorsOf(commissionEditBody.safeParse({ portee: 'defaut', taux: null }))?.errors).toEqual({
      taux: ['Le champ taux est obligatoire.'],
    });
    expect(commissionEditBody.safeParse({ portee: 'autre', id: 1, taux: 5 }).success).toBe(false);
  });
});

describe('financesConfigEdit', () => {
  it('takes the four settings', () => {
    const body = {
      commission_defaut: 10,
      delai_retenue_jours: 7,
      delai_retour_jours: 30,
      versement_minimum: 1000,
    };
    expect(financesConfigBody.parse(body)).toEqual(body);
  });

  it('refuses negative delays, fractional days and a rate above 100', () => {
    const errors = errorsOf(
      financesConfigBody.safeParse({
        commission_defaut: 120,
        delai_retenue_jours: -1,
        delai_retour_jours: 2.5,
        versement_minimum: -5,
      }),
    )?.errors;
    expect(Object.keys(errors ?? {}).sort()).toEqual([
      'commission_defaut',
      'delai_retenue_jours',
      'delai_retour_jours',
      'versement_minimum',
    ]);
    expect(errors?.commission_defaut).toEqual([
      'La valeur du champ commission par défaut doit être inférieure ou égale à 100.',
    ]);
  });
});

describe('reglementAdd and ajustementAdd', () => {
  it('need a store, a positive amount and a reference', () => {
    expect(
      errorsOf(reglementAddBody.safeParse({ marchand_id: 1, montant: 0, reference: ' ' }))?.errors,
    ).toEqual({
      montant: ['Le montant doit être supérieur à 0.'],
      reference: ['Le champ reference est obligatoire.'],
    });
    expect(errorsOf(reglementAddBody.safeParse({ montant: 10, reference: 'VIR-1' }))?.errors).toEqual({
      marchand_id: ['Le champ magasin est obligatoire.'],
    });
  });

  it('an adjustment goes either way but is never 0, and needs its reason', () => {
    expect(ajustementAddBody.parse({ marchand_id: 1, montant: -12.34, motif: 'Erreur' }).montant).toBe(
      -12.34,
    );
    expect(errorsOf(ajustementAddBody.safeParse({ marchand_id: 1, montant: 0 }))?.errors).toEqual({
      montant: ['Le montant ne peut pas être nul.'],
      motif: ['Le champ motif est obligatoire.'],
    });
    expect(
      errorsOf(ajustementAddBody.safeParse({ marchand_id: 1, montant: 1.001, motif: 'x' }))?.codes.montant,
    ).toEqual([{ code: 'amount_cents', params: {} }]);
  });
});

describe('the ledger filter', () => {
  it('reads a type and an inclusive day range, end not before start', () => {
    expect(
      ecrituresQuery.parse({ page: '2', type: 'vente', dateDebut: '2026-11-01', dateFin: '2026-11-30' }),
    ).toEqual({
      page: 2,
      type: 'vente',
      dateDebut: '2026-11-01',
      dateFin: '2026-11-30',
    });
    expect(ecrituresQuery.parse({ type: '' })).toEqual({ page: 1 });
    expect(ecrituresQuery.safeParse({ type: 'autre' }).success).toBe(false);
    expect(
      errorsOf(ecrituresQuery.safeParse({ dateDebut: '2026-11-30', dateFin: '2026-11-01' }))?.codes,
    ).toEqual({
      dateFin: [{ code: 'date_range', params: {} }],
    });
  });
});
