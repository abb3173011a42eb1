import { describe, expect, it } from 'vitest';
import { toLaravelErrors } from '../validation';
import { retourAddSchema } from './retour-schemas';

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';
const body = { commande_id: '12', lignes: [{ commande_ligne_id: 5, quantite: '2' }], motif: 'defectueux' };

describe('retourAddSchema', () => {
  it('reads ids and quantities sent as text, photos default to none', () => {
    expect(retourAddSchema.parse({ ...body, commentaire: '' })).toEqual({
      commande_id: 12,
      lignes: [{ commande_ligne_id: 5, quantite: 2 }],
      motif: 'defectueux',
      photos: [],
    });
  });

  it('names the wrong fields in French', () => {
    const r = retourAddSchema.safeParse({
      commande_id: 12,
      lignes: [{ commande_ligne_id: 5, quantite: 0 }],
      motif: 'casse',
      photos: [PHOTO, PHOTO, PHOTO, PHOTO],
    });
    expect(r.success).toBe(false);
    if (r.success) return;
    const errors = toLaravelErrors(r.error);
    expect(Object.keys(errors).sort()).toEqual(['lignes.0.quantite', 'motif', 'photos']);
    expect(errors.motif).toEqual(['Le champ motif sélectionné est invalide.']);
  });

  it('needs at least one line', () => {
    expect(retourAddSchema.safeParse({ ...body, lignes: [] }).success).toBe(false);
    expect(retourAddSchema.safeParse({ ...body, photos: [PHOTO, PHOTO, PHOTO] }).success).toBe(true);
  });
});
