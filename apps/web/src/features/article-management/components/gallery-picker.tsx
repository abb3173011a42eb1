import { ActionIcon, Box, Button, FileButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_GALERIES } from '@souk/domain/article-schemas';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ArticleFormValues, newKey } from '@/features/article-management/article-form-model';
import { IMAGE_ACCEPT, readAsDataUrl } from '@/lib/read-data-url';
import { MediaImage } from '@/ui/media-image';

type ArticleForm = UseFormReturnType<ArticleFormValues>;

interface GalleryPickerProps {
  form: ArticleForm;
  /** The article's current photos (update form); each is deleted on its own, after a confirmation. */
  existing?: { id: number; url_image: string }[];
  onDeleteExisting?: (id: number) => void;
  productName: string;
}

const COLS = { base: 3, sm: 4, md: 6 };

/**
 * The gallery of the article form: photos picked here (read as data URLs, sent with the form and
 * appended to the gallery) and, on update, the current photos with their delete buttons.
 */
export function GalleryPicker({ form, existing = [], onDeleteExisting, productName }: GalleryPickerProps) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState(false);
  const { galeries } = form.getValues();
  const room = MAX_GALERIES - existing.length - galeries.length;

  const pick = async (files: File[]) => {
    try {
      const urls = await Promise.all(files.slice(0, Math.max(0, room)).map(readAsDataUrl));
      for (const url of urls) form.insertListItem('galeries', { key: newKey(), url_image: url });
      setUnreadable(false);
    } catch {
      setUnreadable(true);
    }
  };

  const remove = (index: number) => {
    form.setFieldValue(
      'galeries',
      galeries.filter((_, i) => i !== index),
    );
    // Errors are keyed by position: drop the gallery's ones rather than let them point at other photos.
    form.setErrors(
      Object.fromEntries(Object.entries(form.errors).filter(([key]) => !key.startsWith('galeries'))),
    );
  };

  return (
    <Stack gap="md">
      {existing.length > 0 && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('boArticles.form.galleryCurrent')}
          </Text>
          <SimpleGrid cols={COLS} spacing="xs">
            {existing.map((photo, i) => (
              <Box key={photo.id} pos="relative">
                <MediaImage
                  src={photo.url_image}
                  alt={t('boArticles.detail.photoAlt', { index: i + 1, name: productName })}
                  radius="sm"
                  fit="cover"
                  style={{ aspectRatio: 1 }}
                  sizes="120px"
                />
                {onDeleteExisting && (
                  <ActionIcon
                    pos="absolute"
                    top={4}
                    right={4}
                    color="red"
                    variant="filled"
                    size="md"
                    aria-label={t('boArticles.detail.deletePhoto', { index: i + 1 })}
                    onClick={() => onDeleteExisting(photo.id)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {galeries.length > 0 && (
        <SimpleGrid cols={COLS} spacing="xs" data-testid="new-gallery">
          {galeries.map((photo, i) => {
            const error = form.errors[`galeries.${i}.url_image`];
            return (
              <Stack key={photo.key} gap={4}>
                <Box pos="relative">
                  <MediaImage
                    src={photo.url_image}
                    alt={t('boArticles.form.galleryNew', { index: i + 1 })}
                    radius="sm"
                    fit="cover"
                    style={{
                      aspectRatio: 1,
                      outline: error ? '2px solid var(--mantine-color-error)' : undefined,
                    }}
                  />
                  <ActionIcon
                    pos="absolute"
                    top={4}
                    right={4}
                    color="red"
                    variant="filled"
                    size="md"
                    aria-label={t('boArticles.form.galleryRemove', { index: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Box>
                {typeof error === 'string' && (
                  <Text c="red" size="xs" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}

      {unreadable && (
        <Text c="red" size="sm" role="alert">
          {t('boArticles.form.imageUnreadable')}
        </Text>
      )}
      <Group gap="sm">
        <FileButton
          multiple
          accept={IMAGE_ACCEPT}
          onChange={(files) => void pick(files)}
          disabled={room <= 0}
          inputProps={{ 'aria-label': t('boArticles.form.galleryAdd') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              disabled={room <= 0}
            >
              {t('boArticles.form.galleryAdd')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('boArticles.form.galleryHint', { max: MAX_GALERIES })}
        </Text>
      </Group>
    </Stack>
  );
}
