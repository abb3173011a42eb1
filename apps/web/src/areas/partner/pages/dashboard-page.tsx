import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/page-header';

/** dashboard-partenaire: store card, counters, date filter and latest orders. */
export function PartnerDashboardPage() {
  const { t } = useTranslation();
  const title = t('partner.pages.dashboard');
  return <PageHeader title={title} />;
}
