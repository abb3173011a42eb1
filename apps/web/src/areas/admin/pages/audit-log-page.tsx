import { Button, Card, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@/app/route-names';
import { useAuditLog } from '@/features/audit/api/use-audit-log';
import type { AuditFilters } from '@/features/audit/audit-types';
import { AuditLogTable } from '@/features/audit/components/audit-log-table';
import { ListBody } from '@/features/backoffice/list-body';
import { ListPager } from '@/features/backoffice/list-pager';
import { SearchBox } from '@/features/backoffice/search-box';
import { PageHeader } from '@/ui/page-header';

const NO_DATES: AuditFilters = { dateDebut: '', dateFin: '' };
/** Either end alone, or an end on or after the start (the server refuses the rest with a 422). */
const validRange = (d: AuditFilters) => !d.dateDebut || !d.dateFin || d.dateDebut <= d.dateFin;

/** auditLog (/admin/journal): who among the administrators changed what, and when. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const title = t('admin.pages.journal');
  // What the inputs show; the list keeps what was last sent (only valid ranges are).
  const [dates, setDates] = useState<AuditFilters>(NO_DATES);
  const list = useAuditLog(NO_DATES);

  const apply = (next: AuditFilters) => {
    setDates(next);
    if (validRange(next)) list.setFilters(next);
  };

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t('common.dashboard'), to: pathFor('dashboard') }, { label: title }]}
      />
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label={t('adminCoupons.journal.dateDebut')}
              value={dates.dateDebut}
              max={dates.dateFin || undefined}
              onChange={(event) => apply({ ...dates, dateDebut: event.currentTarget.value })}
              w={170}
            />
            <TextInput
              type="date"
              label={t('adminCoupons.journal.dateFin')}
              value={dates.dateFin}
              min={dates.dateDebut || undefined}
              onChange={(event) => apply({ ...dates, dateFin: event.currentTarget.value })}
              error={validRange(dates) ? undefined : t('adminCoupons.journal.rangeError')}
              w={170}
            />
            {(dates.dateDebut || dates.dateFin) && (
              <Button variant="subtle" onClick={() => apply(NO_DATES)}>
                {t('adminCoupons.journal.clearDates')}
              </Button>
            )}
          </Group>
          <SearchBox
            onSearch={list.setSearch}
            placeholder={t('adminCoupons.journal.searchPlaceholder')}
            label={t('adminCoupons.journal.searchLabel')}
            w={320}
          />
        </Group>
        <ListBody
          list={list}
          loadError={t('adminCoupons.journal.loadError')}
          empty={{ title: t('adminCoupons.journal.empty'), text: t('adminCoupons.journal.emptyText') }}
          noMatch={() => t('adminCoupons.journal.noMatch')}
        >
          {(entries) => <AuditLogTable entries={entries} />}
        </ListBody>
        <ListPager {...list.pager} />
      </Card>
    </>
  );
}
