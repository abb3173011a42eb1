import type {
  AboutInput,
  FondateurAddInput,
  FondateurEditInput,
  SponsorAddInput,
  SponsorEditInput,
} from '@souk/domain/content-schemas';
import { about, fondateurs, sponsors } from '../../db/schema/content';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/http-errors';
import type { MediaStore } from '../../lib/media';
import { findAbout } from './content.repository';
import { aboutOf, fondateurOf, sponsorOf } from './content.service';
import * as repo from './content-admin.repository';
import { CONTENT_MESSAGES } from './content-fields';
import { removeUnusedImages, saveImageField, withSavedImage, writeLocked } from './content-images.service';

/**
 * The administrator's sponsors, founders and site configuration (docs/product/admin.md). A new picture
 * is saved first and removed again if the write fails; the write locks its row and reads the picture
 * it replaces (writeLocked), which is removed after the commit unless another row still shows it.
 */

// ---------------------------------------------------------------- sponsors

export function listSponsorsPage(ctx: Ctx, search: string | undefined) {
  return {
    count: () => repo.countSponsors(ctx.db, search),
    rows: async (limit: number, offset: number) =>
      (await repo.pageSponsors(ctx.db, limit, offset, search)).map(sponsorOf),
  };
}

export async function addSponsor(ctx: Ctx, input: SponsorAddInput, media: MediaStore) {
  const logo = await saveImageField(media, 'url_logo', input.url_logo);
  const row = await withSavedImage(media, logo, () =>
    repo.insertSponsor(ctx.db, { nom: input.nom, url: input.url, urlLogo: logo }),
  );
  return sponsorOf(row);
}

export async function editSponsor(ctx: Ctx, id: number, input: SponsorEditInput, media: MediaStore) {
  const current = await repo.findSponsor(ctx.db, id);
  if (!current) throw notFound(CONTENT_MESSAGES.sponsorNotFound);
  const logo = await saveImageField(media, 'url_logo', input.url_logo, current.urlLogo);
  const { row, replaced } = await withSavedImage(media, logo, () =>
    writeLocked(ctx.db, { table: sponsors, id: [sponsors.id, id], columns: [sponsors.urlLogo] }, (tx) =>
      repo.updateSponsor(tx, id, { nom: input.nom, url: input.url, ...(logo ? { urlLogo: logo } : {}) }),
    ),
  );
  if (!row) throw notFound(CONTENT_MESSAGES.sponsorNotFound);
  if (logo) await removeUnusedImages(ctx.db, media, replaced);
  return sponsorOf(row);
}

export async function deleteSponsor(ctx: Ctx, id: number, media: MediaStore) {
  const deleted = await repo.deleteSponsor(ctx.db, id);
  if (!deleted) throw notFound(CONTENT_MESSAGES.sponsorNotFound);
  await removeUnusedImages(ctx.db, media, [deleted.url]);
}

// ---------------------------------------------------------------- founders

export function listFondateursPage(ctx: Ctx, search: string | undefined) {
  return {
    count: () => repo.countFondateurs(ctx.db, search),
    rows: async (limit: number, offset: number) =>
      (await repo.pageFondateurs(ctx.db, limit, offset, search)).map(fondateurOf),
  };
}

const fondateurValues = (input: FondateurEditInput) => ({
  nom: input.nom,
  prenom: input.prenom,
  email: input.email,
  telephone: input.telephone,
  facebook: input.facebook,
  instagram: input.instagram,
  linkedin: input.linkedin,
  twitter: input.twitter,
});

export async function addFondateur(ctx: Ctx, input: FondateurAddInput, media: MediaStore) {
  const photo = await saveImageField(media, 'url_photo', input.url_photo);
  const row = await withSavedImage(media, photo, () =>
    repo.insertFondateur(ctx.db, { ...fondateurValues(input), urlPhoto: photo }),
  );
  return fondateurOf(row);
}

export async function editFondateur(ctx: Ctx, id: number, input: FondateurEditInput, media: MediaStore) {
  const current = await repo.findFondateur(ctx.db, id);
  if (!current) throw notFound(CONTENT_MESSAGES.fondateurNotFound);
  const photo = await saveImageField(media, 'url_photo', input.url_photo, current.urlPhoto);
  const { row, replaced } = await withSavedImage(media, photo, () =>
    writeLocked(
      ctx.db,
      { table: fondateurs, id: [fondateurs.id, id], columns: [fondateurs.urlPhoto] },
      (tx) =>
        repo.updateFondateur(tx, id, { ...fondateurValues(input), ...(photo ? { urlPhoto: photo } : {}) }),
    ),
  );
  if (!row) throw notFound(CONTENT_MESSAGES.fondateurNotFound);
  if (photo) await removeUnusedImages(ctx.db, media, replaced);
  return fondateurOf(row);
}

export async function deleteFondateur(ctx: Ctx, id: number, media: MediaStore) {
  const deleted = await repo.deleteFondateur(ctx.db, id);
  if (!deleted) throw notFound(CONTENT_MESSAGES.fondateurNotFound);
  await removeUnusedImages(ctx.db, media, [deleted.url]);
}

// ---------------------------------------------------------------- configuration

export async function showAbout(ctx: Ctx) {
  return aboutOf(await findAbout(ctx.db));
}

/** Writes every configuration field; the logo changes only when a new picture is sent. */
export async function saveAbout(ctx: Ctx, input: AboutInput, media: MediaStore) {
  const current = await findAbout(ctx.db);
  const logo = await saveImageField(media, 'url_logo', input.url_logo, current?.urlLogo ?? null);
  const { url_logo: _logo, ...fields } = input;
  // The very first save has no row to lock: the media sweep removes what a race then leaves.
  const { row, replaced } = await withSavedImage(media, logo, () =>
    writeLocked(ctx.db, { table: about, id: [about.id, 1], columns: [about.urlLogo] }, (tx) =>
      repo.upsertAbout(tx, { ...fields, ...(logo ? { urlLogo: logo } : {}) }),
    ),
  );
  if (logo) await removeUnusedImages(ctx.db, media, replaced);
  return aboutOf(row);
}
