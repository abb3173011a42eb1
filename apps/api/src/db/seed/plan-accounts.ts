import { slugify } from '../../lib/slug';
import type { StoreKey } from './catalog-types';
import type { ImagePalette } from './images';
import { CLIENTS, DEMO_CLIENT, DEMO_MAIL_DOMAIN, STORES } from './people-data';
import type { PClient, PStore } from './plan-types';
import type { Random } from './random';
import { ago, DAY, HOUR } from './time';

/** Readable slugs without a random suffix (the demo must be identical on every start). */
export function slugger(): (text: string) => string {
  const seen = new Set<string>();
  return (text) => {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  };
}

export function planStores(images: ImagePalette, now: Date): Map<StoreKey, PStore> {
  const slug = slugger();
  return new Map(
    STORES.map((spec, i) => [
      spec.key,
      {
        id: 0,
        key: spec.key,
        spec,
        slug: slug(spec.designation),
        urlPhoto: images.avatars[(i * 5 + 1) % images.avatars.length],
        urlPhotoMagasin: images.store.get(spec.key) ?? images.siteLogo,
        createdAt: ago(now, spec.age * DAY + 9 * HOUR),
      },
    ]),
  );
}

export function planClients(rng: Random, images: ImagePalette, now: Date): PClient[] {
  const slug = slugger();
  const demo: PClient = {
    id: 0,
    ...DEMO_CLIENT,
    wilayaCode: DEMO_CLIENT.wilaya,
    slug: slug(`${DEMO_CLIENT.prenom} ${DEMO_CLIENT.nom}`),
    valide: true,
    urlPhoto: images.avatars[1],
    createdAt: ago(now, 365 * DAY),
    isDemo: true,
  };
  const others = CLIENTS.map(
    (c): PClient => ({
      id: 0,
      email: `${slugify(c.prenom).replace(/-/g, '')}.${slugify(c.nom).replace(/-/g, '')}@${DEMO_MAIL_DOMAIN}`,
      slug: slug(`${c.prenom} ${c.nom}`),
      nom: c.nom,
      prenom: c.prenom,
      genre: c.genre,
      telephone: c.telephone,
      adresse: c.adresse,
      wilayaCode: c.wilaya,
      valide: c.valide ?? true,
      // About half of the people upload a photo.
      urlPhoto: rng.chance(0.5) ? rng.pick(images.avatars) : null,
      createdAt: ago(now, rng.int(190, 600) * DAY + rng.int(0, 23) * HOUR),
      isDemo: false,
    }),
  );
  return [demo, ...others];
}
