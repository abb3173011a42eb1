import { Card, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { useListPage } from '@/features/backoffice/use-list-page';
import { CONTACTS_PATH } from '@/features/contact/admin/api/contacts-admin-paths';
import type { ContactMessage } from '@/features/contact/admin/contact-admin-types';
import { ContactDetailModal } from '@/features/contact/admin/contact-detail-modal';
import { ContactsTable } from '@/features/contact/admin/contacts-table';
import { useContactDelete } from '@/features/contact/admin/use-contact-delete';
import { PageHeader } from '@/ui/page-header';

/** contacts (/admin/conatcts): messages, unread ones set apart, read and delete. */
export function ContactsPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.contacts');
  // The last message of a page deleted: the page before shows instead of an empty one.
  const list = useListPage<ContactMessage>('admin', CONTACTS_PATH, { stepBackWhenEmpty: true });
  const [reading, setReading] = useState<ContactMessage | null>(null);
  const askDelete = useContactDelete();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="flex-end" mb="md">
          <SearchBox
            onSearch={list.setSearch}
            placeholder={t('adminPeople.contacts.searchPlaceholder')}
            label={t('adminPeople.contacts.searchLabel')}
          />
        </Group>
        <ListBody
          list={list}
          loadError={t('adminPeople.contacts.loadError')}
          empty={{ title: t('adminPeople.contacts.empty'), text: t('adminPeople.contacts.emptyText') }}
          noMatch={(search) => t('adminPeople.contacts.noMatch', { search })}
        >
          {(contacts) => <ContactsTable contacts={contacts} onRead={setReading} onDelete={askDelete} />}
        </ListBody>
        <ListPager {...list.pager} />
      </Card>
      <ContactDetailModal contact={reading} onClose={() => setReading(null)} />
    </>
  );
}
