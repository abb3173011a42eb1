import type {
  aboutAdminReply,
  aboutReply,
  aboutSummaryReply,
  fondateurReply,
} from '@souk/domain/replies/content';
import type { z } from 'zod';

export type Fondateur = z.infer<typeof fondateurReply>;

/** Site information managed from the admin configuration screen, with the founders (`v1/about`). */
export type About = z.infer<typeof aboutReply>;

/**
 * What every storefront page shows of the site information (`v1/about/summary`): the header's and
 * footer's contact lines and links, the description, the return period.
 */
export type AboutSummary = z.infer<typeof aboutSummaryReply>;

/** The configuration as the administrator's calls answer it (`v1/user/aboutShow`, `aboutAdd`): no founders. */
export type AboutAdmin = z.infer<typeof aboutAdminReply>;
