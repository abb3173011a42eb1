import { describe, expect, it } from 'vitest';
import { toLaravelErrors } from '../validation';
import {
  retourAddSchema,
  retourArbitrerBody,
  retourLitigeBody,
  retourRecuBody,
  retourRefuserBody,
  retourRembourseBody,
  retoursClientQuery,
} from './retour-schemas';

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

describe("the moves' bodies", () => {
  it('needs a reason to refuse, a reference to record a refund, a restock choice at reception, a comment to dispute', () => {
    expect(retourRefuserBody.safeParse({ motif: '  ' }).success).toBe(false);
    expect(retourRefuserBody.parse({ motif: ' Article porté ' })).toEqual({ motif: 'Article porté' });
    expect(retourRembourseBody.safeParse({}).success).toBe(false);
    expect(retourRecuBody.safeParse({ remise_en_stock: 'oui' }).success).toBe(false);
    expect(retourRecuBody.parse({ remise_en_stock: false })).toEqual({ remise_en_stock: false });
    expect(retourLitigeBody.safeParse({ commentaire: '' }).success).toBe(false);
  });

  it('confirms a refusal after a dispute with a reason only, and accepts without one', () => {
    expect(retourArbitrerBody.parse({ decision: 'accepter' })).toEqual({ decision: 'accepter' });
    const refused = retourArbitrerBody.safeParse({ decision: 'refuser', motif: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['motif', 'Indiquez le motif du refus.'],
    ]);
    expect(retourArbitrerBody.safeParse({ decision: 'rembourser', motif: 'x' }).success).toBe(false);
  });
});

describe('retoursClientQuery', () => {
  it('reads one order’s id sent as text; a blank one is every order; a malformed one is refused', () => {
    expect(retoursClientQuery.parse({ commande_id: '12' })).toEqual({ page: 1, commande_id: 12 });
    expect(retoursClientQuery.parse({ commande_id: '', etat: 'demande' })).toEqual({
      page: 1,
      etat: 'demande',
    });
    expect(retoursClientQuery.safeParse({ commande_id: 'abc' }).success).toBe(false);
    expect(retoursClientQuery.safeParse({ commande_id: '0' }).success).toBe(false);
  });
});
