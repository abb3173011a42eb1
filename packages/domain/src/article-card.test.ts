import { describe, expect, it } from 'vitest';
import { type ArticleCardFacts, sameArticleCard } from './article-card';
import { articleCardReply } from './replies/catalog';

const card: ArticleCardFacts = {
  id: 7,
  designation: 'Casque sans fil',
  url_image: '/media/articles/7.webp',
  marque: 'Condor',
  nbr_like: 3,
  nbr_avis: 2,
  moyenne: 4.5,
  latestpromotions: { pourcentage: 10 },
  stock_articles: [{ prix: 2500 }, { prix: 2700 }],
};

describe('sameArticleCard', () => {
  it('the whole reply of an article draws the same card as its card-sized one', () => {
    const whole = {
      ...card,
      description: 'Autonomie 30 h',
      latestpromotions: { pourcentage: 10, date_fin: '2026-12-31' },
      stock_articles: [
        { prix: 2500, quantite: 4 },
        { prix: 2700, quantite: 0 },
      ],
      notes: [],
    };
    expect(sameArticleCard(card, whole)).toBe(true);
    expect(sameArticleCard(articleCardReply.parse(whole) as ArticleCardFacts, whole)).toBe(true);
  });

  it('any field the card shows, its promotion or a variant price, changes it', () => {
    expect(sameArticleCard(card, { ...card, designation: 'Casque filaire' })).toBe(false);
    expect(sameArticleCard(card, { ...card, url_image: null })).toBe(false);
    expect(sameArticleCard(card, { ...card, nbr_like: 4 })).toBe(false);
    expect(sameArticleCard(card, { ...card, moyenne: 4 })).toBe(false);
    expect(sameArticleCard(card, { ...card, latestpromotions: null })).toBe(false);
    expect(sameArticleCard(card, { ...card, latestpromotions: { pourcentage: 15 } })).toBe(false);
    expect(sameArticleCard(card, { ...card, stock_articles: [{ prix: 2500 }] })).toBe(false);
    expect(sameArticleCard(card, { ...card, stock_articles: [{ prix: 2500 }, { prix: 2600 }] })).toBe(false);
    expect(sameArticleCard(card, { ...card, id: 8 })).toBe(false);
  });
});
