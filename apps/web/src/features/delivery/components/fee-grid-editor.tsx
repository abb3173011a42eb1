import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Paginated } from '@souk/domain/pagination';
import { IconBuildingStore, IconFilter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { SearchBox } from '@/features/backoffice/search-box';
import { useSaveFeeGrid } from '@/features/delivery/api/fee-grid';
import type { FeeGrid, FeeGridPayload, FeeGridStore } from '@/features/delivery/delivery-types';
import { SHOPS_PATH } from '@/features/shops/admin/api/shops-admin-paths';
import { api, isApiError } from '@/lib/api-client';
import { formatDzd, formatWilaya } from '@/lib/formatters';

type Cell = { domicile: string; stop_desk: string };
type Field = keyof Cell;

const asText = (value: number | null) => (value === null ? '' : String(value));
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface FeeGridEditorProps {
  grid: FeeGrid;
  onScopeChange: (marchandId: number | null) => void;
}

/**
 * The fee grid of one scope — the platform's (every seller) or a store's own rows — as an editable
 * table of every wilaya × (home delivery, stop desk). Only changed rows are sent; a store's row
 * left blank falls back to the platform's fees. Server errors show under their cell.
 */
export function FeeGridEditor({ grid, onScopeChange }: FeeGridEditorProps) {
  const { t } = useTranslation();
  const save = useSaveFeeGrid();
  const store = grid.marchand;
  const initial = useMemo(
    () =>
      new Map<number, Cell>(
        grid.lignes.map((l) => [
          l.wilaya_code,
          { domicile: asText(l.domicile), stop_desk: asText(l.stop_desk) },
        ]),
      ),
    [grid],
  );
  const [cells, setCells] = useState<Map<number, Cell>>(() => new Map(initial));
  const [filter, setFilter] = useState('');
  // The wilaya code of each line sent, to put `lignes.N.field` errors under their cell.
  const [sent, setSent] = useState<number[]>([]);

  const cellErrors = new Map<string, string>();
  if (isApiError(save.error)) {
    for (const [key, messages] of Object.entries(save.error.errors)) {
      const match = /^lignes\.(\d+)\.(\w+)$/.exec(key);
      const code = match ? sent[Number(match[1])] : undefined;
      if (code !== undefined) cellErrors.set(`${code}.${match![2]}`, messages.join(' '));
    }
  }

  const changed = grid.lignes.filter((l) => {
    const now = cells.get(l.wilaya_code)!;
    const before = initial.get(l.wilaya_code)!;
    return now.domicile.trim() !== before.domicile || now.stop_desk.trim() !== before.stop_desk;
  });

  const edit = (code: number, field: Field, value: string) =>
    setCells((current) => new Map(current).set(code, { ...current.get(code)!, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed.length === 0) {
      toastError(t('boDelivery.admin.grid.nothing'), 1500);
      return;
    }
    const payload: FeeGridPayload = {
      ...(store ? { marchand_id: store.id } : {}),
      lignes: changed.map((l) => {
        const cell = cells.get(l.wilaya_code)!;
        return {
          wilaya_code: l.wilaya_code,
          domicile: cell.domicile.trim(),
          stop_desk: cell.stop_desk.trim(),
        };
      }),
    };
    setSent(changed.map((l) => l.wilaya_code));
    save.mutate(payload, {
      onSuccess: (reply) => toastSuccess(reply.message),
      onError: () => toastError(t('boDelivery.admin.invalid')),
    });
  };

  const shown = grid.lignes.filter((l) =>
    normalise(formatWilaya(l.wilaya)).includes(normalise(filter.trim())),
  );

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('boDelivery.admin.grid.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('boDelivery.admin.grid.text')}
        </Text>
        <ScopePicker grid={grid} onScopeChange={onScopeChange} />
        {store && (
          <Text size="sm" role="status">
            {t('boDelivery.admin.grid.storeHint', {
              name: store.designation_magasin,
              wilaya: store.wilaya_magasin ? formatWilaya(store.wilaya_magasin) : '—',
            })}
          </Text>
        )}
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            type="search"
            label={t('boDelivery.admin.grid.filter')}
            leftSection={<IconFilter size={16} aria-hidden />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          <Button type="submit" loading={save.isPending}>
            {t('boDelivery.admin.grid.save')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={store ? 620 : 480}>
          <Table
            striped
            highlightOnHover
            verticalSpacing={4}
            aria-label={t('boDelivery.admin.grid.tableLabel')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('common.wilaya')}</Table.Th>
                <Table.Th scope="col">{t('boDelivery.admin.grid.columns.domicile')}</Table.Th>
                <Table.Th scope="col">{t('boDelivery.admin.grid.columns.stopDesk')}</Table.Th>
                {store && <Table.Th scope="col">{t('boDelivery.admin.grid.columns.platform')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((line) => {
                const cell = cells.get(line.wilaya_code)!;
                const wilaya = formatWilaya(line.wilaya);
                const platform = line.plateforme;
                return (
                  <Table.Tr key={line.wilaya_code}>
                    <Table.Th scope="row" fw={500}>
                      {wilaya}
                    </Table.Th>
                    {(['domicile', 'stop_desk'] as const).map((field) => (
                      <Table.Td key={field}>
                        <TextInput
                          size="xs"
                          w={130}
                          inputMode="decimal"
                          aria-label={
                            field === 'domicile'
                              ? t('boDelivery.admin.grid.cellDomicile', { wilaya })
                              : t('boDelivery.admin.grid.cellStopDesk', { wilaya })
                          }
                          placeholder={store && platform ? String(platform[field]) : undefined}
                          value={cell[field]}
                          onChange={(event) => edit(line.wilaya_code, field, event.currentTarget.value)}
                          error={cellErrors.get(`${line.wilaya_code}.${field}`)}
                        />
                      </Table.Td>
                    ))}
                    {store && (
                      <Table.Td>
                        <Text size="xs" c="dimmed">
                          {platform
                            ? t('boDelivery.admin.grid.platformValue', {
                                domicile: formatDzd(platform.domicile),
                                stop: formatDzd(platform.stop_desk),
                              })
                            : t('boDelivery.admin.grid.noPlatform')}
                        </Text>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {shown.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('boDelivery.admin.grid.noMatch')}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {changed.length === 0
              ? t('boDelivery.admin.grid.unchanged')
              : t('boDelivery.admin.grid.changed', { count: changed.length })}
          </Text>
          <Button type="submit" loading={save.isPending} variant="light">
            {t('boDelivery.admin.grid.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Which grid is shown: the platform's, a store that has its own, or a store found by name. */
function ScopePicker({ grid, onScopeChange }: FeeGridEditorProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['admin', SHOPS_PATH, { page: 1, search }],
    queryFn: ({ signal }) =>
      api('admin').get<Paginated<FeeGridStore>>(SHOPS_PATH, { params: { page: 1, search }, signal }),
    enabled: search !== '',
  });
  const stores: FeeGridStore[] = [...grid.marchands];
  if (grid.marchand && !stores.some((s) => s.id === grid.marchand!.id)) stores.push(grid.marchand);

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label={t('boDelivery.admin.grid.scope')}
        value={grid.marchand ? String(grid.marchand.id) : ''}
        onChange={(event) =>
          onScopeChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)
        }
        data={[
          { value: '', label: t('boDelivery.admin.grid.platform') },
          ...stores.map((s) => ({
            value: String(s.id),
            label: t('boDelivery.admin.grid.storeOption', { name: s.designation_magasin }),
          })),
        ]}
        w={{ base: '100%', sm: 320 }}
      />
      <Stack gap={4} w={{ base: '100%', sm: 320 }}>
        <SearchBox
          w="100%"
          label={t('boDelivery.admin.grid.searchStore')}
          placeholder={t('boDelivery.admin.grid.searchStore')}
          onSearch={setSearch}
        />
        {search !== '' && found.data && (
          <Stack
            component="ul"
            gap={2}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('boDelivery.admin.grid.found')}
          >
            {found.data.data.length === 0 && (
              <Text component="li" size="xs" c="dimmed">
                {t('boDelivery.admin.grid.noStore')}
              </Text>
            )}
            {found.data.data.map((s) => (
              <li key={s.id}>
                <UnstyledButton
                  onClick={() => {
                    setSearch('');
                    onScopeChange(s.id);
                  }}
                >
                  <Group gap={6} wrap="nowrap">
                    <IconBuildingStore size={14} aria-hidden />
                    <Text size="sm">
                      {t('boDelivery.admin.grid.storeResult', {
                        name: s.designation_magasin,
                        wilaya: s.wilaya_magasin ? formatWilaya(s.wilaya_magasin) : '—',
                      })}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Group>
  );
}
