import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import {
  PENDING_REQUESTS_PATH,
  PROCESSED_REQUESTS_PATH,
} from '@/features/partner-requests/admin/api/partner-requests-admin-paths';
import type { PartnerRequest } from '@/features/partner-requests/admin/partner-request-types';
import { PartnerRequestsTable } from '@/features/partner-requests/admin/partner-requests-table';

interface PartnerRequestsListProps {
  tab: 'pending' | 'processed';
  onCreate?: (request: PartnerRequest) => void;
}

/** One tab of 'Demmandes Partenaires': its own search (on Enter) and pagination. */
export function PartnerRequestsList({ tab, onCreate }: PartnerRequestsListProps) {
  const { t } = useTranslation();
  const pending = tab === 'pending';
  const list = useListPage<PartnerRequest>(
    'admin',
    pending ? PENDING_REQUESTS_PATH : PROCESSED_REQUESTS_PATH,
  );
  return (
    <>
      <Group justify="flex-end" mb="md">
        <SearchBox
          onSearch={list.setSearch}
          placeholder={t('adminPeople.partners.searchPlaceholder')}
          label={
            pending ? t('adminPeople.partners.searchPending') : t('adminPeople.partners.searchProcessed')
          }
        />
      </Group>
      <ListBody
        list={list}
        loadError={t('adminPeople.partners.loadError')}
        empty={
          pending
            ? {
                title: t('adminPeople.partners.emptyPending'),
                text: t('adminPeople.partners.emptyPendingText'),
              }
            : { title: t('adminPeople.partners.emptyProcessed') }
        }
        noMatch={(search) => t('adminPeople.partners.noMatch', { search })}
      >
        {(requests) => <PartnerRequestsTable requests={requests} onCreate={pending ? onCreate : undefined} />}
      </ListBody>
      <ListPager {...list.pager} />
    </>
  );
}
