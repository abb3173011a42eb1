import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatDay } from '@souk/domain/algiers-time';
import { IconEye, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../promotion-types';
import { PromotionStatusBadge } from './promotion-status-badge';

interface PromotionsTableProps {
  promotions: Promotion[];
  onShow: (promotion: Promotion) => void;
  onEdit: (promotion: Promotion) => void;
  onToggle: (promotion: Promotion) => void;
  onDelete: (promotion: Promotion) => void;
}

/** Columns Designation, Date debut, Date fin, Pourcentage, Actions (docs/product/partner.md, Promotions). */
export function PromotionsTable({ promotions, onShow, onEdit, onToggle, onDelete }: PromotionsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('boPromotions.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.designation')}</Table.Th>
            <Table.Th>{t('boPromotions.columns.dateDebut')}</Table.Th>
            <Table.Th>{t('boPromotions.columns.dateFin')}</Table.Th>
            <Table.Th>{t('boPromotions.columns.pourcentage')}</Table.Th>
            <Table.Th ta="end">{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {promotions.map((p) => {
            const name = { name: p.designation };
            const count = p.articles.length;
            const actions = [
              { label: t('boPromotions.actions.show', name), icon: IconEye, color: 'blue', run: onShow },
              { label: t('boPromotions.actions.edit', name), icon: IconPencil, color: 'gray', run: onEdit },
              p.valide
                ? {
                    label: t('boPromotions.actions.block', name),
                    icon: IconLock,
                    color: 'orange',
                    run: onToggle,
                  }
                : {
                    label: t('boPromotions.actions.unblock', name),
                    icon: IconLockOpen,
                    color: 'teal',
                    run: onToggle,
                  },
              { label: t('boPromotions.actions.delete', name), icon: IconTrash, color: 'red', run: onDelete },
            ];
            return (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text size="sm" fw={600}>
                      {p.designation}
                    </Text>
                    <Group gap={6}>
                      <PromotionStatusBadge promotion={p} />
                      <Text size="xs" c="dimmed">
                        {count === 1
                          ? t('boPromotions.articlesCountOne', { count })
                          : t('boPromotions.articlesCountMany', { count })}
                      </Text>
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td>{formatDay(p.date_debut)}</Table.Td>
                <Table.Td>{formatDay(p.date_fin)}</Table.Td>
                <Table.Td>{t('boPromotions.percent', { value: p.pourcentage })}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {actions.map(({ label, icon: Icon, color, run }) => (
                      <Tooltip key={label} label={label} withArrow>
                        <ActionIcon variant="light" color={color} aria-label={label} onClick={() => run(p)}>
                          <Icon size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
