import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { generateImages } from './images';
import { ADMIN, CLIENT_PASSWORD, DEMO_PASSWORD, PARTNER_PASSWORD } from './people-data';
import { planClients, planStores } from './plan-accounts';
import { planCatalog } from './plan-catalog';
import { planCoupons } from './plan-coupons';
import { planCart, planLikes, planReviews } from './plan-engagement';
import { planOrders } from './plan-orders';
import { planPromotions } from './plan-promotions';
import { createRandom } from './random';
import { seedAccounts } from './seed-accounts';
import { seedCatalog } from './seed-catalog';
import { seedContent } from './seed-content';
import { seedDelivery } from './seed-delivery';
import { seedEngagement } from './seed-engagement';
import type { SeedDeps } from './seed-if-empty';
import { seedOrders, seedPromotions } from './seed-orders';

const SEED = 20_240_705;

/**
 * The demo marketplace (docs/product/README.md, Accounts that exist from the start). Pictures and
 * password hashes are prepared first (files and CPU only); everything else is planned in memory from a
 * seeded generator, then written in ONE transaction: a failed seed leaves the database empty, and the
 * next start tries again.
 */
export async function seedDemo(db: Db, deps: SeedDeps): Promise<void> {
  const started = performance.now();
  const now = new Date();
  const rng = createRandom(SEED);

  const [images, admin, partner, client, shared] = await Promise.all([
    generateImages(deps.media),
    hashPassword(ADMIN.password),
    hashPassword(PARTNER_PASSWORD),
    hashPassword(CLIENT_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  const prepared = performance.now();

  const stores = planStores(images, now);
  const clients = planClients(rng, images, now);
  const catalog = planCatalog(rng, images, stores, now);
  const promotions = planPromotions(rng, catalog.articles, stores, now);
  const orders = planOrders({ rng, now, clients, stores, articles: catalog.articles, promotions });
  const coupons = planCoupons(rng, orders, now);
  const reviews = planReviews(rng, orders, clients, catalog.articles, now);
  const likes = planLikes(rng, catalog.articles, now);
  const cart = planCart(rng, clients, catalog.articles, stores.get('electro')!, now);

  await db.transaction(async (tx) => {
    const adminId = await seedAccounts(tx, { clients, stores }, { admin, partner, client, shared }, now);
    await seedCatalog(tx, catalog);
    await seedPromotions(tx, promotions);
    await seedOrders(tx, orders, coupons, adminId);
    await seedEngagement(tx, { reviews, likes, cart });
    await seedContent(tx, { rng, images, categories: catalog.categories, stores, now });
    await seedDelivery(tx, stores);
  });

  deps.log?.info(
    {
      ms: Math.round(performance.now() - started),
      preparedMs: Math.round(prepared - started),
      articles: catalog.articles.length,
      orders: orders.length,
    },
    'demo seed timing',
  );
}
