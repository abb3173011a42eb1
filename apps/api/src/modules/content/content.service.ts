import type { z } from 'zod';
import type { Ctx } from '../../lib/context';
import { findAbout, listFondateurs } from './content.repository';
import type { aboutReply } from './content.schemas';

type About = z.infer<typeof aboutReply>;

/** Site information with its founders; an unconfigured site answers empty fields rather than 404. */
export async function getAbout(ctx: Ctx): Promise<About> {
  const [row, founders] = await Promise.all([findAbout(ctx.db), listFondateurs(ctx.db)]);
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
    fondateurs: founders.map((f) => ({
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
    })),
  };
}
