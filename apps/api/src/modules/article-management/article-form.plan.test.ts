import { ARTICLE_MESSAGES } from '@souk/domain/article-schemas';
import { describe, expect, it } from 'vitest';
import {
  type ArticleForm,
  type CurrentArticle,
  planArticleForm,
  unusedFiles,
  urlOf,
} from './article-form.plan';

const DATA = 'data:image/png;base64,AAAA';

const current: CurrentArticle = {
  urlImage: '/media/main.webp',
  urlImageMarque: '/media/marque.webp',
  options: [
    {
      id: 1,
      sousOptions: [
        { id: 10, urlImage: '/media/so10.webp' },
        { id: 11, urlImage: null },
      ],
    },
    { id: 2, sousOptions: [{ id: 20, urlImage: '/media/so20.webp' }] },
  ],
  galeries: [{ id: 100, urlImage: '/media/g100.webp' }],
  usedSousOptionIds: new Set(),
  hasStock: false,
};

const form = (over: Partial<ArticleForm> = {}): ArticleForm => ({
  designation: 'Robe',
  description: 'Robe.',
  marque: 'Marque',
  categorie_id: 1,
  sous_categorie_id: 1,
  url_image: '/media/main.webp',
  url_image_marque: '/media/marque.webp',
  options: [
    {
      id: 1,
      designation: 'Taille',
      sous_options: [
        { id: 10, designation: 'S', url_image: '/media/so10.webp' },
        { id: 11, designation: 'M', url_image: null },
      ],
    },
    {
      id: 2,
      designation: 'Couleur',
      sous_options: [{ id: 20, designation: 'Rouge', url_image: '/media/so20.webp' }],
    },
  ],
  galeries: [{ id: 100, url_image: '/media/g100.webp' }],
  ...over,
});

describe('planArticleForm', () => {
  it('changes nothing when the form is sent back as loaded', () => {
    const plan = planArticleForm(form(), current);
    expect(plan.errors).toEqual({});
    expect(plan.jobs).toEqual([]);
    expect(plan.deletedOptionIds).toEqual([]);
    expect(plan.deletedSousOptionIds).toEqual([]);
    expect(plan.galeries).toEqual([]);
    expect(unusedFiles(plan)).toEqual([]);
  });

  it('lists the files a write stops using: replaced, cleared, and those of deleted rows', () => {
    const plan = planArticleForm(
      form({
        url_image: DATA,
        url_image_marque: null,
        options: [
          { id: 1, designation: 'Taille', sous_options: [{ id: 11, designation: 'M', url_image: DATA }] },
        ],
        galeries: [{ id: 100, url_image: DATA }],
      }),
      current,
    );
    expect(plan.errors).toEqual({});
    expect(plan.jobs.map((j) => j.key)).toEqual([
      'url_image',
      'options.0.sous_options.0.url_image',
      'galeries.0.url_image',
    ]);
    expect(plan.deletedOptionIds).toEqual([2]);
    expect(plan.deletedSousOptionIds).toEqual([10]);
    expect(unusedFiles(plan).sort()).toEqual(
      [
        '/media/g100.webp',
        '/media/main.webp',
        '/media/marque.webp',
        '/media/so10.webp',
        '/media/so20.webp',
      ].sort(),
    );
    const saved = new Map(plan.jobs.map((j, i) => [j.key, `/media/new${i}.webp`]));
    expect(urlOf(plan.urlImage, saved)).toBe('/media/new0.webp');
    expect(urlOf(plan.urlImageMarque, saved)).toBeNull();
  });

  it('refuses repeated and foreign ids, and another field’s file', () => {
    const plan = planArticleForm(
      form({
        url_image: '/media/g100.webp',
        options: [
          {
            id: 1,
            designation: 'A',
            sous_options: [
              { id: 10, designation: 'S' },
              { id: 10, designation: 'S' },
            ],
          },
          { id: 1, designation: 'B', sous_options: [{ designation: 'X' }] },
          { id: 2, designation: 'C', sous_options: [{ id: 11, designation: 'M' }] },
        ],
        galeries: [
          { id: 100, url_image: '/media/g100.webp' },
          { id: 100, url_image: '/media/g100.webp' },
        ],
      }),
      current,
    );
    expect(plan.errors).toEqual({
      url_image: [expect.stringContaining('image')],
      'options.0.sous_options.1.id': [ARTICLE_MESSAGES.duplicateId],
      'options.1.id': [ARTICLE_MESSAGES.duplicateId],
      'options.2.sous_options.0.id': [ARTICLE_MESSAGES.sousOptionUnknown],
      'galeries.1.id': [ARTICLE_MESSAGES.duplicateId],
    });
  });

  it('protects what stock entries are made of', () => {
    const withStock = { ...current, usedSousOptionIds: new Set([10, 20]), hasStock: true };
    const plan = planArticleForm(
      form({
        options: [
          { id: 1, designation: 'Taille', sous_options: [{ id: 11, designation: 'M' }] },
          { designation: 'Matière', sous_options: [{ designation: 'Soie' }] },
        ],
      }),
      withStock,
    );
    expect(plan.errors).toEqual({
      'options.0.sous_options': [ARTICLE_MESSAGES.optionInUse],
      'options.1.designation': [ARTICLE_MESSAGES.optionAddedWithStock],
      options: [ARTICLE_MESSAGES.optionInUse],
    });
  });

  it('appends new photos and ignores those sent back without their id', () => {
    const plan = planArticleForm(
      form({
        galeries: [{ url_image: '/media/g100.webp' }, { url_image: DATA }, { url_image: '/media/x.webp' }],
      }),
      current,
    );
    expect(plan.galeries.map((g) => g.id)).toEqual([null]);
    expect(plan.errors).toEqual({ 'galeries.2.url_image': [expect.any(String)] });
  });
});
