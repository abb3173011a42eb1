import type { homePubsReply, pubReply } from '@souk/domain/replies/content';
import type { z } from 'zod';

/** An ad (publicite): an image; `model_id` is the category of a `categorie` ad. */
export type Pub = z.infer<typeof pubReply>;

export type PubType = Pub['type'];

/** The home page's ads, already drawn at random by the server in the quantities shown. */
export type HomePubs = z.infer<typeof homePubsReply>;
