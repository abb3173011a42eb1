import { createHash } from 'node:crypto';
import { REVIEW_COMMENTS } from './community-data';
import type { PArticle, PClient, POrder, PStore, PVariant } from './plan-types';
import type { Random } from './random';
import { after, ago, DAY, HOUR } from './time';

export interface PReview {
  article: PArticle;
  client: PClient;
  note: 1 | 2 | 3 | 4 | 5;
  commentaire: string;
  achatVerifie: boolean;
  createdAt: Date;
}

export interface PLike {
  article: PArticle;
  visitorKey: string;
  createdAt: Date;
}

export interface PCartLine {
  client: PClient;
  variant: PVariant;
  quantite: number;
  createdAt: Date;
}

const EXTRA_REVIEWS = 150;

export const isVisible = (a: PArticle) =>
  a.valide === 1 && a.variants.length > 0 && (!a.store || a.store.spec.valide);

/** One review per (client, article); verified exactly when that client received that article. */
export function planReviews(
  rng: Random,
  orders: POrder[],
  clients: PClient[],
  articles: PArticle[],
  now: Date,
): PReview[] {
  const delivered = new Map<PClient, Map<PArticle, Date>>();
  for (const o of orders) {
    const at = o.steps.find((s) => s.etat === 'livree')?.at;
    if (!at) continue;
    const mine = delivered.get(o.client) ?? new Map<PArticle, Date>();
    for (const l of o.lines) if (!mine.has(l.article)) mine.set(l.article, at);
    delivered.set(o.client, mine);
  }
  const reviews: PReview[] = [];
  const seen = new Set<string>();
  const add = (client: PClient, article: PArticle, createdAt: Date) => {
    const key = `${client.email}|${article.slug}`;
    if (seen.has(key)) return;
    seen.add(key);
    const verified = delivered.get(client)?.has(article) ?? false;
    // Buyers are a little kinder than drive-by reviewers, as on every marketplace.
    const note = rng.pick(
      verified ? ([5, 5, 5, 4, 4, 4, 3, 2] as const) : ([5, 5, 4, 4, 3, 3, 2, 1] as const),
    );
    reviews.push({
      article,
      client,
      note,
      commentaire: rng.pick(REVIEW_COMMENTS[note]),
      achatVerifie: verified,
      createdAt,
    });
  };
  for (const [client, bought] of delivered) {
    for (const [article, at] of bought) {
      const when = after(at, rng.int(1, 10) * DAY);
      if (rng.chance(0.6)) add(client, article, when > now ? ago(now, HOUR) : when);
    }
  }
  const visible = articles.filter(isVisible);
  for (let i = 0; i < EXTRA_REVIEWS; i++) {
    const article = rng.pick(visible);
    const since = Math.max(1, Math.floor((now.getTime() - article.createdAt.getTime()) / DAY));
    add(rng.pick(clients), article, ago(now, rng.int(0, since - 1) * DAY + rng.int(1, 23) * HOUR));
  }
  return reviews;
}

/** A few likes rows (hashed visitor keys, as the like endpoint stores them); nbr_like stays ≥ rows. */
export function planLikes(rng: Random, articles: PArticle[], now: Date): PLike[] {
  const liked = rng.sample(
    articles.filter((a) => isVisible(a) && a.nbrLike >= 4),
    12,
  );
  return liked.flatMap((article, i) =>
    Array.from({ length: rng.int(1, 4) }, (_, j) => ({
      article,
      visitorKey: createHash('sha256').update(`demo-visitor-${i}-${j}`).digest('hex'),
      createdAt: ago(now, rng.int(1, 60) * DAY),
    })),
  );
}

/** The demo client's basket: two sellers, one line on a variant that ran out of stock. */
export function planCart(
  rng: Random,
  clients: PClient[],
  articles: PArticle[],
  demoStore: PStore,
  now: Date,
): PCartLine[] {
  const demo = clients.find((c) => c.isDemo)!;
  const ofSeller = (s: PStore | null) => articles.filter((a) => isVisible(a) && a.store === s);
  const inStock = (list: PArticle[], n: number) =>
    list.flatMap((a) => a.variants.filter((v) => v.quantite >= n));
  const platformVariant = rng.pick(inStock(ofSeller(null), 1));
  const storeVariant = rng.pick(inStock(ofSeller(demoStore), 2));
  const sellersArticles = [...ofSeller(null), ...ofSeller(demoStore)];
  let empty = sellersArticles.flatMap((a) => a.variants).find((v) => v.quantite === 0 && v !== storeVariant);
  if (!empty) {
    // No sold-out variant drawn this time: empty one so the cart shows a greyed line.
    const donor = sellersArticles.find(
      (a) =>
        a.variants.length > 1 && !a.variants.includes(storeVariant) && !a.variants.includes(platformVariant),
    )!;
    empty = donor.variants[donor.variants.length - 1];
    empty.quantite = 0;
  }
  const lines: PCartLine[] = [
    { client: demo, variant: platformVariant, quantite: 1, createdAt: ago(now, 2 * DAY) },
    { client: demo, variant: storeVariant, quantite: 2, createdAt: ago(now, 30 * HOUR) },
    { client: demo, variant: empty, quantite: 1, createdAt: ago(now, 5 * HOUR) },
  ];
  for (const client of rng.sample(
    clients.filter((c) => !c.isDemo && c.valide),
    3,
  )) {
    const variant = rng.pick(inStock(articles.filter(isVisible), 1));
    lines.push({ client, variant, quantite: 1, createdAt: ago(now, rng.int(1, 72) * HOUR) });
  }
  return lines;
}
