import { paginatedSchema } from '@souk/domain/pagination';
import { z } from '@souk/domain/validation';
import { pageParam } from '../../lib/pagination';
import { aboutReply, fondateurReply, pubReply, sponsorReply } from './content.schemas';

/**
 * Queries and replies of the administrator's site-content calls (docs/product/admin.md, Content and
 * audit); their payloads are in @souk/domain/content-schemas.
 */

export const searchQuery = z.object({
  page: pageParam,
  search: z.string().trim().max(100).optional().catch(undefined),
});

export const pageQuery = z.object({ page: pageParam });

// ---------------------------------------------------------------- sponsors

export const sponsorPage = paginatedSchema(sponsorReply);

// ---------------------------------------------------------------- founders

export const fondateurPage = paginatedSchema(fondateurReply);

// ---------------------------------------------------------------- configuration

export const aboutAdminReply = aboutReply.omit({ fondateurs: true });

// ---------------------------------------------------------------- ads

export const adminPubReply = pubReply.extend({
  valide: z.boolean(),
  created_at: z.string(),
  /** The ad's category, for `categorie` ads. */
  categorie: z.object({ id: z.number(), slug: z.string(), designation: z.string() }).nullable(),
});
export const adminPubPage = paginatedSchema(adminPubReply);

export type AdminPub = z.infer<typeof adminPubReply>;
