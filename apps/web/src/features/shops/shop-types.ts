import type { shopReply } from '@souk/domain/replies/shops';
import type { z } from 'zod';

/** A partner store (marchand) as the storefront shows it. */
export type Shop = z.infer<typeof shopReply>;
