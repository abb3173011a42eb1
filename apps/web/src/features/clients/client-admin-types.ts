import type { clientAdminReply, clientShowReply } from '@souk/domain/replies/clients';
import type { z } from 'zod';

/** A client as the administrator's list shows it (`v1/user/clients`). Amounts are DZD. */
export type AdminClient = z.infer<typeof clientAdminReply>;

/** `v1/user/clientShow/{slug}`: the client, every order (newest first) and every coupon. */
export type AdminClientDetail = z.infer<typeof clientShowReply>['data'];
