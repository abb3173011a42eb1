import { z } from 'zod';

export const gridQuery = z.object({
  marchand_id: z.preprocess(
    (v) => (v === '' || v === 'null' ? undefined : v),
    z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ),
});
