import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { MediaStore } from '../../lib/media';
import { AD_SIZES, ADS, type AdType } from './ads-data';
import { CATEGORIES } from './catalog-data';
import { COLORS } from './catalog-types';
import { FOUNDERS, SPONSORS } from './community-data';
import { avatarSvg, bannerSvg, iconSvg, logoSvg, productSvg, siteLogoSvg, storeSvg } from './image-art';
import { articlePhotos, type Kind, kindOf, sousCategoryPhoto } from './image-kinds';
import { STORES } from './people-data';

/**
 * The demo's pictures are drawn here (no network) and stored once each through the media store; the
 * catalogue then reuses their URLs, which keeps the seed fast however many articles it creates.
 */
export interface ImagePalette {
  /** URL of a product photo: one per (kind, colour) the catalogue shows (image-kinds.ts). */
  product(kind: Kind, color: string): string;
  categoryIcon: Map<string, string>;
  brandLogo: Map<string, string>;
  store: Map<string, string>;
  avatars: string[];
  founders: string[];
  sponsors: string[];
  siteLogo: string;
  ads: { type: AdType; url: string; categorie?: string; valide: boolean }[];
}

/**
 * Pixels of a product drawing: the product modal shows it 480 px wide on a computer (its 640 px
 * variant then serves a phone's full width), so it is drawn at that size, not smaller to save seed
 * time. About 170 are drawn (image-kinds.ts).
 */
const PRODUCT_SIZE = 480;
const ICON_SIZE = 256;
const CONCURRENCY = 4;

export const BRAND_LOGOS: Record<string, string> = {
  Samsung: '#1428a0',
  Xiaomi: '#ff6900',
  Apple: '#2b2d33',
  Condor: '#d7423c',
  Lenovo: '#e2231a',
  HP: '#0096d6',
  Brandt: '#1f2c54',
  Iris: '#2f6fd6',
  Tefal: '#c8102e',
  Philips: '#0b5ed7',
  Adidas: '#111111',
  Nike: '#111111',
  Michelin: '#27509b',
  Kenwood: '#7a7f87',
  Venus: '#c2577f',
  Facto: '#80512f',
};

const AVATARS: [string, string, string, boolean][] = [
  ['#cfe3f7', '#e0b48f', '#3b2a20', false],
  ['#f7d9e3', '#d9a47c', '#7e2235', true],
  ['#d8f0e2', '#c68d65', '#1f1a17', false],
  ['#fbe7c6', '#e8c09c', '#4f3527', false],
  ['#e4dcf7', '#b97c57', '#1f2c54', true],
  ['#dff3f1', '#d6a27f', '#6b4a33', false],
  ['#f3e1d4', '#a8734f', '#2b2d33', false],
  ['#e6eefc', '#e3b08a', '#2f9e62', true],
];

/** librsvg draws no text without fonts: pictures then keep their shapes only. */
export function hasFonts(): boolean {
  try {
    return execFileSync('fc-list', [':'], { encoding: 'utf8', timeout: 5000 }).trim().length > 0;
  } catch {
    try {
      return readdirSync('/usr/share/fonts').length > 0;
    } catch {
      return false;
    }
  }
}

async function pool<T>(jobs: (() => Promise<T>)[], size: number): Promise<T[]> {
  const out = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, jobs.length) }, worker));
  return out;
}

export async function generateImages(media: MediaStore, fonts = hasFonts()): Promise<ImagePalette> {
  const jobs: { key: string; svg: string }[] = [];
  const add = (key: string, svg: string) => {
    jobs.push({ key, svg });
  };

  const products = new Set<string>();
  const addProduct = (kind: Kind, color: string) => {
    if (products.has(`${kind}:${color}`)) return;
    products.add(`${kind}:${color}`);
    add(`product:${kind}:${color}`, productSvg(kind, COLORS[color], PRODUCT_SIZE));
  };
  for (const cat of CATEGORIES) {
    cat.articles.forEach((article, index) => {
      const { kind, colors } = articlePhotos(cat, article, index);
      for (const color of colors) addProduct(kind, color);
    });
    cat.sous.forEach((_, index) => {
      const { kind, color } = sousCategoryPhoto(cat, index);
      addProduct(kind, color);
    });
    add(`icon:${cat.designation}`, iconSvg(kindOf(cat.designation), COLORS[cat.colors[0]], ICON_SIZE));
  }
  for (const [brand, color] of Object.entries(BRAND_LOGOS))
    add(`brand:${brand}`, logoSvg(fonts, brand, color));
  const palette = Object.values(COLORS);
  STORES.forEach((s, i) => {
    add(
      `store:${s.key}`,
      storeSvg(fonts, s.designation, palette[(i * 3 + 2) % palette.length], kindOf(s.designation)),
    );
  });
  for (const [i, a] of AVATARS.entries()) add(`avatar:${i}`, avatarSvg(...a));
  for (const s of SPONSORS) add(`sponsor:${s.nom}`, logoSvg(fonts, s.nom, s.color));
  add('site-logo', siteLogoSvg(fonts));
  ADS.forEach((ad, i) => {
    const [width, height] = AD_SIZES[ad.type];
    add(`ad:${i}`, bannerSvg(fonts, { ...ad, width, height }));
  });

  const urls = await pool(
    jobs.map((job) => async () => {
      // Uncompressed PNG: it is decoded again at once, so squeezing it would only cost time.
      const png = await sharp(Buffer.from(job.svg)).png({ compressionLevel: 0 }).toBuffer();
      return (await media.saveBuffer(png)).url;
    }),
    CONCURRENCY,
  );
  const byKey = new Map(jobs.map((job, i) => [job.key, urls[i]]));
  const get = (key: string) => {
    const url = byKey.get(key);
    if (!url) throw new Error(`Image de démonstration manquante : ${key}`);
    return url;
  };
  const prefixed = (prefix: string) =>
    new Map([...byKey].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));

  const avatars = AVATARS.map((_, i) => get(`avatar:${i}`));
  return {
    product: (kind, color) => get(`product:${kind}:${color}`),
    categoryIcon: prefixed('icon:'),
    brandLogo: prefixed('brand:'),
    store: prefixed('store:'),
    avatars,
    founders: FOUNDERS.map((_, i) => avatars[(i * 3) % avatars.length]),
    sponsors: SPONSORS.map((s) => get(`sponsor:${s.nom}`)),
    siteLogo: get('site-logo'),
    ads: ADS.map((ad, i) => ({
      type: ad.type,
      url: get(`ad:${i}`),
      categorie: ad.categorie,
      valide: ad.valide ?? true,
    })),
  };
}
