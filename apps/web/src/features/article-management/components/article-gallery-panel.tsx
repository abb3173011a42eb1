import { ActionIcon, Box, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedArticle } from '@/features/article-management/article-management-types';
import { MediaImage } from '@/ui/media-image';

interface ArticleGalleryPanelProps {
  article: Pick<ManagedArticle, 'designation' | 'url_image' | 'galeries'>;
  /** Offered on the gallery photos (not on the main image, which the form replaces). */
  onDeletePhoto?: (id: number) => void;
}

/** The main image and every gallery photo as thumbnails; a thumbnail shows its photo large. */
export function ArticleGalleryPanel({ article, onDeletePhoto }: ArticleGalleryPanelProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const photos = [
    ...(article.url_image ? [{ id: null, url_image: article.url_image }] : []),
    ...article.galeries.map((g) => ({ id: g.id as number | null, url_image: g.url_image })),
  ];
  // A deleted photo may have been the one shown: fall back to the main image.
  const shown = photos.some((p) => p.url_image === selected) ? selected : (photos[0]?.url_image ?? null);

  return (
    <Stack gap="sm">
      <MediaImage
        src={shown}
        alt={article.designation}
        radius="md"
        fit="contain"
        loading="eager"
        sizes="(max-width: 991px) 100vw, 480px"
        style={{ aspectRatio: 1, background: 'var(--mantine-color-default-hover)' }}
        data-testid="gallery-main"
      />
      {photos.length > 1 && (
        <SimpleGrid cols={{ base: 4, sm: 5 }} spacing="xs">
          {photos.map((photo, index) => (
            <Box key={photo.id ?? 'main'} pos="relative">
              <UnstyledButton
                aria-label={t('boArticles.detail.thumbnail', { index: index + 1, name: article.designation })}
                aria-pressed={photo.url_image === shown}
                onClick={() => setSelected(photo.url_image)}
                style={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 'var(--mantine-radius-sm)',
                  outline:
                    photo.url_image === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                  outlineOffset: 1,
                }}
              >
                <MediaImage
                  src={photo.url_image}
                  alt=""
                  radius="sm"
                  fit="cover"
                  sizes="96px"
                  style={{ aspectRatio: 1 }}
                />
              </UnstyledButton>
              {onDeletePhoto && photo.id !== null && (
                <ActionIcon
                  pos="absolute"
                  top={2}
                  right={2}
                  size="md"
                  color="red"
                  variant="filled"
                  aria-label={t('boArticles.detail.deletePhoto', { index: index + 1 })}
                  onClick={() => onDeletePhoto(photo.id as number)}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              )}
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
