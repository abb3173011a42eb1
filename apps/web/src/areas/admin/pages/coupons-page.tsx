import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** coupons: coupon models table and modals. */
export function CouponsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.coupons');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
