import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { articleToggleLabel } from '@souk/domain/articles';
import { IconInfoCircle, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathFor } from '@/app/route-names';
import { useChangeArticleState } from '@/features/article-management/api/change-article-state';
import { useManagedArticle } from '@/features/article-management/api/get-managed-article';
import type { ManagedArticle, ManagerKind } from '@/features/article-management/article-management-types';
import { articlePermissions, asValide } from '@/features/article-management/article-permissions';
import { ARTICLE_ROUTES } from '@/features/article-management/article-routes';
import { ArticleGalleryPanel } from '@/features/article-management/components/article-gallery-panel';
import { ArticleInfoPanel } from '@/features/article-management/components/article-info-panel';
import { ArticleLoadState } from '@/features/article-management/components/article-load-state';
import { ArticleReviewsPanel } from '@/features/article-management/components/article-reviews-panel';
import { StockTable } from '@/features/article-management/components/stock-table';
import { useArticleDeletions } from '@/features/article-management/use-article-deletions';
import { toastError, toastSuccess } from '@/features/backoffice/feedback';
import { errorMessage } from '@/lib/form-errors';
import type { Crumb } from '@/ui/crumbs';
import { PageHeader } from '@/ui/page-header';

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface ArticleDetailViewProps {
  kind: ManagerKind;
  slug: string;
  title: string;
  crumbs: Crumb[];
}

/** The article detail page of both back-offices, loaded by slug. */
export function ArticleDetailView({ kind, slug, title, crumbs }: ArticleDetailViewProps) {
  const query = useManagedArticle(kind, slug);
  if (!query.data) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <ArticleLoadState kind={kind} query={query} />
      </>
    );
  }
  return <ArticleDetail kind={kind} article={query.data} title={title} crumbs={crumbs} />;
}

interface ArticleDetailProps {
  kind: ManagerKind;
  article: ManagedArticle;
  title: string;
  crumbs: Crumb[];
}

/**
 * Gallery with thumbnails, details, the stock table and the reviews, with the article's actions:
 * the state toggle ('Valider' / 'Bloquer' / 'Débloquer'), edit, and delete (only without stock).
 * A store's article seen by the administrator keeps only the toggle and the review deletion.
 */
function ArticleDetail({ kind, article, title, crumbs }: ArticleDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routes = ARTICLE_ROUTES[kind];
  const can = articlePermissions(kind, article);
  const deletions = useArticleDeletions(kind, article);
  const toggle = useChangeArticleState(kind, article.slug);
  const label = articleToggleLabel(asValide(article.valide));
  const toggleText =
    label === 'Valider'
      ? t('boArticles.toggle.valider')
      : label === 'Bloquer'
        ? t('common.block')
        : t('common.unblock');

  const changeState = () =>
    toggle.mutate(article.id, {
      onSuccess: () => toastSuccess(t('common.success')),
      onError: (error) => toastError(errorMessage(error)),
    });

  const actions = (
    <Group gap="sm">
      <Button
        variant={label === 'Bloquer' ? 'outline' : 'filled'}
        color={label === 'Bloquer' ? 'red' : 'teal'}
        leftSection={
          label === 'Bloquer' ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />
        }
        loading={toggle.isPending}
        disabled={can.toggleRefusal !== null}
        onClick={changeState}
      >
        {toggleText}
      </Button>
      {can.canEdit && (
        <Button
          variant="default"
          component={Link}
          to={pathFor(routes.update, { slug: article.slug })}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('common.edit')}
        </Button>
      )}
      {can.canDelete && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => deletions.deleteArticle(() => navigate(pathFor(routes.list)))}
        >
          {t('common.delete')}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      <PageHeader title={title} crumbs={crumbs} actions={actions} />
      <Stack gap="lg">
        {can.readOnly && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('boArticles.detail.readOnly', { store: article.marchand?.designation_magasin ?? '' })}
          </Alert>
        )}
        {can.toggleRefusal && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {can.toggleRefusal}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Panel title={t('boArticles.detail.gallery')}>
              <ArticleGalleryPanel
                article={article}
                onDeletePhoto={can.canDeletePhoto ? deletions.deletePhoto : undefined}
              />
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Panel title={t('boArticles.detail.details')}>
              <ArticleInfoPanel article={article} />
            </Panel>
          </Grid.Col>
        </Grid>
        <Panel title={t('boArticles.stockTable.title')} testId="stock-panel">
          <StockTable
            kind={kind}
            article={article}
            editable={can.canManageStock}
            onDelete={deletions.deleteStock}
          />
          {!can.readOnly && !can.canDelete && (
            <Text size="xs" c="dimmed" mt="sm">
              {t('boArticles.detail.deleteNeedsNoStock')}
            </Text>
          )}
        </Panel>
        <Panel title={t('boArticles.reviews.title', { count: article.notes.length })} testId="reviews-panel">
          <ArticleReviewsPanel
            notes={article.notes}
            onDelete={can.canDeleteReview ? deletions.deleteNote : undefined}
          />
        </Panel>
      </Stack>
    </>
  );
}
