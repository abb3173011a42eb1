import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ContentDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'Voulez-vous vraiment supprimer cette catégorie "{name}" ?' and its kin. */
  text: string;
  onConfirm: () => void;
  loading: boolean;
}

/**
 * The delete confirmation of the site-content screens ('Oui, Supprimer'). It stays
 * open while the call runs, and closes on success.
 */
export function ContentDeleteModal({ opened, onClose, text, onConfirm, loading }: ContentDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onClose}
      title={t('confirmDelete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('common.yesDelete')}
        </Button>
      </Group>
    </Modal>
  );
}
