import { Badge, Button, Code, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatAlgiers } from '@souk/domain/algiers-time';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/features/audit/audit-types';

/** Administrators act from Algeria: times are shown as there, whatever the browser's zone. */
export const auditDate = (iso: string) => formatAlgiers(new Date(iso), 'dateTimeSeconds');

const METHOD_COLORS: Record<string, string> = { POST: 'blue', PUT: 'blue', PATCH: 'blue', DELETE: 'red' };

function splitAction(action: string): { method: string; route: string } {
  const space = action.indexOf(' ');
  return space < 0
    ? { method: '', route: action }
    : { method: action.slice(0, space), route: action.slice(space + 1) };
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The audit log's rows (date, admin, action, target); each row's details open below it. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table verticalSpacing="sm" miw={820} aria-label={t('adminCoupons.journal.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.date')}</Table.Th>
            <Table.Th>{t('adminCoupons.journal.columns.admin')}</Table.Th>
            <Table.Th>{t('adminCoupons.journal.columns.action')}</Table.Th>
            <Table.Th>{t('adminCoupons.journal.columns.cible')}</Table.Th>
            <Table.Th ta="right">{t('adminCoupons.journal.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const { method, route } = splitAction(entry.action);
            const expanded = open.has(entry.id);
            const panelId = `audit-details-${entry.id}`;
            const date = auditDate(entry.created_at);
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{date}</Text>
                  </Table.Td>
                  <Table.Td>
                    {entry.admin ? (
                      <Stack gap={0}>
                        <Text size="sm" fw={500}>
                          {entry.admin.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {entry.admin.email}
                        </Text>
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed" fs="italic">
                        {t('adminCoupons.journal.deletedAdmin')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {method && (
                        <Badge size="sm" variant="light" color={METHOD_COLORS[method] ?? 'gray'}>
                          {method}
                        </Badge>
                      )}
                      <Code>{route}</Code>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {entry.cible.id === null
                        ? entry.cible.type
                        : t('adminCoupons.journal.target', { type: entry.cible.type, id: entry.cible.id })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      aria-label={t('adminCoupons.journal.detailsOf', {
                        label: expanded
                          ? t('adminCoupons.journal.hideDetails')
                          : t('adminCoupons.journal.showDetails'),
                        action: entry.action,
                        date,
                      })}
                      rightSection={
                        expanded ? (
                          <IconChevronUp size={14} aria-hidden />
                        ) : (
                          <IconChevronDown size={14} aria-hidden />
                        )
                      }
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded
                        ? t('adminCoupons.journal.hideDetails')
                        : t('adminCoupons.journal.showDetails')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={panelId}>
                    <Table.Td colSpan={5} bg="var(--mantine-color-default-hover)">
                      <AuditDetails entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { params, body } = entry.details;
  return (
    <Stack gap="xs">
      {entry.ip && (
        <Text size="xs" c="dimmed">
          {t('adminCoupons.journal.ip', { ip: entry.ip })}
        </Text>
      )}
      {params !== undefined && (
        <div>
          <Text size="xs" fw={600}>
            {t('adminCoupons.journal.params')}
          </Text>
          <Code block>{pretty(params)}</Code>
        </div>
      )}
      {body !== undefined && (
        <div>
          <Text size="xs" fw={600}>
            {t('adminCoupons.journal.body')}
          </Text>
          <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
            {pretty(body)}
          </Code>
        </div>
      )}
      {params === undefined && body === undefined && (
        <Text size="sm" c="dimmed">
          {t('adminCoupons.journal.noDetails')}
        </Text>
      )}
    </Stack>
  );
}
