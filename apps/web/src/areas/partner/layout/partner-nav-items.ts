import {
  IconArrowBackUp,
  IconCoins,
  IconDiscount,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
} from '@tabler/icons-react';
import type { RouteName } from '@/app/route-names';
import type { TranslationKey } from '@/lib/i18n';

export interface PartnerNavItem {
  route: RouteName;
  label: TranslationKey;
  icon: typeof IconPackage;
}

export const PARTNER_NAV_ITEMS: readonly PartnerNavItem[] = [
  { route: 'dashboard-partenaire', label: 'partner.nav.dashboard', icon: IconLayoutDashboard },
  { route: 'articles-partenaire', label: 'partner.nav.articles', icon: IconPackage },
  { route: 'promotions-partenaire', label: 'partner.nav.promotions', icon: IconDiscount },
  { route: 'commandes-partenaire', label: 'partner.nav.commandes', icon: IconReceipt },
  { route: 'finances-partenaire', label: 'partner.nav.finances', icon: IconCoins },
  { route: 'retours-partenaire', label: 'partner.nav.retours', icon: IconArrowBackUp },
];
