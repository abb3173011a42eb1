import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** magasins: searchable, paginated store cards. */
export function ShopsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.magasins');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
