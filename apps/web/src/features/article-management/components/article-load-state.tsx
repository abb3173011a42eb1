import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import type { ManagedArticle, ManagerKind } from '@/features/article-management/article-management-types';
import { ARTICLE_ROUTES } from '@/features/article-management/article-routes';
import { isApiError } from '@/lib/api-client';
import { LoadError } from '@/ui/load-error';
import { PageLoader } from '@/ui/page-loader';

/** What an article screen shows before its article is there: a loader, 'Article introuvable.' or a retry. */
export function ArticleLoadState({
  kind,
  query,
}: {
  kind: ManagerKind;
  query: Pick<UseQueryResult<ManagedArticle>, 'isError' | 'error' | 'refetch'>;
}) {
  const { t } = useTranslation();
  if (!query.isError) return <PageLoader />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('boArticles.detail.notFound')}
        <Button
          variant="subtle"
          size="compact-sm"
          ml="sm"
          component={Link}
          to={pathFor(ARTICLE_ROUTES[kind].list)}
        >
          {t('boArticles.detail.backToList')}
        </Button>
      </Alert>
    );
  }
  return <LoadError onRetry={() => void query.refetch()} />;
}
