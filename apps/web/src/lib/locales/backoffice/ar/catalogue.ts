import type { BackofficeCatalogue } from '../catalogue';
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

/** Arabic back-office namespaces, loaded with the admin and partner layouts (see ../catalogue.ts). */
export const backofficeAr: BackofficeCatalogue = {
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
