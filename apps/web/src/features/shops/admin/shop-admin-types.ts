import type { shopAdminDetailReply, shopAdminReply } from '@souk/domain/replies/shops';
import type { z } from 'zod';

/** A store as the administrator's list shows it (`v1/user/marchands`): every state, with its counts. */
export type AdminShop = z.infer<typeof shopAdminReply>;

/** `v1/user/marchandShow/{slug}`: the store and its revenue (DZD of paid orders). */
export type AdminShopDetail = z.infer<typeof shopAdminDetailReply>;
