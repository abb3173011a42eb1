import { ARTICLE_MESSAGES } from './article-schemas';
import { ARTICLE_VALIDE, type ArticleValide, nextArticleValide } from './articles';

/** Who blocked a blocked article: an administrator ('user', the admin role's name) or its partner. */
export type BloquePar = 'user' | 'marchand';

export type ArticleToggle =
  | { ok: true; valide: ArticleValide; bloque_par: BloquePar | null }
  | { ok: false; message: string };

/**
 * The change-state call (one toggle button). An administrator validates a new article, blocks an
 * active one and unblocks a blocked one. A partner only blocks and unblocks its own articles once
 * an administrator has validated them, and may not lift an administrator's block. A blocked article
 * whose blocker is unknown (null) counts as blocked by an administrator: the safe reading.
 */
export function toggleArticle(
  actor: BloquePar,
  valide: ArticleValide,
  bloquePar: BloquePar | null,
): ArticleToggle {
  if (actor === 'marchand') {
    if (valide === ARTICLE_VALIDE.NOUVEAU) return { ok: false, message: ARTICLE_MESSAGES.awaitingValidation };
    if (valide === ARTICLE_VALIDE.BLOQUE && bloquePar !== 'marchand') {
      return { ok: false, message: ARTICLE_MESSAGES.blockedByAdmin };
    }
  }
  const next = nextArticleValide(valide);
  return { ok: true, valide: next, bloque_par: next === ARTICLE_VALIDE.BLOQUE ? actor : null };
}
