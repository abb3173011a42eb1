import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { promotionPrice } from '@souk/domain/pricing';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedArticle, ManagerKind } from '@/features/article-management/article-management-types';
import { StockLevelBadge } from '@/features/article-management/components/article-badges';
import {
  StockDialog,
  type StockDialogState,
  variantLabel,
} from '@/features/article-management/components/stock-dialog';
import { stockLevel } from '@/features/article-management/stock-level';
import { formatDzd } from '@/lib/formatters';

interface StockTableProps {
  kind: ManagerKind;
  article: ManagedArticle;
  /** Add, edit and delete are offered (hidden for a store's article seen by the administrator). */
  editable: boolean;
  onDelete: (id: number) => void;
}

/**
 * The article's specifications: one row per stock entry (its sub-option for each option, price,
 * promotion price, quantity with the low-stock flag), with add / edit / delete.
 */
export function StockTable({ kind, article, editable, onDelete }: StockTableProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<StockDialogState>(null);
  const pct = article.latestpromotions?.pourcentage ?? null;

  return (
    <>
      {editable && (
        <Group justify="flex-end" mb="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ mode: 'add' })}>
            {t('boArticles.stockTable.add')}
          </Button>
        </Group>
      )}
      {article.stock_articles.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('boArticles.stockTable.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="stock-table">
            <Table.Thead>
              <Table.Tr>
                {article.options.map((o) => (
                  <Table.Th key={o.id}>{o.designation}</Table.Th>
                ))}
                <Table.Th>{t('common.price')}</Table.Th>
                {pct ? <Table.Th>{t('boArticles.stockTable.prixPromo', { value: pct })}</Table.Th> : null}
                <Table.Th>{t('common.quantity')}</Table.Th>
                {editable && <Table.Th>{t('common.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {article.stock_articles.map((entry) => {
                const name = variantLabel(article, entry);
                return (
                  <Table.Tr key={entry.id} data-testid="stock-row">
                    {article.options.map((o) => (
                      <Table.Td key={o.id}>
                        {entry.sous_options.find((so) => so.option_id === o.id)?.designation ?? '—'}
                      </Table.Td>
                    ))}
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDzd(entry.prix)}</Table.Td>
                    {pct ? (
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDzd(promotionPrice(entry.prix, pct))}
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{entry.quantite}</Text>
                        <StockLevelBadge level={stockLevel(entry.quantite)} />
                      </Group>
                    </Table.Td>
                    {editable && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('boArticles.stockTable.edit', { name })}
                            onClick={() => setDialog({ mode: 'edit', entry })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('boArticles.stockTable.delete', { name })}
                            onClick={() => onDelete(entry.id)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editable && (
        <StockDialog kind={kind} article={article} state={dialog} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
