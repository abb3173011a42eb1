import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** partenaires: pending / processed partner requests and 'Créer compte'. */
export function PartnerRequestsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.partenaires');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
