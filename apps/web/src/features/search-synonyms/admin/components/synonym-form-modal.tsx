import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { Synonym } from '@souk/domain/search-synonyms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/features/backoffice/feedback';
import { useSaveSynonym } from '@/features/search-synonyms/admin/api/synonyms-api';
import { splitServerErrors } from '@/lib/form-errors';
import { FormError } from '@/ui/form-error';

interface SynonymFormModalProps {
  opened: boolean;
  /** The group to edit; null creates one. */
  synonym: Synonym | null;
  onClose: () => void;
}

/** Add and edit modals of a group of search synonyms: one expression a line. */
export function SynonymFormModal({ opened, synonym, onClose }: SynonymFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={synonym ? t('boSynonyms.editTitle') : t('boSynonyms.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <SynonymForm synonym={synonym} onClose={onClose} />}
    </Modal>
  );
}

function SynonymForm({ synonym, onClose }: { synonym: Synonym | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSynonym(synonym?.id ?? null);
  const [text, setText] = useState((synonym?.expressions ?? []).join('\n'));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    const expressions = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    save.mutate(
      { expressions },
      {
        onSuccess: () => {
          toastSuccess(synonym ? t('common.updated') : t('common.created'));
          onClose();
        },
        onError: (error) => {
          const { fields, form } = splitServerErrors(error, ['expressions']);
          setFieldError(fields.expressions ?? form);
          setFormError(fields.expressions ? form : null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormError message={formError} />
      <Stack gap="md">
        <Textarea
          label={t('boSynonyms.expressions')}
          description={t('boSynonyms.expressionsHint')}
          withAsterisk
          rows={4}
          data-autofocus
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={fieldError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
