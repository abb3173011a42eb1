import { Alert, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagedArticles } from '@/features/article-management/api/get-managed-articles';
import { ManagedArticlesGrid } from '@/features/article-management/components/managed-articles-grid';
import { SearchBox } from '@/features/backoffice/search-box';
import { isApiError } from '@/lib/api-client';
import type { Crumb } from '@/ui/crumbs';
import { PageHeader } from '@/ui/page-header';

interface StoreArticlesViewProps {
  storeId: number;
  /** Title until the store is known. */
  title: string;
  crumbs: Crumb[];
}

/**
 * The admin's store-products page (magasins-produits/{id}): the store's real articles in every
 * state (`articlesMarchands?marchand_id=`), read-only, searchable on Enter, paginated. Each card
 * opens the article's detail page, where the administrator may validate or block it.
 */
export function StoreArticlesView({ storeId, title, crumbs }: StoreArticlesViewProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const valid = Number.isInteger(storeId) && storeId > 0;
  const list = useManagedArticles(
    'admin',
    'articlesMarchands',
    { marchand_id: storeId, search, page },
    valid,
  );
  const store = list.data?.marchand;
  const notFound = !valid || (isApiError(list.error) && list.error.status === 404);

  return (
    <>
      <PageHeader
        title={store ? t('boArticles.shop.title', { name: store.designation_magasin }) : title}
        crumbs={crumbs}
        actions={
          <SearchBox
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
        }
      />
      {notFound ? (
        <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('boArticles.shop.notFound')}
        </Alert>
      ) : (
        <Stack gap="md">
          {store && (
            <Group gap="sm" wrap="nowrap">
              <Avatar src={store.url_photo_magasin} alt="" radius="md" size="lg" />
              <div>
                <Text fw={600}>{store.designation_magasin}</Text>
                <Text size="sm" c="dimmed">
                  {t(list.data?.meta.total_capped ? 'boArticles.shop.countMore' : 'boArticles.shop.count', {
                    count: list.data?.meta.total ?? 0,
                  })}
                </Text>
              </div>
            </Group>
          )}
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('boArticles.shop.readOnly')}
          </Alert>
          <ManagedArticlesGrid
            kind="admin"
            page={list.data}
            isLoading={list.isLoading}
            isError={list.isError}
            onRetry={() => void list.refetch()}
            onPage={setPage}
            filtered={search !== ''}
          />
        </Stack>
      )}
    </>
  );
}
