import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';

/**
 * Queries and replies of the administrator's category calls (docs/product/admin.md, Categories);
 * their payloads are in @souk/domain/category-schemas.
 */

export const categoriesAdminQuery = z.object({
  page: pageParam,
  search: z.string().trim().max(100).optional().catch(undefined),
});
