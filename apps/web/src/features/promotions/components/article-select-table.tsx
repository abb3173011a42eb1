import { Badge, Checkbox, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaImage } from '@/ui/media-image';
import type { PickerArticle, PromotionArticle } from '../promotion-types';
import { PromotionArticlePrice } from './promotion-article-price';

interface ArticleSelectTableProps {
  articles: (PromotionArticle | PickerArticle)[];
  /** Ids of the chosen articles (kept across pages and tabs by the form). */
  selected: ReadonlySet<number>;
  onToggle: (article: PromotionArticle, checked: boolean) => void;
  /** The promotion being edited: its own discount is not "another promotion". */
  promotionId?: number;
  /** Max height before the rows scroll (the dialog keeps its buttons in view). */
  maxHeight?: number;
}

const withPromotion = (a: PromotionArticle | PickerArticle): a is PickerArticle => 'latestpromotions' in a;

/**
 * Articles with a checkbox each (docs/product/partner.md, Promotions: checkbox, image, designation,
 * brand, sub-category, price or price range in DZD), and one checkbox for every row shown.
 */
export function ArticleSelectTable({
  articles,
  selected,
  onToggle,
  promotionId,
  maxHeight = 360,
}: ArticleSelectTableProps) {
  const { t } = useTranslation();
  const chosen = articles.filter((a) => selected.has(a.id)).length;
  const all = articles.length > 0 && chosen === articles.length;
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        miw={620}
        aria-label={t('boPromotions.picker.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('boPromotions.picker.selectAll')}
                checked={all}
                indeterminate={chosen > 0 && !all}
                disabled={articles.length === 0}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  for (const a of articles) if (selected.has(a.id) !== checked) onToggle(a, checked);
                }}
              />
            </Table.Th>
            <Table.Th w={56}>{t('common.picture')}</Table.Th>
            <Table.Th>{t('common.designation')}</Table.Th>
            <Table.Th>{t('boPromotions.picker.marque')}</Table.Th>
            <Table.Th>{t('common.subCategory')}</Table.Th>
            <Table.Th>{t('common.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {articles.map((a) => {
            const running = withPromotion(a) ? a.latestpromotions : null;
            const other = running && running.id !== promotionId ? running : null;
            return (
              <Table.Tr key={a.id} bg={selected.has(a.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('boPromotions.picker.select', { name: a.designation })}
                    checked={selected.has(a.id)}
                    onChange={(event) => onToggle(a, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <MediaImage src={a.url_image} alt={a.designation} w={40} h={40} radius="sm" fit="cover" />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={500} lineClamp={2}>
                      {a.designation}
                    </Text>
                    {(other || a.valide !== 1) && (
                      <Group gap={4}>
                        {other && (
                          <Badge size="xs" color="orange" variant="light">
                            {t('boPromotions.picker.inPromotion', { value: other.pourcentage })}
                          </Badge>
                        )}
                        {a.valide !== 1 && (
                          <Badge size="xs" color="gray" variant="light">
                            {t('boPromotions.picker.notActive')}
                          </Badge>
                        )}
                      </Group>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.marque ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.sous_categorie.designation}</Text>
                </Table.Td>
                <Table.Td>
                  <PromotionArticlePrice prices={a.stock_articles.map((s) => s.prix)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
