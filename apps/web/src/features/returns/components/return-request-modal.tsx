import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Input,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { OrderReply } from '@souk/domain/replies/orders';
import { requestedLinesErrors } from '@souk/domain/returns/quantities';
import { MAX_RETOUR_PHOTOS, type RetourAddBody, retourAddSchema } from '@souk/domain/returns/retour-schemas';
import { MOTIFS_RETOUR } from '@souk/domain/returns/states';
import { returnDeadline } from '@souk/domain/returns/window';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnPeriod } from '@/features/about/api/get-about';
import { useAddRetour, useOrderRetours } from '@/features/returns/api/client-returns';
import { deliveredAt, lastDayOf, leftToReturn } from '@/features/returns/return-rules';
import { motifRetourKey } from '@/lib/domain-labels';
import { translateFieldError } from '@/lib/error-messages';
import { splitServerErrors } from '@/lib/form-errors';
import { IMAGE_ACCEPT, readAsDataUrl } from '@/lib/read-data-url';
import { zodValidate } from '@/lib/zod-form';
import { FormError } from '@/ui/form-error';
import { MediaImage } from '@/ui/media-image';
import { QuantityInput } from '@/ui/quantity-input';

/** One row per order line (0: not returned), the reason ('' until chosen), the comment and the photos. */
export interface ReturnFormValues {
  lignes: { commande_ligne_id: number; quantite: number | string }[];
  motif: string;
  commentaire: string;
  photos: string[];
}

const quantity = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

/** The rows asked for (quantity > 0), with their row in the form: a body's `lignes.<i>` is row `rows[i]`. */
function askedRows(values: ReturnFormValues) {
  return values.lignes.flatMap((ligne, row) => (quantity(ligne.quantite) > 0 ? [row] : []));
}

/** What `retourAdd` is sent: the lines asked for, the reason, the comment, the photos. */
export function toRetourBody(commandeId: number, values: ReturnFormValues) {
  return {
    commande_id: commandeId,
    lignes: askedRows(values).map((row) => ({
      commande_ligne_id: values.lignes[row].commande_ligne_id,
      quantite: values.lignes[row].quantite,
    })),
    motif: values.motif || undefined,
    commentaire: values.commentaire,
    photos: values.photos,
  };
}

/**
 * A body's error keys as the form's: `lignes.<i>.…` (the i-th line sent) becomes the quantity of its
 * row, any photo's problem is the photos', the rest is kept.
 */
export function formErrorKeys(
  errors: Record<string, string>,
  rows: readonly number[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const line = /^lignes\.(\d+)\./.exec(key);
    const photo = /^photos\./.test(key);
    const target = line ? `lignes.${rows[Number(line[1])] ?? 0}.quantite` : photo ? 'photos' : key;
    out[target] = out[target] ? `${out[target]} ${message}` : message;
  }
  return out;
}

interface ReturnRequestModalProps {
  order: OrderReply | null;
  onClose: () => void;
}

/** The client's return request of a delivered order (`retourAdd`), in a dialog. */
export function ReturnRequestModal({ order, onClose }: ReturnRequestModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('returns.form.title', { ref: order.ref }) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order && <ReturnRequestBody order={order} onClose={onClose} />}
    </Modal>
  );
}

function ReturnRequestBody({ order, onClose }: { order: OrderReply; onClose: () => void }) {
  const { t } = useTranslation();
  const retours = useOrderRetours(order.id);
  if (retours.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {t('returns.form.loadError')}
      </Text>
    );
  }
  if (!retours.data) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={120} radius="md" />
        <Skeleton h={36} radius="md" />
      </Stack>
    );
  }
  return <ReturnRequestForm order={order} left={leftToReturn(order, retours.data)} onClose={onClose} />;
}

function ReturnRequestForm({
  order,
  left,
  onClose,
}: {
  order: OrderReply;
  left: Map<number, number>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddRetour();
  const [formError, setFormError] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const labels = () => ({
    motif: t('returns.form.motif'),
    commentaire: t('returns.form.commentaire'),
    photos: t('returns.form.photos'),
  });
  const schemaErrors = zodValidate<ReturnFormValues>(retourAddSchema, labels, (values) =>
    toRetourBody(order.id, values),
  );
  const form = useForm<ReturnFormValues>({
    mode: 'controlled',
    initialValues: {
      lignes: order.stock_articles.map((l) => ({ commande_ligne_id: l.commande_ligne_id, quantite: 0 })),
      motif: '',
      commentaire: '',
      photos: [],
    },
    validate: (values) => {
      const rows = askedRows(values);
      const errors = formErrorKeys(schemaErrors(values), rows);
      // What is left to return, per the domain (quantities.ts): at most bought − held by earlier returns.
      const asked = rows.map((row) => ({
        commandeLigneId: values.lignes[row].commande_ligne_id,
        quantite: quantity(values.lignes[row].quantite),
      }));
      for (const problem of requestedLinesErrors(asked, left)) {
        const message = translateFieldError({ code: problem.code, params: { max: problem.max ?? 0 } });
        if (message) errors[`lignes.${rows[problem.index]}.quantite`] = message;
      }
      return errors;
    },
  });

  const livreeAt = deliveredAt(order);
  const jours = useReturnPeriod();
  const nothingLeft = [...left.values()].every((q) => q === 0);
  const photosError = form.errors.photos ?? (unreadable ? t('returns.form.unreadable') : undefined);

  const addPhotos = async (files: File[]) => {
    try {
      const urls = await Promise.all(files.map(readAsDataUrl));
      setUnreadable(false);
      form.setFieldValue('photos', [...form.getValues().photos, ...urls]);
      form.clearFieldError('photos');
    } catch {
      setUnreadable(true);
    }
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = toRetourBody(order.id, values) as RetourAddBody;
    const rows = askedRows(values);
    add.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('returns.form.sent'), autoClose: 2500 });
        onClose();
      },
      onError: (error) => {
        const sentKeys = body.lignes.flatMap((_, i) => [
          `lignes.${i}.quantite`,
          `lignes.${i}.commande_ligne_id`,
        ]);
        const { fields, form: message } = splitServerErrors(
          error,
          ['motif', 'commentaire', 'photos', 'lignes', ...sentKeys],
          labels(),
        );
        form.setErrors(formErrorKeys(fields, rows));
        setFormError(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {livreeAt && jours !== undefined && (
          <Text size="sm" c="dimmed">
            {t('returns.form.until', {
              date: lastDayOf(returnDeadline(livreeAt, jours)),
            })}
          </Text>
        )}
        <FormError message={formError} />
        <Input.Wrapper label={t('returns.form.lines')} labelElement="div" error={form.errors.lignes}>
          {nothingLeft ? (
            <Text size="sm" mt={4}>
              {t('returns.form.nothingLeft')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={300} type="native" mt={4}>
              <Table verticalSpacing="xs">
                <Table.Tbody>
                  {order.stock_articles.map((ligne, row) => {
                    const max = left.get(ligne.commande_ligne_id) ?? 0;
                    return (
                      <Table.Tr key={ligne.commande_ligne_id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {ligne.article.designation}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('returns.form.bought', { bought: ligne.quantite, max })}
                          </Text>
                        </Table.Td>
                        <Table.Td w={120}>
                          <QuantityInput
                            aria-label={t('returns.form.quantityOf', {
                              designation: ligne.article.designation,
                            })}
                            disabled={max === 0}
                            {...form.getInputProps(`lignes.${row}.quantite`)}
                            onStep={(delta) =>
                              form.setFieldValue(
                                `lignes.${row}.quantite`,
                                Math.min(
                                  max,
                                  Math.max(0, quantity(form.getValues().lignes[row].quantite) + delta),
                                ),
                              )
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Input.Wrapper>
        <NativeSelect
          label={t('returns.form.motif')}
          withAsterisk
          data={[
            { value: '', label: t('returns.form.chooseMotif') },
            ...MOTIFS_RETOUR.map((motif) => ({ value: motif, label: t(motifRetourKey(motif)) })),
          ]}
          {...form.getInputProps('motif')}
        />
        <Textarea
          label={t('returns.form.commentaire')}
          maxLength={2000}
          rows={3}
          {...form.getInputProps('commentaire')}
        />
        <Input.Wrapper
          label={t('returns.form.photos')}
          labelElement="div"
          error={photosError}
          errorProps={{ role: 'alert' }}
        >
          <Group gap="sm" mt={4} wrap="wrap">
            {form.values.photos.map((photo, index) => (
              <div key={photo.slice(-32) + String(index)} style={{ position: 'relative' }}>
                <MediaImage
                  src={photo}
                  alt={t('returns.form.photo', { n: index + 1 })}
                  w={72}
                  h={72}
                  fit="cover"
                  radius="sm"
                  sizes="72px"
                />
                <CloseButton
                  size="sm"
                  pos="absolute"
                  top={2}
                  right={2}
                  variant="filled"
                  aria-label={t('returns.form.removePhoto', { n: index + 1 })}
                  onClick={() => form.removeListItem('photos', index)}
                />
              </div>
            ))}
            <FileButton
              multiple
              accept={IMAGE_ACCEPT}
              onChange={(files) => void addPhotos(files)}
              inputProps={{ 'aria-label': t('returns.form.addPhotos') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPhotoUp size={14} aria-hidden />}
                  disabled={form.values.photos.length >= MAX_RETOUR_PHOTOS}
                >
                  {t('returns.form.addPhotos')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} disabled={nothingLeft}>
            {t('returns.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
