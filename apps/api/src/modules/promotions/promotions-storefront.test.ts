import { displayPrice } from '@souk/domain/pricing';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import {
  call,
  day,
  makePromotionSessions,
  makeSellableArticle,
  type PromotionSessions,
  promotionForm,
} from './promotions.fixtures';

/**
 * What the back-office promotions do to the storefront (docs/product/orders-and-money.md, Promotions):
 * an active promotion prices its articles in `v1/articleShow` (`latestpromotions`, the lowest price
 * discounted), a blocked, future, deleted or edited-out one does not.
 */

const t = useTestApp();
let s: PromotionSessions;

beforeEach(async () => {
  s = await makePromotionSessions(t.app);
});

/** The storefront's view of an article: its running promotion and its shown price. */
async function storefront(articleId: number) {
  const res = await call(t.app, 'GET', `v1/articleShow/${articleId}`, null);
  expect(res.statusCode).toBe(200);
  const article = res.json().data;
  const pct = article.latestpromotions?.pourcentage ?? null;
  const price = displayPrice(
    article.stock_articles.map((x: { prix: number }) => x.prix),
    pct,
  );
  return { promotion: article.latestpromotions, shown: price?.promoMin ?? price?.min };
}

describe.each([
  { audience: 'partner', prefix: 'v1/marchand', who: () => s.partnerA },
  { audience: 'admin', prefix: 'v1/user', who: () => s.admin },
])('a promotion of the $audience on the storefront', ({ audience, prefix, who }) => {
  const article = () =>
    makeSellableArticle(t.app.database.db, s.sousCategorie.id, {
      marchandId: audience === 'partner' ? s.partnerA.row.id : null,
    });

  it('prices its articles while active, not while blocked', async () => {
    const a = await article();
    const untouched = await article();
    expect(await storefront(a.id)).toEqual({ promotion: null, shown: 2000 });

    const created = await call(
      t.app,
      'POST',
      `${prefix}/promotionAdd`,
      who().token,
      promotionForm([a.id], { pourcentage: 25 }),
    );
    const id = created.json().data.id;
    expect(await storefront(a.id)).toEqual({
      promotion: expect.objectContaining({ id, pourcentage: 25, date_debut: day(-1), date_fin: day(10) }),
      shown: 1500,
    });
    expect((await storefront(untouched.id)).promotion).toBeNull();

    await call(t.app, 'POST', `${prefix}/promotionChangerEtat/${id}`, who().token);
    expect(await storefront(a.id)).toEqual({ promotion: null, shown: 2000 });

    await call(t.app, 'POST', `${prefix}/promotionChangerEtat/${id}`, who().token);
    expect((await storefront(a.id)).shown).toBe(1500);
  });

  it('follows an edit: new percentage, and articles taken out lose it', async () => {
    const [a, b] = [await article(), await article()];
    const created = await call(
      t.app,
      'POST',
      `${prefix}/promotionAdd`,
      who().token,
      promotionForm([a.id, b.id]),
    );
    const id = created.json().data.id;
    expect((await storefront(b.id)).shown).toBe(1600);

    await call(
      t.app,
      'POST',
      `${prefix}/promotionEdit/${id}`,
      who().token,
      promotionForm([], { pourcentage: 50, article_ids: [{ article_id: a.id }] }),
    );
    expect(await storefront(a.id)).toMatchObject({ promotion: { pourcentage: 50 }, shown: 1000 });
    expect(await storefront(b.id)).toEqual({ promotion: null, shown: 2000 });
  });

  it('applies only between its dates, and no more once deleted', async () => {
    const [a, b] = [await article(), await article()];
    await call(
      t.app,
      'POST',
      `${prefix}/promotionAdd`,
      who().token,
      promotionForm([a.id], { date_debut: day(2), date_fin: day(9) }),
    );
    expect((await storefront(a.id)).promotion).toBeNull();

    const today = await call(
      t.app,
      'POST',
      `${prefix}/promotionAdd`,
      who().token,
      promotionForm([b.id], { date_debut: day(0), date_fin: day(0) }),
    );
    expect((await storefront(b.id)).shown).toBe(1600);
    await call(t.app, 'DELETE', `${prefix}/promotionDelete/${today.json().data.id}`, who().token);
    expect(await storefront(b.id)).toEqual({ promotion: null, shown: 2000 });
  });
});
