import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconBuildingStore,
  IconCategory,
  IconCoins,
  IconDiscount,
  IconHeartHandshake,
  IconHistory,
  IconLayoutDashboard,
  IconMessages,
  IconPackage,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconSpeakerphone,
  IconTicket,
  IconTruckDelivery,
  IconUserPlus,
  IconUserStar,
  IconUsers,
} from '@tabler/icons-react';
import type { RouteName } from '@/app/route-names';
import type { TranslationKey } from '@/lib/i18n';

export interface AdminNavItem {
  route: RouteName;
  label: TranslationKey;
  icon: typeof IconUsers;
}

/** Sidebar entries, in the order of docs/product/admin.md (Layout). */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { route: 'dashboard', label: 'admin.nav.dashboard', icon: IconLayoutDashboard },
  { route: 'clients', label: 'admin.nav.clients', icon: IconUsers },
  { route: 'magasins', label: 'admin.nav.magasins', icon: IconBuildingStore },
  { route: 'categories', label: 'admin.nav.categories', icon: IconCategory },
  { route: 'articles', label: 'admin.nav.articles', icon: IconPackage },
  { route: 'commandes', label: 'admin.nav.commandes', icon: IconReceipt },
  { route: 'finances', label: 'admin.nav.finances', icon: IconCoins },
  { route: 'retours', label: 'admin.nav.retours', icon: IconArrowBackUp },
  { route: 'promotions', label: 'admin.nav.promotions', icon: IconDiscount },
  { route: 'coupons', label: 'admin.nav.coupons', icon: IconTicket },
  { route: 'sponsors', label: 'admin.nav.sponsors', icon: IconHeartHandshake },
  { route: 'configuration', label: 'admin.nav.configuration', icon: IconSettings },
  { route: 'livraison', label: 'boDelivery.admin.nav', icon: IconTruckDelivery },
  { route: 'fondateurs', label: 'admin.nav.fondateurs', icon: IconUserStar },
  { route: 'publicites', label: 'admin.nav.publicites', icon: IconSpeakerphone },
  { route: 'partenaires', label: 'admin.nav.partenaires', icon: IconUserPlus },
  { route: 'contacts', label: 'admin.nav.contacts', icon: IconMessages },
  { route: 'synonymes', label: 'boSynonyms.nav', icon: IconSearch },
  { route: 'taches', label: 'boJobs.nav', icon: IconAlertTriangle },
  { route: 'auditLog', label: 'admin.nav.journal', icon: IconHistory },
];
