import type { createCompteSchema } from '@souk/domain/public-forms';
import type { partnerRequestReply } from '@souk/domain/replies/partner-requests';
import type { z } from 'zod';

/** A partner request as the administrator's lists show it (docs/product/admin.md, Partner requests). */
export type PartnerRequest = z.infer<typeof partnerRequestReply>;

/** `createCompte`: the request's fields as shown (read-only) plus the password chosen by the admin. */
export type CreateComptePayload = z.input<typeof createCompteSchema>;
