import { describe, expect, it } from 'vitest';
import { holdsQuantities, requestedLinesErrors, returnableQuantities } from './quantities';

const now = new Date('2026-06-20T12:00:00Z');
const lignes = [
  { id: 10, quantite: 3 },
  { id: 11, quantite: 1 },
];

describe('returnableQuantities', () => {
  it('takes off the returns that still hold their lines', () => {
    const left = returnableQuantities(
      lignes,
      [
        { etat: 'rembourse', lignes: [{ commandeLigneId: 10, quantite: 1 }] },
        { etat: 'demande', lignes: [{ commandeLigneId: 10, quantite: 1 }] },
        { etat: 'annule', lignes: [{ commandeLigneId: 11, quantite: 1 }] },
        { etat: 'refus_confirme', lignes: [{ commandeLigneId: 11, quantite: 1 }] },
      ],
      now,
    );
    expect([...left]).toEqual([
      [10, 1],
      [11, 1],
    ]);
  });

  it('frees a refused return once its dispute window is over', () => {
    const refused = (refusedAt: string) => ({ etat: 'refuse' as const, refusedAt: new Date(refusedAt) });
    expect(holdsQuantities(refused('2026-06-15T12:00:00Z'), now)).toBe(true);
    expect(holdsQuantities(refused('2026-06-01T12:00:00Z'), now)).toBe(false);
    expect(holdsQuantities({ etat: 'litige' }, now)).toBe(true);
  });
});

describe('requestedLinesErrors', () => {
  const left = new Map([
    [10, 2],
    [11, 0],
  ]);
  it('names unknown and repeated lines and quantities above what is left', () => {
    expect(
      requestedLinesErrors(
        [
          { commandeLigneId: 10, quantite: 2 },
          { commandeLigneId: 99, quantite: 1 },
          { commandeLigneId: 10, quantite: 1 },
          { commandeLigneId: 11, quantite: 1 },
        ],
        left,
      ),
    ).toEqual([
      { index: 1, field: 'commande_ligne_id', code: 'return_line_unknown' },
      { index: 2, field: 'commande_ligne_id', code: 'return_line_duplicate' },
      { index: 3, field: 'quantite', code: 'return_quantity_above', max: 0 },
    ]);
    expect(requestedLinesErrors([{ commandeLigneId: 10, quantite: 2 }], left)).toEqual([]);
  });
});
