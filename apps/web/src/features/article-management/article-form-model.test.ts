import { describe, expect, it } from 'vitest';
import {
  type ArticleFormValues,
  articleFormFrom,
  clientErrors,
  emptyArticleForm,
  hasMissingFields,
  isFormField,
  newOption,
  newSousOption,
  removeOption,
  removeSousOption,
  toArticlePayload,
} from '@/features/article-management/article-form-model';
import { makeManagedArticle, storeArticle } from '@/features/article-management/article-management.fixtures';
import { articlePermissions } from '@/features/article-management/article-permissions';
import { articleStockLevel, stockLevel } from '@/features/article-management/stock-level';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function filled(): ArticleFormValues {
  const values = emptyArticleForm();
  return {
    ...values,
    url_image: PNG,
    designation: 'Robe kabyle',
    description: 'Brodée à la main.',
    marque: 'Tizi Couture',
    categorie_id: '1',
    sous_categorie_id: '100',
    options: [
      {
        ...values.options[0],
        designation: 'Taille',
        sous_options: [{ ...newSousOption(), designation: 'S' }],
      },
    ],
  };
}

describe('article form rules', () => {
  it('starts with one option holding one sub-option', () => {
    const values = emptyArticleForm();
    expect(values.options).toHaveLength(1);
    expect(values.options[0].sous_options).toHaveLength(1);
  });

  it('ignores the removal of the last option and of an option’s last sub-option', () => {
    const one = [newOption()];
    expect(removeOption(one, 0)).toBe(one);
    const two = [...one, newOption()];
    expect(removeOption(two, 0)).toEqual([two[1]]);
    expect(removeSousOption(one, 0, 0)).toEqual(one);
    const withTwo = [{ ...one[0], sous_options: [newSousOption(), newSousOption()] }];
    expect(removeSousOption(withTwo, 0, 1)[0].sous_options).toEqual([withTwo[0].sous_options[0]]);
  });

  it("reports missing required fields ('Champs incomplets'), sub-option designations included", () => {
    expect(hasMissingFields(filled())).toBe(false);
    expect(hasMissingFields(emptyArticleForm())).toBe(true);
    for (const change of [
      { url_image: '' },
      { designation: '  ' },
      { marque: '' },
      { categorie_id: '' },
      { sous_categorie_id: '' },
      { description: '' },
    ]) {
      expect(hasMissingFields({ ...filled(), ...change })).toBe(true);
    }
    const values = filled();
    values.options[0].sous_options.push(newSousOption());
    expect(hasMissingFields(values)).toBe(true);
    // The brand logo and the pictures of sub-options are optional.
    expect(hasMissingFields({ ...filled(), url_image_marque: null })).toBe(false);
  });

  it('checks the form with the server’s schema, under the 422 keys', () => {
    const values = filled();
    values.options[0].sous_options.push(newSousOption());
    const errors = clientErrors({ ...values, designation: '' });
    expect(Object.keys(errors).sort()).toEqual(['designation', 'options.0.sous_options.1.designation']);
    expect(errors.designation).toBe('Le champ désignation est obligatoire.');
    expect(clientErrors(filled())).toEqual({});
  });

  it('builds the articleAdd body with numbers for the pickers and the picked gallery photos', () => {
    const values = { ...filled(), galeries: [{ key: 'g', url_image: PNG }] };
    expect(toArticlePayload(values)).toEqual({
      url_image: PNG,
      designation: 'Robe kabyle',
      description: 'Brodée à la main.',
      marque: 'Tizi Couture',
      url_image_marque: null,
      categorie_id: 1,
      sous_categorie_id: 100,
      options: [{ designation: 'Taille', sous_options: [{ designation: 'S', url_image: null }] }],
      galeries: [{ url_image: PNG }],
    });
  });

  it('on update keeps the main image unless a new one is picked, and sends the ids back', () => {
    const article = makeManagedArticle();
    const values = articleFormFrom(article);
    expect(values.categorie_id).toBe('1');
    expect(values.sous_categorie_id).toBe('100');
    const payload = toArticlePayload(values, article);
    expect(payload).not.toHaveProperty('url_image');
    expect(payload.url_image_marque).toBe(article.url_image_marque);
    expect(payload.options[0]).toMatchObject({
      id: 10,
      sous_options: [{ id: 101, url_image: '/media/articles/robe-rouge.webp' }, { id: 102 }],
    });
    expect(payload.galeries).toEqual([]);
    expect(toArticlePayload({ ...values, url_image: PNG }, article).url_image).toBe(PNG);
  });

  it('knows which 422 keys have a place in the form', () => {
    for (const key of [
      'designation',
      'url_image_marque',
      'sous_categorie_id',
      'options',
      'options.0.designation',
      'options.2.sous_options',
      'options.0.sous_options.1.designation',
      'options.0.sous_options.1.url_image',
      'galeries.0.url_image',
    ]) {
      expect(isFormField(key)).toBe(true);
    }
    expect(isFormField('options.0.id')).toBe(false);
    expect(isFormField('message')).toBe(false);
  });
});

describe('low-stock flag', () => {
  it("is 'out' at 0, 'low' up to 5, and 'none' without any stock entry", () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('ok');
    expect(articleStockLevel({ stock_total: 0, stock_articles: [] })).toBe('none');
    expect(articleStockLevel({ stock_total: 0, stock_articles: [{}] })).toBe('out');
  });
});

describe('article permissions', () => {
  it('leave a store’s article read-only to the administrator, except its state and reviews', () => {
    const can = articlePermissions('admin', storeArticle());
    expect(can).toMatchObject({
      readOnly: true,
      canEdit: false,
      canDelete: false,
      canManageStock: false,
      canDeletePhoto: false,
      canDeleteReview: true,
      toggleRefusal: null,
    });
  });

  it('offer the deletion only without stock', () => {
    expect(articlePermissions('partner', makeManagedArticle()).canDelete).toBe(false);
    expect(articlePermissions('partner', makeManagedArticle({ stock_articles: [] })).canDelete).toBe(true);
  });

  it('refuse the partner’s toggle on a new article and on an administrator’s block', () => {
    expect(articlePermissions('partner', makeManagedArticle({ valide: -1 })).toggleRefusal).toBe(
      "Cet article attend la validation de l'administrateur.",
    );
    expect(
      articlePermissions('partner', makeManagedArticle({ valide: 0, bloque_par: 'user' })).toggleRefusal,
    ).toBe("Cet article a été bloqué par l'administrateur.");
    expect(
      articlePermissions('partner', makeManagedArticle({ valide: 0, bloque_par: 'marchand' })).toggleRefusal,
    ).toBeNull();
  });
});
