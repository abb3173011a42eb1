import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Sponsor } from '@/features/sponsors/sponsor-types';
import { MediaImage } from '@/ui/media-image';

interface SponsorsTableProps {
  sponsors: Sponsor[];
  onEdit: (sponsor: Sponsor) => void;
  onDelete: (sponsor: Sponsor) => void;
}

/** The sponsors table (docs/product/admin.md, Sponsors): Logo / Nom / Siteweb / Actions. */
export function SponsorsTable({ sponsors, onEdit, onDelete }: SponsorsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>{t('adminContent.sponsors.columns.logo')}</Table.Th>
            <Table.Th>{t('common.name')}</Table.Th>
            <Table.Th>{t('adminContent.sponsors.columns.site')}</Table.Th>
            <Table.Th w={110}>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sponsors.map((sponsor) => {
            const edit = t('adminContent.common.editOf', { name: sponsor.nom });
            const remove = t('adminContent.common.deleteOf', { name: sponsor.nom });
            return (
              <Table.Tr key={sponsor.id}>
                <Table.Td>
                  <MediaImage
                    src={sponsor.url_logo}
                    alt={t('adminContent.sponsors.logoOf', { name: sponsor.nom })}
                    w={72}
                    h={40}
                    fit="contain"
                    sizes="72px"
                  />
                </Table.Td>
                <Table.Td>
                  <Text fw={500}>{sponsor.nom}</Text>
                </Table.Td>
                <Table.Td>
                  {sponsor.url ? (
                    <Anchor href={sponsor.url} target="_blank" rel="noopener noreferrer" size="sm">
                      {sponsor.url}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('adminContent.common.none')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={edit} withArrow openDelay={300}>
                      <ActionIcon variant="subtle" aria-label={edit} onClick={() => onEdit(sponsor)}>
                        <IconEdit size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={remove} withArrow openDelay={300}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={remove}
                        onClick={() => onDelete(sponsor)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
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
