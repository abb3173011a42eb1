import { describe, expect, it } from 'vitest';
import { dateRangeQuerySchema } from './article-schemas';
import { changeStateBody, correctDeliveryBody, newOrdersQuery } from './backoffice-order-schemas';
import { categorieAddBody, categorieEditBody, sousCategorieAddBody } from './category-schemas';
import {
  aboutBody,
  fondateurAddBody,
  PUB_TYPES,
  pubAddBody,
  sponsorAddBody,
  sponsorEditBody,
} from './content-schemas';
import {
  COUPON_MODEL_FIELD_MESSAGES,
  couponModelSchema,
  MAX_COUPON_AMOUNT,
  MAX_DUREE_DAYS,
} from './coupon-model-schemas';
import { VALIDATION_MESSAGES } from './error-codes';
import { MAX_PROMOTION_ARTICLES, PROMOTION_FIELD_MESSAGES, promotionBody } from './promotion-schemas';
import { toFieldErrors, type z } from './validation';

/** The request schemas of the back-office forms: parsed by the API, checked by the forms before sending. */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? { errors: {}, codes: {} } : toFieldErrors(r.error);
};
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('content schemas', () => {
  it('a new sponsor needs its name and logo; an edit keeps the logo', () => {
    const { errors, codes } = errorsOf(sponsorAddBody, { nom: '', url: 'djezzy' });
    expect(errors).toEqual({
      nom: ['Le champ nom est obligatoire.'],
      url: ['Le champ url doit être une URL valide.'],
      url_logo: ['Le champ logo est obligatoire.'],
    });
    // Every sentence has its code: the forms show it in Arabic and English.
    expect(codes.url_logo).toEqual([{ code: 'required', params: { attribute: 'url_logo' } }]);
    expect(sponsorEditBody.parse({ nom: 'Djezzy', url: '' })).toEqual({ nom: 'Djezzy', url: null });
  });

  it('a founder needs a photo and a valid e-mail; links and phone may be empty', () => {
    expect(errorsOf(fondateurAddBody, { nom: 'Haddad', prenom: 'Yasmine', email: 'y' }).errors).toEqual({
      email: ['Le champ email doit être une adresse e-mail valide.'],
      url_photo: ['Le champ photo est obligatoire.'],
    });
    expect(
      fondateurAddBody.parse({ nom: 'H', prenom: 'Y', email: 'y@souk.dz', telephone: '', url_photo: PNG }),
    ).toMatchObject({ telephone: null, facebook: null });
  });

  it('the configuration requires its contact details; coordinates are numbers or null', () => {
    const parsed = aboutBody.parse({
      email: 'contact@souk.dz',
      telephone: '0550 12 34 56',
      adresse: 'Alger',
      description: 'Souk',
      latitude: '36.75',
      longitude: '',
    });
    expect(parsed).toMatchObject({
      telephone: '0550123456',
      latitude: 36.75,
      longitude: null,
      condition: null,
    });
    expect(Object.keys(errorsOf(aboutBody, {}).errors).sort()).toEqual([
      'adresse',
      'description',
      'email',
      'telephone',
    ]);
  });

  it('a categorie ad needs its category, coded as a required category', () => {
    expect(PUB_TYPES).toContain('categorie');
    const { errors, codes } = errorsOf(pubAddBody, { type: 'categorie', url_image: PNG });
    expect(errors).toEqual({ model_id: ['Le champ catégorie est obligatoire.'] });
    expect(codes.model_id).toEqual([{ code: 'required', params: { attribute: 'model_id' } }]);
    expect(pubAddBody.parse({ type: 'banner1', url_image: PNG, model_id: '' })).toEqual({
      type: 'banner1',
      url_image: PNG,
      model_id: null,
    });
    expect(errorsOf(pubAddBody, { type: 'ailleurs', url_image: PNG }).errors).toEqual({
      type: ['Le champ type sélectionné est invalide.'],
    });
  });

  it('categories: a new one needs its picture, an edit does not; a sub-category names its parent', () => {
    expect(errorsOf(categorieAddBody, { designation: 'Mode' }).errors).toEqual({
      url_image: ['Le champ image est obligatoire.'],
    });
    expect(categorieEditBody.parse({ designation: 'Mode' })).toEqual({ designation: 'Mode' });
    expect(errorsOf(sousCategorieAddBody, { designation: 'Robes', url_image: PNG }).errors).toEqual({
      categorie_id: ['Le champ catégorie est obligatoire.'],
    });
    expect(
      errorsOf(sousCategorieAddBody, { categorie_id: 'x', designation: 'Robes', url_image: PNG }).codes,
    ).toEqual({ categorie_id: [{ code: 'categorie_invalid', params: {} }] });
  });
});

describe('couponModelSchema', () => {
  it('reads form numbers and says each rule in its own words, each with a code', () => {
    expect(
      couponModelSchema.parse({ designation: 'Ramadan', duree: '15', montant: '2000,5', remise: 300 }),
    ).toEqual({ designation: 'Ramadan', duree: 15, montant: 2000.5, remise: 300 });
    const { errors, codes } = errorsOf(couponModelSchema, {
      designation: 'Ramadan',
      duree: '',
      montant: 'abc',
      remise: 0,
    });
    expect(errors).toEqual({
      duree: [COUPON_MODEL_FIELD_MESSAGES.dureeRequired],
      montant: [COUPON_MODEL_FIELD_MESSAGES.montantNumber],
      remise: [COUPON_MODEL_FIELD_MESSAGES.remiseMin],
    });
    expect(Object.values(codes).flat()).not.toContain(null);
  });

  it('the sentences say the limits the schema applies', () => {
    expect(VALIDATION_MESSAGES.duree_max).toContain(String(MAX_DUREE_DAYS));
    expect(VALIDATION_MESSAGES.amount_max.replace(/\s/g, '')).toContain(String(MAX_COUPON_AMOUNT));
    expect(
      errorsOf(couponModelSchema, { designation: 'x', duree: MAX_DUREE_DAYS + 1, montant: 0, remise: 1 })
        .errors,
    ).toEqual({ duree: [COUPON_MODEL_FIELD_MESSAGES.dureeMax] });
  });
});

describe('promotionBody', () => {
  const body = {
    designation: 'Soldes',
    date_debut: '2026-03-05',
    date_fin: '2026-03-31',
    pourcentage: '15',
    article_ids: [1],
  };

  it('takes ids or { article_id } and drops duplicates', () => {
    expect(promotionBody.parse({ ...body, article_ids: [{ article_id: 2 }, 2, '3'] })).toMatchObject({
      pourcentage: 15,
      article_ids: [2, 3],
    });
  });

  it('reports the date range with the other fields, each with a code', () => {
    const { errors, codes } = errorsOf(promotionBody, {
      ...body,
      date_fin: '2026-03-01',
      pourcentage: 150,
      article_ids: [],
    });
    expect(errors).toEqual({
      date_fin: [PROMOTION_FIELD_MESSAGES.dateRange],
      pourcentage: [PROMOTION_FIELD_MESSAGES.pourcentageRange],
      article_ids: [PROMOTION_FIELD_MESSAGES.articlesRequired],
    });
    expect(Object.values(codes).flat()).not.toContain(null);
    expect(errorsOf(promotionBody, { ...body, date_debut: '' }).codes).toEqual({
      date_debut: [{ code: 'required', params: { attribute: 'date_debut' } }],
    });
    expect(VALIDATION_MESSAGES.promotion_articles_max).toContain(String(MAX_PROMOTION_ARTICLES));
  });
});

describe('back-office order payloads', () => {
  it('parses a state change, a delivery correction and the new-orders poll', () => {
    expect(changeStateBody.parse({ id: '7', etat: 'livree' })).toEqual({ id: 7, etat: 'livree' });
    expect(errorsOf(correctDeliveryBody, { motif: ' ' }).errors).toEqual({
      motif: ['Le champ motif est obligatoire.'],
    });
    expect(newOrdersQuery.parse({ depuis: '' })).toEqual({ depuis: undefined });
    expect(errorsOf(newOrdersQuery, { depuis: 'hier' }).errors).toEqual({
      depuis: ['Le champ depuis doit être une date ISO 8601.'],
    });
  });
});

describe('the day range rule (validation.ts orderedDays), one for every range', () => {
  it.each([
    ['dateRangeQuerySchema', dateRangeQuerySchema, 'dateDebut', 'dateFin', {}],
    [
      'promotionBody',
      promotionBody,
      'date_debut',
      'date_fin',
      { designation: 'Soldes', pourcentage: 10, article_ids: [1] },
    ],
  ] as const)('%s', (_name, schema, from, to, others) => {
    const { errors, codes } = errorsOf(schema, { ...others, [from]: '2026-03-05', [to]: '2026-03-01' });
    expect(errors).toEqual({ [to]: [VALIDATION_MESSAGES.date_range] });
    expect(codes).toEqual({ [to]: [{ code: 'date_range', params: {} }] });
    expect(errorsOf(schema, { ...others, [from]: '2026-03-05', [to]: '2026-03-05' }).errors).toEqual({});
  });
});
