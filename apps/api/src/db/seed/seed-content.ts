import { WILAYAS } from '@souk/domain/wilayas';
import { slugify } from '../../lib/slug';
import type { Tx } from '../client';
import { about, contacts, demandeComptes, fondateurs, publicites, sponsors } from '../schema/content';
import type { StoreKey } from './catalog-types';
import { CONTACTS, FOUNDERS, PENDING_REQUESTS, SPONSORS } from './community-data';
import { ABOUT, CONDITIONS, POLITIQUE } from './content-data';
import type { ImagePalette } from './images';
import { DEMO_MAIL_DOMAIN } from './people-data';
import type { PCategory, PStore } from './plan-types';
import type { Random } from './random';
import { ago, DAY, HOUR } from './time';

const label = (code: string) => WILAYAS.find((w) => w.code === code)?.label ?? code;
const mailOf = (prenom: string, nom: string) =>
  `${slugify(prenom).replace(/-/g, '')}.${slugify(nom).replace(/-/g, '')}@${DEMO_MAIL_DOMAIN}`;

function phone(rng: Random): string {
  const prefix = rng.pick(['0550', '0555', '0560', '0661', '0662', '0696', '0770', '0772']);
  const pair = () => String(rng.int(0, 99)).padStart(2, '0');
  return `${prefix} ${pair()} ${pair()} ${pair()}`;
}

/** About, founders, sponsors, ads, contact messages and partner requests. */
export async function seedContent(
  tx: Tx,
  input: {
    rng: Random;
    images: ImagePalette;
    categories: PCategory[];
    stores: Map<StoreKey, PStore>;
    now: Date;
  },
): Promise<void> {
  const { rng, images, categories, stores, now } = input;

  await tx
    .insert(about)
    .values({ id: 1, urlLogo: images.siteLogo, ...ABOUT, condition: CONDITIONS, politique: POLITIQUE });

  await tx.insert(fondateurs).values(
    FOUNDERS.map((f, i) => ({
      nom: f.nom,
      prenom: f.prenom,
      email: `${slugify(f.prenom)}.${slugify(f.nom)}@souk.dz`,
      telephone: f.telephone,
      facebook: `https://www.facebook.com/${slugify(`${f.prenom} ${f.nom}`)}`,
      instagram: `https://www.instagram.com/${slugify(`${f.prenom}${f.nom}`)}`,
      linkedin: `https://www.linkedin.com/in/${slugify(`${f.prenom} ${f.nom}`)}`,
      twitter: `https://x.com/${slugify(`${f.prenom}_${f.nom}`).replace(/-/g, '_')}`,
      urlPhoto: images.founders[i],
      createdAt: ago(now, 450 * DAY),
      updatedAt: ago(now, 450 * DAY),
    })),
  );

  await tx.insert(sponsors).values(
    SPONSORS.map((s, i) => ({
      nom: s.nom,
      url: s.url,
      urlLogo: images.sponsors[i],
      createdAt: ago(now, (300 - i * 20) * DAY),
    })),
  );

  const categoryId = new Map(categories.map((c) => [c.designation, c.id]));
  await tx.insert(publicites).values(
    images.ads.map((ad, i) => {
      // The CHECK constraint: a category id exactly for 'categorie' ads.
      const modelId = ad.type === 'categorie' ? (categoryId.get(ad.categorie ?? '') ?? null) : null;
      if (ad.type === 'categorie' && modelId === null)
        throw new Error(`Catégorie inconnue : ${ad.categorie}`);
      return {
        type: ad.type,
        urlImage: ad.url,
        modelId,
        valide: ad.valide,
        createdAt: ago(now, (90 - i * 3) * DAY),
      };
    }),
  );

  await tx.insert(contacts).values(
    CONTACTS.map((c, i) => ({
      nom: c.nom,
      prenom: c.prenom,
      telephone: phone(rng),
      email: mailOf(c.prenom, c.nom),
      sujet: c.sujet,
      msg: c.msg,
      vu: c.vu,
      // The unread ones are the most recent, as in a real inbox.
      createdAt: ago(now, (c.vu ? 20 + i * 4 : 1 + i) * DAY + rng.int(0, 20) * HOUR),
    })),
  );

  // Every partner account was created from a request (docs/product/admin.md, Partner requests): one
  // processed request per store.
  const processed = [...stores.values()].map((s) => ({
    nom: s.spec.nom,
    prenom: s.spec.prenom,
    telephone: s.spec.telephone,
    email: s.spec.email,
    designationMagasin: s.spec.designation,
    adresseMagasin: s.spec.adresse,
    wilayaMagasin: label(s.spec.wilaya),
    description: s.spec.description,
    etat: true,
    marchandId: s.id,
    traiteeAt: s.createdAt,
    createdAt: ago(s.createdAt, rng.int(2, 10) * DAY),
  }));
  const pending = PENDING_REQUESTS.map((r, i) => ({
    nom: r.nom,
    prenom: r.prenom,
    telephone: phone(rng),
    email: mailOf(r.prenom, r.nom),
    designationMagasin: r.designation,
    adresseMagasin: r.adresse,
    wilayaMagasin: label(r.wilaya),
    description: r.description,
    etat: false,
    marchandId: null,
    traiteeAt: null,
    createdAt: ago(now, (i * 3 + 1) * DAY + rng.int(0, 20) * HOUR),
  }));
  await tx.insert(demandeComptes).values([...processed, ...pending]);
}
