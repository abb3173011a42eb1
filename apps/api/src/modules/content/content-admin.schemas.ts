import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';

/**
 * Queries and replies of the administrator's site-content calls (docs/product/admin.md, Content and
 * audit); their payloads are in @souk/domain/content-schemas.
 */

export const pageQuery = z.object({ page: pageParam });
