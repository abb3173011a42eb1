import type { aboutAdminReply, aboutReply, fondateurReply } from '@souk/domain/replies/content';
import type { z } from 'zod';

export type Fondateur = z.infer<typeof fondateurReply>;

/** Site information managed from the admin configuration screen, with the founders (`v1/about`). */
export type About = z.infer<typeof aboutReply>;

/** The configuration as the administrator's calls answer it (`v1/user/aboutShow`, `aboutAdd`): no founders. */
export type AboutAdmin = z.infer<typeof aboutAdminReply>;
