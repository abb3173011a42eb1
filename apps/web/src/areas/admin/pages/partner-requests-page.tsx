import { Card, Tabs } from '@mantine/core';
import { IconChecks, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { CreateAccountModal } from '@/features/partner-requests/admin/create-account-modal';
import type { PartnerRequest } from '@/features/partner-requests/admin/partner-request-types';
import { PartnerRequestsList } from '@/features/partner-requests/admin/partner-requests-list';
import { PageHeader } from '@/ui/page-header';

/** partenaires ('Demmandes Partenaires'): pending and processed requests, and 'Créer compte'. */
export function PartnerRequestsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.partenaires');
  const [creating, setCreating] = useState<PartnerRequest | null>(null);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <Card withBorder radius="md" padding="md">
        {/* Each tab loads its list when it is first shown. */}
        <Tabs defaultValue="pending" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="pending" leftSection={<IconInbox size={16} aria-hidden />}>
              {t('adminPeople.partners.tabs.pending')}
            </Tabs.Tab>
            <Tabs.Tab value="processed" leftSection={<IconChecks size={16} aria-hidden />}>
              {t('adminPeople.partners.tabs.processed')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pending">
            <PartnerRequestsList tab="pending" onCreate={setCreating} />
          </Tabs.Panel>
          <Tabs.Panel value="processed">
            <PartnerRequestsList tab="processed" />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <CreateAccountModal request={creating} onClose={() => setCreating(null)} />
    </>
  );
}
