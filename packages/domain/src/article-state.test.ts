import { describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES } from './article-schemas';
import { toggleArticle } from './article-state';

describe('toggleArticle', () => {
  it('lets an administrator validate, block and unblock any article', () => {
    expect(toggleArticle('user', -1, null)).toEqual({ ok: true, valide: 1, bloque_par: null });
    expect(toggleArticle('user', 1, null)).toEqual({ ok: true, valide: 0, bloque_par: 'user' });
    expect(toggleArticle('user', 0, 'user')).toEqual({ ok: true, valide: 1, bloque_par: null });
    expect(toggleArticle('user', 0, 'marchand')).toEqual({ ok: true, valide: 1, bloque_par: null });
    expect(toggleArticle('user', 0, null)).toEqual({ ok: true, valide: 1, bloque_par: null });
  });

  it('never lets a partner validate its own new article', () => {
    expect(toggleArticle('marchand', -1, null)).toEqual({
      ok: false,
      message: ARTICLE_MESSAGES.awaitingValidation,
    });
  });

  it('lets a partner block an active article and lift its own block only', () => {
    expect(toggleArticle('marchand', 1, null)).toEqual({ ok: true, valide: 0, bloque_par: 'marchand' });
    expect(toggleArticle('marchand', 0, 'marchand')).toEqual({ ok: true, valide: 1, bloque_par: null });
    for (const by of ['user', null] as const) {
      expect(toggleArticle('marchand', 0, by)).toEqual({
        ok: false,
        message: ARTICLE_MESSAGES.blockedByAdmin,
      });
    }
  });
});
