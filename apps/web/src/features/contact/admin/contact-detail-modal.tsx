import { Alert, Anchor, Divider, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenContact } from '@/features/contact/admin/api/contact-mutations';
import type { ContactMessage } from '@/features/contact/admin/contact-admin-types';

interface ContactDetailModalProps {
  /** The message to show; null when closed. */
  contact: ContactMessage | null;
  onClose: () => void;
}

/** 'Lire message': name, e-mail, phone, subject and message; opening it marks it read. */
export function ContactDetailModal({ contact, onClose }: ContactDetailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={contact !== null}
      onClose={onClose}
      title={t('adminPeople.contacts.detailTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {contact && <ContactDetail contact={contact} />}
    </Modal>
  );
}

function ContactDetail({ contact }: { contact: ContactMessage }) {
  const { t } = useTranslation();
  const open = useOpenContact();
  const { mutate } = open;
  // Reading is what marks the message read (and reloads the list and the badge).
  useEffect(() => {
    mutate(contact.id);
  }, [contact.id, mutate]);
  const shown = open.data ?? contact;
  return (
    <Stack gap="sm">
      {open.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('adminPeople.contacts.readFailure')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label={t('adminPeople.contacts.detail.name')} value={`${shown.nom} ${shown.prenom}`} />
        <Field
          label={t('adminPeople.contacts.detail.sentAt')}
          value={dayjs(shown.created_at).format('DD/MM/YYYY HH:mm')}
        />
        <Field
          label={t('common.email')}
          value={<Anchor href={`mailto:${shown.email}`}>{shown.email}</Anchor>}
        />
        <Field
          label={t('common.phone')}
          value={
            <Anchor href={`tel:${shown.telephone}`} dir="ltr">
              {shown.telephone}
            </Anchor>
          }
        />
      </SimpleGrid>
      <Field label={t('adminPeople.contacts.detail.sujet')} value={shown.sujet} />
      <Divider />
      <Field
        label={t('adminPeople.contacts.detail.message')}
        value={<span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown.msg}</span>}
      />
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
