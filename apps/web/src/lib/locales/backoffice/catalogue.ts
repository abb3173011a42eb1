import { adminContent } from './admin-content';
import { adminCoupons } from './admin-coupons';
import { adminPeople } from './admin-people';
import { boArticles } from './articles';
import { boCod } from './cod';
import { boDashboard } from './dashboard';
import { boDelivery } from './delivery';
import { boEnums } from './enums';
import { boFinances } from './finances';
import { boJobs } from './jobs';
import { boLive } from './live';
import { boOrders } from './orders';
import { boPromotions } from './promotions';
import { boReturns } from './returns';
import { boSynonyms } from './synonyms';

/**
 * French namespaces of the admin and partner screens. They are not part of the bundled French
 * catalogue (`../fr.ts`): the admin and partner layouts load them (`loadBackofficeCatalogue` in
 * `@/lib/i18n`), so the storefront bundle carries none of these strings (docs/benchmarks.md: storefront
 * bundle). The i18next types merge them with the French catalogue, so tsc still rejects a missing key.
 * A new back-office namespace goes here, and in `./ar/catalogue.ts` and `./en/catalogue.ts`.
 */
export const backofficeFr = {
  boOrders,
  boDashboard,
  boPromotions,
  boArticles,
  adminContent,
  adminPeople,
  adminCoupons,
  boCod,
  boLive,
  boDelivery,
  boSynonyms,
  boJobs,
  boEnums,
  boFinances,
  boReturns,
};

export type BackofficeCatalogue = typeof backofficeFr;
