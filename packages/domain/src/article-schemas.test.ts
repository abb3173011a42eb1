import { describe, expect, it } from 'vitest';
import {
  appliedDateRange,
  articleAddSchema,
  articleEditSchema,
  dateRangeQuerySchema,
  stockAddSchema,
  stockEditSchema,
} from './article-schemas';
import { toLaravelErrors } from './validation';

const errorsOf = (r: { success: boolean; error?: unknown }) =>
  r.success ? {} : toLaravelErrors(r.error as Parameters<typeof toLaravelErrors>[0]);

const form = {
  url_image: 'data:image/png;base64,AAAA',
  designation: 'Robe kabyle',
  description: 'Robe brodée main.',
  marque: 'Tizi Couture',
  categorie_id: 1,
  sous_categorie_id: '2',
  options: [
    { designation: 'Taille', sous_options: [{ designation: 'M' }, { designation: 'L', url_image: '' }] },
  ],
};

describe('articleAddSchema', () => {
  it('accepts the form, numeric text ids, no gallery; drops owner and state fields', () => {
    const parsed = articleAddSchema.parse({ ...form, marchand_id: 9, valide: 1, slug: 'x' });
    expect(parsed.sous_categorie_id).toBe(2);
    expect(parsed.galeries).toEqual([]);
    expect(parsed.options[0].sous_options[1].url_image).toBeNull();
    expect(parsed).not.toHaveProperty('marchand_id');
    expect(parsed).not.toHaveProperty('valide');
  });

  it('reports nested fields under dotted Laravel keys', () => {
    const r = articleAddSchema.safeParse({
      ...form,
      url_image: '',
      options: [{ designation: ' ', sous_options: [{ designation: 'S' }, { designation: '' }] }],
      galeries: [{ url_image: 'data:x' }, {}],
    });
    expect(Object.keys(errorsOf(r)).sort()).toEqual([
      'galeries.1.url_image',
      'options.0.designation',
      'options.0.sous_options.1.designation',
      'url_image',
    ]);
  });

  it('needs at least one option and one sub-option per option', () => {
    expect(Object.keys(errorsOf(articleAddSchema.safeParse({ ...form, options: [] })))).toEqual(['options']);
    const r = articleAddSchema.safeParse({ ...form, options: [{ designation: 'Taille', sous_options: [] }] });
    expect(Object.keys(errorsOf(r))).toEqual(['options.0.sous_options']);
  });

  it('requires every text field and both category ids', () => {
    const r = articleAddSchema.safeParse({ url_image: 'data:', options: form.options });
    expect(Object.keys(errorsOf(r)).sort()).toEqual([
      'categorie_id',
      'description',
      'designation',
      'marque',
      'sous_categorie_id',
    ]);
  });
});

describe('articleEditSchema', () => {
  it('keeps the main image when it is left out and reads empty ids as new rows', () => {
    const { url_image: _, ...rest } = form;
    const parsed = articleEditSchema.parse({
      ...rest,
      options: [{ id: '', designation: 'Couleur', sous_options: [{ id: 4, designation: 'Rouge' }] }],
    });
    expect(parsed.url_image).toBeUndefined();
    expect(parsed.options[0].id).toBeUndefined();
    expect(parsed.options[0].sous_options[0].id).toBe(4);
  });
});

describe('stock schemas', () => {
  it('accepts prices in DZD and quantities from 0', () => {
    const parsed = stockAddSchema.parse({
      article_id: '3',
      prix: '2500.50',
      quantite: 0,
      sous_options: [{ option_id: 1, id: '2' }],
    });
    expect(parsed).toEqual({
      article_id: 3,
      prix: 2500.5,
      quantite: 0,
      sous_options: [{ option_id: 1, id: 2 }],
    });
  });

  it('refuses a zero price, a negative or fractional quantity', () => {
    expect(Object.keys(errorsOf(stockEditSchema.safeParse({ prix: 0, quantite: -1 }))).sort()).toEqual([
      'prix',
      'quantite',
    ]);
    expect(Object.keys(errorsOf(stockEditSchema.safeParse({ prix: 10, quantite: 1.5 })))).toEqual([
      'quantite',
    ]);
  });
});

describe('dateRangeQuerySchema', () => {
  it('applies the range only when both dates are set', () => {
    expect(appliedDateRange(dateRangeQuerySchema.parse({ dateDebut: '2023-06-01' }))).toBeNull();
    expect(appliedDateRange(dateRangeQuerySchema.parse({ dateDebut: '', dateFin: '' }))).toBeNull();
    expect(
      appliedDateRange(dateRangeQuerySchema.parse({ dateDebut: '2023-06-01', dateFin: '2023-06-30' })),
    ).toEqual({ from: '2023-06-01', to: '2023-06-30' });
  });

  it('refuses impossible dates and a reversed range', () => {
    expect(Object.keys(errorsOf(dateRangeQuerySchema.safeParse({ dateDebut: '2023-02-30' })))).toEqual([
      'dateDebut',
    ]);
    expect(
      Object.keys(
        errorsOf(dateRangeQuerySchema.safeParse({ dateDebut: '2023-06-02', dateFin: '2023-06-01' })),
      ),
    ).toEqual(['dateFin']);
  });
});
