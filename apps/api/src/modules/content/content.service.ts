import type {
  aboutReply,
  aboutSummaryReply,
  fondateurReply,
  homePubsReply,
  pubReply,
  sponsorReply,
} from '@souk/domain/replies/content';
import type { z } from 'zod';
import type { Ctx } from '../../lib/context';
import { readFinancesConfig } from '../finances';
import { findAbout, listFondateurs, listSponsors, randomPubs } from './content.repository';

type About = z.infer<typeof aboutReply>;
type AboutSummary = z.infer<typeof aboutSummaryReply>;

/**
 * Site information with its founders and the return period of the money settings; an unconfigured
 * site answers empty fields rather than 404.
 */
export async function getAbout(ctx: Ctx): Promise<About> {
  const [row, founders, finances] = await Promise.all([
    findAbout(ctx.db),
    listFondateurs(ctx.db),
    readFinancesConfig(ctx.db),
  ]);
  return {
    ...aboutOf(row),
    fondateurs: founders.map(fondateurOf),
    delai_retour_jours: finances.delaiRetourJours,
  };
}

/** What every storefront page shows of the site information: no terms, policy or founders. */
export async function getAboutSummary(ctx: Ctx): Promise<AboutSummary> {
  const [row, finances] = await Promise.all([findAbout(ctx.db), readFinancesConfig(ctx.db)]);
  const about = aboutOf(row);
  return {
    email: about.email,
    telephone: about.telephone,
    adresse: about.adresse,
    description: about.description,
    facebook: about.facebook,
    twitter: about.twitter,
    linkedin: about.linkedin,
    instagram: about.instagram,
    delai_retour_jours: finances.delaiRetourJours,
  };
}

type AboutRow = Awaited<ReturnType<typeof findAbout>>;

/** The configuration fields of the site information (an unconfigured site: every field null). */
export function aboutOf(row: AboutRow): Omit<About, 'fondateurs' | 'delai_retour_jours'> {
  return {
    url_logo: row?.urlLogo ?? null,
    email: row?.email ?? null,
    telephone: row?.telephone ?? null,
    adresse: row?.adresse ?? null,
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    description: row?.description ?? null,
    condition: row?.condition ?? null,
    politique: row?.politique ?? null,
    facebook: row?.facebook ?? null,
    twitter: row?.twitter ?? null,
    linkedin: row?.linkedin ?? null,
    instagram: row?.instagram ?? null,
  };
}

type FondateurRow = Awaited<ReturnType<typeof listFondateurs>>[number];
type SponsorRow = Awaited<ReturnType<typeof listSponsors>>[number];

export function fondateurOf(f: FondateurRow): z.infer<typeof fondateurReply> {
  return {
    id: f.id,
    nom: f.nom,
    prenom: f.prenom,
    email: f.email,
    telephone: f.telephone,
    url_photo: f.urlPhoto,
    facebook: f.facebook,
    twitter: f.twitter,
    linkedin: f.linkedin,
    instagram: f.instagram,
  };
}

export function sponsorOf(s: SponsorRow): z.infer<typeof sponsorReply> {
  return { id: s.id, nom: s.nom, url: s.url, url_logo: s.urlLogo };
}

/**
 * The home (docs/product/storefront-and-client.md, Home): carousel up to 5 banner1, 2 banner2 beside
 * it, 3 home promo banners, one shop banner.
 */
export const HOME_PUB_COUNTS = { banner1: 5, banner2: 2, pub_accueil: 3, shop: 1 } as const;

export async function getHomePubs(ctx: Ctx): Promise<z.infer<typeof homePubsReply>> {
  const types = Object.keys(HOME_PUB_COUNTS) as (keyof typeof HOME_PUB_COUNTS)[];
  const lists = await Promise.all(types.map((type) => randomPubs(ctx.db, type, HOME_PUB_COUNTS[type])));
  const toReply = (p: (typeof lists)[number][number]) => ({
    id: p.id,
    type: p.type as z.infer<typeof pubReply>['type'],
    url_image: p.urlImage,
    model_id: p.modelId,
  });
  return {
    banner1: lists[0].map(toReply),
    banner2: lists[1].map(toReply),
    pub_accueil: lists[2].map(toReply),
    shop: lists[3].map(toReply),
  };
}

export async function getSponsors(ctx: Ctx): Promise<z.infer<typeof sponsorReply>[]> {
  const rows = await listSponsors(ctx.db);
  return rows.map(sponsorOf);
}
