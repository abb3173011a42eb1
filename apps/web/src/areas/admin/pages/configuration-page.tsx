import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { PageHeader } from '@/ui/page-header';

/** configuration: 'A propos', terms and privacy tabs. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.configuration');
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
    />
  );
}
