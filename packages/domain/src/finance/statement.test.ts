import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { buildStatement, type StatementEntry, statementPeriod, statementQuery } from './statement';

const entry = (id: number, montant: number, at: string): StatementEntry => ({
  id,
  type: montant >= 0 ? 'vente' : 'versement',
  montant,
  libelle: `Écriture ${id}`,
  commandeRef: null,
  createdAt: new Date(at),
});

describe('statement', () => {
  it('runs the balance from the opening one over the entries in writing order', () => {
    const statement = buildStatement({ dateDebut: '2026-11-01', dateFin: '2026-11-30' }, 10_000, [
      entry(3, -4_000, '2026-11-20T10:00:00Z'),
      entry(1, 25_000, '2026-11-02T10:00:00Z'),
      entry(2, 500, '2026-11-20T10:00:00Z'),
    ]);
    expect(statement.rows.map((r) => [r.id, r.solde])).toEqual([
      [1, 35_000],
      [2, 35_500],
      [3, 31_500],
    ]);
    expect(statement).toMatchObject({ opening: 10_000, closing: 31_500, credits: 25_500, debits: -4_000 });
  });

  it('closes on the opening balance when the period has no entry', () => {
    expect(buildStatement({ dateDebut: '2026-11-01', dateFin: '2026-11-01' }, -700, [])).toMatchObject({
      rows: [],
      opening: -700,
      closing: -700,
    });
  });

  it('takes whole Algerian days, both included (UTC+1)', () => {
    const { from, until } = statementPeriod('2026-11-01', '2026-11-30');
    expect(from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(until.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('reads both days, the format and the language (French by default)', () => {
    expect(statementQuery.parse({ dateDebut: '2026-11-01', dateFin: '2026-11-30', format: 'pdf' })).toEqual({
      dateDebut: '2026-11-01',
      dateFin: '2026-11-30',
      format: 'pdf',
      lang: 'fr',
    });
    const errors = (query: Record<string, unknown>) => {
      const parsed = statementQuery.safeParse(query);
      return parsed.success ? null : toFieldErrors(parsed.error);
    };
    expect(errors({ dateDebut: '2026-11-30', dateFin: '2026-11-01', format: 'csv' })?.errors).toEqual({
      dateFin: ['La date de fin doit être postérieure ou égale à la date de début.'],
    });
    expect(errors({ dateDebut: '2026-01-01', dateFin: '2027-01-02', format: 'csv' })).toEqual({
      errors: { dateFin: ["La période d'un relevé ne doit pas dépasser 366 jours."] },
      codes: { dateFin: [{ code: 'statement_period_max', params: { max: 366 } }] },
    });
    expect(errors({ dateDebut: '2026-01-01', dateFin: '2027-01-01', format: 'csv' })).toBeNull();
    expect(errors({ dateDebut: 'hier', format: 'xls', lang: 'en' })?.errors).toEqual({
      dateDebut: ["Le champ dateDebut n'est pas une date valide."],
      dateFin: ['Le champ dateFin est obligatoire.'],
      format: ['Le champ format sélectionné est invalide.'],
      lang: ['Le champ lang sélectionné est invalide.'],
    });
  });
});
