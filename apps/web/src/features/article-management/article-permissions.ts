import { articleValideSchema } from '@souk/domain/article-schemas';
import { toggleArticle } from '@souk/domain/article-state';
import type { ArticleValide } from '@souk/domain/articles';
import type { ManagedArticle, ManagerKind } from '@/features/article-management/article-management-types';

/**
 * What a back-office may do with one article (docs/decisions/0010-article-management-ownership.md). A
 * store's article is read-only for the administrator except its state and its reviews; the server
 * refuses the rest anyway, these rules only hide what would be refused.
 */
export interface ArticlePermissions {
  /** A store's article seen by the administrator. */
  readOnly: boolean;
  canEdit: boolean;
  /** Deleting is offered only to an article without stock entries. */
  canDelete: boolean;
  canManageStock: boolean;
  canDeletePhoto: boolean;
  canDeleteReview: boolean;
  /** Why the state toggle is disabled (a partner's new article, an administrator's block), or null. */
  toggleRefusal: string | null;
}

export function asValide(valide: number): ArticleValide {
  const parsed = articleValideSchema.safeParse(valide);
  return parsed.success ? parsed.data : 0;
}

export function articlePermissions(
  kind: ManagerKind,
  article: Pick<ManagedArticle, 'marchand' | 'stock_articles' | 'valide' | 'bloque_par'>,
): ArticlePermissions {
  const readOnly = kind === 'admin' && article.marchand !== null;
  const toggle = toggleArticle(
    kind === 'admin' ? 'user' : 'marchand',
    asValide(article.valide),
    article.bloque_par,
  );
  return {
    readOnly,
    canEdit: !readOnly,
    canDelete: !readOnly && article.stock_articles.length === 0,
    canManageStock: !readOnly,
    canDeletePhoto: !readOnly,
    canDeleteReview: true,
    toggleRefusal: toggle.ok ? null : toggle.message,
  };
}
