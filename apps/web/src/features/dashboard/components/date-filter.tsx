import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { algiersDay } from '@souk/domain/algiers-time';
import { IconFilter } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DateRangeParams,
  DEFAULT_START,
  isReversed,
  rangeParams,
} from '@/features/dashboard/date-range';

/** The range applied when a dashboard opens: the filter's default dates. */
export function initialRange(): DateRangeParams {
  return rangeParams(DEFAULT_START, algiersDay());
}

interface DateFilterProps {
  /** Called by 'Filtrer' with both dates, or with no date when one of them is empty. */
  onApply: (range: DateRangeParams) => void;
  /** A request with the applied range is running. */
  loading?: boolean;
  /** The dates shown at first (default: the dashboards' from DEFAULT_START to today). */
  initial?: { dateDebut: string; dateFin: string };
}

/** Debut / Fin and 'Filtrer' (docs/product/admin.md and partner.md, Dashboard). */
export function DateFilter({ onApply, loading = false, initial }: DateFilterProps) {
  const { t } = useTranslation();
  const [debut, setDebut] = useState(initial?.dateDebut ?? DEFAULT_START);
  const [fin, setFin] = useState(() => initial?.dateFin ?? algiersDay());
  const reversed = isReversed(debut, fin);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    onApply(rangeParams(debut, fin));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-label={t('boDashboard.filter.label')}
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="date"
          label={t('boDashboard.filter.debut')}
          value={debut}
          max={fin || undefined}
          onChange={(event) => setDebut(event.currentTarget.value)}
          w={{ base: '100%', xs: 190 }}
        />
        <TextInput
          type="date"
          label={t('boDashboard.filter.fin')}
          value={fin}
          min={debut || undefined}
          onChange={(event) => setFin(event.currentTarget.value)}
          error={reversed ? t('boDashboard.filter.reversed') : undefined}
          w={{ base: '100%', xs: 190 }}
        />
        <Button type="submit" leftSection={<IconFilter size={16} />} loading={loading} disabled={reversed}>
          {t('boDashboard.filter.submit')}
        </Button>
      </Group>
      {(!debut || !fin) && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('boDashboard.filter.allDates')}
        </Text>
      )}
    </Paper>
  );
}
