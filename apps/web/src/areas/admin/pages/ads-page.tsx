import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** publicites: Accueil / Categories / Shop ad tabs. */
export function AdsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.publicites');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
