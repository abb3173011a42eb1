import { Button, Center, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useAdminClient } from '@/features/clients/admin/api/get-admin-client';
import { ClientProfileView } from '@/features/clients/admin/client-profile-view';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';

/** clientProfile: one client (by `slug`), figures, orders and coupons. */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const client = useAdminClient(slug);
  const title = t('admin.pages.clientProfile');
  const name = client.data ? `${client.data.prenom} ${client.data.nom}` : null;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('common.dashboard'), to: pathFor('dashboard') },
          { label: t('admin.nav.clients'), to: pathFor('clients') },
          { label: name ?? title },
        ]}
      />
      {client.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : client.isError ? (
        isApiError(client.error) && client.error.status === 404 ? (
          <EmptyState
            title={t('adminPeople.clientProfile.notFound')}
            text={t('adminPeople.clientProfile.notFoundText')}
            action={
              <Button
                component={Link}
                to={pathFor('clients')}
                variant="light"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('adminPeople.clientProfile.back')}
              </Button>
            }
          />
        ) : (
          <LoadError message={t('adminPeople.clientProfile.loadError')} onRetry={() => client.refetch()} />
        )
      ) : (
        <ClientProfileView client={client.data} />
      )}
    </>
  );
}
