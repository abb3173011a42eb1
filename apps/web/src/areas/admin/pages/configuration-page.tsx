import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useAboutConfig } from '@/features/about/admin/api/get-about-config';
import { ConfigurationForm } from '@/features/about/admin/components/configuration-form';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

/** configuration: 'A propos', terms and privacy tabs. */
export function ConfigurationPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.configuration');
  const about = useAboutConfig();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      {about.data ? (
        <ConfigurationForm about={about.data} />
      ) : about.isError ? (
        <LoadError onRetry={() => void about.refetch()} />
      ) : (
        <Skeleton height={420} radius="md" role="status" aria-busy="true" aria-label={t('common.loading')} />
      )}
    </>
  );
}
