import type { articleReply } from '@souk/domain/replies/catalog';
import type { promotionArticleReply, promotionReply } from '@souk/domain/replies/promotions';
import type { z } from 'zod';
import type { SessionKind } from '@/lib/sessions';

/** Which back-office: the partner's own promotions (v1/marchand) or the platform's (v1/user). */
export type PromotionKind = Extract<SessionKind, 'partner' | 'admin'>;

/** An article of a promotion, as the promotion calls answer it (prices in DZD). */
export type PromotionArticle = z.infer<typeof promotionArticleReply>;

export type Promotion = z.infer<typeof promotionReply>;

/**
 * An article of the picker (GET v1/marchand/articles or v1/user/articles): the fields the picker
 * shows, plus the promotion running on it today.
 */
export type PickerArticle = Pick<
  z.infer<typeof articleReply>,
  | 'id'
  | 'slug'
  | 'designation'
  | 'url_image'
  | 'marque'
  | 'valide'
  | 'sous_categorie'
  | 'stock_articles'
  | 'latestpromotions'
>;

/** The create and edit body (ids on create, objects with article_id on edit). */
export interface PromotionFormValues {
  designation: string;
  date_debut: string;
  date_fin: string;
  pourcentage: number | string;
}
