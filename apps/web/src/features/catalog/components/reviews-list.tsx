import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Note } from '@/features/catalog/article-types';
import { RatingStars } from '@/features/catalog/components/rating-stars';
import { formatDate as localeDate } from '@/lib/formatters';
import { fullName } from '@/lib/text';
import { MediaImage } from '@/ui/media-image';

function formatDate(iso: string): string {
  return localeDate(iso, 'long');
}

/** The reviews of a product: stars, comment, date, client name and photo, verified-purchase badge. */
export function ReviewsList({ notes }: { notes: Note[] }) {
  const { t } = useTranslation();
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('storefront.product.noReviews')}
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
                <MediaImage src={note.client.url_photo} alt="" w={40} h={40} radius="xl" fit="cover" />
                <div>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" component="time" dateTime={note.created_at}>
                    {formatDate(note.created_at)}
                  </Text>
                </div>
              </Group>
              <RatingStars rating={note.note} />
            </Group>
            {note.achat_verifie && (
              <Badge
                mt="xs"
                color="teal"
                variant="light"
                leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
              >
                {t('common.verifiedPurchase')}
              </Badge>
            )}
            <Text size="sm" mt="xs">
              {note.commentaire}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
