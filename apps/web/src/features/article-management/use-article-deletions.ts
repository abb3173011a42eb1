import { useTranslation } from 'react-i18next';
import { useDeleteArticle } from '@/features/article-management/api/delete-article';
import { useDeleteGalerie } from '@/features/article-management/api/delete-galerie';
import { useDeleteNote } from '@/features/article-management/api/delete-note';
import { useDeleteStock } from '@/features/article-management/api/delete-stock';
import type { ManagerKind } from '@/features/article-management/article-management-types';
import { alertDialog, confirmAction } from '@/features/backoffice/feedback';
import { refusalMessage } from '@/lib/form-errors';

/**
 * The deletions of the article screens, each behind the 'Etes-vous sur?' confirmation:
 * success shows 'Supprimé!' with its own sentence, a failure 'Erreur!' with the server's reason in the
 * visitor's language (an article that has stock), or 'Impossible de faire la suppression.'.
 */
export function useArticleDeletions(kind: ManagerKind, article: { id: number; slug: string }) {
  const { t } = useTranslation();
  const photo = useDeleteGalerie(kind, article.id, article.slug);
  const stock = useDeleteStock(kind, article.slug);
  const note = useDeleteNote(kind, article.id, article.slug);
  const whole = useDeleteArticle(kind);

  const run = (
    mutate: (onDone: { onSuccess: () => void; onError: (error: unknown) => void }) => void,
    done: string,
    after?: () => void,
  ) =>
    confirmAction(t, {
      onConfirm: () =>
        mutate({
          onSuccess: () => {
            alertDialog(t('common.deletedTitle'), done, 'teal');
            after?.();
          },
          onError: (error) =>
            alertDialog(
              t('boArticles.deletion.errorTitle'),
              refusalMessage(error, t('boArticles.deletion.failed')),
            ),
        }),
    });

  return {
    deletePhoto: (id: number) => run((cb) => photo.mutate(id, cb), t('boArticles.deletion.photo')),
    deleteStock: (id: number) => run((cb) => stock.mutate(id, cb), t('boArticles.deletion.stock')),
    deleteNote: (id: number) => run((cb) => note.mutate(id, cb), t('boArticles.deletion.note')),
    /** `after` leaves the deleted article's page. */
    deleteArticle: (after: () => void) =>
      run((cb) => whole.mutate(article.id, cb), t('boArticles.deletion.article'), after),
    pending: photo.isPending || stock.isPending || note.isPending || whole.isPending,
  };
}
