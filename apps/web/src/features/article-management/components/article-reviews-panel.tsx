import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Note } from '@/features/catalog/article-types';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { formatDate as localeDate } from '@/lib/formatters';
import { fullName } from '@/lib/text';
import { MediaImage } from '@/ui/media-image';

function formatDate(iso: string): string {
  return localeDate(iso, 'long');
}

/** The article's reviews (avis), newest first, each with its delete button. */
export function ArticleReviewsPanel({ notes, onDelete }: { notes: Note[]; onDelete?: (id: number) => void }) {
  const { t } = useTranslation();
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('boArticles.reviews.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {notes.map((note) => {
        const name = fullName(note.client);
        return (
          <Paper component="li" key={note.id} withBorder radius="md" p="sm" data-testid="review">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <MediaImage
                  src={note.client.url_photo}
                  alt=""
                  w={40}
                  h={40}
                  radius="xl"
                  fit="cover"
                  sizes="40px"
                />
                <div>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" component="time" dateTime={note.created_at}>
                    {formatDate(note.created_at)}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <RatingStars rating={note.note} />
                {onDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('boArticles.reviews.delete', { name })}
                    onClick={() => onDelete(note.id)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </Group>
            {note.achat_verifie && (
              <Badge
                mt="xs"
                color="teal"
                variant="light"
                tt="none"
                leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
              >
                {t('common.verifiedPurchase')}
              </Badge>
            )}
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
              {note.commentaire}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
