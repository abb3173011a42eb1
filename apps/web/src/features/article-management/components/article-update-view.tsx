import { Alert, Button } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useManagedArticle } from '@/features/article-management/api/get-managed-article';
import type { ManagerKind } from '@/features/article-management/article-management-types';
import { articlePermissions } from '@/features/article-management/article-permissions';
import { ARTICLE_ROUTES } from '@/features/article-management/article-routes';
import { ArticleForm } from '@/features/article-management/components/article-form';
import { ArticleLoadState } from '@/features/article-management/components/article-load-state';

/**
 * 'Modifier Article', loaded by slug. A store's article is not editable by the administrator
 * (decision 0010): the form is replaced by a notice and a link to its detail page.
 */
export function ArticleUpdateView({ kind, slug }: { kind: ManagerKind; slug: string }) {
  const { t } = useTranslation();
  const query = useManagedArticle(kind, slug);
  const article = query.data;
  if (!article) return <ArticleLoadState kind={kind} query={query} />;
  if (articlePermissions(kind, article).readOnly) {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="alert">
        {t('boArticles.form.readOnly')}
        <Button
          variant="subtle"
          size="compact-sm"
          ml="sm"
          component={Link}
          to={pathFor(ARTICLE_ROUTES[kind].detail, { slug: article.slug })}
        >
          {t('boArticles.form.backToDetail')}
        </Button>
      </Alert>
    );
  }
  // Keyed by id: a refetch after a photo deletion keeps what is being typed.
  return <ArticleForm key={article.id} kind={kind} article={article} />;
}
