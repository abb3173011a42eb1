import { ActionIcon, Box, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDotsVertical, IconMailOpened, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type ContactMessage, subjectPreview } from '@/features/contact/admin/contact-admin-types';
import { focusMenuButton } from '@/ui/menu-focus';

interface ContactsTableProps {
  contacts: ContactMessage[];
  onRead: (contact: ContactMessage) => void;
  onDelete: (contact: ContactMessage) => void;
}

/**
 * Nom / Prénom, Email / Téléphone, sujet (150 characters), Envoyer le, Action. Unread messages are
 * bold, tinted and marked with a dot (and 'Non lu' for screen readers).
 */
export function ContactsTable({ contacts, onRead, onDelete }: ContactsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('adminPeople.contacts.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminPeople.contacts.columns.name')}</Table.Th>
            <Table.Th>{t('adminPeople.contacts.columns.contact')}</Table.Th>
            <Table.Th>{t('adminPeople.contacts.columns.sujet')}</Table.Th>
            <Table.Th>{t('adminPeople.contacts.columns.sentAt')}</Table.Th>
            <Table.Th>{t('adminPeople.contacts.columns.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((contact) => {
            const unread = !contact.vu;
            const weight = unread ? 700 : 400;
            const name = `${contact.nom} ${contact.prenom}`;
            return (
              <Table.Tr
                key={contact.id}
                data-testid="contact-row"
                data-unread={unread || undefined}
                bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <Box
                      w={8}
                      h={8}
                      style={{
                        borderRadius: '50%',
                        flex: 'none',
                        background: unread ? 'var(--mantine-primary-color-filled)' : 'transparent',
                      }}
                      aria-hidden
                    />
                    <div>
                      <Text size="sm" fw={weight}>
                        {contact.nom}
                      </Text>
                      <Text size="sm" fw={weight} c={unread ? undefined : 'dimmed'}>
                        {contact.prenom}
                      </Text>
                      {unread && <VisuallyHidden>{t('adminPeople.contacts.unread')}</VisuallyHidden>}
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={weight}>
                    {contact.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <span dir="ltr">{contact.telephone}</span>
                  </Text>
                </Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm" fw={weight} style={{ overflowWrap: 'anywhere' }}>
                    {subjectPreview(contact.sujet)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={weight} style={{ whiteSpace: 'nowrap' }}>
                    {dayjs(contact.created_at).format('DD/MM/YYYY HH:mm')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal shadow="md">
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('adminPeople.contacts.actionsFor', { name })}
                      >
                        <IconDotsVertical size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconMailOpened size={16} aria-hidden />}
                        onClick={(event) => {
                          focusMenuButton(event.currentTarget);
                          onRead(contact);
                        }}
                      >
                        {t('adminPeople.contacts.read')}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        onClick={(event) => {
                          focusMenuButton(event.currentTarget);
                          onDelete(contact);
                        }}
                      >
                        {t('adminPeople.contacts.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
