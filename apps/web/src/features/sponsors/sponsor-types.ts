import type { sponsorReply } from '@souk/domain/replies/content';
import type { z } from 'zod';

export type Sponsor = z.infer<typeof sponsorReply>;
