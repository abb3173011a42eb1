import { PUB_TYPES } from '../content-schemas';
import { paginatedSchema } from '../pagination';
import { z } from '../validation';

/** Replies of the site content: founders, the site's configuration, ads and sponsors. */

export const fondateurReply = z.object({
  id: z.number(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  url_photo: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
});

export const aboutReply = z.object({
  url_logo: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  adresse: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string().nullable(),
  condition: z.string().nullable(),
  politique: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  instagram: z.string().nullable(),
  fondateurs: z.array(fondateurReply),
  /**
   * The return period the storefront promises and the client's "Retourner" action applies (the
   * administrator's `financesConfig`; docs/product/orders-and-money.md, Returns and refunds).
   */
  delai_retour_jours: z.number().int(),
});

/**
 * What every storefront page shows of the site information (`v1/about/summary`): the header's and
 * footer's contact lines, address, social links and description, and the return period. Without the
 * terms, the privacy policy and the founders, which only their own pages show, so that a drawn page
 * does not carry them (docs/decisions/0043-drawn-pages-hydrate-on-their-own.md, addendum).
 */
export const aboutSummaryReply = aboutReply.pick({
  email: true,
  telephone: true,
  adresse: true,
  description: true,
  facebook: true,
  twitter: true,
  linkedin: true,
  instagram: true,
  delai_retour_jours: true,
});

export const pubReply = z.object({
  id: z.number(),
  type: z.enum(PUB_TYPES),
  url_image: z.string(),
  model_id: z.number().nullable(),
});

/** The home page's ads, already drawn at random in the quantities the page shows. */
export const homePubsReply = z.object({
  banner1: z.array(pubReply),
  banner2: z.array(pubReply),
  pub_accueil: z.array(pubReply),
  shop: z.array(pubReply),
});

export const sponsorReply = z.object({
  id: z.number(),
  nom: z.string(),
  url: z.string().nullable(),
  url_logo: z.string().nullable(),
});

// ---------------------------------------------------------------- the administrator's screens

export const sponsorPage = paginatedSchema(sponsorReply);
export const fondateurPage = paginatedSchema(fondateurReply);

export const aboutAdminReply = aboutReply.omit({ fondateurs: true, delai_retour_jours: true });

export const adminPubReply = pubReply.extend({
  valide: z.boolean(),
  created_at: z.string(),
  /** The ad's category, for `categorie` ads. */
  categorie: z.object({ id: z.number(), slug: z.string(), designation: z.string() }).nullable(),
});
export const adminPubPage = paginatedSchema(adminPubReply);

export type AdminPub = z.infer<typeof adminPubReply>;
